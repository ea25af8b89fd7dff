import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { deleteExpiredSessions } from "../../auth/sessions.ts";
import { sessions, users } from "../../db/schema/users.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { bearer, loginAs, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import { confirmedPhone } from "../../test/phone-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

describe("registration", () => {
  it("creates a client, answers a working token and never leaks the hash", async () => {
    const email = uniqueEmail("reg");
    const response = await post("/api/auth/register", {
      email: `  ${email.toUpperCase()} `,
      password: "secret1",
      full_name: "Мария Иванова",
      client_type: "corporate",
      agree_to_terms: true,
      ...(await confirmedPhone(t.app)),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email, role: "client", client_type: "corporate" });
    expect(response.body).not.toContain("argon2");
    expect(response.body).not.toContain("password");

    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);

    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(body.access_token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a taken e-mail with a Russian detail", async () => {
    const { email } = await registerClient(t.app);
    const response = await post("/api/auth/register", {
      email,
      password: "another1",
      full_name: "Дубликат",
      client_type: "individual",
      agree_to_terms: true,
      ...(await confirmedPhone(t.app)),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: AUTH_TEXTS.emailTaken });
  });

  it.each([
    [{ password: "12345" }, "Пароль должен содержать не менее 6 символов"],
    [{ email: "not-an-email" }, "Введите корректный email"],
    [{ full_name: "   " }, "Введите ФИО"],
    [{ client_type: "executor" }, "Выберите тип клиента"],
  ])("rejects bad input %j and creates nothing", async (override, detail) => {
    const email = uniqueEmail("bad");
    const response = await post("/api/auth/register", {
      email,
      password: "secret1",
      full_name: "Имя",
      client_type: "individual",
      agree_to_terms: true,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("cannot be used to create an executor or admin", async () => {
    const email = uniqueEmail("sneaky");
    const response = await post("/api/auth/register", {
      email,
      password: "secret1",
      full_name: "Хитрец",
      client_type: "individual",
      agree_to_terms: true,
      role: "admin",
      ...(await confirmedPhone(t.app)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe("client");
  });
});

describe("login", () => {
  it("logs the demo executor in with the executor type", async () => {
    const { email, password } = DEMO_ACCOUNTS.executor;
    const response = await post("/api/auth/login", { email, password, login_type: "executor" });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe("executor");
  });

  it("refuses a login type that does not match the account", async () => {
    const { email, password } = DEMO_ACCOUNTS.client;
    const response = await post("/api/auth/login", { email, password, login_type: "executor" });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(AUTH_TEXTS.wrongLoginType.individual);
    const corporate = await registerClient(t.app, { clientType: "corporate" });
    const wrong = await post("/api/auth/login", {
      email: corporate.email,
      password: corporate.password,
      login_type: "individual",
    });
    expect(wrong.json().detail).toBe(AUTH_TEXTS.wrongLoginType.corporate);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const { email } = DEMO_ACCOUNTS.client;
    const wrongPassword = await post("/api/auth/login", {
      email,
      password: "wrong-password",
      login_type: "individual",
    });
    const unknown = await post("/api/auth/login", {
      email: uniqueEmail("ghost"),
      password: "whatever",
      login_type: "individual",
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: AUTH_TEXTS.wrongCredentials });
    expect(unknown.json()).toEqual({ detail: AUTH_TEXTS.wrongCredentials });
  });
});

describe("sessions", () => {
  it("logout revokes the token on the server", async () => {
    const { token } = await registerClient(t.app);
    const logout = await post("/api/auth/logout", {}, bearer(token));
    expect(logout.statusCode).toBe(200);
    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().detail).toBe(AUTH_TEXTS.sessionExpired);
  });

  it("an expired token no longer works", async () => {
    const { token, user } = await registerClient(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    await deleteExpiredSessions(t.db);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("without a token /me answers 401 in Russian", async () => {
    const me = await t.app.inject({ url: "/api/auth/me" });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ detail: AUTH_TEXTS.notAuthenticated });
  });

  it("a forged token is refused", async () => {
    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer("forged-token-value") });
    expect(me.statusCode).toBe(401);
  });
});

describe("operator account", () => {
  it("creates the configured admin, who logs in as an executor", async () => {
    const own = await buildTestApp({
      seedDemo: false,
      env: { ADMIN_EMAIL: "Boss@Example.ru", ADMIN_PASSWORD: "boss-password" },
    });
    try {
      const token = await loginAs(own.app, "boss@example.ru", "boss-password", "executor");
      const me = await own.app.inject({ url: "/api/auth/me", headers: bearer(token) });
      expect(me.json()).toMatchObject({ role: "admin", client_type: null });
    } finally {
      await own.close();
    }
  });

  it("without configuration creates exactly one admin with a generated password", async () => {
    const admins = await t.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
  });
});

describe("rate limiting", () => {
  it("answers 429 with a Russian detail after too many attempts", async () => {
    const limited = await buildTestApp({ seedDemo: false, env: { AUTH_RATE_LIMIT_MAX: "3" } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "nobody@example.ru", password: "x", login_type: "individual" },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ detail: AUTH_TEXTS.tooManyAttempts });
    } finally {
      await limited.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { PASSWORD_RULE_TEXTS } from "../../../domain/users/common-passwords.ts";
import { ConfigError } from "../../config.ts";
import { bearer, loginAs, uniqueEmail } from "../../test/fixtures.ts";
import { confirmedPhone } from "../../test/phone-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { ensureOperatorAccount } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    seedDemo: false,
    env: { ADMIN_EMAIL: "chief@example.ru", ADMIN_PASSWORD: "chief-first-password" },
  });
});
afterAll(() => t.close());

const register = async (password: string, email = uniqueEmail("pw"), fullName = "Пётр Петров") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      email,
      password,
      full_name: fullName,
      client_type: "individual",
      agree_to_terms: true,
      ...(await confirmedPhone(t.app)),
    },
  });

describe("new passwords: the spec's 6 characters and not a common one", () => {
  it.each(["123456", "qwerty", "password1", "йцукен", "111111", "iloveyou"])(
    "refuses %s with a Russian explanation",
    async (password) => {
      const response = await register(password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: PASSWORD_RULE_TEXTS.tooCommon });
    },
  );

  it("refuses the e-mail itself as the password", async () => {
    const email = uniqueEmail("same");
    const response = await register(email, email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PASSWORD_RULE_TEXTS.sameAsPersonalData });
  });

  it("keeps the minimum of 6 and accepts a short uncommon password", async () => {
    expect((await register("k3j5h7")).statusCode).toBe(200);
    const short = await register("k3j5h");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ detail: AUTH_TEXTS.passwordTooShort });
  });
});

describe("a changed ADMIN_PASSWORD", () => {
  it("ends the admin's sessions; a restart with the same password keeps them", async () => {
    const email = "chief@example.ru";
    const first = await loginAs(t.app, email, "chief-first-password", "executor");
    const second = await loginAs(t.app, email, "chief-first-password", "executor");

    // A restart with the same ADMIN_PASSWORD: nobody is signed out.
    await ensureOperatorAccount(t.db, { email, password: "chief-first-password" }, t.app.events);
    const still = await t.app.inject({ url: "/api/auth/me", headers: bearer(first) });
    expect(still.statusCode).toBe(200);

    // A restart with a new one: every old session is refused, the new password works.
    await ensureOperatorAccount(t.db, { email, password: "chief-second-password" }, t.app.events);
    for (const token of [first, second]) {
      const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }
    await loginAs(t.app, email, "chief-second-password", "executor");
  });

  it("a common ADMIN_PASSWORD refuses to start with a clear message", async () => {
    await expect(
      buildTestApp({
        seedDemo: false,
        env: { ADMIN_EMAIL: "weak@example.ru", ADMIN_PASSWORD: "qwerty123" },
      }),
    ).rejects.toThrow(ConfigError);
    await expect(
      ensureOperatorAccount(t.db, { email: "weak@example.ru", password: "12345678" }),
    ).rejects.toThrow(/^ADMIN_PASSWORD не подходит: Этот пароль слишком распространён/);
  });
});

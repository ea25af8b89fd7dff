import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "../../domain/users/auth-texts.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { ConfigError } from "../config.ts";
import { bearer, loginAs } from "../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { services } from "./schema/catalogue.ts";
import { reviews } from "./schema/reviews.ts";
import { sessions, users } from "./schema/users.ts";
import { prepareDatabase } from "./startup.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

const countOf = async (table: typeof services | typeof reviews | typeof users) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe("prepareDatabase", () => {
  it("never seeds demo content over real data", async () => {
    // buildTestApp already ran start-up without demo content: the generated admin exists.
    expect(await countOf(users)).toBe(1);
    const report = await prepareDatabase(t.database, { seedDemo: true });
    expect(report.seededDemo).toBe(false);
    expect(await countOf(services)).toBe(0);
  });

  it("seeds an empty database once, and a second start changes nothing", async () => {
    await t.db.delete(users);
    const first = await prepareDatabase(t.database, { seedDemo: true });
    expect(first.seededDemo).toBe(true);
    expect(first.operator.action).toBe("generated");
    if (first.operator.action !== "generated") return;
    // The printed password really opens the admin account through the login form's checks.
    const token = await loginAs(t.app, first.operator.email, first.operator.password, "executor");
    expect(token).toBeTruthy();
    const counts = [await countOf(services), await countOf(reviews), await countOf(users)];
    const second = await prepareDatabase(t.database, { seedDemo: true });
    expect(second).toEqual({ seededDemo: false, operator: { action: "exists" } });
    expect([await countOf(services), await countOf(reviews), await countOf(users)]).toEqual(counts);
  });

  it("never promotes an existing client named by ADMIN_EMAIL: the start stops, naming the variable", async () => {
    await t.db.insert(users).values({
      email: "owner@example.ru",
      passwordHash: await hashPassword("old-password"),
      fullName: "Владелец",
      role: "client",
      clientType: "individual",
    });
    const start = prepareDatabase(t.database, {
      seedDemo: false,
      adminEmail: "Owner@Example.ru",
      adminPassword: "new-password",
    });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/ADMIN_EMAIL=owner@example\.ru — адрес существующего/);
    await expect(start).rejects.toThrow(/start-up never promotes it/);
    const [row] = await t.db.select().from(users).where(eq(users.email, "owner@example.ru"));
    expect(row).toMatchObject({ role: "client", clientType: "individual" });
    expect(await verifyPassword(row!.passwordHash, "old-password")).toBe(true);
  });

  it("a configured admin is created or updated, never duplicated", async () => {
    const options = {
      seedDemo: false,
      adminEmail: "boss@example.ru",
      adminPassword: "boss-pass-1",
    };
    const report = await prepareDatabase(t.database, options);
    expect(report.operator).toEqual({ action: "configured", email: "boss@example.ru" });
    await prepareDatabase(t.database, { ...options, adminPassword: "boss-pass-2" });
    const rows = (await t.db.select().from(users)).filter((u) => u.email === "boss@example.ru");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "admin", clientType: null, disabledAt: null });
  });

  it("a changed ADMIN_EMAIL switches the former operator off: kept, its sessions ended, login refused", async () => {
    const first = {
      seedDemo: false,
      adminEmail: "first-boss@example.ru",
      adminPassword: "first-pass-1",
    };
    await prepareDatabase(t.database, first);
    const session = await loginAs(t.app, "first-boss@example.ru", "first-pass-1", "executor");

    await prepareDatabase(t.database, {
      seedDemo: false,
      adminEmail: "second-boss@example.ru",
      adminPassword: "second-pass-2",
    });
    const [former] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, "first-boss@example.ru"));
    expect(former?.role).toBe("admin");
    expect(former?.disabledAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, former!.id))).toEqual([]);
    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(session) });
    expect(me.statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "first-boss@example.ru", password: "first-pass-1", login_type: "executor" },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ detail: AUTH_TEXTS.accountDisabled });
    await loginAs(t.app, "second-boss@example.ru", "second-pass-2", "executor");

    // Named again, the former operator is back and the other one is off.
    await prepareDatabase(t.database, first);
    await loginAs(t.app, "first-boss@example.ru", "first-pass-1", "executor");
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: {
        email: "second-boss@example.ru",
        password: "second-pass-2",
        login_type: "executor",
      },
    });
    expect(again.json()).toEqual({ detail: AUTH_TEXTS.accountDisabled });
  });
});

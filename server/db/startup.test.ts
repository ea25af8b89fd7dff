import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../auth/password.ts";
import { loginAs } from "../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { services } from "./schema/catalogue.ts";
import { reviews } from "./schema/reviews.ts";
import { users } from "./schema/users.ts";
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

  it("a configured admin is created or updated, never duplicated", async () => {
    await t.db.insert(users).values({
      email: "owner@example.ru",
      passwordHash: await hashPassword("old-password"),
      fullName: "Владелец",
      role: "client",
      clientType: "individual",
    });
    const report = await prepareDatabase(t.database, {
      seedDemo: false,
      adminEmail: "owner@example.ru",
      adminPassword: "new-password",
    });
    expect(report.operator).toEqual({ action: "configured", email: "owner@example.ru" });
    const rows = (await t.db.select().from(users)).filter((u) => u.email === "owner@example.ru");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "admin", clientType: null });
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage } from "../../../domain/audit/audit-schemas.ts";
import { auditLog } from "../../db/schema/audit.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { bearer } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { type AuditActor, recordChange } from "./audit-log.ts";

let t: TestApp;
let tokens: RoleTokens;
const actor: AuditActor = {
  userId: 1,
  name: "Исполнитель Журнала",
  email: "journal@example.ru",
  role: "executor",
  ip: "203.0.113.7",
};

beforeAll(async () => {
  t = await buildBackOfficeTestApp({ seedDemo: true });
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const list = async (query = "", token = tokens.executor) => {
  const response = await t.app.inject({
    url: `/api/executor/audit-log${query}`,
    headers: bearer(token),
  });
  return { status: response.statusCode, body: response.json() as AuditPage };
};

describe("GET /api/executor/audit-log", () => {
  it("is for executors and admins only", async () => {
    await expectOnlyExecutors(t.app, { method: "GET", url: "/api/executor/audit-log" }, tokens);
    expect((await list("", tokens.admin)).status).toBe(200);
  });

  it("lists changes newest first with who, what, before and after, filtered and paged", async () => {
    const tag = `журнал-${Date.now()}`;
    await recordChange(t.db, actor, {
      entityType: "service",
      entityId: 7,
      action: "create",
      entityTitle: `Услуга ${tag}`,
      before: null,
      after: { title: `Услуга ${tag}`, base_price: 1000 },
    });
    await recordChange(t.db, actor, {
      entityType: "review",
      entityId: 3,
      action: "approve",
      entityTitle: `Отзыв ${tag}`,
      before: { status: "pending" },
      after: { status: "approved" },
    });

    const { status, body } = await list(`?q=${encodeURIComponent(tag)}`);
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.entity_title)).toEqual([`Отзыв ${tag}`, `Услуга ${tag}`]);
    expect(body.items[0]).toMatchObject({
      entity_type: "review",
      entity_id: "3",
      action: "approve",
      actor: { name: actor.name, email: actor.email, role: "executor", user_id: 1 },
      before: { status: "pending" },
      after: { status: "approved" },
    });

    const services = await list(`?q=${encodeURIComponent(tag)}&entity_type=service`);
    expect(services.body.items.map((item) => item.action)).toEqual(["create"]);
    const approvals = await list(`?q=${encodeURIComponent(tag)}&action=approve`);
    expect(approvals.body.items.map((item) => item.entity_type)).toEqual(["review"]);
    const byActor = await list(`?q=${encodeURIComponent("journal@example")}`);
    expect(byActor.body.total).toBeGreaterThanOrEqual(2);

    const firstPage = await list(`?q=${encodeURIComponent(tag)}&page_size=1`);
    const secondPage = await list(`?q=${encodeURIComponent(tag)}&page_size=1&page=2`);
    expect(firstPage.body).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(secondPage.body.items[0]?.entity_title).toBe(`Услуга ${tag}`);
  });

  it("filters by Moscow calendar days", async () => {
    const tag = `дни-${Date.now()}`;
    await recordChange(t.db, actor, {
      entityType: "article",
      entityId: 1,
      action: "update",
      entityTitle: tag,
      before: null,
      after: null,
    });
    // 23:30 UTC on the 1st is already the 2nd in Moscow (UTC+3).
    await t.db.execute(
      sql`insert into ${auditLog} (actor_name, actor_email, actor_role, entity_type, entity_id, action, entity_title, created_at)
          values ('Старый', 'old@example.ru', 'executor', 'article', '1', 'update', ${`${tag}-старое`}, '2026-03-01T23:30:00Z')`,
    );
    const day = await list(`?q=${encodeURIComponent(tag)}&from=2026-03-02&to=2026-03-02`);
    expect(day.body.items.map((item) => item.entity_title)).toEqual([`${tag}-старое`]);
    const dayBefore = await list(`?q=${encodeURIComponent(tag)}&from=2026-03-01&to=2026-03-01`);
    expect(dayBefore.body.total).toBe(0);
  });

  it("refuses a malformed or impossible date in Russian", async () => {
    for (const from of ["вчера", "2026-02-30", "2026-13-01"]) {
      const response = await t.app.inject({
        url: `/api/executor/audit-log?from=${encodeURIComponent(from)}`,
        headers: bearer(tokens.executor),
      });
      expect(response.statusCode, from).toBe(400);
      expect(response.json()).toEqual({ detail: "Некорректная дата" });
    }
  });
});

describe("the audit log is append-only", () => {
  it("refuses updates and deletions in the database itself", async () => {
    await recordChange(t.db, actor, {
      entityType: "site_settings",
      entityId: "site",
      action: "update",
      entityTitle: "Настройки сайта",
      before: { phone: "1" },
      after: { phone: "2" },
    });
    await expect(t.db.update(auditLog).set({ actorName: "Подмена" })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    const { body } = await list("?entity_type=site_settings");
    expect(body.items[0]?.actor.name).toBe(actor.name);
  });

  it("has no call that writes or deletes an entry", async () => {
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const response = await t.app.inject({
        method,
        url: "/api/executor/audit-log",
        headers: bearer(tokens.admin),
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it("is written in the change's own transaction: a failed change leaves no entry", async () => {
    const tag = `откат-${Date.now()}`;
    await expect(
      t.db.transaction(async (tx) => {
        await recordChange(tx, actor, {
          entityType: "service",
          entityId: 1,
          action: "update",
          entityTitle: tag,
          before: null,
          after: null,
        });
        throw new Error("the change itself failed");
      }),
    ).rejects.toThrow("the change itself failed");
    expect((await list(`?q=${encodeURIComponent(tag)}`)).body.total).toBe(0);
  });
});

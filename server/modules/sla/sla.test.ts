import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { SLA_TEXTS } from "../../../domain/sla/sla.ts";
import type { SlaReport } from "../../../domain/sla/sla-schemas.ts";
import { services } from "../../db/schema/catalogue.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { users } from "../../db/schema/users.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { openClientChat, postOk, sendMessage } from "../../test/chat-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import type { ChatContext } from "../chat/chat-context.ts";
import { runChatMaintenance } from "../chat/chat-maintenance.ts";

/**
 * Reply-time targets and client ratings (issue 30 §4, §5). The test app works around the clock,
 * so working minutes are the clock's minutes here (office-hours.test.ts has the arithmetic).
 */
let t: TestApp;
let admin: string;
let adminId: number;
let lawyer: string;
let lawyerId: number;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  lawyer = await loginAsStaff(t.app, "executor@demo.ru", "demo-executor");
  const staff = await t.db.select({ id: users.id, email: users.email }).from(users);
  adminId = staff.find((row) => row.email === TEST_ADMIN.email)!.id;
  lawyerId = staff.find((row) => row.email === "executor@demo.ru")!.id;
  // Every chat is the demo lawyer's: the operator takes none.
  await t.db.update(users).set({ maxOpenChats: 0 }).where(eq(users.id, adminId));
  await t.db.update(services).set({ firstResponseMinutes: 30 }).where(eq(services.id, 1));
});
afterAll(() => t.close());

const chatAs = async (token: string, id: string) =>
  (
    await t.app.inject({ url: `/api/chat/sessions/${id}`, headers: bearer(token) })
  ).json() as ChatSession;
const report = async (days = 7) =>
  (
    await t.app.inject({ url: `/api/executor/sla?days=${days}`, headers: bearer(admin) })
  ).json() as SlaReport;
const rate = (token: string, id: string, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/chat/sessions/${id}/rating`,
    headers: bearer(token),
    payload: payload as object,
  });

describe("the reply-time target", () => {
  it("starts at the client's first message and stops at the lawyer's first answer", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    expect((await chatAs(lawyer, chat.id)).first_response_due_at).toBeNull();
    const url = `/api/chat/sessions/${chat.id}/messages`;
    const before = Date.now();
    await sendMessage(t.app, url, "Здравствуйте", [], client.token);
    const waiting = await chatAs(lawyer, chat.id);
    const due = Date.parse(waiting.first_response_due_at!);
    // 30 working minutes of a firm open around the clock.
    expect(due - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(due - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 1000);
    expect(waiting.first_response_at).toBeNull();
    // A second message does not move the clock; the lawyer's answer stops it, once.
    await sendMessage(t.app, url, "Ещё вопрос", [], client.token);
    expect((await chatAs(lawyer, chat.id)).first_response_due_at).toBe(
      waiting.first_response_due_at,
    );
    await sendMessage(t.app, url, "Добрый день", [], lawyer);
    const answered = (await chatAs(lawyer, chat.id)).first_response_at;
    expect(answered).not.toBeNull();
    await sendMessage(t.app, url, "Уточню", [], lawyer);
    expect((await chatAs(lawyer, chat.id)).first_response_at).toBe(answered);
  });

  it("warns the chat's lawyer once, 10 minutes before the first answer is due", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    await sendMessage(t.app, `/api/chat/sessions/${chat.id}/messages`, "Ау", [], client.token);
    const context: ChatContext = {
      db: t.db,
      events: t.app.events,
      storage: t.app.storage,
      now: () => new Date(),
    };
    const warnings = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.sessionId, chat.id),
            eq(notifications.kind, "first_response_due_soon"),
          ),
        );
    // 30 minutes away: not yet.
    await runChatMaintenance(context);
    expect(await warnings()).toEqual([]);
    await t.db
      .update(chatSessions)
      .set({ firstResponseDueAt: new Date(Date.now() + 9 * 60_000) })
      .where(eq(chatSessions.id, chat.id));
    await Promise.all([runChatMaintenance(context), runChatMaintenance(context)]);
    await runChatMaintenance(context);
    const told = await warnings();
    expect(told.map((row) => row.userId)).toEqual([lawyerId]);
    expect(told[0]!.title).toBe("Через 10 минут истекает срок первого ответа");
  });

  it("tells the administrators and the chat's lawyer once of a first answer past due", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 2);
    await sendMessage(t.app, `/api/chat/sessions/${chat.id}/messages`, "Ау", [], client.token);
    await t.db
      .update(chatSessions)
      .set({ firstResponseDueAt: new Date(Date.now() - 60_000) })
      .where(eq(chatSessions.id, chat.id));
    const context: ChatContext = {
      db: t.db,
      events: t.app.events,
      storage: t.app.storage,
      now: () => new Date(),
    };
    await Promise.all([runChatMaintenance(context), runChatMaintenance(context)]);
    await runChatMaintenance(context);
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.sessionId, chat.id), eq(notifications.kind, "first_response_overdue")),
      );
    expect(told.map((row) => row.userId).sort()).toEqual([adminId, lawyerId].sort());
    expect(told[0]!.title).toBe("Первый ответ просрочен");
  });

  it("refuses a target outside 1 minute to a week with a Russian detail", async () => {
    const current = (await t.app.inject({ url: "/api/services/3" })).json();
    const form = {
      title: current.title,
      description: current.description,
      tooltip: current.tooltip,
      base_price: current.base_price,
      category: current.category,
      price_from: current.price_from,
    };
    for (const bad of [0, 10_081, 1.5, "60"]) {
      const refused = await t.app.inject({
        method: "PUT",
        url: "/api/services/3",
        headers: bearer(lawyer),
        payload: { ...form, first_response_minutes: bad },
      });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().detail).toBe(SLA_TEXTS.firstResponseInvalid);
    }
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/services/3",
      headers: bearer(lawyer),
      payload: { ...form, first_response_minutes: 120 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ url: "/api/services/3" })).json().first_response_minutes).toBe(
      120,
    );
  });
});

describe("the client's rating", () => {
  it("comes once, after acceptance, from the chat's client only", async () => {
    const client = await registerClient(t.app);
    const stranger = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 4);
    const refusedEarly = await rate(client.token, chat.id, { score: 5 });
    expect(refusedEarly.statusCode).toBe(409);
    expect(refusedEarly.json().detail).toBe(SLA_TEXTS.notYet);
    await postOk(t.app, `/api/chat/sessions/${chat.id}/start-task`, lawyer);
    await postOk(t.app, `/api/chat/sessions/${chat.id}/documents-ready`, lawyer);
    await postOk(t.app, `/api/chat/sessions/${chat.id}/accept-order`, client.token);

    expect((await rate(lawyer, chat.id, { score: 5 })).statusCode).toBe(403);
    expect((await rate(stranger.token, chat.id, { score: 5 })).statusCode).toBe(404);
    for (const bad of [
      { score: 0 },
      { score: 6 },
      { score: 4.5 },
      {},
      { score: 5, comment: "я".repeat(1001) },
    ]) {
      const refused = await rate(client.token, chat.id, bad);
      expect(refused.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(refused.json().detail).toMatch(/[А-Яа-я]/);
    }
    // Two at once: one is kept.
    const [a, b] = await Promise.all([
      rate(client.token, chat.id, { score: 4, comment: "Быстро и понятно" }),
      rate(client.token, chat.id, { score: 2 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const kept = (a.statusCode === 200 ? a : b).json() as ChatSession;
    expect((await chatAs(client.token, chat.id)).rating_score).toBe(kept.rating_score);
    const again = await rate(client.token, chat.id, { score: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(SLA_TEXTS.alreadyRated);
  });
});

describe("«Команда»: the report", () => {
  it("gives each lawyer and the team their first answers, the share in time and the ratings", async () => {
    const week = await report(7);
    expect(week.days).toBe(7);
    expect(week.total.chats).toBeGreaterThanOrEqual(2);
    const mine = week.lawyers.find((line) => line.id === lawyerId)!;
    expect(mine.full_name).toBeTruthy();
    // One answered in time, one past due unanswered: half in time.
    expect(mine.met_share).toBe(0.5);
    expect(mine.median_minutes).not.toBeNull();
    expect(mine.ratings).toBe(1);
    expect(mine.rating_average).toBeGreaterThanOrEqual(2);
    expect(week.total.ratings).toBe(1);
    for (const bad of ["1", "abc", "31"]) {
      const refused = await t.app.inject({
        url: `/api/executor/sla?days=${bad}`,
        headers: bearer(admin),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(SLA_TEXTS.periodInvalid);
    }
    const client = await registerClient(t.app);
    expect(
      (await t.app.inject({ url: "/api/executor/sla", headers: bearer(client.token) })).statusCode,
    ).toBe(403);
  });
});

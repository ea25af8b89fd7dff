import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { SLA_TEXTS } from "../../../domain/sla/sla.ts";
import type { SlaReport } from "../../../domain/sla/sla-schemas.ts";
import { STAFF_TEXTS } from "../../../domain/staff/staff.ts";
import type { StaffList, StaffMember } from "../../../domain/staff/staff-schemas.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { openClientChat, sendMessage } from "../../test/chat-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import { requestPaymentInChat } from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Issue 44 §3: work on a chat of the queue is its doer's — the lawyer who answers it or takes its
 * task into work gets the chat, and «Команда» credits them, not «очередь»; an administrator who
 * is no practising lawyer takes no chats and is never named to a client as their lawyer.
 */
let t: TestApp;
let admin: string;
let adminId: number;
let lawyer: string;
let lawyerId: number;
const LAWYER_NAME = DEMO_ACCOUNTS.executor.fullName;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  lawyer = await loginAsStaff(t.app, DEMO_ACCOUNTS.executor.email, DEMO_ACCOUNTS.executor.password);
  const staff = await t.db.select({ id: users.id, email: users.email }).from(users);
  adminId = staff.find((row) => row.email === TEST_ADMIN.email)!.id;
  lawyerId = staff.find((row) => row.email === DEMO_ACCOUNTS.executor.email)!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  // Every earlier chat done, both take chats, the limits as a firm starts.
  await t.db.update(chatSessions).set({ status: "completed" });
  await t.db
    .update(users)
    .set({ maxOpenChats: 20, acceptsChats: true })
    .where(inArray(users.id, [adminId, lawyerId]));
});

const assigneeOf = async (id: string) =>
  (await t.db.select().from(chatSessions).where(eq(chatSessions.id, id)))[0]!.assigneeId;
/** Everyone full (a limit of 0): a new chat waits in the queue. */
async function queuedChat() {
  await t.db
    .update(users)
    .set({ maxOpenChats: 0 })
    .where(inArray(users.id, [adminId, lawyerId]));
  const client = await registerClient(t.app, { fullName: "Клиент Очереди" });
  const chat = await openClientChat(t.app, client.token);
  expect(chat.assignee_id).toBeNull();
  return { chat, client };
}
const put = (url: string, token: string, payload: object) =>
  t.app.inject({ method: "PUT", url, headers: bearer(token), payload });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), payload });
const chatAs = async (token: string, id: string) =>
  (
    await t.app.inject({ url: `/api/chat/sessions/${id}`, headers: bearer(token) })
  ).json() as ChatSession;
const teamReport = async () =>
  (
    await t.app.inject({ url: "/api/executor/sla?days=7", headers: bearer(admin) })
  ).json() as SlaReport;
/** A line's chats in «Команда»: a lawyer's, or the queue's (null), 0 without a line. */
const chatsOf = (report: SlaReport, id: number | null) => {
  const line = report.lawyers.find((row) => row.id === id);
  if (id === null && line) expect(line.full_name).toBe(SLA_TEXTS.queue);
  return line?.chats ?? 0;
};
const staffList = async () =>
  (await t.app.inject({ url: "/api/executor/staff", headers: bearer(admin) })).json() as StaffList;

describe("a chat of the queue", () => {
  it("becomes the lawyer's who answers it, and «Команда» credits them, not the queue", async () => {
    const { chat, client } = await queuedChat();
    const url = `/api/chat/sessions/${chat.id}/messages`;
    expect((await sendMessage(t.app, url, "Здравствуйте", [], client.token)).statusCode).toBe(201);
    const before = await teamReport();
    expect(chatsOf(before, null)).toBeGreaterThanOrEqual(1);
    expect((await sendMessage(t.app, url, "Добрый день, смотрю", [], lawyer)).statusCode).toBe(201);
    expect(await assigneeOf(chat.id)).toBe(lawyerId);
    // The client reads whose it is.
    expect((await chatAs(client.token, chat.id)).assignee_name).toBe(LAWYER_NAME);

    // «Команда»: the chat moved from «очередь» to the lawyer who did the work.
    const after = await teamReport();
    expect(chatsOf(after, lawyerId)).toBe(chatsOf(before, lawyerId) + 1);
    expect(chatsOf(after, null)).toBe(chatsOf(before, null) - 1);

    // Taken: a colleague answering next does not take it over.
    expect((await sendMessage(t.app, url, "Я тоже здесь", [], admin)).statusCode).toBe(201);
    expect(await assigneeOf(chat.id)).toBe(lawyerId);
  });

  it("becomes the lawyer's who takes its task into work; a refused move leaves it queued", async () => {
    const { chat } = await queuedChat();
    // «Документы готовы» before the work began is refused (409) and takes nothing.
    const early = await post(`/api/chat/sessions/${chat.id}/documents-ready`, lawyer);
    expect(early.statusCode).toBe(409);
    expect(await assigneeOf(chat.id)).toBeNull();

    const started = await post(`/api/chat/sessions/${chat.id}/start-task`, lawyer, {
      duration_value: 2,
      duration_unit: "hours",
    });
    expect(started.statusCode).toBe(200);
    expect((started.json() as ChatSession).assignee_id).toBe(lawyerId);
    expect(await assigneeOf(chat.id)).toBe(lawyerId);
  });

  it("becomes the lawyer's who asks for payment in it", async () => {
    const { chat } = await queuedChat();
    await requestPaymentInChat(t.app, lawyer, chat.id, 1500, "Составление претензии");
    expect(await assigneeOf(chat.id)).toBe(lawyerId);
  });
});

describe("an administrator who is no practising lawyer", () => {
  it("names themselves, stops taking chats, and their open chats go to a colleague", async () => {
    const client = await registerClient(t.app, { fullName: "Клиент Администратора" });
    // The lawyer is full: the new chat is the administrator's.
    await t.db.update(users).set({ maxOpenChats: 0 }).where(eq(users.id, lawyerId));
    const chat = await openClientChat(t.app, client.token);
    expect(chat.assignee_id).toBe(adminId);
    await t.db.update(users).set({ maxOpenChats: 20 }).where(eq(users.id, lawyerId));

    const refused = await put("/api/executor/profile", admin, { full_name: "   " });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBeTruthy();
    const saved = await put("/api/executor/profile", admin, {
      full_name: "Иванов Иван Иванович",
      accepts_chats: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      id: adminId,
      full_name: "Иванов Иван Иванович",
      accepts_chats: false,
    } satisfies Partial<StaffMember>);
    // Their open chat went back to the queue and on to the lawyer with room.
    expect(await assigneeOf(chat.id)).toBe(lawyerId);
    const me = (await t.app.inject({ url: "/api/auth/me", headers: bearer(admin) })).json() as {
      full_name: string;
    };
    expect(me.full_name).toBe("Иванов Иван Иванович");

    // New chats skip them though they carry fewer.
    const next = await openClientChat(t.app, client.token, 2);
    expect(next.assignee_id).toBe(lawyerId);
    // A hand-over to them is refused with the reason, and changes nothing.
    const handed = await put(`/api/executor/chat-sessions/${next.id}/assignee`, lawyer, {
      user_id: adminId,
    });
    expect(handed.statusCode).toBe(400);
    expect(handed.json().detail).toBe(STAFF_TEXTS.assigneeNotAccepting);
    expect(await assigneeOf(next.id)).toBe(lawyerId);
  });

  it("answering a queued chat leaves it in the queue, and the client never reads their name", async () => {
    await put("/api/executor/profile", admin, { accepts_chats: false });
    const { chat, client } = await queuedChat();
    const url = `/api/chat/sessions/${chat.id}/messages`;
    expect((await sendMessage(t.app, url, "Передам юристу", [], admin)).statusCode).toBe(201);
    expect(await assigneeOf(chat.id)).toBeNull();
    const seen = await chatAs(client.token, chat.id);
    expect(seen.assignee_name).toBeNull();
    expect(seen.executor_name).toBeNull();
  });

  it("is switched by an administrator in «Сотрудники», and back on takes the queue", async () => {
    await put("/api/executor/profile", admin, { accepts_chats: false });
    const client = await registerClient(t.app, { fullName: "Клиент Юриста" });
    const chat = await openClientChat(t.app, client.token);
    expect(chat.assignee_id).toBe(lawyerId);

    const off = await put(`/api/executor/staff/${lawyerId}`, admin, { accepts_chats: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as StaffMember).accepts_chats).toBe(false);
    // Nobody takes chats now: the lawyer's open chat waits in the queue.
    expect(await assigneeOf(chat.id)).toBeNull();
    const listed = (await staffList()).items.find((member) => member.id === lawyerId);
    expect(listed?.accepts_chats).toBe(false);

    const on = await put("/api/executor/profile", admin, { accepts_chats: true });
    expect(on.statusCode).toBe(200);
    expect(await assigneeOf(chat.id)).toBe(adminId);
    await put(`/api/executor/staff/${lawyerId}`, admin, { accepts_chats: true });
  });
});

import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import { STAFF_TEXTS } from "../../../domain/staff/staff.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { notifications } from "../../db/schema/notifications.ts";
import { users } from "../../db/schema/users.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { openClientChat, PDF_BYTES, sendMessage } from "../../test/chat-fixtures.ts";
import { listen } from "../../test/event-stream-client.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import { createStaff } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Who sees which chat (issue 30 §2): a lawyer their own chats and the queue, an administrator
 * every chat, every lawyer every chat while «Все юристы видят все чаты» is on (by default while
 * the firm has one lawyer). Every chat route, the list, search, transcripts, files and the live
 * stream keep to it, and notices about a chat go to its lawyer only.
 */
let t: TestApp;
let base: string;
let admin: string;
let lawyerA: { id: number; token: string };
let lawyerB: { id: number; token: string };
let client: string;
/** Lawyer A's chat, lawyer B's chat and one waiting in the queue, all of one client. */
let chatOfA: string;
let chatOfB: string;
let queued: string;
let fileOfA: string;

const get = (url: string, token: string) =>
  t.app.inject({ method: "GET", url, headers: bearer(token) });
const setting = (token: string, value: boolean | null) =>
  t.app.inject({
    method: "PUT",
    url: "/api/executor/staff/settings",
    headers: bearer(token),
    payload: { all_lawyers_see_all_chats: value },
  });
const listed = async (token: string) =>
  ((await get("/api/chat/sessions?limit=100", token)).json() as { id: string }[]).map(
    (chat) => chat.id,
  );

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const [demo] = await t.db.select().from(users).where(eq(users.email, "executor@demo.ru"));
  lawyerA = {
    id: demo!.id,
    token: await loginAsStaff(t.app, "executor@demo.ru", "demo-executor"),
  };
  lawyerB = await createStaff(t);
  client = (await registerClient(t.app, { fullName: "Клиент Видимости" })).token;
  const chats = await Promise.all([1, 2, 3].map((id) => openClientChat(t.app, client, id)));
  [chatOfA, chatOfB, queued] = chats.map((chat) => chat.id) as [string, string, string];
  await t.db
    .update(chatSessions)
    .set({ assigneeId: lawyerA.id })
    .where(eq(chatSessions.id, chatOfA));
  await t.db
    .update(chatSessions)
    .set({ assigneeId: lawyerB.id })
    .where(eq(chatSessions.id, chatOfB));
  await t.db.update(chatSessions).set({ assigneeId: null }).where(eq(chatSessions.id, queued));
  const sent = await sendMessage(
    t.app,
    `/api/chat/sessions/${chatOfA}/messages`,
    "Договор аренды склада лесопильного",
    [{ name: "dogovor.pdf", bytes: PDF_BYTES }],
    client,
  );
  expect(sent.statusCode).toBe(201);
  const withFile = (sent.json() as ChatMessage[]).find((message) => message.file_id);
  fileOfA = withFile!.file_id!;
});
afterAll(() => t.close());

describe("«Все юристы видят все чаты»", () => {
  it("is off by default with two lawyers, and only an administrator changes it", async () => {
    expect((await get("/api/executor/staff/settings", lawyerB.token)).json()).toEqual({
      all_lawyers_see_all_chats: false,
      automatic: true,
      new_admins_need_second_factor: true,
    });
    expect((await setting(lawyerB.token, true)).statusCode).toBe(403);
    expect((await get("/api/executor/staff/settings", client)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/executor/staff/settings" });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/executor/staff/settings",
      headers: bearer(admin),
      payload: { all_lawyers_see_all_chats: "да" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/[А-Яа-я]/);
  });

  it("one working lawyer sees every chat by default", async () => {
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, lawyerB.id));
    try {
      expect((await get("/api/executor/staff/settings", admin)).json()).toEqual({
        all_lawyers_see_all_chats: true,
        automatic: true,
        new_admins_need_second_factor: true,
      });
    } finally {
      await t.db.update(users).set({ disabledAt: null }).where(eq(users.id, lawyerB.id));
    }
  });
});

describe("a lawyer sees their own chats and the queue", () => {
  it("in the list, one by one, in messages, files, transcripts, search and the counters", async () => {
    expect(await listed(lawyerB.token)).toEqual(expect.arrayContaining([chatOfB, queued]));
    expect(await listed(lawyerB.token)).not.toContain(chatOfA);
    expect(await listed(admin)).toEqual(expect.arrayContaining([chatOfA, chatOfB, queued]));
    // Someone else's chats, asked for by id or by assignee: as if they did not exist.
    const others = await get(`/api/chat/sessions?assignee=${lawyerA.id}`, lawyerB.token);
    expect(others.json()).toEqual([]);
    for (const url of [
      `/api/chat/sessions/${chatOfA}`,
      `/api/chat/sessions/${chatOfA}/messages`,
      `/api/chat/sessions/${chatOfA}/transcript.pdf`,
      `/api/chat/files/${fileOfA}/download`,
    ]) {
      expect((await get(url, lawyerB.token)).statusCode, url).toBe(404);
      expect((await get(url, lawyerA.token)).statusCode, url).toBe(200);
      expect((await get(url, admin)).statusCode, url).toBe(200);
    }
    const written = await sendMessage(
      t.app,
      `/api/chat/sessions/${chatOfA}/messages`,
      "Чужой чат",
      [],
      lawyerB.token,
    );
    expect(written.statusCode).toBe(404);
    const handOver = await t.app.inject({
      method: "PUT",
      url: `/api/executor/chat-sessions/${chatOfA}/assignee`,
      headers: bearer(lawyerB.token),
      payload: { user_id: lawyerB.id },
    });
    expect(handOver.statusCode).toBe(404);
    const documents = (await get("/api/documents", lawyerB.token)).json() as { id: string }[];
    expect(documents.map((file) => file.id)).not.toContain(fileOfA);
    const search = (await get(
      `/api/search?q=${encodeURIComponent("лесопильного")}`,
      lawyerB.token,
    ).then((response) => response.json())) as { messages: unknown[]; files: unknown[] };
    expect(search.messages).toEqual([]);
    const searchA = (await get(
      `/api/search?q=${encodeURIComponent("лесопильного")}`,
      lawyerA.token,
    ).then((response) => response.json())) as { messages: unknown[] };
    expect(searchA.messages).toHaveLength(1);
    const countsB = (await get("/api/executor/dashboard", lawyerB.token)).json();
    const countsAdmin = (await get("/api/executor/dashboard", admin)).json();
    expect(countsAdmin.total_chats - countsB.total_chats).toBeGreaterThanOrEqual(1);
  });

  it("may not delete every chat of the firm while it sees only its own", async () => {
    const refused = await t.app.inject({
      method: "DELETE",
      url: "/api/executor/chat-sessions/all",
      headers: bearer(lawyerB.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(STAFF_TEXTS.deleteAllAdminOnly);
    expect(await listed(admin)).toContain(chatOfA);
  });

  it("sees every chat once the administrator switches the setting on, and back", async () => {
    const on = await setting(admin, true);
    expect(on.json()).toMatchObject({ all_lawyers_see_all_chats: true, automatic: false });
    expect(await listed(lawyerB.token)).toContain(chatOfA);
    expect((await get(`/api/chat/sessions/${chatOfA}`, lawyerB.token)).statusCode).toBe(200);
    const auto = await setting(admin, null);
    expect(auto.json()).toMatchObject({ all_lawyers_see_all_chats: false, automatic: true });
    expect((await get(`/api/chat/sessions/${chatOfA}`, lawyerB.token)).statusCode).toBe(404);
  });
});

describe("notices and the live stream follow the assignment", () => {
  const noticesOf = async (userId: number, sessionId: string) =>
    t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.sessionId, sessionId),
          eq(notifications.kind, "client_message"),
        ),
      );

  it("a client's message tells the chat's lawyer only; a queued chat's tells everyone", async () => {
    await sendMessage(t.app, `/api/chat/sessions/${chatOfB}/messages`, "Вопрос", [], client);
    expect(await noticesOf(lawyerB.id, chatOfB)).toHaveLength(1);
    expect(await noticesOf(lawyerA.id, chatOfB)).toHaveLength(0);
    await sendMessage(t.app, `/api/chat/sessions/${queued}/messages`, "Вопрос", [], client);
    const [adminRow] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    for (const id of [lawyerA.id, lawyerB.id, adminRow!.id]) {
      expect(await noticesOf(id, queued)).toHaveLength(1);
    }
  });

  it("a lawyer's stream carries their chats and the queue, and ends when the setting changes", async () => {
    const streamB = await listen(`${base}/api/events`, bearer(lawyerB.token));
    const streamAdmin = await listen(`${base}/api/events`, bearer(admin));
    await sendMessage(t.app, `/api/chat/sessions/${chatOfA}/messages`, "Ещё", [], client);
    await sendMessage(t.app, `/api/chat/sessions/${queued}/messages`, "Ещё", [], client);
    await streamAdmin.next((event) => event.session_id === chatOfA);
    await streamB.next((event) => event.session_id === queued);
    expect(streamB.events.some((event) => event.session_id === chatOfA)).toBe(false);
    // The hand-over reaches the new lawyer's stream.
    const handed = await t.app.inject({
      method: "PUT",
      url: `/api/executor/chat-sessions/${chatOfA}/assignee`,
      headers: bearer(admin),
      payload: { user_id: lawyerB.id },
    });
    expect(handed.statusCode).toBe(200);
    await streamB.next((event) => event.session_id === chatOfA);
    await setting(admin, true);
    await streamB.ended;
    streamAdmin.close();
    await t.db
      .update(chatSessions)
      .set({ assigneeId: lawyerA.id })
      .where(inArray(chatSessions.id, [chatOfA]));
    await setting(admin, null);
  });
});

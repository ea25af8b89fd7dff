import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_MESSAGES } from "../../../domain/chat/chat.ts";
import type { ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { chatFiles, chatMessages, chatSessions } from "../../db/schema/chat.ts";
import {
  createGuestChat,
  executorToken,
  openClientChat,
  PDF_BYTES,
  postOk,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import type { ChatContext } from "./chat-context.ts";
import { runChatMaintenance } from "./chat-maintenance.ts";

const HOUR = 3_600_000;
let t: TestApp;
let executor: string;
beforeAll(async () => {
  t = await buildTestApp();
  executor = await executorToken(t.app);
});
afterAll(() => t.close());

/** The maintenance pass as the scheduler runs it, but with the clock moved by `hours`. */
const contextAt = (hours: number): ChatContext => ({
  db: t.db,
  events: t.app.events,
  storage: t.app.storage,
  now: () => new Date(Date.now() + hours * HOUR),
});

/** Two instances running the same pass at the same moment. */
const runTwice = (hours: number) =>
  Promise.all([runChatMaintenance(contextAt(hours)), runChatMaintenance(contextAt(hours))]);

describe("guest chats are deleted 24 hours after creation", () => {
  it("keeps a chat for 24 hours, then removes it, its messages and its stored files", async () => {
    const session = await createGuestChat(t.app);
    const sent = await sendMessage(
      t.app,
      `/api/guest/chat/sessions/${session.id}/messages`,
      "файл",
      [{ name: "скан.pdf", bytes: PDF_BYTES }],
    );
    const file = (sent.json() as ChatMessage[])[1] as ChatMessage;
    const [stored] = await t.db
      .select()
      .from(chatFiles)
      .where(eq(chatFiles.id, file.file_id ?? ""));
    expect(await t.app.storage.exists(stored?.storageKey ?? "")).toBe(true);

    await runTwice(23.9);
    expect((await t.app.inject({ url: `/api/guest/chat/sessions/${session.id}` })).statusCode).toBe(
      200,
    );

    const [first, second] = await runTwice(24.01);
    expect(
      (first?.deletedGuestChats ?? 0) + (second?.deletedGuestChats ?? 0),
    ).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(chatSessions).where(eq(chatSessions.id, session.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, session.id)),
    ).toEqual([]);
    expect(await t.app.storage.exists(stored?.storageKey ?? "")).toBe(false);
  });

  it("never deletes a client's chat", async () => {
    const { token } = await registerClient(t.app);
    const session = await openClientChat(t.app, token, 1);
    await runChatMaintenance(contextAt(24 * 365));
    expect(
      (await t.app.inject({ url: `/api/chat/sessions/${session.id}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
  });
});

describe("deadlines", () => {
  const sessionOf = async (token: string, id: string) =>
    (
      await t.app.inject({ url: `/api/chat/sessions/${id}`, headers: bearer(token) })
    ).json() as ChatSession;

  it("a task past its deadline becomes overdue, once, and can still be delivered", async () => {
    const { token } = await registerClient(t.app);
    const session = await openClientChat(t.app, token, 2);
    await postOk(t.app, `/api/chat/sessions/${session.id}/start-task`, executor, {
      duration_value: 3,
      duration_unit: "hours",
    });
    await runTwice(2.9);
    expect((await sessionOf(token, session.id)).task_status).toBe("in_progress");
    await runTwice(3.1);
    expect((await sessionOf(token, session.id)).task_status).toBe("overdue");
    const delivered = await postOk(
      t.app,
      `/api/chat/sessions/${session.id}/documents-ready`,
      executor,
    );
    expect(delivered.task_status).toBe("documents_ready");
  });

  it("a revision gets the task's time again, so a long review does not make it overdue at once", async () => {
    const { token } = await registerClient(t.app);
    const session = await openClientChat(t.app, token, 4);
    await postOk(t.app, `/api/chat/sessions/${session.id}/start-task`, executor, {
      duration_value: 3,
      duration_unit: "hours",
    });
    await postOk(t.app, `/api/chat/sessions/${session.id}/documents-ready`, executor);
    // The review took longer than the task's own deadline.
    await t.db
      .update(chatSessions)
      .set({ taskDeadline: new Date(Date.now() - 10 * HOUR) })
      .where(eq(chatSessions.id, session.id));
    const revision = await postOk(
      t.app,
      `/api/chat/sessions/${session.id}/request-revision`,
      token,
    );
    const newDeadlineIn = Date.parse(revision.task_deadline ?? "") - Date.now();
    expect(Math.abs(newDeadlineIn - 3 * HOUR)).toBeLessThan(10_000);
    await runTwice(0.1);
    expect((await sessionOf(token, session.id)).task_status).toBe("revision_requested");
    await runTwice(3.1);
    expect((await sessionOf(token, session.id)).task_status).toBe("overdue");
  });

  it("a review period that ends without an answer accepts the order with one system message", async () => {
    const { token } = await registerClient(t.app);
    const session = await openClientChat(t.app, token, 3);
    await postOk(t.app, `/api/chat/sessions/${session.id}/start-task`, executor);
    await postOk(t.app, `/api/chat/sessions/${session.id}/documents-ready`, executor);
    await runTwice(47.9);
    expect((await sessionOf(token, session.id)).task_status).toBe("documents_ready");
    await runTwice(48.1);
    await runTwice(60);
    expect(await sessionOf(token, session.id)).toMatchObject({
      task_status: "accepted",
      status: "completed",
    });
    const messages = (
      await t.app.inject({
        url: `/api/chat/sessions/${session.id}/messages`,
        headers: bearer(token),
      })
    ).json() as ChatMessage[];
    expect(messages.filter((m) => m.content === SYSTEM_MESSAGES.autoAccepted)).toHaveLength(1);
    // The client's own answer after that is refused: the order is already accepted.
    const late = await t.app.inject({
      method: "POST",
      url: `/api/chat/sessions/${session.id}/request-revision`,
      headers: bearer(token),
    });
    expect(late.statusCode).toBe(409);
  });
});

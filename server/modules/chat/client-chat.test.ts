import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXTS, SYSTEM_MESSAGES } from "../../../domain/chat/chat.ts";
import type {
  ChatDocument,
  ChatSession,
  ExecutorDashboard,
} from "../../../domain/chat/chat-schemas.ts";
import { EXECUTOR_PICKER_EXTENSIONS, FILE_TEXTS } from "../../../domain/chat/files.ts";
import { refusedMoveText } from "../../../domain/chat/task-status.ts";
import {
  executorToken,
  messagesOf,
  openClientChat,
  PDF_BYTES,
  postOk,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, loginAs, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let executor: string;
beforeAll(async () => {
  t = await buildTestApp();
  executor = await executorToken(t.app);
});
afterAll(() => t.close());

const url = (id: string, tail = "") => `/api/chat/sessions/${id}${tail}`;
const dashboard = async () =>
  (
    await t.app.inject({ url: "/api/executor/dashboard", headers: bearer(executor) })
  ).json() as ExecutorDashboard;

describe("a client's order from chat to acceptance", () => {
  it("the demo client starts with one conversation in work, waiting for payment", async () => {
    const demo = await loginAs(t.app, "client@demo.ru", "demo-client", "individual");
    const [chat, ...rest] = (
      await t.app.inject({ url: "/api/chat/sessions", headers: bearer(demo) })
    ).json() as ChatSession[];
    expect(rest).toEqual([]);
    expect(chat).toMatchObject({
      task_status: "in_progress",
      client_name: "Иван Петрович Смирнов",
      status: "waiting_payment",
      payment_amount: 3000,
    });
    const messages = await messagesOf(t.app, url(chat?.id ?? "", "/messages"), demo);
    expect(messages.map((m) => m.sender_type)).toEqual([
      "client",
      "system",
      "executor",
      "executor",
    ]);
    expect(messages.at(-1)).toMatchObject({
      message_type: "payment_request",
      payment_amount: 3000,
    });
  });

  it("opens one chat per service and reuses it until the order is finished", async () => {
    const { token } = await registerClient(t.app);
    const first = await t.app.inject({
      method: "POST",
      url: "/api/chat/sessions",
      headers: bearer(token),
      payload: { service_id: "2", service_title: "Чужое название" },
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/chat/sessions",
      headers: bearer(token),
      payload: { service_id: 2 },
    });
    expect(again.statusCode).toBe(200);
    expect((again.json() as ChatSession).id).toBe((first.json() as ChatSession).id);
    expect((first.json() as ChatSession).service_title).not.toBe("Чужое название");
    expect((first.json() as ChatSession).expires_at).toBeNull();
  });

  it("ten simultaneous requests for one service open one chat", async () => {
    const { token } = await registerClient(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/chat/sessions",
          headers: bearer(token),
          payload: { service_id: "6" },
        }),
      ),
    );
    const ids = new Set(answers.map((a) => (a.json() as ChatSession).id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
  });

  it("lists chats a page at a time, newest first, without gaps or repeats", async () => {
    const { token } = await registerClient(t.app);
    const opened: string[] = [];
    for (const service of [1, 2, 3]) opened.push((await openClientChat(t.app, token, service)).id);
    const page = async (query: string) => {
      const answer = await t.app.inject({
        url: `/api/chat/sessions?${query}`,
        headers: bearer(token),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as ChatSession[];
    };
    const first = await page("limit=2");
    expect(first.map((s) => s.id)).toEqual([opened[2], opened[1]]);
    const last = first.at(-1)!;
    const cursor = `${new Date(last.last_activity).toISOString()}_${last.id}`;
    const second = await page(`limit=2&before=${encodeURIComponent(cursor)}`);
    expect(second.map((s) => s.id)).toEqual([opened[0]]);

    for (const bad of ["limit=0", "limit=501", "before=вчера", "before=2026-13-99T00:00:00Z_x"]) {
      const refused = await t.app.inject({
        url: `/api/chat/sessions?${bad}`,
        headers: bearer(token),
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().detail).toBe("Некорректные параметры страницы чатов");
    }
  });

  it("walks the task through work, review, revision and acceptance", async () => {
    const { token, user } = await registerClient(t.app, { fullName: "Ирина Заказчикова" });
    const session = await openClientChat(t.app, token, 1);
    const unreadBefore = (await dashboard()).unread_messages;

    const sent = await sendMessage(t.app, url(session.id, "/messages"), "Нужен иск", [], token);
    expect(sent.statusCode).toBe(201);
    expect((await dashboard()).unread_messages).toBe(unreadBefore + 1);
    const listed = (
      await t.app.inject({ url: "/api/chat/sessions?filter=unread", headers: bearer(executor) })
    ).json() as ChatSession[];
    expect(listed.find((s) => s.id === session.id)).toMatchObject({
      client_name: "Ирина Заказчикова",
      client_id: user.id,
      unread_messages_count: 1,
      last_message_preview: "Нужен иск",
    });
    const read = await postOk(t.app, url(session.id, "/mark-read"), executor);
    expect(read.unread_messages_count).toBe(0);

    // Accepting before anything is ready is refused with the machine's Russian reason.
    const early = await t.app.inject({
      method: "POST",
      url: url(session.id, "/accept-order"),
      headers: bearer(token),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: refusedMoveText("new", "accept_order") });

    const started = await postOk(t.app, url(session.id, "/start-task"), executor, {
      duration_value: 2,
      duration_unit: "days",
    });
    expect(started.task_status).toBe("in_progress");
    const deadlineIn = Date.parse(started.task_deadline ?? "") - Date.now();
    expect(deadlineIn).toBeGreaterThan(48 * 3600_000 - 10_000);
    expect(deadlineIn).toBeLessThan(48 * 3600_000 + 10_000);

    const reply = await sendMessage(
      t.app,
      url(session.id, "/messages"),
      "Проект иска",
      [{ name: "иск.pdf", bytes: PDF_BYTES }],
      executor,
    );
    expect(reply.statusCode).toBe(201);
    expect((await dashboard()).unread_messages).toBe(unreadBefore);

    const ready = await postOk(t.app, url(session.id, "/documents-ready"), executor);
    expect(ready.task_status).toBe("documents_ready");
    const reviewIn = Date.parse(ready.review_deadline ?? "") - Date.now();
    expect(reviewIn).toBeGreaterThan(48 * 3600_000 - 10_000);

    const revision = await postOk(t.app, url(session.id, "/request-revision"), token);
    expect(revision).toMatchObject({ task_status: "revision_requested", review_deadline: null });
    await postOk(t.app, url(session.id, "/documents-ready"), executor);
    const accepted = await postOk(t.app, url(session.id, "/accept-order"), token);
    expect(accepted).toMatchObject({ task_status: "accepted", status: "completed" });

    const messages = await messagesOf(t.app, url(session.id, "/messages"), token);
    const system = messages.filter((m) => m.sender_type === "system").map((m) => m.content);
    expect(system).toHaveLength(5);
    expect(system[2]).toBe(SYSTEM_MESSAGES.revisionRequested);
    expect(system[4]).toBe(SYSTEM_MESSAGES.accepted);
    expect(messages.find((m) => m.file_name === "иск.pdf")?.sender_type).toBe("executor");

    // A finished order is not reopened: the next request for the service starts a new chat.
    const next = await openClientChat(t.app, token, 1);
    expect(next.id).not.toBe(session.id);

    const documents = (
      await t.app.inject({ url: "/api/documents", headers: bearer(token) })
    ).json() as ChatDocument[];
    expect(documents.map((d) => d.file_name)).toEqual(["иск.pdf"]);
    const download = await t.app.inject({
      url: documents[0]?.file_url ?? "",
      headers: bearer(token),
    });
    expect(download.body).toBe(PDF_BYTES);
    const base64 = await t.app.inject({
      url: `/api/chat/files/${documents[0]?.id}`,
      headers: bearer(token),
    });
    expect(base64.json()).toMatchObject({ file_name: "иск.pdf", file_type: "application/pdf" });
  });

  it("each side attaches the types of its own picker: a client's GIF passes, an executor's XLSX does not", async () => {
    const { token } = await registerClient(t.app);
    const session = await openClientChat(t.app, token, 7);
    const gif = { name: "фото.gif", bytes: "GIF89a\u0001\u0000\u0001\u0000" };
    const fromClient = await sendMessage(t.app, url(session.id, "/messages"), "", [gif], token);
    expect(fromClient.statusCode).toBe(201);
    const xlsx = { name: "расчёт.xlsx", bytes: "PK\u0003\u0004xl/workbook.xml" };
    const fromExecutor = await sendMessage(
      t.app,
      url(session.id, "/messages"),
      "",
      [xlsx],
      executor,
    );
    expect(fromExecutor.statusCode).toBe(400);
    expect(fromExecutor.json()).toEqual({
      detail: FILE_TEXTS.notAllowed("расчёт.xlsx", EXECUTOR_PICKER_EXTENSIONS),
    });
  });

  it("refuses durations outside 1–720 with a Russian detail and leaves the task alone", async () => {
    const { token } = await registerClient(t.app);
    const session = await openClientChat(t.app, token, 3);
    for (const body of [
      { duration_value: 0, duration_unit: "hours" },
      { duration_value: 721, duration_unit: "hours" },
      { duration_value: "abc", duration_unit: "days" },
      { duration_value: 5, duration_unit: "weeks" },
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: url(session.id, "/start-task"),
        headers: bearer(executor),
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().detail).toBe("string");
    }
    const fresh = (
      await t.app.inject({ url: url(session.id), headers: bearer(token) })
    ).json() as ChatSession;
    expect(fresh.task_status).toBe("new");
  });

  it("opens business chats from the stored tariffs", async () => {
    const { token } = await registerClient(t.app, { clientType: "corporate" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/chat/sessions/business",
      headers: bearer(token),
      payload: { plan_type: "platinum", service_type: "business_consultation" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      service_id: "business_tariff_platinum",
      is_corporate_session: true,
    });
    // The chat screen opens business chats by their service id through the same call.
    const byServiceId = await openClientChat(t.app, token, "business_tariff_gold");
    expect(byServiceId).toMatchObject({ service_id: "business_tariff_gold", plan_type: "gold" });
    const bogus = await t.app.inject({
      method: "POST",
      url: "/api/chat/sessions/business",
      headers: bearer(token),
      payload: { plan_type: "diamond" },
    });
    expect(bogus.json()).toEqual({ detail: CHAT_TEXTS.planNotFound });
  });

  it("the executor deletes one chat and then all chats", async () => {
    const { token } = await registerClient(t.app);
    const session = await openClientChat(t.app, token, 4);
    await sendMessage(
      t.app,
      url(session.id, "/messages"),
      "файл",
      [{ name: "a.pdf", bytes: PDF_BYTES }],
      token,
    );
    const removed = await t.app.inject({
      method: "DELETE",
      url: url(session.id),
      headers: bearer(executor),
    });
    expect(removed.json()).toEqual({ deleted: true });
    expect((await t.app.inject({ url: url(session.id), headers: bearer(token) })).statusCode).toBe(
      404,
    );

    await openClientChat(t.app, token, 5);
    const all = await t.app.inject({
      method: "DELETE",
      url: "/api/executor/chat-sessions/all",
      headers: bearer(executor),
    });
    expect(all.json().deleted_count).toBeGreaterThanOrEqual(1);
    expect(await dashboard()).toMatchObject({ total_chats: 0, unread_messages: 0 });
  });
});

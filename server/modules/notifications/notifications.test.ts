import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, moscowDayKey } from "../../../domain/day-keys.ts";
import { MAIL_BATCH_MS } from "../../../domain/mail/mail.ts";
import { formatKopecks } from "../../../domain/money.ts";
import type { NotificationPage } from "../../../domain/notifications/notification-schemas.ts";
import { NOTIFICATION_TEXTS } from "../../../domain/notifications/notifications.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { users } from "../../db/schema/users.ts";
import {
  createGuestChat,
  executorToken,
  openClientChat,
  postOk,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import {
  chatPaymentBody,
  createPaymentOk,
  decideInSandbox,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import type { ChatContext } from "../chat/chat-context.ts";
import { runChatMaintenance } from "../chat/chat-maintenance.ts";
import { sendDueMail } from "../mail/outbox.ts";

const HOUR = 3_600_000;
const EXECUTOR_EMAIL = "executor@demo.ru";
let t: TestApp;
let smtp: TestSmtpServer;
let lawyer: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://pravo.example", PAYMENT_PROVIDER: "sandbox" },
  });
  lawyer = await executorToken(t.app);
  // The generated operator takes no chats: every chat is the demo lawyer's, whose bell these
  // tests read (notices about a chat go to its lawyer only; visibility.test.ts has the rest).
  await t.db.update(users).set({ maxOpenChats: 0 }).where(eq(users.role, "admin"));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const notificationsOf = async (token: string, query = "") => {
  const response = await t.app.inject({
    url: `/api/notifications${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationPage;
};
const sendAll = (afterMs = 0) =>
  sendDueMail(t.db, t.app.mail.sender, new Date(Date.now() + afterMs));
const mailTo = (email: string, subject: string) =>
  smtp.waitFor(
    (mail) => JSON.stringify(mail.to).includes(email) && (mail.subject ?? "").includes(subject),
  );
const outboxOf = (email: string, category: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.category, category)));
const contextAt = (hours: number): ChatContext => ({
  db: t.db,
  events: t.app.events,
  storage: t.app.storage,
  now: () => new Date(Date.now() + hours * HOUR),
  publicUrl: "https://pravo.example",
});

describe("the client hears of the lawyer's work", () => {
  it("documents ready: a notification and a mail with the chat's link", async () => {
    const client = await registerClient(t.app, { fullName: "Анна Документова" });
    const chat = await openClientChat(t.app, client.token, 1);
    await postOk(t.app, `/api/chat/sessions/${chat.id}/start-task`, lawyer);
    await postOk(t.app, `/api/chat/sessions/${chat.id}/documents-ready`, lawyer);

    const page = await notificationsOf(client.token);
    expect(page.unread_count).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: "documents_ready",
      title: NOTIFICATION_TEXTS.documentsReady(chat.service_title).title,
      link: `/dashboard?tab=chat&chat=${chat.id}`,
      is_read: false,
    });
    await sendAll();
    const mail = await mailTo(client.email, "Документы готовы");
    expect(mail.text).toContain(`https://pravo.example/dashboard?tab=chat&chat=${chat.id}`);
    expect(mail.text).toContain("Здравствуйте, Анна Документова!");
    const list = mail.headers.get("list") as { unsubscribe?: { id?: string } };
    expect(list.unsubscribe?.id).toContain("category=documents");
  });

  it("a payment request mails the client; the review deadline reminds once, 12 hours before", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    await requestPaymentInChat(t.app, lawyer, chat.id, 2500);
    await sendAll();
    const request = await mailTo(client.email, "Запрос оплаты");
    expect(request.subject).toContain(formatKopecks(250_000));

    await postOk(t.app, `/api/chat/sessions/${chat.id}/start-task`, lawyer);
    await postOk(t.app, `/api/chat/sessions/${chat.id}/documents-ready`, lawyer);
    // 30 hours into the 48-hour review: too early.
    await runChatMaintenance(contextAt(30));
    expect(await outboxOf(client.email, "review_deadline")).toEqual([]);
    // 37 hours in: 11 hours left. Two instances at once remind once.
    await Promise.all([runChatMaintenance(contextAt(37)), runChatMaintenance(contextAt(37))]);
    await runChatMaintenance(contextAt(38));
    expect(await outboxOf(client.email, "review_deadline")).toHaveLength(1);
    await sendAll();
    await mailTo(client.email, "Осталось 12 часов");
    const kinds = (await notificationsOf(client.token)).items.map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(["payment_request", "review_deadline"]));
  });

  it("the lawyer's messages gather in one notification; read in the chat, no mail is sent", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    const url = `/api/chat/sessions/${chat.id}/messages`;
    await sendMessage(t.app, url, "Первое", [], lawyer);
    const [last] = await sendMessage(t.app, url, "Второе", [], lawyer).then((r) => r.json());
    const page = await notificationsOf(client.token);
    const gathered = page.items.filter((item) => item.kind === "executor_message");
    expect(gathered).toHaveLength(1);
    expect(gathered[0]).toMatchObject({ count: 2, title: "Новые сообщения от юриста (2)" });

    // The client read the chat while the mail waited: it is dropped, not sent.
    await t.db
      .update(chatSessions)
      .set({ clientReadMessageId: last.id })
      .where(eq(chatSessions.id, chat.id));
    await sendAll(MAIL_BATCH_MS + 60_000);
    const [row] = await outboxOf(client.email, "messages");
    expect(row?.status).toBe("skipped");
  });
});

describe("the lawyer hears of the business", () => {
  it("a new guest chat and a client's unread message reach its lawyer's bell and mail", async () => {
    const before = (await notificationsOf(lawyer)).unread_count;
    const guest = await createGuestChat(t.app, { guest_name: "Гость Новиков" });
    const page = await notificationsOf(lawyer);
    expect(page.unread_count).toBe(before + 1);
    expect(page.items[0]).toMatchObject({
      kind: "new_chat",
      link: `/executor-dashboard?tab=chats&chat=${guest.id}`,
    });
    expect(page.items[0]?.body).toContain("Гость Новиков");
    await sendAll();
    await mailTo(EXECUTOR_EMAIL, "Новое обращение");

    await sendMessage(t.app, `/api/guest/chat/sessions/${guest.id}/messages`, "Вы здесь?");
    const unread = (await notificationsOf(lawyer)).items.find(
      (item) => item.kind === "client_message" && item.session_id === guest.id,
    );
    expect(unread?.is_read).toBe(false);
    await sendAll(MAIL_BATCH_MS + 60_000);
    await mailTo(EXECUTOR_EMAIL, "Новое сообщение клиента");

    // Opening the chat reads its message notification too.
    await sendMessage(t.app, `/api/guest/chat/sessions/${guest.id}/messages`, "Ещё вопрос");
    await postOk(t.app, `/api/chat/sessions/${guest.id}/mark-read`, lawyer);
    const after = (await notificationsOf(lawyer)).items.find(
      (item) => item.kind === "client_message" && item.session_id === guest.id,
    );
    expect(after?.is_read).toBe(true);
  });

  it("money paid through the payment service and a review to moderate", async () => {
    const client = await registerClient(t.app, { fullName: "Пётр Платящий" });
    const chat = await openClientChat(t.app, client.token, 1);
    const request = await requestPaymentInChat(t.app, lawyer, chat.id, 1200);
    const created = await createPaymentOk(t.app, chatPaymentBody(request), { token: client.token });
    expect((await decideInSandbox(t.app, created.confirmation_url, "pay")).statusCode).toBe(200);
    const paid = (await notificationsOf(lawyer)).items.find(
      (item) => item.kind === "payment_received" && item.session_id === chat.id,
    );
    expect(paid?.title).toContain(formatKopecks(120_000));

    const review = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      headers: bearer(client.token),
      payload: { service_title: "Консультация", rating: 4, comment: "Хороший юрист, помог быстро" },
    });
    expect(review.statusCode).toBe(201);
    const toModerate = (await notificationsOf(lawyer)).items.find(
      (item) => item.kind === "review_submitted",
    );
    expect(toModerate?.link).toBe("/executor-dashboard?tab=reviews");
    // The notice names no one (an erased client's name must not stay behind in it).
    expect(JSON.stringify(toModerate)).not.toContain("Пётр");
    await sendAll();
    await mailTo(EXECUTOR_EMAIL, "Новая оплата");
    await mailTo(EXECUTOR_EMAIL, "Новый отзыв");
  });

  it("tomorrow's hearing: the executor is reminded once; a switched-off category sends no mail", async () => {
    // Tomorrow by Moscow's calendar: from 21:00 UTC on, Moscow is already a day ahead of UTC.
    const tomorrowNoon = new Date(`${addDays(moscowDayKey(new Date()), 1)}T09:00:00Z`); // 12:00 MSK
    const created = await t.app.inject({
      method: "POST",
      url: "/api/executor/court-events",
      headers: bearer(lawyer),
      payload: {
        title: "Петров против ООО «Вектор»",
        court_name: "Тверской районный суд",
        date: tomorrowNoon.toISOString(),
        notes: "",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await Promise.all([runChatMaintenance(contextAt(0)), runChatMaintenance(contextAt(0))]);
    await runChatMaintenance(contextAt(0));
    expect(await outboxOf(EXECUTOR_EMAIL, "hearings")).toHaveLength(1);
    const reminder = (await notificationsOf(lawyer)).items.find(
      (item) => item.kind === "hearing_tomorrow",
    );
    expect(reminder?.title).toBe("Завтра заседание в 12:00");

    // The lawyer switches new-chat mail off: the bell still rings, no mail is written.
    const off = await t.app.inject({
      method: "PUT",
      url: "/api/auth/me/notifications",
      headers: bearer(lawyer),
      payload: { new_chats: false },
    });
    expect(off.json()).toMatchObject({ new_chats: false, hearings: true });
    const mailsBefore = (await outboxOf(EXECUTOR_EMAIL, "new_chats")).length;
    await createGuestChat(t.app);
    expect(await outboxOf(EXECUTOR_EMAIL, "new_chats")).toHaveLength(mailsBefore);
    expect((await notificationsOf(lawyer)).items[0]?.kind).toBe("new_chat");
    await t.app.inject({
      method: "PUT",
      url: "/api/auth/me/notifications",
      headers: bearer(lawyer),
      payload: { new_chats: true },
    });
  });
});

describe("the notification centre", () => {
  it("is each person's own: pages, marks read, refuses strangers and bad input", async () => {
    const a = await registerClient(t.app);
    const b = await registerClient(t.app);
    const chatA = await openClientChat(t.app, a.token, 1);
    await postOk(t.app, `/api/chat/sessions/${chatA.id}/start-task`, lawyer);
    await postOk(t.app, `/api/chat/sessions/${chatA.id}/documents-ready`, lawyer);
    expect((await notificationsOf(b.token)).items).toEqual([]);

    const mine = await notificationsOf(a.token, "?limit=1");
    expect(mine.items).toHaveLength(1);
    // B cannot mark A's notification read: only B's own are touched.
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      headers: bearer(b.token),
      payload: { ids: [mine.items[0]!.id] },
    });
    expect(foreign.json()).toEqual({ marked: 0 });
    expect((await notificationsOf(a.token)).unread_count).toBe(1);

    const read = await t.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      headers: bearer(a.token),
      payload: {},
    });
    expect(read.json()).toEqual({ marked: 1 });
    expect((await notificationsOf(a.token)).unread_count).toBe(0);

    expect((await t.app.inject({ url: "/api/notifications" })).statusCode).toBe(401);
    const bad = await t.app.inject({
      url: "/api/notifications?limit=500",
      headers: bearer(a.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe("Некорректные параметры страницы");
    const badIds = await t.app.inject({
      method: "POST",
      url: "/api/notifications/read",
      headers: bearer(a.token),
      payload: { ids: ["все"] },
    });
    expect(badIds.statusCode).toBe(400);
  });
});

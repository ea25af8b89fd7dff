import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MAIL_TEXTS, MAIL_BATCH_MS } from "../../../domain/mail/mail.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import {
  createGuestChat,
  executorToken,
  openClientChat,
  PDF_BYTES,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { sendDueMail } from "../mail/outbox.ts";

let t: TestApp;
let smtp: TestSmtpServer;
let lawyer: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  lawyer = await executorToken(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const LONG =
  "Договор готов. Обратите внимание на пункт 3.2 о сроках оплаты и на приложение №1 со спецификацией — их нужно подписать до пятницы, иначе поставщик вправе расторгнуть договор.";
const answer = (
  sessionId: string,
  content: string,
  files: { name: string; bytes: string }[] = [],
) => sendMessage(t.app, `/api/chat/sessions/${sessionId}/messages`, content, files, lawyer);
const pendingFor = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
/** Sends what is due once the batch's five minutes are over. */
const afterBatch = () =>
  sendDueMail(t.db, t.app.mail.sender, new Date(Date.now() + MAIL_BATCH_MS + 60_000));

describe("mail on the lawyer's messages", () => {
  it("messages within 5 minutes make one mail: a link, a 100-character preview, unsubscribe headers", async () => {
    const client = await registerClient(t.app, { fullName: "Клиент Почтовый" });
    const chat = await openClientChat(t.app, client.token, 1);
    expect((await answer(chat.id, LONG)).statusCode).toBe(201);
    const [waiting] = await pendingFor(client.email);
    expect(waiting).toMatchObject({ status: "pending", batchCount: 1, category: "messages" });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + MAIL_BATCH_MS - 10_000);
    // Not sent before the five minutes are over.
    await sendDueMail(t.db, t.app.mail.sender);
    expect(smtp.mails.some((mail) => JSON.stringify(mail.to).includes(client.email))).toBe(false);

    expect((await answer(chat.id, "И ещё: пришлите, пожалуйста, скан паспорта.")).statusCode).toBe(
      201,
    );
    const rows = await pendingFor(client.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.batchCount).toBe(2);

    await afterBatch();
    const mail = await smtp.waitFor((candidate) =>
      JSON.stringify(candidate.to).includes(client.email),
    );
    expect(mail.subject).toContain(CHAT_MAIL_TEXTS.subject(2, chat.service_title));
    expect(mail.text).toContain(`/dashboard?tab=chat&chat=${chat.id}`);
    expect(mail.text).toContain("Здравствуйте, Клиент Почтовый!");
    // mailparser gathers the List-* headers under "list".
    const list = mail.headers.get("list") as {
      unsubscribe?: { id?: string };
      "unsubscribe-post"?: { name?: string };
    };
    expect(list["unsubscribe-post"]?.name).toBe("List-Unsubscribe=One-Click");
    expect(list.unsubscribe?.id).toContain("/api/mail/unsubscribe?");
    // Never the whole of a confidential message.
    expect(mail.text).not.toContain("иначе поставщик вправе расторгнуть договор");
  });

  it("a single message is quoted up to 100 characters; a file's name never", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    await answer(chat.id, LONG);
    await afterBatch();
    const quoted = await smtp.waitFor((mail) => JSON.stringify(mail.to).includes(client.email));
    const quote = /«(Договор готов[^»]*)»/.exec(quoted.text ?? "")?.[1] ?? "";
    expect(quote.length).toBeLessThanOrEqual(100);
    expect(quote.endsWith("…")).toBe(true);

    const other = await registerClient(t.app);
    const otherChat = await openClientChat(t.app, other.token, 1);
    await answer(otherChat.id, "", [{ name: "секретный-иск.pdf", bytes: PDF_BYTES }]);
    await afterBatch();
    const fileMail = await smtp.waitFor((mail) => JSON.stringify(mail.to).includes(other.email));
    expect(fileMail.text).toContain(CHAT_MAIL_TEXTS.fileOnly);
    expect(fileMail.text).not.toContain("секретный-иск");
    expect(fileMail.html).not.toContain("секретный-иск");
  });

  it("a client's own message mails nobody; a guest gets mail only with an e-mail given", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    await sendMessage(t.app, `/api/chat/sessions/${chat.id}/messages`, "Вопрос", [], client.token);
    expect(await pendingFor(client.email)).toEqual([]);

    const guest = await createGuestChat(t.app, { guest_email: "guest-mail@example.ru" });
    await answer(guest.id, "Здравствуйте, чем помочь?");
    const [row] = await pendingFor("guest-mail@example.ru");
    expect(row?.textBody).toContain(`/guest-chat/${guest.id}`);
    const silent = await createGuestChat(t.app);
    const before = (await t.db.select().from(mailOutbox)).length;
    await answer(silent.id, "Здравствуйте!");
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });

  it("one-click unsubscribe stops this category; the profile switches it back; a forged link changes nothing", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    await answer(chat.id, "Первое сообщение");
    const [row] = await pendingFor(client.email);
    const oneClick = new URL(row!.listUnsubscribe!);

    const forged = new URLSearchParams(oneClick.search);
    forged.set("email", "someone-else@example.ru");
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/mail/unsubscribe?${forged}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(CHAT_MAIL_TEXTS.unsubscribeInvalid);

    const done = await t.app.inject({
      method: "POST",
      url: oneClick.pathname + oneClick.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode, done.body).toBe(200);
    await afterBatch();
    await answer(chat.id, "Второе сообщение");
    expect((await pendingFor(client.email)).filter((mail) => mail.status === "pending")).toEqual(
      [],
    );

    const preferences = await t.app.inject({
      url: "/api/auth/me/notifications",
      headers: bearer(client.token),
    });
    // Only this category stopped, and a client has only a client's categories.
    expect(preferences.json()).toEqual({
      messages: false,
      documents: true,
      payment_requests: true,
      review_deadline: true,
    });
    const back = await t.app.inject({
      method: "PUT",
      url: "/api/auth/me/notifications",
      headers: bearer(client.token),
      payload: { messages: true },
    });
    expect(back.json()).toMatchObject({ messages: true });
    const lawyersOnly = await t.app.inject({
      method: "PUT",
      url: "/api/auth/me/notifications",
      headers: bearer(client.token),
      payload: { payments: false },
    });
    expect(lawyersOnly.statusCode).toBe(400);
    expect(lawyersOnly.json().detail).toBe(CHAT_MAIL_TEXTS.notYourCategory);
    await answer(chat.id, "Третье сообщение");
    expect((await pendingFor(client.email)).some((mail) => mail.status === "pending")).toBe(true);
    expect((await t.app.inject({ url: "/api/auth/me/notifications" })).statusCode).toBe(401);
  });
});

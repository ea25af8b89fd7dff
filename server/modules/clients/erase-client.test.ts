import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import type { ClientsPage } from "../../../domain/clients/client-schemas.ts";
import {
  CLIENT_TEXTS,
  ERASED_PERSON,
  ERASED_REVIEW_TITLE,
} from "../../../domain/clients/clients.ts";
import { archiveFiles } from "../../db/schema/archive.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { chatFiles } from "../../db/schema/chat.ts";
import { consents } from "../../db/schema/content.ts";
import { corporateDocuments } from "../../db/schema/corporate.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { payments } from "../../db/schema/payments.ts";
import { users } from "../../db/schema/users.ts";
import { archivedFile } from "../../test/archive-fixtures.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { openClientChat, PDF_BYTES, sendMessage } from "../../test/chat-fixtures.ts";
import { saveCard, uploadOrganizationDocument } from "../../test/corporate-fixtures.ts";
import { bearer, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import {
  chatPaymentBody,
  createPaymentOk,
  decideInSandbox,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const SECRET = "Секретная переписка о разводе";
const NAME = "Пётр Удаляемович Стиркин";

/**
 * Asks to move the account to `newEmail`; the link's token is read from the mail as it went out
 * (an .eml file here: no SMTP_URL), since a sent row keeps no body.
 */
async function requestEmailChange(token: string, password: string, newEmail: string) {
  const asked = await t.app.inject({
    method: "POST",
    url: "/api/auth/email-change",
    headers: bearer(token),
    payload: { new_email: newEmail, current_password: password },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const [row] = await t.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, newEmail), eq(mailOutbox.category, "security")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  await t.app.mail.flush();
  const mail = await simpleParser(
    await readFile(path.join(t.app.config.mailDir, `${row?.id}.eml`)),
  );
  return /#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? "")?.[1] ?? "";
}

/**
 * A corporate client with something in every place the service keeps a person's data, who has
 * moved the account from an earlier address and asked to move it again.
 */
async function personWithEverything() {
  const formerEmail = uniqueEmail("erase-me-before");
  const email = uniqueEmail("erase-me");
  const pendingEmail = uniqueEmail("erase-me-next");
  const registered = await registerClient(t.app, {
    clientType: "corporate",
    fullName: NAME,
    email: formerEmail,
  });
  const moved = await t.app.inject({
    method: "POST",
    url: "/api/auth/email-change/confirm",
    payload: { token: await requestEmailChange(registered.token, registered.password, email) },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await requestEmailChange(registered.token, registered.password, pendingEmail);
  const person = { ...registered, email, formerEmail, pendingEmail };
  const chat: ChatSession = await openClientChat(t.app, person.token, 1);
  const sent = await sendMessage(
    t.app,
    `/api/chat/sessions/${chat.id}/messages`,
    SECRET,
    [{ name: "иск-стиркин.pdf", bytes: PDF_BYTES, type: "application/pdf" }],
    person.token,
  );
  expect(sent.statusCode, sent.body).toBeLessThan(300);
  const request = await requestPaymentInChat(t.app, tokens.executor, chat.id, 1500);
  const payment = await createPaymentOk(t.app, chatPaymentBody(request), { token: person.token });
  await decideInSandbox(t.app, payment.confirmation_url, "pay");
  const archived = await archivedFile(t.app, person.token);
  await saveCard(t.app, person.token);
  const document = await uploadOrganizationDocument(t.app, person.token, "contracts");
  const review = await t.app.inject({
    method: "POST",
    url: "/api/reviews",
    headers: bearer(person.token),
    payload: { service_title: "Консультация", rating: 5, comment: `Спасибо! ${NAME}` },
  });
  expect(review.statusCode, review.body).toBe(201);
  const approved = await t.app.inject({
    method: "PUT",
    url: `/api/reviews/${review.json().id}/approve`,
    headers: bearer(tokens.executor),
  });
  expect(approved.statusCode).toBe(200);
  return { ...person, chat, paymentId: payment.payment_id, archived, document };
}

/** Every row of every table of the database, as JSON text. */
async function wholeDatabaseText(): Promise<string> {
  // Both drivers answer raw statements as { rows }.
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.length).toBeGreaterThan(10);
  const parts: string[] = [];
  for (const { table_name } of tables) {
    parts.push(JSON.stringify(await rowsOf(sql.raw(`select * from "${String(table_name)}"`))));
  }
  return parts.join("\n");
}

describe("DELETE /api/clients/{id}", () => {
  it("is for executors and admins only; a refused call deletes nothing", async () => {
    const victim = await registerClient(t.app);
    await expectOnlyExecutors(
      t.app,
      { method: "DELETE", url: `/api/clients/${victim.user.id}` },
      tokens,
    );
    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(victim.token) });
    expect(me.statusCode).toBe(200);
  });

  it("erases the person: nothing of them is left readable anywhere, payments stay anonymised", async () => {
    const person = await personWithEverything();
    const bystander = await registerClient(t.app, { fullName: "Посторонний Клиент" });
    const bystanderChat = await openClientChat(t.app, bystander.token, 1);
    const storageKeys = [
      ...(await t.db.select().from(chatFiles).where(eq(chatFiles.sessionId, person.chat.id))),
      ...(await t.db.select().from(archiveFiles).where(eq(archiveFiles.ownerId, person.user.id))),
      ...(await t.db
        .select()
        .from(corporateDocuments)
        .where(eq(corporateDocuments.userId, person.user.id))),
    ].map((row) => row.storageKey);
    expect(storageKeys).toHaveLength(3);
    for (const key of storageKeys) expect(await t.app.storage.exists(key)).toBe(true);
    const before = await wholeDatabaseText();
    for (const address of [person.email, person.formerEmail, person.pendingEmail]) {
      expect(before).toContain(address);
    }
    expect(before).toContain(SECRET);

    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/clients/${person.user.id}`,
      headers: bearer(tokens.executor),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      deleted: true,
      chats: 1,
      files: 3,
      reviews: 1,
      payments_anonymised: 1,
    });

    // The token is dead at once.
    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(person.token) });
    expect(me.statusCode).toBe(401);
    // The files are gone from storage.
    for (const key of storageKeys) expect(await t.app.storage.exists(key)).toBe(false);
    // Nothing in any table names them or quotes their messages or files.
    const after = await wholeDatabaseText();
    for (const trace of [
      person.email,
      person.formerEmail,
      person.pendingEmail,
      NAME,
      SECRET,
      "иск-стиркин.pdf",
      "Стиркин",
    ]) {
      expect(after, trace).not.toContain(trace);
    }
    // Nor does any route the executor reads.
    const list = await t.app.inject({
      url: `/api/clients?search=${encodeURIComponent(person.email)}`,
      headers: bearer(tokens.executor),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as ClientsPage).total).toBe(0);
    for (const url of [
      "/api/chat/sessions",
      `/api/executor/payments?search=${encodeURIComponent("Стиркин")}`,
      "/api/executor/consents",
      "/api/executor/audit-log",
      "/api/reviews/all",
      "/api/executor/corporate-clients",
    ]) {
      const answer = await t.app.inject({ url, headers: bearer(tokens.executor) });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).not.toContain("Стиркин");
      expect(answer.body, url).not.toContain(person.email);
    }

    // The payment stays for accounting, its payer blanked.
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, person.paymentId));
    expect(payment).toMatchObject({
      status: "succeeded",
      payerUserId: null,
      payerName: ERASED_PERSON,
      payerEmail: null,
      payerPhone: null,
    });
    // The consent stays as proof, the person blanked.
    const registration = await t.db
      .select()
      .from(consents)
      .where(eq(consents.personName, ERASED_PERSON));
    expect(registration.some((row) => row.context === "registration")).toBe(true);
    expect(registration.every((row) => row.ipAddress === null && row.personEmail === null)).toBe(
      true,
    );
    // The audit log kept its entry of the moderation, without the quotes.
    const redacted = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityTitle, ERASED_REVIEW_TITLE));
    expect(redacted.length).toBeGreaterThan(0);
    expect(redacted.every((row) => row.before === null && row.after === null)).toBe(true);

    // The bystander is untouched.
    const theirs = await t.app.inject({
      url: `/api/chat/sessions/${bystanderChat.id}`,
      headers: bearer(bystander.token),
    });
    expect(theirs.statusCode).toBe(200);
  });

  it("a second delete, an executor's id and a bad id answer in Russian", async () => {
    const person = await registerClient(t.app);
    const url = `/api/clients/${person.user.id}`;
    expect(
      (await t.app.inject({ method: "DELETE", url, headers: bearer(tokens.admin) })).statusCode,
    ).toBe(200);
    const again = await t.app.inject({ method: "DELETE", url, headers: bearer(tokens.executor) });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(CLIENT_TEXTS.notFound);
    const [executor] = await t.db.select().from(users).where(eq(users.role, "executor"));
    const notAClient = await t.app.inject({
      method: "DELETE",
      url: `/api/clients/${executor!.id}`,
      headers: bearer(tokens.executor),
    });
    expect(notAClient.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "DELETE",
      url: "/api/clients/x",
      headers: bearer(tokens.executor),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("an erasure also blanks the log of a review deleted before, and nothing but review entries", async () => {
    const person = await registerClient(t.app, { fullName: "Ранний Рецензент" });
    const review = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      headers: bearer(person.token),
      payload: { service_title: "Консультация", rating: 4, comment: "Текст Раннего Рецензента" },
    });
    const id = review.json().id as number;
    await t.app.inject({
      method: "PUT",
      url: `/api/reviews/${id}/approve`,
      headers: bearer(tokens.executor),
    });
    await t.app.inject({
      method: "DELETE",
      url: `/api/reviews/${id}`,
      headers: bearer(tokens.executor),
    });
    const erased = await t.app.inject({
      method: "DELETE",
      url: `/api/clients/${person.user.id}`,
      headers: bearer(tokens.executor),
    });
    expect(erased.statusCode).toBe(200);
    const log = JSON.stringify(await t.db.select().from(auditLog));
    expect(log).not.toContain("Раннего Рецензента");
    expect(log).not.toContain("Ранний Рецензент");
    // Even inside an erasure's setting, another kind of entry cannot be changed.
    await t.db.insert(auditLog).values({
      actorName: "Исполнитель",
      actorEmail: "executor@demo.ru",
      actorRole: "executor",
      entityType: "service",
      entityId: "1",
      action: "update",
      entityTitle: "Услуга «Консультация»",
      before: { price: 1 },
      after: { price: 2 },
    });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.erasing_person', 'on', true)`);
        await tx.execute(
          sql`update audit_log set entity_title = ${ERASED_REVIEW_TITLE}, before = null, after = null where entity_type <> 'review'`,
        );
      }),
    ).rejects.toThrow();
  });

  it("the audit log stays append-only outside an erasure", async () => {
    await expect(
      t.db.execute(sql`update audit_log set before = null, after = null`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});

import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import { SIGNATURE_TEXTS as T } from "../../../domain/signatures/signatures.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { executorToken, messagesOf, openClientChat, postOk } from "../../test/chat-fixtures.ts";
import { saveCard, VALID_CARD } from "../../test/corporate-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import {
  chatPaymentBody,
  createPaymentOk,
  decideInSandbox,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { uniqueMobile } from "../../test/phone-fixtures.ts";
import {
  knownSigningCode,
  requestSignatureOf,
  requestSignatureOk,
  signWith,
} from "../../test/signature-fixtures.ts";
import { billingDocumentsOf, putBillingSettings } from "../../test/site-settings-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** Issue 45 §3: the lawyer asks the company to sign its act (issue 31 §3) the same way. */
let t: TestApp;
let lawyer: string;
let lawyerId: number;

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // The operator's number, counted as confirmed (issue 45 §2): staff sign in with one too.
      ADMIN_PHONE: uniqueMobile(),
    },
  });
  const admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const bank = await putBillingSettings(t.app, admin, {
    bank_name: "ПАО Сбербанк",
    bik: "044525225",
    account: "40702810200000012345",
    correspondent_account: "30101810400000000225",
    vat_line: "Без НДС (УСН)",
  });
  expect(bank.statusCode, bank.body).toBe(200);
  lawyer = await executorToken(t.app);
  const [demo] = await t.db.select().from(users).where(eq(users.email, "executor@demo.ru"));
  lawyerId = demo!.id;
});
afterAll(() => t.close());

/** A company's paid, accepted order: its invoice and its act. */
async function companyWithAct() {
  const buyer = await registerClient(t.app, {
    clientType: "corporate",
    fullName: "Кузнецова Мария Андреевна",
  });
  await saveCard(t.app, buyer.token, { ...VALID_CARD, company_name: "ООО «Ромашка»" });
  const chat = await openClientChat(t.app, buyer.token, 1);
  await t.db.update(chatSessions).set({ assigneeId: lawyerId }).where(eq(chatSessions.id, chat.id));
  const request = await requestPaymentInChat(t.app, lawyer, chat.id, 42000);
  const created = await createPaymentOk(t.app, chatPaymentBody(request), {
    token: buyer.token,
    ip: "10.45.0.1",
  });
  await decideInSandbox(t.app, created.confirmation_url, "pay");
  const url = `/api/chat/sessions/${chat.id}`;
  await postOk(t.app, `${url}/start-task`, lawyer, { duration_hours: 24 });
  await postOk(t.app, `${url}/documents-ready`, lawyer);
  await postOk(t.app, `${url}/accept-order`, buyer.token);
  const documents = await billingDocumentsOf(t.app, buyer.token);
  const act = documents.find((document) => document.kind === "act");
  const invoice = documents.find((document) => document.kind === "invoice");
  if (!act || !invoice) throw new Error("no act or invoice issued");
  return { buyer, chat, act, invoice };
}

const actPdfText = async (id: string, token: string) =>
  pdfText(
    (await t.app.inject({ url: `/api/billing/documents/${id}/pdf`, headers: bearer(token) }))
      .rawPayload,
  );

describe("an act signed by the company's code", () => {
  it("the act's PDF goes into the chat, is signed, and the act says so from then on", async () => {
    const { buyer, chat, act, invoice } = await companyWithAct();
    expect(act).toMatchObject({ client_signed_at: null, signature_status: null });

    // An invoice is paid, not signed; an act of another chat is not found in this one.
    const wrongKind = await requestSignatureOf(t.app, lawyer, chat.id, {
      billing_document_id: invoice.id,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toEqual({ detail: T.onlyActs });
    const other = await companyWithAct();
    const elsewhere = await requestSignatureOf(t.app, lawyer, chat.id, {
      billing_document_id: other.act.id,
    });
    expect(elsewhere.statusCode).toBe(404);

    const made = await requestSignatureOk(t.app, lawyer, chat.id, { billing_document_id: act.id });
    expect(made).toMatchObject({
      billing_document_id: act.id,
      file_name: `Акт № ${act.number}.pdf`,
      status: "pending",
    });
    const again = await requestSignatureOf(t.app, lawyer, chat.id, { billing_document_id: act.id });
    expect(again.statusCode).toBe(200);
    // The PDF in the chat is the act, and it hashes to what the request fixed.
    const messages = await messagesOf(t.app, `/api/chat/sessions/${chat.id}/messages`, buyer.token);
    const posted = messages.find((message: ChatMessage) => message.file_id === made.file_id);
    expect(posted).toMatchObject({ sender_type: "executor", file_type: "application/pdf" });
    const bytes = (
      await t.app.inject({ url: posted?.file_url ?? "", headers: bearer(buyer.token) })
    ).rawPayload;
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(made.document_sha256);
    expect(pdfText(bytes)).toContain(`Акт выполненных работ № ${act.number}`);
    expect(
      (await billingDocumentsOf(t.app, lawyer, `?session_id=${chat.id}`)).find(
        (document) => document.id === act.id,
      ),
    ).toMatchObject({ signature_status: "pending", client_signed_at: null });
    expect(await actPdfText(act.id, buyer.token)).not.toContain("простой электронной подписью");

    const answer = await knownSigningCode(t.db, {
      phone: buyer.user.phone ?? "",
      userId: buyer.user.id,
      requestId: made.id,
    });
    const signed = await signWith(t.app, buyer.token, made.id, answer);
    expect(signed.statusCode, signed.body).toBe(200);
    const signedAt = signed.json().signed_at as string;

    const listed = (await billingDocumentsOf(t.app, buyer.token)).find(
      (document) => document.id === act.id,
    );
    expect(listed).toMatchObject({ signature_status: "signed", client_signed_at: signedAt });
    expect(await actPdfText(act.id, lawyer)).toContain(T.actSigned(signedAt));
    // Signed: not asked again.
    const twice = await requestSignatureOf(t.app, lawyer, chat.id, { billing_document_id: act.id });
    expect(twice.statusCode).toBe(409);
  });
});

import { eq } from "drizzle-orm";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import type { CreatePaymentResponse } from "../../../domain/payments/payment-schemas.ts";
import { chatSessions, guestChatClaims } from "../../db/schema/chat.ts";
import { billingDocuments } from "../../db/schema/documents.ts";
import { users } from "../../db/schema/users.ts";
import type { Actor } from "../../http/access-matrix.ts";
import { linkTokenHash, newLinkToken } from "../../modules/accounts/link-token.ts";
import { archivedFile, createdFolder } from "../archive-fixtures.ts";
import { createServiceOk } from "../catalogue-fixtures.ts";
import { openClientChat, PDF_BYTES, sendMessage } from "../chat-fixtures.ts";
import { pdfFile, postDocument, uploadOrganizationDocument } from "../corporate-fixtures.ts";
import { uploadedTemplate } from "../docx-fixtures.ts";
import {
  chatPaymentBody,
  payableService,
  requestPaymentInChat,
  sandboxIdOf,
} from "../payment-fixtures.ts";
import { ageCodesOf, knownSigningCode, requestSignatureOk } from "../signature-fixtures.ts";
import { addTrustedClientOk, pngLogo, trustedClientForm } from "../trusted-client-fixtures.ts";
import { ARTICLE, autoLawyerForm, CANNED_REPLY, COURT_EVENT, PAYER, REVIEW } from "./bodies.ts";
import { createdId, freshIp, okJson } from "./http.ts";
import type { World } from "./world.ts";

/**
 * New objects for calls that change or delete theirs, one per actor: a refused call leaves its
 * object as it was, an allowed one uses it up, and neither touches what the next actor is given.
 */

export type ChatStage = "new" | "in-work" | "documents-ready" | "accepted" | "payment-request";

/** A new chat of clientA (on a new service: a client has one open chat per service). */
export async function chatOfA(w: World, stage: ChatStage = "new"): Promise<ChatSession> {
  const executor = w.accounts.executor.token;
  const service = await createServiceOk(w.app, executor);
  const chat = await openClientChat(w.app, w.accounts.clientA.token, service.id);
  // The demo executor's, whoever else the matrix has made a lawyer by now (an accepted invitation).
  await w.t.db
    .update(chatSessions)
    .set({ assigneeId: w.accounts.executor.id })
    .where(eq(chatSessions.id, chat.id));
  const url = `/api/chat/sessions/${chat.id}`;
  if (stage === "payment-request") await requestPaymentInChat(w.app, executor, chat.id, 2000);
  if (stage === "in-work" || stage === "documents-ready" || stage === "accepted") {
    await okJson(w.app, "POST", `${url}/start-task`, executor, {});
  }
  if (stage === "documents-ready" || stage === "accepted") {
    await okJson(w.app, "POST", `${url}/documents-ready`, executor);
  }
  if (stage === "accepted") {
    await okJson(w.app, "POST", `${url}/accept-order`, w.accounts.clientA.token);
  }
  return chat;
}

/**
 * A request of the demo lawyer's to sign a contract clientA sent into a new chat of clientA
 * (issue 45 §3): each actor's call acts on a request of its own.
 */
export async function signatureRequestOfA(w: World): Promise<string> {
  const chat = await chatOfA(w);
  const sent = await sendMessage(
    w.app,
    `/api/chat/sessions/${chat.id}/messages`,
    "",
    [{ name: "договор.pdf", bytes: PDF_BYTES, type: "application/pdf" }],
    w.accounts.clientA.token,
  );
  const fileId = (sent.json() as { file_id: string | null }[]).find((m) => m.file_id)?.file_id;
  if (!fileId) throw new Error("the contract was not sent");
  return (await requestSignatureOk(w.app, w.accounts.executor.token, chat.id, { file_id: fileId }))
    .id;
}

/** clientA's confirmed number, with its earlier codes set back so a new one goes at once. */
export async function phoneOfAReadyForCode(w: World): Promise<string> {
  const [row] = await w.t.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, w.accounts.clientA.id));
  if (!row?.phone) throw new Error("clientA has no number");
  await ageCodesOf(w.t.db, row.phone);
  return row.phone;
}

/** A live code of clientA's for the request, known without an SMS (the matrix signs with it). */
export async function signingAnswerOfA(w: World, requestId: string) {
  const [row] = await w.t.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, w.accounts.clientA.id));
  return knownSigningCode(w.t.db, {
    phone: row?.phone ?? "",
    userId: w.accounts.clientA.id,
    requestId,
  });
}

/**
 * A new payment request in a new chat of clientA: the world's own request is being paid (its
 * payment is pending), and a second payment of one request is refused (issue 43 §4).
 */
export async function paymentRequestOfA(w: World) {
  const chat = await chatOfA(w);
  return requestPaymentInChat(w.app, w.accounts.executor.token, chat.id, 1500);
}

export const service = async (w: World) =>
  (await createServiceOk(w.app, w.accounts.executor.token)).id;

/** A review of clientA, moved into `status` by the executor. */
export async function reviewOfA(
  w: World,
  status: "pending" | "approved" | "rejected" = "pending",
): Promise<number> {
  const id = await createdId(w.app, "/api/reviews", w.accounts.clientA.token, REVIEW);
  if (status !== "pending") {
    const move = status === "approved" ? "approve" : "reject";
    await okJson(w.app, "PUT", `/api/reviews/${id}/${move}`, w.accounts.executor.token);
  }
  return id;
}

export const article = (w: World) =>
  createdId(w.app, "/api/articles", w.accounts.executor.token, ARTICLE);
export const autoLawyerService = (w: World) =>
  createdId(
    w.app,
    "/api/executor/auto-lawyer/services",
    w.accounts.executor.token,
    autoLawyerForm(),
  );
/** The demo executor's: the admin is another executor to it. */
export const courtEvent = (w: World) =>
  createdId(w.app, "/api/executor/court-events", w.accounts.executor.token, COURT_EVENT);
export const cannedReply = (w: World) =>
  createdId(w.app, "/api/canned-replies", w.accounts.executor.token, CANNED_REPLY);

export const archiveFileOfA = async (w: World) =>
  (await archivedFile(w.app, w.accounts.clientA.token)).id;
export const folderOfA = async (w: World) =>
  (await createdFolder(w.app, w.accounts.clientA.token, `Папка ${freshIp()}`)).id;

/** A client of «Нам доверяют» for a call that removes it. */
export const trustedClient = async (w: World) =>
  (await addTrustedClientOk(w.app, w.accounts.executor.token, `Клиент ${freshIp()}`)).id;

/** Documents of the second company (the corporate actor's stranger). */
export const companyDocument = async (w: World) =>
  (await uploadOrganizationDocument(w.app, w.company.token, "claims")).id;
export async function companyCardDocument(w: World): Promise<string> {
  const response = await postDocument(
    w.app,
    "/api/corporate/profile/documents",
    w.company.token,
    { name: "Выписка" },
    pdfFile("выписка.pdf"),
  );
  if (response.statusCode !== 201) throw new Error(`card document: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** A guest's card payment of a catalogue service, waiting on the sandbox checkout. */
export async function sandboxCheckout(w: World): Promise<string> {
  const target = await payableService(w.app);
  const payment = await okJson<CreatePaymentResponse>(w.app, "POST", "/api/payments/create", null, {
    ...PAYER,
    service_id: target.id,
    amount: target.base_price,
  });
  return sandboxIdOf(payment.confirmation_url);
}

const companyInvoices = new WeakMap<World, Promise<string>>();

/** An invoice of the corporate actor (a payment request in its chat makes one): its id, once. */
export function companyInvoice(w: World): Promise<string> {
  let made = companyInvoices.get(w);
  if (!made) {
    made = (async () => {
      const chat = await openClientChat(w.app, w.accounts.corporate.token);
      const request = await requestPaymentInChat(w.app, w.accounts.executor.token, chat.id, 1200);
      const [row] = await w.app.db
        .select({ id: billingDocuments.id })
        .from(billingDocuments)
        .where(eq(billingDocuments.requestMessageId, request.id));
      if (!row) throw new Error("no invoice for the company's payment request");
      return row.id;
    })();
    companyInvoices.set(w, made);
  }
  return made;
}

/** A document template of the firm, uploaded by the demo lawyer: its id. */
export const documentTemplate = async (w: World) =>
  (await uploadedTemplate(w.app, w.accounts.executor.token)).id;

/** A file in `token`'s own «Файлы» (a PDF): its id. */
export const archiveFileOf = async (w: World, token: string) =>
  (await archivedFile(w.app, token)).id;

/** clientA's payment request in a chat of its own, paid on the sandbox's page: its id. */
export async function paidPaymentOfA(w: World): Promise<string> {
  const chat = await chatOfA(w);
  const request = await requestPaymentInChat(w.app, w.accounts.executor.token, chat.id, 1800);
  const payment = await okJson<CreatePaymentResponse>(
    w.app,
    "POST",
    "/api/payments/create",
    w.accounts.clientA.token,
    { ...PAYER, ...chatPaymentBody(request) },
  );
  const paid = await w.app.inject({
    method: "POST",
    url: `/api/payments/sandbox/${sandboxIdOf(payment.confirmation_url)}/decision`,
    payload: { action: "pay" },
  });
  if (paid.statusCode !== 200) throw new Error(`sandbox pay: ${paid.body}`);
  return payment.payment_id;
}

/** A new client whose one chat is the demo executor's (a call that erases the client). */
export async function clientOfExecutor(w: World): Promise<number> {
  const client = (await w.throwaway("clientB"))!;
  const chat = await openClientChat(w.app, client.token);
  await w.t.db
    .update(chatSessions)
    .set({ assigneeId: w.accounts.executor.id })
    .where(eq(chatSessions.id, chat.id));
  return client.id;
}

/** A lawyer who is no actor, with a photo: its id (the photo is public, like the lawyer's name). */
export async function staffPhoto(w: World): Promise<number> {
  const { payload, headers } = await trustedClientForm({}, pngLogo("photo.png"));
  const response = await w.app.inject({
    method: "PUT",
    url: "/api/executor/profile/photo",
    payload,
    headers: { ...headers, authorization: `Bearer ${w.calendarOwner.token}` },
  });
  if (response.statusCode !== 200) throw new Error(`photo upload: ${response.body}`);
  return w.calendarOwner.id;
}

/**
 * A «Перенести чаты в кабинет» link mailed to `actor`'s own address (issue 44 §3): its token, or
 * any well-formed one for a caller the rule refuses before the body is read.
 */
export async function guestChatClaimOf(w: World, actor: Actor): Promise<string> {
  const token = newLinkToken();
  if (actor === "anonymous") return token;
  const account = w.accounts[actor];
  await w.t.db.insert(guestChatClaims).values({
    tokenHash: linkTokenHash(token),
    userId: account.id,
    email: account.email,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

import type { ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import type { CreatePaymentResponse } from "../../../domain/payments/payment-schemas.ts";
import type { App } from "../../app.ts";
import { archivedFile, createdFolder } from "../archive-fixtures.ts";
import { createServiceOk } from "../catalogue-fixtures.ts";
import { createGuestChat, openClientChat, PDF_BYTES, sendMessage } from "../chat-fixtures.ts";
import {
  pdfFile,
  postDocument,
  SOLE_TRADER_CARD,
  saveCard,
  uploadOrganizationDocument,
  VALID_CARD,
} from "../corporate-fixtures.ts";
import { chatPaymentBody, requestPaymentInChat, sandboxIdOf } from "../payment-fixtures.ts";
import type { TestApp } from "../test-app.ts";
import { addTrustedClientOk } from "../trusted-client-fixtures.ts";
import { type Actors, createActors } from "./actors.ts";
import { ARTICLE, autoLawyerForm, CANNED_REPLY, COURT_EVENT, PAYER, REVIEW } from "./bodies.ts";
import { createdId, freshIp, okJson } from "./http.ts";

/** Everything the matrix calls routes with: the actors and the objects each of them owns. */
export interface World extends Actors, ChatObjects, CompanyObjects, BackOfficeObjects {
  app: App;
  t: TestApp;
  archiveFileA: string;
  folderA: string;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const actors = await createActors(t);
  const { clientA } = actors.accounts;
  const [chats, companies, backOffice, archiveFileA, folderA] = await Promise.all([
    chatObjects(t.app, actors),
    companyObjects(t.app, actors),
    backOfficeObjects(t.app, actors),
    archivedFile(t.app, clientA.token),
    createdFolder(t.app, clientA.token, "Документы по делу"),
  ]);
  return {
    ...actors,
    ...chats,
    ...companies,
    ...backOffice,
    app: t.app,
    t,
    archiveFileA: archiveFileA.id,
    folderA: folderA.id,
  };
}

interface ChatObjects {
  /** clientA's chat, with a PDF clientA sent and the executor's open payment request. */
  chatA: ChatSession;
  chatFileA: string;
  paymentRequestA: ChatMessage;
  /** clientA's card payment of that request, and its sandbox checkout. */
  paymentA: CreatePaymentResponse;
  sandboxA: string;
  guestChat: ChatSession;
  guestFile: string;
}

async function chatObjects(app: App, { accounts }: Actors): Promise<ChatObjects> {
  const { clientA, executor } = accounts;
  const chatA = await openClientChat(app, clientA.token);
  const sentA = await sendMessage(
    app,
    `/api/chat/sessions/${chatA.id}/messages`,
    "Договор во вложении",
    [{ name: "договор.pdf", bytes: PDF_BYTES, type: "application/pdf" }],
    clientA.token,
  );
  const paymentRequestA = await requestPaymentInChat(app, executor.token, chatA.id, 1500);
  const paymentA = await okJson<CreatePaymentResponse>(
    app,
    "POST",
    "/api/payments/create",
    clientA.token,
    { ...PAYER, ...chatPaymentBody(paymentRequestA) },
  );
  const guestChat = await createGuestChat(app);
  const sentByGuest = await sendMessage(
    app,
    `/api/guest/chat/sessions/${guestChat.id}/messages`,
    "Скан",
    [{ name: "скан.pdf", bytes: PDF_BYTES, type: "application/pdf" }],
  );
  return {
    chatA,
    chatFileA: fileIn(sentA.json()),
    paymentRequestA,
    paymentA,
    sandboxA: sandboxIdOf(paymentA.confirmation_url),
    guestChat,
    guestFile: fileIn(sentByGuest.json()),
  };
}

/** A send answers its text and each file as messages of their own. */
function fileIn(messages: ChatMessage[]): string {
  const id = messages.find((message) => message.file_id)?.file_id;
  if (!id) throw new Error("the send stored no file");
  return id;
}

interface CompanyObjects {
  /** The second company's organisation document and card document. */
  companyDocument: string;
  companyCardDocument: string;
}

async function companyObjects(app: App, { accounts, company }: Actors): Promise<CompanyObjects> {
  await Promise.all([
    saveCard(app, accounts.corporate.token, VALID_CARD),
    saveCard(app, company.token, SOLE_TRADER_CARD),
  ]);
  // Both companies' chats: the corporate actor reads its own, the executors the second one's.
  await Promise.all(
    [accounts.corporate, company].map((who) =>
      okJson(app, "POST", "/api/corporate/chat/session", who.token),
    ),
  );
  const [card, document] = await Promise.all([
    postDocument(
      app,
      "/api/corporate/profile/documents",
      company.token,
      { name: "Устав" },
      pdfFile(),
    ),
    uploadOrganizationDocument(app, company.token, "contracts"),
  ]);
  if (card.statusCode !== 201) throw new Error(`card document: ${card.body}`);
  return { companyDocument: document.id, companyCardDocument: (card.json() as { id: string }).id };
}

interface BackOfficeObjects {
  /** A service made for the matrix (edits go to it, not to the demo catalogue). */
  service: number;
  /** clientA's review, waiting for moderation. */
  review: number;
  article: number;
  autoLawyerService: number;
  /** The demo executor's hearing and canned reply, with titles only its own lists may show. */
  courtEvent: number;
  courtEventTitle: string;
  cannedReply: number;
  cannedReplyTitle: string;
  /** The secret calendar link of a lawyer who is no actor. */
  feedToken: string;
  /** A client of «Нам доверяют», with its logo. */
  trustedClient: number;
}

async function backOfficeObjects(
  app: App,
  { accounts, calendarOwner }: Actors,
): Promise<BackOfficeObjects> {
  const executor = accounts.executor.token;
  const courtEventTitle = `Заседание ${freshIp()}`;
  const cannedReplyTitle = `Шаблон ${freshIp()}`;
  const [service, review, article, autoLawyerService, courtEvent, cannedReply, feed, trusted] =
    await Promise.all([
      createServiceOk(app, executor),
      createdId(app, "/api/reviews", accounts.clientA.token, REVIEW),
      createdId(app, "/api/articles", executor, ARTICLE),
      createdId(app, "/api/executor/auto-lawyer/services", executor, autoLawyerForm()),
      createdId(app, "/api/executor/court-events", executor, {
        ...COURT_EVENT,
        title: courtEventTitle,
      }),
      createdId(app, "/api/canned-replies", executor, { ...CANNED_REPLY, title: cannedReplyTitle }),
      okJson<{ url: string }>(app, "POST", "/api/executor/court-events/feed", calendarOwner.token),
      addTrustedClientOk(app, executor),
    ]);
  return {
    trustedClient: trusted.id,
    service: service.id,
    review,
    article,
    autoLawyerService,
    courtEvent,
    courtEventTitle,
    cannedReply,
    cannedReplyTitle,
    feedToken: feed.url.split("/").pop()!,
  };
}

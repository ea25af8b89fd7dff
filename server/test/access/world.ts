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
import { type Actors, createActors } from "./actors.ts";
import { freshIp, okJson } from "./http.ts";

/** Everything the matrix calls routes with: the actors and objects each of them owns. */
export interface World extends Actors {
  app: App;
  t: TestApp;
  /** clientA's chat, with a PDF clientA sent and the executor's open payment request. */
  chatA: ChatSession;
  chatFileA: string;
  paymentRequestA: ChatMessage;
  /** clientA's card payment of that request, and its sandbox checkout. */
  paymentA: CreatePaymentResponse;
  sandboxA: string;
  guestChat: ChatSession;
  guestFile: string;
  archiveFileA: string;
  folderA: string;
  /** The second company's organisation document and card document. */
  companyDocument: string;
  companyCardDocument: string;
  /** A service made for the matrix (edits go to it, not to the demo catalogue). */
  service: number;
  review: number;
  article: number;
  autoLawyerService: number;
  courtEvent: number;
  cannedReply: number;
  /** Titles only the demo executor's own lists may show. */
  courtEventTitle: string;
  cannedReplyTitle: string;
  /** The colleague's secret calendar link. */
  feedToken: string;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const { app } = t;
  const actors = await createActors(t);
  const { clientA, corporate, executor } = actors.accounts;
  const { company, colleague } = actors;

  const chatA = await openClientChat(app, clientA.token);
  const sentA = (
    await sendMessage(
      app,
      `/api/chat/sessions/${chatA.id}/messages`,
      "Договор во вложении",
      [{ name: "договор.pdf", bytes: PDF_BYTES, type: "application/pdf" }],
      clientA.token,
    )
  ).json() as ChatMessage[];
  const paymentRequestA = await requestPaymentInChat(app, executor.token, chatA.id, 1500);
  const paymentA = await okJson<CreatePaymentResponse>(
    app,
    "POST",
    "/api/payments/create",
    clientA.token,
    {
      ...chatPaymentBody(paymentRequestA),
      ...PAYER,
    },
  );

  const guestChat = await createGuestChat(app);
  const sentByGuest = (
    await sendMessage(app, `/api/guest/chat/sessions/${guestChat.id}/messages`, "Скан", [
      { name: "скан.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    ])
  ).json() as ChatMessage[];

  await Promise.all([
    saveCard(app, corporate.token, VALID_CARD),
    saveCard(app, company.token, SOLE_TRADER_CARD),
  ]);
  const companyCard = await postDocument(
    app,
    "/api/corporate/profile/documents",
    company.token,
    { name: "Устав" },
    pdfFile(),
  );
  // Both companies' chats: reading one's own, and the executors reading the second company's.
  await Promise.all(
    [corporate, company].map((who) =>
      okJson(app, "POST", "/api/corporate/chat/session", who.token),
    ),
  );

  const courtEventTitle = `Заседание ${freshIp()}`;
  const cannedReplyTitle = `Шаблон ${freshIp()}`;
  const folderA = await createdFolder(app, clientA.token, "Документы по делу");
  const [archiveFileA, companyDocument, service, review, article, autoLawyer, courtEvent, canned] =
    await Promise.all([
      archivedFile(app, clientA.token),
      uploadOrganizationDocument(app, company.token, "contracts"),
      createServiceOk(app, executor.token),
      okJson<{ id: number }>(app, "POST", "/api/reviews", clientA.token, REVIEW),
      okJson<{ id: number }>(app, "POST", "/api/articles", executor.token, ARTICLE),
      okJson<{ id: number }>(
        app,
        "POST",
        "/api/executor/auto-lawyer/services",
        executor.token,
        autoLawyerForm(),
      ),
      okJson<{ id: number }>(app, "POST", "/api/executor/court-events", executor.token, {
        ...COURT_EVENT,
        title: courtEventTitle,
      }),
      okJson<{ id: number }>(app, "POST", "/api/canned-replies", executor.token, {
        ...CANNED_REPLY,
        title: cannedReplyTitle,
      }),
    ]);
  const feed = await okJson<{ url: string }>(
    app,
    "POST",
    "/api/executor/court-events/feed",
    colleague.token,
  );

  return {
    ...actors,
    app,
    t,
    chatA,
    chatFileA: fileIn(sentA),
    paymentRequestA,
    paymentA,
    sandboxA: sandboxIdOf(paymentA.confirmation_url),
    guestChat,
    guestFile: fileIn(sentByGuest),
    archiveFileA: archiveFileA.id,
    folderA: folderA.id,
    companyDocument: companyDocument.id,
    companyCardDocument: (companyCard.json() as { id: string }).id,
    service: service.id,
    review: review.id,
    article: article.id,
    autoLawyerService: autoLawyer.id,
    courtEvent: courtEvent.id,
    cannedReply: canned.id,
    courtEventTitle,
    cannedReplyTitle,
    feedToken: feed.url
      .split("/")
      .pop()!
      .replace(/\.ics$/, ""),
  };
}

/** A send answers its text and each file as messages of their own. */
function fileIn(messages: ChatMessage[]): string {
  const id = messages.find((message) => message.file_id)?.file_id;
  if (!id) throw new Error("the send stored no file");
  return id;
}

export const PAYER = {
  client_name: "Ольга Плательщица",
  client_email: "olga@example.ru",
  currency: "RUB",
  return_url: "http://localhost/payment/result",
  agree_to_terms: true,
} as const;

export const REVIEW = {
  service_title: "Консультация",
  comment: "Всё понятно объяснили",
  rating: 5,
};
export const ARTICLE = {
  title: "Как проверить договор аренды",
  content: "<p>Сначала прочитайте раздел об ответственности сторон.</p>",
  status: "published",
};
export const COURT_EVENT = {
  title: "Заседание по делу № А40-1/2026",
  court_name: "Арбитражный суд города Москвы",
  date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
};
export const CANNED_REPLY = { title: "Запрос документов", content: "Пришлите скан паспорта." };
export const autoLawyerForm = () => ({
  title: `Автоюрист ${freshIp()}`,
  description: "Спор со страховой после ДТП",
  price_full_service: 20000,
  price_remote: 5000,
  price_full_service_from: true,
  price_remote_from: false,
  hide_full_service_price: false,
  hide_remote_price: false,
  is_active: true,
});

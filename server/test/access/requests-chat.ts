import { createGuestChat, multipart } from "../chat-fixtures.ts";
import { chatPaymentBody } from "../payment-fixtures.ts";
import { PAYER } from "./bodies.ts";
import type { Requests } from "./call.ts";
import * as fresh from "./fresh.ts";

/** A text message as the message box sends it (multipart, like a send with files). */
const message = async () => {
  const body = await multipart("Добрый день, есть вопрос по договору");
  return { payload: body.payload, headers: body.headers };
};

/**
 * Guest and signed-in chats, their files and streams, and payments. Routes under a chat's path
 * not named here take clientA's chat or the guest chat (send.ts).
 */
export const CHAT_REQUESTS: Requests = {
  "POST /api/guest/chat/sessions": () => ({
    payload: {
      service_id: "1",
      guest_name: "Гость",
      guest_phone: "+7 900 123-45-67",
      consent: true,
    },
  }),
  "POST /api/guest/chat/sessions/{id}/messages": message,
  "GET /api/guest/chat/sessions/{id}/events": () => ({ stream: true }),
  "POST /api/guest/chat/join-held": (w) => ({ payload: { session_ids: [w.guestChat.id] } }),
  // A new guest chat each: the one moved by an allowed call is a guest's no more.
  "POST /api/guest/chat/sessions/{id}/move-to-account": async (w) => ({
    params: { id: (await createGuestChat(w.app)).id },
  }),
  "POST /api/guest/chat/claim": async (w, actor) => ({
    payload: { token: await fresh.guestChatClaimOf(w, actor) },
  }),

  "POST /api/chat/sessions": (w) => ({ payload: { service_id: w.service } }),
  "POST /api/chat/sessions/business": () => ({ payload: { plan_type: "silver" } }),
  "DELETE /api/chat/sessions/{id}": async (w) => ({ params: { id: (await fresh.chatOfA(w)).id } }),
  "POST /api/chat/sessions/{id}/messages": message,
  "POST /api/chat/sessions/{id}/accept-order": async (w) => ({
    params: { id: (await fresh.chatOfA(w, "documents-ready")).id },
  }),
  "POST /api/chat/sessions/{id}/request-revision": async (w) => ({
    params: { id: (await fresh.chatOfA(w, "documents-ready")).id },
  }),
  "POST /api/chat/sessions/{id}/rating": async (w) => ({
    params: { id: (await fresh.chatOfA(w, "accepted")).id },
    payload: { score: 5, comment: "Спасибо" },
  }),
  "POST /api/chat/sessions/{id}/start-task": async (w) => ({
    params: { id: (await fresh.chatOfA(w)).id },
    payload: { duration_value: 2, duration_unit: "days" },
  }),
  "POST /api/chat/sessions/{id}/documents-ready": async (w) => ({
    params: { id: (await fresh.chatOfA(w, "in-work")).id },
  }),
  "GET /api/events": () => ({ stream: true }),

  "POST /api/payments/create": async (w) => ({
    payload: { ...PAYER, ...chatPaymentBody(await fresh.paymentRequestOfA(w)) },
  }),
  "GET /api/payments/{id}": (w) => ({ params: { id: w.paymentA.payment_id } }),
  "GET /api/billing/documents/{id}/pdf": async (w) => ({
    params: { id: await fresh.companyInvoice(w) },
  }),
  "POST /api/executor/payments/{id}/refund": async (w) => ({
    params: { id: await fresh.paidPaymentOfA(w) },
    payload: { amount: 1, reason: "Проверка прав" },
  }),
  "POST /api/payments/yookassa/notifications": () => ({
    payload: { event: "payment.succeeded", object: { id: "2f0a9c1e-000f-5000-8000-1b2c3d4e5f60" } },
  }),
  "GET /api/payments/sandbox/{id}": (w) => ({ params: { id: w.sandboxA } }),
  "POST /api/payments/sandbox/{id}/decision": async (w) => ({
    params: { id: await fresh.sandboxCheckout(w) },
    payload: { action: "pay" },
  }),
  "POST /api/chat/sessions/{id}/executor-messages": async (w) => ({
    params: { id: (await fresh.chatOfA(w)).id },
    payload: { message_type: "payment_request", payment_amount: 3000, content: "Предоплата" },
  }),
  "POST /api/chat/sessions/{id}/mark-paid": async (w) => ({
    params: { id: (await fresh.chatOfA(w, "payment-request")).id },
    payload: {},
  }),
  "POST /api/chat/sessions/{id}/update-payment-status": async (w) => ({
    params: { id: (await fresh.chatOfA(w)).id },
    payload: { payment_status: "paid" },
  }),

  // Signing in the chat (issue 45 §3): a second request for clientA's contract answers the first.
  "POST /api/chat/sessions/{id}/signature-requests": (w) => ({
    params: { id: w.chatA.id },
    payload: { file_id: w.chatFileA },
  }),
  "POST /api/signature-requests/{id}/cancel": async (w) => ({
    params: { id: await fresh.signatureRequestOfA(w) },
  }),
  "POST /api/signature-requests/{id}/code": async (w, actor) => {
    const id = await fresh.signatureRequestOfA(w);
    if (actor === "clientA") await fresh.phoneOfAReadyForCode(w);
    return { params: { id } };
  },
  "POST /api/signature-requests/{id}/sign": async (w, actor) => {
    const id = await fresh.signatureRequestOfA(w);
    return {
      params: { id },
      payload:
        actor === "clientA"
          ? await fresh.signingAnswerOfA(w, id)
          : { challenge_id: "00000000-0000-4000-8000-000000000000", code: "123456" },
    };
  },
  "GET /api/signatures/verify": () => ({ query: { sha256: "0".repeat(64) } }),
};

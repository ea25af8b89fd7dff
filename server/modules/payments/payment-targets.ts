import { eq } from "drizzle-orm";
import { servicePaymentAmount } from "../../../domain/catalogue/services.ts";
import { CHAT_TEXTS, COMPLETED_TASK_STATUSES } from "../../../domain/chat/chat.ts";
import { roublesToKopecks } from "../../../domain/money.ts";
import type { CreatePayment } from "../../../domain/payments/payment-schemas.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { payableBooking } from "../bookings/booking-payment.ts";
import { findActiveService } from "../catalogue/service.ts";
import { isChatId } from "../chat/session-access.ts";
import { listBusinessTariffs } from "../tariffs/service.ts";
import { newestRequest } from "./payment-requests.ts";

/** What a payment pays for, with the amount from our own data. */
export interface PaymentTarget {
  amountKopecks: number;
  description: string;
  serviceType: string;
  serviceId: number | null;
  planType: string | null;
  chatSessionId: string | null;
  requestMessageId: number | null;
  /** The consultation booked at a set time it pays for (issue 48), else null. */
  bookingId: string | null;
  /** The chat is a guest chat (its consent is found with that chat too). */
  guestChat?: boolean;
}

/**
 * The chat a catalogue payment joins (issue 28): the payer's own chat (a guest's by its id, a
 * client's by the account) about this very service, and not finished. Anything else: null.
 */
async function openChatFor(
  db: Db,
  sessionId: string | null | undefined,
  target: PaymentTarget,
  payer: UserRow | null,
  now: Date,
) {
  if (!sessionId || !isChatId(sessionId) || target.serviceId === null) return null;
  const [session] = await db.select().from(chatSessions).where(eq(chatSessions.id, sessionId));
  if (!session || session.serviceId !== String(target.serviceId)) return null;
  const own = session.isGuest
    ? session.expiresAt !== null && session.expiresAt > now
    : payer !== null && session.clientId === payer.id;
  const finished = COMPLETED_TASK_STATUSES.includes(session.taskStatus as never);
  return own && !finished ? session : null;
}

/**
 * The amount is ours, never the browser's: a catalogue service's price, a tariff's price, or the
 * amount the executor set in the chat's newest payment request.
 */
export async function resolvePaymentTarget(
  db: Db,
  input: CreatePayment,
  payer: UserRow | null,
  now: Date,
): Promise<PaymentTarget> {
  if (input.service_id) {
    const target = await serviceTarget(db, input.service_id);
    const chat = await openChatFor(db, input.chat_session_id, target, payer, now);
    return chat ? { ...target, chatSessionId: chat.id, guestChat: chat.isGuest } : target;
  }
  if (input.plan_type) return tariffTarget(db, input.plan_type);
  if (input.booking_id) return bookingTarget(db, input, payer, now);
  return chatTarget(db, input.session_id ?? "", input.message_id ?? null, payer, now);
}

async function serviceTarget(db: Db, serviceId: number): Promise<PaymentTarget> {
  const service = await findActiveService(db, serviceId);
  if (!service) throw badRequest(CHAT_TEXTS.serviceNotFound);
  const roubles = servicePaymentAmount(service);
  if (roubles <= 0) throw badRequest(PAYMENT_TEXTS.serviceNotPayable);
  return {
    amountKopecks: roublesToKopecks(roubles),
    description: service.title,
    serviceType: service.category,
    serviceId: service.id,
    planType: null,
    chatSessionId: null,
    requestMessageId: null,
    bookingId: null,
  };
}

async function tariffTarget(db: Db, plan: string): Promise<PaymentTarget> {
  const tariff = (await listBusinessTariffs(db)).find((item) => item.id === plan);
  if (!tariff) throw badRequest(CHAT_TEXTS.planNotFound);
  return {
    amountKopecks: roublesToKopecks(tariff.price),
    description: CHAT_TEXTS.businessTariffTitle(tariff.name),
    serviceType: "business_tariff",
    serviceId: null,
    planType: tariff.id,
    chatSessionId: null,
    requestMessageId: null,
    bookingId: null,
  };
}

/** A booking held unpaid: its own price, by its client or the holder of its manage token. */
async function bookingTarget(
  db: Db,
  input: CreatePayment,
  payer: UserRow | null,
  now: Date,
): Promise<PaymentTarget> {
  const booking = await payableBooking(
    db,
    input.booking_id ?? "",
    input.booking_token ?? undefined,
    payer,
    now,
  );
  return {
    amountKopecks: booking.priceKopecks,
    description: booking.description,
    serviceType: booking.serviceType,
    serviceId: booking.serviceId,
    planType: null,
    // A booking whose chat is open (a transfer was chosen first) is paid there, not in a new one.
    chatSessionId: booking.sessionId,
    requestMessageId: null,
    bookingId: booking.id,
  };
}

/**
 * A chat's payment request: a guest chat is paid by whoever holds its id (like the guest chat
 * itself); a client's chat only by that client. Only the newest request can be paid: an older one
 * was replaced by the executor.
 */
async function chatTarget(
  db: Db,
  sessionId: string,
  messageId: number | null,
  payer: UserRow | null,
  now: Date,
): Promise<PaymentTarget> {
  const [session] = isChatId(sessionId)
    ? await db.select().from(chatSessions).where(eq(chatSessions.id, sessionId))
    : [];
  const visible =
    session &&
    (session.isGuest
      ? session.expiresAt !== null && session.expiresAt > now
      : payer !== null && session.clientId === payer.id);
  if (!session || !visible) throw notFound(PAYMENT_TEXTS.requestNotFound);
  const request = await newestRequest(db, session.id);
  if (!request || request.paymentAmountKopecks === null) {
    throw notFound(PAYMENT_TEXTS.requestNotFound);
  }
  if (messageId !== null && messageId !== request.id) {
    throw conflict(PAYMENT_TEXTS.requestSuperseded);
  }
  // Paid by card, confirmed by the executor, or marked «Оплачено» (each closes the request).
  if (request.paymentPaidAt !== null) throw conflict(PAYMENT_TEXTS.requestAlreadyPaid);
  return {
    amountKopecks: request.paymentAmountKopecks,
    // What the request sells (the corporate chat's name theirs), for the invoice and the act.
    description: request.serviceTitle ?? session.serviceTitle,
    serviceType: session.isGuest ? "guest_chat" : "chat",
    serviceId: null,
    planType: session.planType,
    chatSessionId: session.id,
    requestMessageId: request.id,
    bookingId: null,
  };
}

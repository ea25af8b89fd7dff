import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { kopecksToRoubles } from "../../../domain/money.ts";
import type {
  ExecutorPaymentsPage,
  ExecutorPaymentsQuery,
} from "../../../domain/payments/payment-list-schemas.ts";
import type {
  PaymentKind,
  PaymentMethod,
  PaymentProvider,
  PaymentState,
} from "../../../domain/payments/payments.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema/catalogue.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { paymentRefunds, payments } from "../../db/schema/payments.ts";
import { users } from "../../db/schema/users.ts";
import { containsPattern } from "../../db/text-search.ts";
import { fromCountedProviders } from "./counted-payments.ts";
import { earningsStats } from "./earnings-service.ts";
import { paymentsSeenBy } from "./payment-visibility.ts";

/**
 * The kind of a payment, from what it recorded: a transfer the executor confirmed, a business
 * tariff, an executor's payment request in a chat, else a card payment for a catalogue service.
 */
const kindOf = sql<PaymentKind>`(case
  when ${payments.provider} = 'manual' then 'manual'
  when ${payments.serviceType} = 'business_tariff' then 'tariff'
  when ${payments.requestMessageId} is not null or ${payments.serviceType} in ('chat', 'guest_chat') then 'payment_request'
  else 'card' end)`;

/**
 * How it was paid: a transfer confirmed by hand, else what the provider's payment recorded (card
 * or СБП); a payment made before СБП came (no method stored) was a card's.
 */
const methodOf = sql<PaymentMethod>`(case
  when ${payments.provider} = 'manual' then 'manual'
  else coalesce(${payments.method}, 'card') end)`;

const payerName = sql<string | null>`coalesce(${payments.payerName}, ${users.fullName})`;
const payerEmail = sql<string | null>`coalesce(${payments.payerEmail}, ${users.email})`;
const payerPhone = sql<string | null>`coalesce(${payments.payerPhone}, ${users.phone})`;

/** Name, e-mail or phone contain the text; a phone also matches by its digits alone. */
function payerSearch(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, "");
  return or(
    ilike(payerName, pattern),
    ilike(payerEmail, pattern),
    ilike(payerPhone, pattern),
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${payerPhone}, ''), '\\D', '', 'g') like ${containsPattern(digits)}`
      : undefined,
  );
}

/**
 * The «Платежи» tab: payments newest first with the payer and their chat. Only the providers
 * whose money the earnings count (a demo's test payments vanish once real payments are on), and
 * the totals are the earnings tab's own query, so the two tabs never disagree. A lawyer lists the
 * payments they see (payment-visibility.ts: those of their chats and the queue's, and those paid
 * without a chat; issue 43 §2), so another lawyer's client is not named here; the totals are
 * the firm's.
 */
export async function listExecutorPayments(
  db: Db,
  viewer: UserRow,
  query: ExecutorPaymentsQuery,
  now: Date,
  countSandbox: boolean,
): Promise<ExecutorPaymentsPage> {
  const where = and(
    fromCountedProviders(countSandbox),
    paymentsSeenBy(viewer),
    query.status ? eq(payments.status, query.status) : undefined,
    query.kind ? sql`${kindOf} = ${query.kind}` : undefined,
    query.q ? payerSearch(query.q) : undefined,
  );
  const [rows, [counted], totals] = await Promise.all([
    db
      .select({
        payment: payments,
        kind: kindOf,
        method: methodOf,
        serviceTitle: services.title,
        payerName,
        payerEmail,
        payerPhone,
        chatIsGuest: chatSessions.isGuest,
        refundPending: sql<boolean>`exists (select 1 from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id} and ${paymentRefunds.status} = 'pending')`,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.payerUserId))
      .leftJoin(services, eq(services.id, payments.serviceId))
      .leftJoin(chatSessions, eq(chatSessions.id, payments.chatSessionId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: count() })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.payerUserId))
      .leftJoin(chatSessions, eq(chatSessions.id, payments.chatSessionId))
      .where(where),
    earningsStats(db, now, countSandbox),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.payment.id,
      amount: kopecksToRoubles(row.payment.amountKopecks),
      refunded_amount: kopecksToRoubles(row.payment.refundedKopecks),
      refund_pending: row.refundPending,
      provider: row.payment.provider as PaymentProvider,
      status: row.payment.status as PaymentState,
      kind: row.kind,
      method: row.method,
      description: row.payment.description,
      service_title: row.serviceTitle ?? row.payment.description,
      created_at: row.payment.createdAt.toISOString(),
      paid_at: row.payment.paidAt?.toISOString() ?? null,
      payer: { name: row.payerName, email: row.payerEmail, phone: row.payerPhone },
      chat_session_id: row.payment.chatSessionId,
      chat_is_guest: row.chatIsGuest ?? false,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
    totals,
  };
}

/**
 * Typed calls of the payment API (spec 1 §7, spec 2 §7, spec 3 §7). Creating a payment and
 * reading its state need no token; the executor's calls send the stored Bearer token.
 */
import type { ChatMessage, ChatSession } from "../../domain/chat/chat-schemas.ts";
import type {
  ExecutorPaymentsPage,
  ExecutorPaymentsQueryInput,
} from "../../domain/payments/payment-list-schemas.ts";
import type {
  BusinessTariffStats,
  CreatePaymentRequest,
  CreatePaymentResponse,
  EarningsStats,
  MarkPaidRequest,
  MonthlyEarnings,
  Payment,
  PaymentRequestInput,
  PaymentSettings,
  SandboxPayment,
  UpdatePaymentStatusRequest,
} from "../../domain/payments/payment-schemas.ts";
import type { Refund, RefundRequest } from "../../domain/payments/refund-schemas.ts";
import { apiFetch } from "./client.ts";

export type { ExecutorPayment } from "../../domain/payments/payment-list-schemas.ts";
export type {
  BusinessTariffStats,
  CreatePaymentRequest,
  CreatePaymentResponse,
  EarningsStats,
  ExecutorPaymentsPage,
  ExecutorPaymentsQueryInput,
  MonthlyEarnings,
  Payment,
  PaymentSettings,
  SandboxPayment,
};

const enc = encodeURIComponent;

export const paymentsApi = {
  /** `idempotenceKey`: one per opened form, so a double click or a retry makes one payment. */
  create: (body: CreatePaymentRequest, idempotenceKey: string) =>
    apiFetch<CreatePaymentResponse>("/payments/create", {
      method: "POST",
      body,
      headers: { "idempotence-key": idempotenceKey },
    }),
  /** `ownKey`: the key this browser paid with; it gets back a guest chat the payment opened. */
  get: (id: string, ownKey?: string) =>
    apiFetch<Payment>(`/payments/${enc(id)}`, {
      auth: false,
      ...(ownKey ? { headers: { "idempotence-key": ownKey } } : {}),
    }),
  sandbox: (id: string) =>
    apiFetch<SandboxPayment>(`/payments/sandbox/${enc(id)}`, { auth: false }),
  sandboxDecide: (id: string, action: "pay" | "cancel") =>
    apiFetch<{ return_url: string }>(`/payments/sandbox/${enc(id)}/decision`, {
      method: "POST",
      body: { action },
      auth: false,
    }),
};

/** The executor's payment acts on a chat and the cabinet's statistics. */
export const executorPaymentsApi = {
  /** Gives back part or all of a paid payment (issue 31 §4). */
  refund: (paymentId: string, body: RefundRequest) =>
    apiFetch<Refund>(`/executor/payments/${enc(paymentId)}/refund`, { method: "POST", body }),
  requestPayment: (sessionId: string, body: PaymentRequestInput) =>
    apiFetch<ChatMessage[]>(`/chat/sessions/${enc(sessionId)}/executor-messages`, {
      method: "POST",
      body,
    }),
  markPaid: (sessionId: string, body: MarkPaidRequest) =>
    apiFetch<ChatSession>(`/chat/sessions/${enc(sessionId)}/mark-paid`, { method: "POST", body }),
  updatePaymentStatus: (sessionId: string, body: UpdatePaymentStatusRequest) =>
    apiFetch<ChatSession>(`/chat/sessions/${enc(sessionId)}/update-payment-status`, {
      method: "POST",
      body,
    }),
  earnings: () => apiFetch<EarningsStats>("/executor/earnings/stats"),
  monthlyEarnings: (year?: number) =>
    apiFetch<MonthlyEarnings>(`/executor/earnings/monthly${year ? `?year=${year}` : ""}`),
  businessTariffStats: () => apiFetch<BusinessTariffStats>("/business-tariffs/stats"),
  /** The «Платежи» tab: one page of payments with the payer and the earnings totals. */
  list: (query: ExecutorPaymentsQueryInput) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
    }
    const search = params.toString();
    return apiFetch<ExecutorPaymentsPage>(`/executor/payments${search ? `?${search}` : ""}`);
  },
};

/**
 * Payments (issue 4): the states of one payment at the provider and every allowed change, in one
 * table; the server's payment service is the only caller that changes a state, through
 * `paymentChange`. A repeated or out-of-order notification never changes anything twice.
 */
export const PAYMENT_STATES = ["pending", "succeeded", "canceled", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** from → the states it may move to. Capture is immediate (`capture: true`), so no waiting state. */
const ALLOWED: Record<PaymentState, readonly PaymentState[]> = {
  pending: ["succeeded", "canceled"],
  succeeded: ["refunded"],
  canceled: [],
  refunded: [],
};

export type PaymentChange = "apply" | "unchanged" | "refused";

/**
 * What to do when the provider says a payment is now `to`: apply it, ignore a repeat, or refuse a
 * move backwards (a late "pending" after "succeeded", a "succeeded" after "canceled").
 */
export function paymentChange(from: PaymentState, to: PaymentState): PaymentChange {
  if (from === to) return "unchanged";
  return ALLOWED[from].includes(to) ? "apply" : "refused";
}

/** What it pays for (spec 1 §3), plus any catalogue category for a service's own payment. */
export const PAYMENT_SERVICE_TYPES = [
  "tariff",
  "business_tariff",
  "service_list",
  "guest_chat",
  "chat",
] as const;

/** Business-tariff purchases as the cabinet shows them (spec 3 §4). */
export function purchaseStatusLabel(state: string): string {
  if (state === "succeeded") return "Оплачено";
  if (state === "pending") return "Ожидание";
  return "Отменено";
}

export const PAYMENT_TEXTS = {
  // Card payment modal (spec 1 §5, §8)
  nameAndEmailRequired: "Пожалуйста, заполните имя и email",
  emailInvalid: "Введите корректный email",
  createFailed: "Ошибка создания платежа",
  createFailedUnexpected: "Произошла ошибка при создании платежа",
  // Payment request in chat (spec 2 §5, §8)
  requestDialogTitle: "Задать цену для оплаты",
  amountInvalid: "Пожалуйста, введите корректную сумму",
  requestSent: "Запрос на оплату отправлен клиенту!",
  requestFailed: (detail: string) => `Ошибка при отправке запроса на оплату: ${detail}`,
} as const;

/**
 * Refunds (issue 31 §4): money given back on a paid payment, whole or in parts, never more than
 * was paid. A refund is asked of the payment's provider (the sandbox answers at once, YooKassa
 * may answer «pending» and is asked again); a transfer confirmed by hand is returned by hand and
 * recorded as done. No zod: the web imports this.
 */
import { formatKopecks } from "../money.ts";

export const REFUND_STATES = ["pending", "succeeded", "canceled"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_REASON_MAX = 500;

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: "Возврат в обработке",
  succeeded: "Возвращено",
  canceled: "Возврат отклонён",
};

export const REFUND_TEXTS = {
  // The server's details
  amountInvalid:
    "Сумма возврата — положительное число рублей, не больше двух знаков после запятой.",
  reasonRequired: "Укажите причину возврата.",
  reasonTooLong: `Причина возврата — не больше ${REFUND_REASON_MAX} знаков.`,
  notPaid: "Вернуть можно только оплаченный платёж.",
  tooMuch: (leftKopecks: number) =>
    leftKopecks > 0
      ? `Сумма больше, чем можно вернуть: осталось ${formatKopecks(leftKopecks)}.`
      : "Платёж уже возвращён полностью.",
  providerRefused:
    "Платёжная система не приняла возврат. Попробуйте позже или верните деньги вручную.",
  paymentNotFound: "Платёж не найден",
  // The payer's mail
  mailSubject: (site: string) => `${site}: возврат оплаты`,
  mailGreeting: (name: string | null) => (name ? `Здравствуйте, ${name}!` : "Здравствуйте!"),
  mailBody: (amount: string, what: string) => `Мы оформили возврат ${amount} по оплате «${what}».`,
  mailReason: (reason: string) => `Причина: ${reason}`,
  mailWhen:
    "Деньги вернутся тем же способом, которым вы платили; банку может понадобиться до 30 дней.",
  // The cabinet
  refund: "Вернуть",
  refundOf: (what: string) => `Вернуть платёж «${what}»`,
  dialogTitle: "Возврат платежа",
  amountLabel: "Сумма возврата, ₽",
  reasonLabel: "Причина",
  available: (amount: string) => `Можно вернуть: ${amount}`,
  submit: "Оформить возврат",
  done: "Возврат оформлен",
  pending: "Возврат отправлен в платёжную систему: статус обновится сам.",
  manualHint:
    "Оплата была переводом: верните деньги тем же переводом, здесь возврат только записывается.",
  refunded: (amount: string) => `Возвращено ${amount}`,
} as const;

/** What may still be refunded: the paid amount less every refund not refused. */
export const refundableKopecks = (paidKopecks: number, reservedKopecks: number) =>
  Math.max(0, paidKopecks - reservedKopecks);

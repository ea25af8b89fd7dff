import { LAST_PAYMENT_STORAGE_KEY } from "../../../domain/payments/payments.ts";
import { isInSitePath } from "../../lib/access.ts";

/** The payment this browser started last (spec 1 §4): /payment/result falls back to it. */
export interface LastPayment {
  payment_id: string;
  /** What was paid for, as the modal showed it. */
  title: string;
  /** The in-site path the payer came from: «Вернуться в чат» and «Попробовать ещё раз» lead there. */
  back: string;
  /** The Idempotence-Key it was made with: proves to the server this browser paid (issue 11). */
  key?: string;
}

export function saveLastPayment(payment: LastPayment): void {
  try {
    localStorage.setItem(LAST_PAYMENT_STORAGE_KEY, JSON.stringify(payment));
  } catch {
    // Storage full or disabled: the provider's return still works with ?payment_id=, or the
    // result page says it cannot find the payment and offers the chat.
  }
}

export function readLastPayment(): LastPayment | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(LAST_PAYMENT_STORAGE_KEY) ?? "null");
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { payment_id, title, back, key } = parsed as Record<string, unknown>;
  if (typeof payment_id !== "string" || payment_id === "") return null;
  return {
    payment_id,
    title: typeof title === "string" ? title : "",
    back: isInSitePath(back) ? back : "",
    ...(typeof key === "string" && key !== "" ? { key } : {}),
  };
}

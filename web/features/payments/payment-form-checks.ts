import type { CreatePaymentRequest } from "../../../domain/payments/payment-schemas.ts";
import {
  type OnlinePaymentMethod,
  PAYMENT_CURRENCY,
  PAYMENT_TEXTS as T,
} from "../../../domain/payments/payments.ts";
import { TARIFF_KEYS, type TariffKey } from "../../../domain/tariffs/tariffs.ts";
import { isEmail, isPhone } from "../../lib/contact-checks.ts";
import type { OrderTarget } from "../../lib/order-actions.ts";

export interface PayerValues {
  name: string;
  email: string;
  phone: string;
  /** The consent tick: the offer and the personal-data policy (issue 10 §6). */
  consent: boolean;
}

export type PayerErrors = Partial<Record<keyof PayerValues, string | boolean>>;

/**
 * Spec 1 §5: name and e-mail required (one message for both, shown once by the form: `true`
 * here), an e-mail that looks like one, an optional phone that looks like one when given, and
 * the consent to the offer and the policy.
 */
export function validatePayer(values: PayerValues): PayerErrors {
  const errors: PayerErrors = {};
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!values.name.trim()) errors.name = true;
  if (!email) errors.email = true;
  else if (!isEmail(email)) errors.email = T.emailInvalid;
  if (phone && !isPhone(phone)) errors.phone = T.phoneInvalid;
  if (!values.consent) errors.consent = T.consentRequired;
  return errors;
}

const isTariffKey = (value: string): value is TariffKey =>
  (TARIFF_KEYS as readonly string[]).includes(value);

/**
 * What it pays for: exactly one of a chat's payment request, a tariff, a booked consultation or a
 * catalogue service.
 */
function targetFields(
  target: OrderTarget,
): Pick<
  CreatePaymentRequest,
  | "service_id"
  | "plan_type"
  | "session_id"
  | "message_id"
  | "chat_session_id"
  | "booking_id"
  | "booking_token"
> {
  if (target.booking) {
    const { id, token } = target.booking;
    return token ? { booking_id: id, booking_token: token } : { booking_id: id };
  }
  if (target.chat) {
    return { session_id: target.chat.sessionId, message_id: target.chat.messageId };
  }
  if (target.planId && isTariffKey(target.planId)) return { plan_type: target.planId };
  // An unknown plan or no service at all: sent without a target, the server names the problem.
  if (target.serviceId === undefined) return {};
  return target.openChatId
    ? { service_id: target.serviceId, chat_session_id: target.openChatId }
    : { service_id: target.serviceId };
}

/** Spec 1 §3 service types: a chat payment is "chat", or "guest_chat" in a guest chat. */
function serviceTypeOf(target: OrderTarget): string {
  if (target.chat) return target.chat.guest ? "guest_chat" : "chat";
  return target.serviceType;
}

/** The body of POST /api/payments/create; the server checks the amount against its own data. */
export function createPaymentRequest(
  target: OrderTarget,
  values: PayerValues,
  returnUrl: string,
  method: OnlinePaymentMethod = "card",
): CreatePaymentRequest {
  return {
    method,
    amount: target.amount,
    currency: PAYMENT_CURRENCY,
    description: target.title,
    client_name: values.name.trim(),
    client_email: values.email.trim(),
    client_phone: values.phone.trim() || null,
    // Sent only after validatePayer passed, so the box is ticked; the server records the consent.
    agree_to_terms: true,
    service_type: serviceTypeOf(target),
    return_url: returnUrl,
    ...targetFields(target),
  };
}

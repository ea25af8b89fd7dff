/**
 * The API shapes of «Оплата» (zod; the web imports only types) and the checks of what is typed:
 * a card number by its Luhn digit, a phone as every phone field, YooKassa's key by its form.
 */
import { z } from "zod";
import { formatPhone, PHONE_MAX_LENGTH, PHONE_TEXTS } from "../contacts/phone.ts";
import { normalizePhone } from "../contacts/phone-number.ts";
import { currentPasswordSchema, secondFactorCodeSchema } from "../users/second-factor-schemas.ts";
import { CARD_PROVIDERS, PAYMENT_SETUP_TEXTS } from "./payment-setup-texts.ts";

export { CARD_PROVIDERS, type CardProvider, PAYMENT_SETUP_TEXTS } from "./payment-setup-texts.ts";

const T = PAYMENT_SETUP_TEXTS;

/** The most a stored detail may be: a card's 19 digits with spaces, a recipient's full name. */
export const RECIPIENT_MAX_LENGTH = 200;

/** The Luhn check digit: catches one mistyped digit and most swapped pairs. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** «2200 1234 5678 9012» from a number typed with or without spaces and dashes, or null. */
export function normalizeCardNumber(text: string): string | null {
  const digits = text.replace(/[\s-]/g, "");
  if (!/^\d{16,19}$/.test(digits) || !passesLuhn(digits)) return null;
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export const updatePaymentSetupSchema = z.object({
  provider: z.enum(CARD_PROVIDERS, { error: T.providerLabel }),
  yookassa_shop_id: z
    .string()
    .trim()
    .max(40, { error: T.shopIdInvalid })
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^\d{1,12}$/.test(value), { error: T.shopIdInvalid }),
  /** Empty or absent: the stored key stays (it is never sent back to the browser). */
  yookassa_secret_key: z
    .string()
    .trim()
    .max(200, { error: T.secretKeyInvalid })
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^(live|test)_[A-Za-z0-9_-]{16,190}$/.test(value), {
      error: T.secretKeyInvalid,
    }),
  manual_card: z
    .string()
    .max(40, { error: T.cardInvalid })
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return null;
      const card = normalizeCardNumber(value);
      if (!card) context.addIssue({ code: "custom", message: T.cardInvalid });
      return card;
    }),
  manual_phone: z
    .string()
    .max(PHONE_MAX_LENGTH, { error: PHONE_TEXTS.invalid })
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return null;
      const phone = normalizePhone(value);
      if (!phone) context.addIssue({ code: "custom", message: PHONE_TEXTS.invalid });
      return phone ? formatPhone(phone) : null;
    }),
  manual_recipient: z
    .string()
    .trim()
    .max(RECIPIENT_MAX_LENGTH, { error: T.recipientTooLong })
    .optional()
    .transform((value) => value || null),
  current_password: currentPasswordSchema,
  /** Asked when the administrator has a second factor on. */
  code: secondFactorCodeSchema.optional(),
});
export type UpdatePaymentSetup = z.input<typeof updatePaymentSetupSchema>;

export const paymentSetupSchema = z.object({
  provider: z.enum(CARD_PROVIDERS),
  yookassa_shop_id: z.string().nullable(),
  /** The key itself never leaves the server. */
  yookassa_secret_key_set: z.boolean(),
  manual_card: z.string().nullable(),
  manual_phone: z.string().nullable(),
  manual_recipient: z.string().nullable(),
  /** Which parts the server's environment sets: those win and the form shows them read-only. */
  from_environment: z.object({
    provider: z.boolean(),
    yookassa: z.boolean(),
    manual: z.boolean(),
  }),
  /** YooKassa needs the site's own address (set with the server) to send the payer back. */
  public_url_set: z.boolean(),
  /** The signed-in administrator has a second factor: saving asks for its code. */
  code_required: z.boolean(),
  updated_at: z.string().nullable(),
});
export type PaymentSetup = z.infer<typeof paymentSetupSchema>;

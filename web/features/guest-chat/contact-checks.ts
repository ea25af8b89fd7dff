import { CHAT_TEXTS, PHONE_PATTERN, type QuickContactMethod } from "../../../domain/chat.ts";

/** The same shape the server's zod e-mail check accepts, close enough to catch typos early. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isPhone = (value: string) => PHONE_PATTERN.test(value.trim());
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** Spec 1 §5, the quick form: the chosen contact is required and must look right. */
export function quickContactError(method: QuickContactMethod, value: string): string | null {
  const trimmed = value.trim();
  if (method === "phone") {
    if (!trimmed) return CHAT_TEXTS.quickPhoneRequired;
    return isPhone(trimmed) ? null : CHAT_TEXTS.phoneInvalid;
  }
  if (!trimmed) return CHAT_TEXTS.quickEmailRequired;
  return isEmail(trimmed) ? null : CHAT_TEXTS.emailInvalid;
}

import { CHAT_TEXTS, type QuickContactMethod } from "../../../domain/chat/chat.ts";
import { isEmail, isPhone } from "../../lib/contact-checks.ts";

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

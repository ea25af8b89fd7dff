import { PHONE_MAX_LENGTH, PHONE_PATTERN } from "../../domain/chat/chat.ts";

/** The same shape the server's zod e-mail check accepts, close enough to catch typos early. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 1 §5: at least 10 of digits, +, -, parentheses and spaces (and not absurdly long). */
export const isPhone = (value: string) => {
  const phone = value.trim();
  return PHONE_PATTERN.test(phone) && phone.length <= PHONE_MAX_LENGTH;
};
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

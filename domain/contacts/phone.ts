/**
 * Phone numbers of people (guests, payers, clients) and of the site: one Russian number, typed in
 * any common way, is stored as E.164 (`+79991234567`) and shown as `+7 (999) 123-45-67`. The form
 * masks the input, the server normalises again: an API caller may send any of the common forms.
 */

/** The input mask (react-imask: 0 is a digit) and what the empty field shows. */
export const PHONE_MASK = "+{7} (000) 000-00-00";
export const PHONE_PLACEHOLDER = "+7 (999) 999-99-99";

export const PHONE_TEXTS = {
  invalid: "Введите российский номер телефона: +7 (XXX) XXX-XX-XX",
} as const;

/** Longer than any way of writing eleven digits: refused before it is read. */
export const PHONE_MAX_LENGTH = 40;

/**
 * `+79991234567` from «8 999 123-45-67», «+7 (999) 123 45 67», «79991234567» or ten digits
 * «9991234567»; null when the text is not one Russian number (letters, too few or too many digits).
 */
export function normalizePhone(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > PHONE_MAX_LENGTH || !/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  // «+» announces a country code, and only +7 is Russia; «8» is the trunk prefix dialled inside.
  const national = trimmed.startsWith("+")
    ? digits.startsWith("7") && digits.length === 11
      ? digits.slice(1)
      : null
    : digits.length === 11 && /^[78]/.test(digits)
      ? digits.slice(1)
      : digits;
  return national?.length === 10 ? `+7${national}` : null;
}

/** «+7 (999) 123-45-67» for a stored or typed number; the text as it was when it is not one. */
export function formatPhone(text: string): string {
  const e164 = normalizePhone(text);
  if (!e164) return text;
  const d = e164.slice(2);
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;
}

/**
 * The one check of a phone number (issue 28 §2), used by the server's schemas and by the forms: a
 * Russian number written in any common way, or another country's number in international form
 * («+», the country code, the number) that libphonenumber-js knows to be valid. Out: E.164.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { normalizeRussianNumber, PHONE_MAX_LENGTH } from "./phone.ts";

export function normalizePhone(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > PHONE_MAX_LENGTH || !/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const russian = normalizeRussianNumber(trimmed);
  if (russian) return russian;
  // Without «+» a number is read as Russian (the default): another country needs its code.
  if (!trimmed.startsWith("+")) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed?.isValid() ? parsed.number : null;
}

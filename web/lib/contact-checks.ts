import { normalizePhone } from "../../domain/contacts/phone-number.ts";

/** The same shape the server's zod e-mail check accepts, close enough to catch typos early. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A number of any country, the same check the server makes (it stores the number as E.164). */
export const isPhone = (value: string) => normalizePhone(value) !== null;
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

import { z } from "zod";
import { PHONE_MAX_LENGTH, PHONE_TEXTS } from "./phone.ts";
import { normalizePhone } from "./phone-number.ts";

/**
 * An optional phone field of an API body: any common way of writing a number in, E.164
 * out, null for a blank, a Russian detail for anything else (a union with "" would answer zod's
 * generic union error instead). Kept apart from phone.ts so the web bundle carries no zod.
 */
export const optionalPhoneSchema = z
  .string({ error: PHONE_TEXTS.invalid })
  .trim()
  .max(PHONE_MAX_LENGTH, { error: PHONE_TEXTS.invalid })
  .transform((value, ctx) => {
    if (value === "") return null;
    const e164 = normalizePhone(value);
    if (e164) return e164;
    ctx.addIssue({ code: "custom", message: PHONE_TEXTS.invalid });
    return z.NEVER;
  });

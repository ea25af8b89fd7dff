/** API shapes of the confirmation of a phone by SMS (issue 45 §1); the web imports only types. */
import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { z } from "zod";
import { normalizeRussianNumber, PHONE_MAX_LENGTH } from "../contacts/phone.ts";
import { SECOND_FACTOR_CODE_MAX_LENGTH } from "../users/second-factor.ts";
import { PASSWORD_MAX_LENGTH } from "../users/users.ts";
import { PHONE_AUTH_TEXTS, PHONE_CODE_LENGTH, PHONE_PURPOSES } from "./phone-auth.ts";

/**
 * A Russian mobile number in any common way of writing it («8 912…», «+7 (912)…»), E.164 out: a
 * code can only be sent to a number that takes SMS, and the law counts a Russian one.
 */
export function russianMobileOf(text: string): string | null {
  const e164 = normalizeRussianNumber(text);
  if (!e164) return null;
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.isValid() && parsed.country === "RU" && e164.startsWith("+79") ? e164 : null;
}

export const russianMobileSchema = z
  .string({ error: PHONE_AUTH_TEXTS.notRussianMobile })
  .max(PHONE_MAX_LENGTH, { error: PHONE_AUTH_TEXTS.notRussianMobile })
  .transform((value, ctx) => {
    const e164 = russianMobileOf(value);
    if (e164) return e164;
    ctx.addIssue({ code: "custom", message: PHONE_AUTH_TEXTS.notRussianMobile });
    return z.NEVER;
  });

export const phoneStartRequestSchema = z.object({
  phone: russianMobileSchema,
  purpose: z.enum(PHONE_PURPOSES, { error: PHONE_AUTH_TEXTS.purposeRequired }),
});
export type PhoneStartRequest = z.infer<typeof phoneStartRequestSchema>;

export const phoneChallengeSchema = z.object({
  challenge_id: z.string(),
  expires_in_s: z.number().int(),
  resend_after_s: z.number().int(),
});
export type PhoneChallenge = z.infer<typeof phoneChallengeSchema>;

/** Six digits; spaces and dashes a person types between them are dropped. */
export const phoneCodeSchema = z
  .string({ error: PHONE_AUTH_TEXTS.codeFormat })
  .max(20, { error: PHONE_AUTH_TEXTS.codeFormat })
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), { error: PHONE_AUTH_TEXTS.codeFormat }),
  );

export const challengeIdSchema = z
  .string({ error: PHONE_AUTH_TEXTS.wrongCode })
  .trim()
  .min(1, { error: PHONE_AUTH_TEXTS.wrongCode })
  .max(64, { error: PHONE_AUTH_TEXTS.wrongCode });

export const phoneVerifyRequestSchema = z.object({
  challenge_id: challengeIdSchema,
  code: phoneCodeSchema,
});

export const phoneTokenSchema = z
  .string({ error: PHONE_AUTH_TEXTS.confirmRequired })
  .trim()
  .min(1, { error: PHONE_AUTH_TEXTS.confirmRequired })
  .max(200, { error: PHONE_AUTH_TEXTS.tokenInvalid });

export const phoneTokenResponseSchema = z.object({ phone_token: z.string() });

export const phoneConfirmRequestSchema = z.object({
  phone_token: phoneTokenSchema,
  /**
   * Changing a number already confirmed needs a fresh proof of identity (decision 049): the
   * password may come with the call, as the password change's form sends it; an account
   * confirming its first number is not asked.
   */
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  code: z.string().max(SECOND_FACTOR_CODE_MAX_LENGTH).optional(),
});

/** API shapes of the second factor and the sessions list (zod; the web imports only types). */
import { z } from "zod";
import { AUTH_TEXTS } from "./auth-texts.ts";
import { SECOND_FACTOR_CODE_MAX_LENGTH, SECOND_FACTOR_TEXTS as T } from "./second-factor.ts";
import { PASSWORD_MAX_LENGTH } from "./users.ts";

/** A six-digit TOTP code or a recovery code, as every step that asks for the second factor takes it. */
export const secondFactorCodeSchema = z
  .string({ error: T.codeRequired })
  .trim()
  .min(1, { error: T.codeRequired })
  .max(SECOND_FACTOR_CODE_MAX_LENGTH, { error: T.wrongCode });

/** The signed-in person's own password, asked again before a change that matters. */
export const currentPasswordSchema = z
  .string({ error: AUTH_TEXTS.currentPasswordRequired })
  .min(1, { error: AUTH_TEXTS.currentPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_TEXTS.currentPasswordWrong });

/**
 * The login's answer (202) for an account with a second factor: no session yet, a challenge to
 * send back with the code. The 200 answer of accounts without one is unchanged.
 */
export const secondFactorChallengeSchema = z.object({
  second_factor_required: z.literal(true),
  challenge: z.string(),
  expires_in: z.number().int(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

export const secondFactorLoginSchema = z.object({
  challenge: z.string({ error: T.challengeExpired }).max(100, { error: T.challengeExpired }),
  /** A six-digit TOTP code or a recovery code. */
  code: secondFactorCodeSchema,
});
export type SecondFactorLogin = z.infer<typeof secondFactorLoginSchema>;

export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** Starting the set-up proves the owner like a password change does. */
export const secondFactorSetupRequestSchema = z.object({ current_password: currentPasswordSchema });
export type SecondFactorSetupRequest = z.infer<typeof secondFactorSetupRequestSchema>;

/** Shown once, while the set-up waits for its first code; never returned again. */
export const secondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

export const secondFactorConfirmSchema = z.object({ code: secondFactorCodeSchema });
export type SecondFactorConfirm = z.infer<typeof secondFactorConfirmSchema>;

export const recoveryCodesSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const secondFactorDisableSchema = z.object({
  current_password: currentPasswordSchema,
  code: secondFactorCodeSchema,
});
export type SecondFactorDisable = z.infer<typeof secondFactorDisableSchema>;

export const sessionSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.array(sessionSchema);

export const sessionsEndedSchema = z.object({ message: z.string(), ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** API shapes of the re-authentication (zod; the web imports only types). */
import { z } from "zod";
import { AUTH_TEXTS } from "../users/auth-texts.ts";
import { SECOND_FACTOR_CODE_MAX_LENGTH, SECOND_FACTOR_TEXTS } from "../users/second-factor.ts";
import { PASSWORD_MAX_LENGTH } from "../users/users.ts";

export const reauthenticationRequestSchema = z.object({
  password: z
    .string({ error: AUTH_TEXTS.passwordRequired })
    .min(1, { error: AUTH_TEXTS.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_TEXTS.passwordTooLong }),
  /** The second factor's code (or a recovery code): required when the account has one. */
  code: z
    .string()
    .trim()
    .max(SECOND_FACTOR_CODE_MAX_LENGTH, { error: SECOND_FACTOR_TEXTS.wrongCode })
    .nullish(),
});
export type ReauthenticationRequest = z.infer<typeof reauthenticationRequestSchema>;

export const reauthenticationSchema = z.object({
  /** Until when this session may do what needs a fresh proof (ISO 8601). */
  reauthenticated_until: z.string(),
});
export type Reauthentication = z.infer<typeof reauthenticationSchema>;

/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import { shownDocumentVersionsSchema } from "../consents/consent-schemas.ts";
import { optionalPhoneSchema } from "../contacts/phone-schema.ts";
import { EMAIL_CHANGE_TEXTS, PASSWORD_RESET_TEXTS } from "../mail/mail.ts";
import { phoneTokenSchema } from "../phone-auth/phone-auth-schemas.ts";
import { yandexLinkSchema } from "../yandex-id/yandex-id-schemas.ts";
import { AUTH_TEXTS } from "./auth-texts.ts";
import {
  CLIENT_TYPES,
  LOGIN_TYPES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
} from "./users.ts";

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  client_type: z.enum(CLIENT_TYPES).nullable(),
  full_name: z.string(),
  phone: z.string().nullable(),
  company_name: z.string().nullable(),
  inn: z.string().nullable(),
  created_at: z.string(),
  /**
   * The account must set up a second factor before anything else (an administrator invited or
   * made by an administrator, issue 43 §1): the cabinet shows the set-up until it is done.
   */
  second_factor_setup_required: z.boolean(),
  /** The number was confirmed by a code from an SMS (issue 45). */
  phone_confirmed: z.boolean(),
  /**
   * The account must confirm a Russian mobile number before anything else (PHONE_CONFIRMATION
   * required and none confirmed): every other call answers 403 `phone_confirmation_required`.
   */
  phone_confirmation_required: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** An address as every form takes it: trimmed, lower-cased, checked. */
export const email = z
  .string({ error: AUTH_TEXTS.emailRequired })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: AUTH_TEXTS.emailInvalid }).max(254, { error: AUTH_TEXTS.emailTooLong }));

/** A new password's length bounds (the rest: common-passwords.ts, on the server). */
export const password = z
  .string({ error: AUTH_TEXTS.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, {
    error: AUTH_TEXTS.passwordTooShort,
  })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_TEXTS.passwordTooLong });

export const registerRequestSchema = z.object({
  email,
  password,
  full_name: z
    .string({ error: AUTH_TEXTS.fullNameRequired })
    .trim()
    .min(1, { error: AUTH_TEXTS.fullNameRequired })
    .max(200, { error: AUTH_TEXTS.fullNameTooLong }),
  client_type: z.enum(CLIENT_TYPES, { error: AUTH_TEXTS.clientTypeRequired }),
  /** The registration form's tick (spec 1 §5); recorded in the consent log with the versions. */
  agree_to_terms: z.literal(true, { error: AUTH_TEXTS.consentRequired }),
  /**
   * Registering from a guest chat (issue 28): that chat's id, its only key. The chat, its files
   * and its payments move into the new account; an id that is not a live guest chat moves nothing.
   */
  guest_chat_id: z.string().trim().max(64).optional().nullable(),
  /**
   * The number confirmed by SMS (issue 45 §2): required with its `phone_token` where the law's
   * identification is on (PHONE_CONFIRMATION=required); otherwise optional, any country's.
   */
  phone: optionalPhoneSchema.optional().nullable(),
  phone_token: phoneTokenSchema.optional().nullable(),
  /**
   * A registration begun from Yandex ID (issue 45 §2): the link `POST /api/auth/yandex/exchange`
   * gave, which links the new account to that Yandex ID in the same transaction.
   */
  yandex_link: yandexLinkSchema.optional().nullable(),
  ...shownDocumentVersionsSchema.shape,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: AUTH_TEXTS.passwordRequired })
    .min(1, { error: AUTH_TEXTS.passwordRequired })
    .max(PASSWORD_MAX_LENGTH),
  login_type: z.enum(LOGIN_TYPES, { error: AUTH_TEXTS.loginTypeRequired }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** «Забыли пароль?» (issue 14 §2): the address only; the answer is the same for any address. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: PASSWORD_RESET_TEXTS.invalidToken }).max(100, {
    error: PASSWORD_RESET_TEXTS.invalidToken,
  }),
  password,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

const currentPassword = z
  .string({ error: AUTH_TEXTS.currentPasswordRequired })
  .min(1, { error: AUTH_TEXTS.currentPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_TEXTS.currentPasswordWrong });

/** Password change in the profile (issue 14 §2): the current one proves it is the owner. */
export const passwordChangeSchema = z.object({
  current_password: currentPassword,
  new_password: password,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** «Смена e-mail» in the profile (issue 14 §2): the current password, like a password change. */
export const emailChangeRequestSchema = z.object({
  new_email: email,
  current_password: currentPassword,
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The link's token from the mail to the new address is the only key. */
export const emailChangeConfirmSchema = z.object({
  token: z.string({ error: EMAIL_CHANGE_TEXTS.invalidToken }).max(100, {
    error: EMAIL_CHANGE_TEXTS.invalidToken,
  }),
});
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

export const emailChangedSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/** API shapes of the sign-in with Yandex ID (issue 45 §2); the web imports only types. */
import { z } from "zod";
import { YANDEX_ID_TEXTS } from "./yandex-id.ts";

/** Which ways in the site offers besides the password and the SMS (the login page's buttons). */
export const authMethodsSchema = z.object({
  /** YANDEX_ID_CLIENT_ID and its secret are set: «Войти с Яндекс ID» is shown. */
  yandex_id: z.boolean(),
});
export type AuthMethods = z.infer<typeof authMethodsSchema>;

/** What Yandex sends back to the callback: a code and our `state`, or an error and `state`. */
export const yandexCallbackQuerySchema = z.object({
  code: z.string().max(200).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

export const yandexExchangeRequestSchema = z.object({
  code: z
    .string({ error: YANDEX_ID_TEXTS.codeExpired })
    .trim()
    .min(1, { error: YANDEX_ID_TEXTS.codeExpired })
    .max(200, { error: YANDEX_ID_TEXTS.codeExpired }),
});

/** The token a registration begun from Yandex ID sends as `yandex_link`. */
export const yandexLinkSchema = z
  .string({ error: YANDEX_ID_TEXTS.linkInvalid })
  .trim()
  .min(1, { error: YANDEX_ID_TEXTS.linkInvalid })
  .max(200, { error: YANDEX_ID_TEXTS.linkInvalid });

/**
 * No account has this Yandex ID or its phone: the registration form, filled with what Yandex
 * says of the person, and the token that links the new account to the Yandex ID.
 */
export const yandexRegistrationSchema = z.object({
  registration: z.object({
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    /** E.164, a Russian mobile number (the form still confirms it by SMS), or null. */
    phone: z.string().nullable(),
    yandex_link: z.string(),
  }),
});
export type YandexRegistration = z.infer<typeof yandexRegistrationSchema>;

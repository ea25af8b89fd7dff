/** The API shapes of the Telegram routes (issue 47); the web imports only their types. */
import { z } from "zod";
import { TELEGRAM_TEXTS as T, TELEGRAM_ALERT_KINDS, TELEGRAM_TOKEN_PATTERN } from "./telegram.ts";

/** «Настройки сайта» → «Telegram»: never the token itself. */
export const telegramBotSettingsSchema = z.object({
  configured: z.boolean(),
  /** The bot's @name, as Telegram gave it for the token. */
  username: z.string().nullable(),
  token_set: z.boolean(),
  /** TELEGRAM_BOT_TOKEN is set on the server: the form cannot change it. */
  from_environment: z.boolean(),
  /** webhook: Telegram posts updates to the site (https); polling: the site asks Telegram. */
  mode: z.enum(["webhook", "polling"]),
});
export type TelegramBotSettings = z.infer<typeof telegramBotSettingsSchema>;

export const updateTelegramBotSchema = z.object({
  /** A new token; null turns the bot off. */
  token: z
    .string({ error: T.tokenInvalid })
    .trim()
    .regex(TELEGRAM_TOKEN_PATTERN, { error: T.tokenInvalid })
    .nullable(),
});

const alertSwitches = z.object(
  Object.fromEntries(TELEGRAM_ALERT_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof TELEGRAM_ALERT_KINDS)[number],
    z.ZodBoolean
  >,
);

/** The lawyer's «Учётная запись» → «Telegram». */
export const telegramAccountSchema = z.object({
  bot_configured: z.boolean(),
  bot_username: z.string().nullable(),
  linked: z.boolean(),
  /** @name or the name of the linked Telegram account. */
  telegram_name: z.string().nullable(),
  linked_at: z.iso.datetime({ offset: true }).nullable(),
  alerts: alertSwitches,
});
export type TelegramAccount = z.infer<typeof telegramAccountSchema>;

export const updateTelegramAlertsSchema = z.object({ alerts: alertSwitches.partial() });
export type UpdateTelegramAlerts = z.infer<typeof updateTelegramAlertsSchema>;

/** A one-time deep link: `https://t.me/<bot>?start=<token>`. */
export const telegramLinkSchema = z.object({
  url: z.url(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type TelegramLink = z.infer<typeof telegramLinkSchema>;

/** Whether a site chat continues in Telegram. */
export const chatTelegramStateSchema = z.object({
  bot_configured: z.boolean(),
  linked: z.boolean(),
});
export type ChatTelegramState = z.infer<typeof chatTelegramStateSchema>;

import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { Api } from "grammy";
import { openSecret, secondFactorKey } from "../../auth/second-factor/secret-box.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { telegramBot } from "../../db/schema/telegram.ts";

/** The sealed token's owner name: a ciphertext moved to another secret's place won't open. */
export const TELEGRAM_TOKEN_OWNER = "telegram-bot:token";

/** The firm's bot as this instance knows it: its token, its Bot API client, its @name. */
export interface TelegramBot {
  token: string;
  api: Api;
  /** Null until Telegram told it (getMe). */
  username: string | null;
  /** What Telegram sends in X-Telegram-Bot-Api-Secret-Token with every webhook call. */
  webhookSecret: string;
  /** Where a file the bot received is downloaded from (getFile's `file_path` appended). */
  fileUrl(filePath: string): string;
}

/**
 * The webhook's secret, from the token (so every instance agrees on it without storing one):
 * Telegram allows 1–256 characters of A–Z, a–z, 0–9, _ and -.
 */
export const webhookSecretOf = (token: string) =>
  createHmac("sha256", token).update("telegram-webhook").digest("base64url");

export function botOf(config: Config, token: string, username: string | null): TelegramBot {
  const apiRoot = config.TELEGRAM_API_URL.replace(/\/+$/, "");
  return {
    token,
    // 40 s: longer than a long poll's wait (grammY's own client; its AbortSignal shim does not
    // fit the platform's fetch).
    api: new Api(token, { apiRoot, timeoutSeconds: 40 }),
    username,
    webhookSecret: webhookSecretOf(token),
    fileUrl: (filePath) => `${apiRoot}/file/bot${token}/${filePath}`,
  };
}

/** Where the bot's token comes from, for the settings form. */
export interface BotSource {
  token: string | null;
  username: string | null;
  fromEnvironment: boolean;
  /** A token is stored but does not open (the server's key changed). */
  unreadable: boolean;
}

/** TELEGRAM_BOT_TOKEN, else the token the administrator entered (sealed in `telegram_bot`). */
export async function readBotSource(db: Db, config: Config): Promise<BotSource> {
  const [row] = await db.select().from(telegramBot).where(eq(telegramBot.id, 1));
  if (config.TELEGRAM_BOT_TOKEN) {
    return {
      token: config.TELEGRAM_BOT_TOKEN,
      username: row?.username ?? null,
      fromEnvironment: true,
      unreadable: false,
    };
  }
  if (!row?.tokenSealed) {
    return { token: null, username: null, fromEnvironment: false, unreadable: false };
  }
  try {
    const key = await secondFactorKey(db, config.SECOND_FACTOR_KEY);
    const token = openSecret(key, TELEGRAM_TOKEN_OWNER, row.tokenSealed);
    return { token, username: row.username, fromEnvironment: false, unreadable: false };
  } catch {
    return { token: null, username: row.username, fromEnvironment: false, unreadable: true };
  }
}

/** Webhooks need an https address Telegram can reach; a local start polls instead. */
export const botMode = (config: Config): "webhook" | "polling" =>
  config.publicUrl.startsWith("https://") ? "webhook" : "polling";

export const webhookUrlOf = (config: Config) =>
  new URL("/api/telegram/webhook", config.publicUrl).href;

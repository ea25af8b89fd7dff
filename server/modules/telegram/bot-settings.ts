import { GrammyError } from "grammy";
import { TELEGRAM_TEXTS as T } from "../../../domain/telegram/telegram.ts";
import type { TelegramBotSettings } from "../../../domain/telegram/telegram-schemas.ts";
import { sealSecret, secondFactorKey } from "../../auth/second-factor/secret-box.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { telegramBot } from "../../db/schema/telegram.ts";
import { AppError, badRequest, conflict } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { botMode, botOf, readBotSource, TELEGRAM_TOKEN_OWNER } from "./bot.ts";

/** «Настройки сайта» → «Telegram» as the form shows it: never the token. */
export async function botSettingsView(db: Db, config: Config): Promise<TelegramBotSettings> {
  const source = await readBotSource(db, config);
  return {
    configured: source.token !== null,
    username: source.token ? source.username : null,
    token_set: source.token !== null,
    from_environment: source.fromEnvironment,
    mode: botMode(config),
  };
}

/** Stores the bot's token sealed, with the name Telegram gave it (or clears both). */
export async function storeBotToken(
  db: Db,
  config: Config,
  value: { token: string; username: string } | null,
  userId: number | null,
): Promise<void> {
  const tokenSealed = value
    ? sealSecret(
        await secondFactorKey(db, config.SECOND_FACTOR_KEY),
        TELEGRAM_TOKEN_OWNER,
        value.token,
      )
    : null;
  const row = {
    tokenSealed,
    username: value?.username ?? null,
    updatedAt: new Date(),
    updatedByUserId: userId,
  };
  await db
    .insert(telegramBot)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: telegramBot.id, set: row });
}

/**
 * Saves the administrator's token after Telegram accepted it (getMe names the bot); null turns
 * the bot off. A token set in the environment is not the form's to change.
 */
export async function saveBotToken(
  db: Db,
  config: Config,
  token: string | null,
  actor: AuditActor,
): Promise<void> {
  if (config.TELEGRAM_BOT_TOKEN) throw conflict(T.fromEnvironment);
  const before = await readBotSource(db, config);
  const value = token === null ? null : { token, username: await usernameOf(config, token) };
  await db.transaction(async (tx) => {
    await storeBotToken(tx, config, value, actor.userId);
    // The log keeps which bot, never its token.
    await recordChange(tx, actor, {
      entityType: "site_settings",
      entityId: "telegram",
      action: "update",
      entityTitle: T.settingsTitle,
      before: { bot: before.token ? before.username : null },
      after: { bot: value?.username ?? null },
    });
  });
}

/** The bot's @name for `token`, as Telegram answers getMe (a token it refuses: 400). */
async function usernameOf(config: Config, token: string): Promise<string> {
  let username: string;
  try {
    const me = await botOf(config, token, null).api.getMe();
    username = me.username;
  } catch (error) {
    if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404)) {
      throw badRequest(T.tokenRefused);
    }
    throw new AppError(503, T.telegramUnavailable);
  }
  return username;
}

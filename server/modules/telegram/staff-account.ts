import { and, eq, inArray } from "drizzle-orm";
import { TELEGRAM_ALERT_KINDS, type TelegramAlertKind } from "../../../domain/telegram/telegram.ts";
import type { TelegramAccount } from "../../../domain/telegram/telegram-schemas.ts";
import type { Db } from "../../db/client.ts";
import { alertOptOuts, telegramOutbox, telegramStaffLinks } from "../../db/schema/telegram.ts";
import type { TelegramBot } from "./bot.ts";

/** The lawyer's «Telegram»: the bot, their link and which alerts are on. */
export async function staffAccountView(
  db: Db,
  bot: TelegramBot | null,
  userId: number,
): Promise<TelegramAccount> {
  const [link] = await db
    .select()
    .from(telegramStaffLinks)
    .where(eq(telegramStaffLinks.userId, userId));
  const off = await db
    .select({ kind: alertOptOuts.kind })
    .from(alertOptOuts)
    .where(and(eq(alertOptOuts.userId, userId), eq(alertOptOuts.channel, "telegram")));
  const offKinds = new Set(off.map((row) => row.kind));
  return {
    bot_configured: bot !== null,
    bot_username: bot?.username ?? null,
    linked: Boolean(link),
    telegram_name: link?.telegramUsername ?? null,
    linked_at: link?.linkedAt.toISOString() ?? null,
    alerts: Object.fromEntries(
      TELEGRAM_ALERT_KINDS.map((kind) => [kind, !offKinds.has(kind)]),
    ) as TelegramAccount["alerts"],
  };
}

/** Switches alert kinds on (no row) and off (a row), as sent; the others stay as they were. */
export async function saveAlertSwitches(
  db: Db,
  userId: number,
  alerts: Partial<Record<TelegramAlertKind, boolean>>,
): Promise<void> {
  const entries = Object.entries(alerts) as [TelegramAlertKind, boolean][];
  const on = entries.filter(([, value]) => value).map(([kind]) => kind);
  const off = entries.filter(([, value]) => !value).map(([kind]) => kind);
  await db.transaction(async (tx) => {
    if (on.length > 0) {
      await tx
        .delete(alertOptOuts)
        .where(
          and(
            eq(alertOptOuts.userId, userId),
            eq(alertOptOuts.channel, "telegram"),
            inArray(alertOptOuts.kind, on),
          ),
        );
    }
    if (off.length > 0) {
      await tx
        .insert(alertOptOuts)
        .values(off.map((kind) => ({ userId, channel: "telegram", kind })))
        .onConflictDoNothing();
    }
  });
}

/** «Отключить»: alerts stop at once (what waits in the outbox goes with the link's chat). */
export async function unlinkStaff(db: Db, userId: number): Promise<void> {
  await db.delete(telegramStaffLinks).where(eq(telegramStaffLinks.userId, userId));
  await db.delete(telegramOutbox).where(eq(telegramOutbox.userId, userId));
}

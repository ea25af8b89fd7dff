import { and, eq, isNull } from "drizzle-orm";
import type { ChatTelegramState } from "../../../domain/telegram/telegram-schemas.ts";
import type { Db } from "../../db/client.ts";
import { telegramChatTies, telegramOutbox } from "../../db/schema/telegram.ts";
import type { TelegramBot } from "./bot.ts";

/** Whether a site chat continues in some Telegram. */
export async function chatTelegramState(
  db: Db,
  bot: TelegramBot | null,
  sessionId: string,
): Promise<ChatTelegramState> {
  const [tie] = await db
    .select({ sessionId: telegramChatTies.sessionId })
    .from(telegramChatTies)
    .where(eq(telegramChatTies.sessionId, sessionId))
    .limit(1);
  return { bot_configured: bot !== null, linked: Boolean(tie) };
}

/** Unlinked from the site: nothing more goes to that Telegram, what waited included. */
export async function untieChat(db: Db, sessionId: string): Promise<void> {
  await db.delete(telegramChatTies).where(eq(telegramChatTies.sessionId, sessionId));
  await db
    .delete(telegramOutbox)
    .where(and(eq(telegramOutbox.sessionId, sessionId), isNull(telegramOutbox.userId)));
}

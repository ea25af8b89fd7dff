import { TELEGRAM_BOT_TEXTS as T } from "../../../domain/telegram/telegram.ts";
import type { TelegramOutgoing } from "../../db/schema/telegram.ts";

/**
 * A lawyer's send as the client reads it in Telegram: the text under the lawyer's name, then each
 * file as a document (named in its caption).
 */
export function lawyerMessageForTelegram(
  lawyerName: string | null,
  content: string,
  files: readonly { id: string; fileName: string }[],
): TelegramOutgoing[] {
  const author = T.lawyerSays(lawyerName || "Юрист");
  const messages: TelegramOutgoing[] = [];
  if (content) messages.push({ text: `${author}\n${content}` });
  for (const file of files) messages.push({ text: `${author} ${file.fileName}`, fileId: file.id });
  return messages;
}

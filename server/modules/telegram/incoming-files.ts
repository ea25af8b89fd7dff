import { Readable } from "node:stream";
import type { Message } from "grammy/types";
import { cleanFileName } from "../../../domain/chat/file-names.ts";
import {
  type AttachmentSender,
  allowedExtensions,
  FILE_TEXTS,
  MAX_FILE_BYTES,
} from "../../../domain/chat/files.ts";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../errors.ts";
import { checkAttachment, MIME_TYPES, SNIFF_BYTES } from "../../platform/files/sniff-file-type.ts";
import { type FileStorage, StorageLimitExceeded } from "../../platform/storage/file-storage.ts";
import type { AcceptedFile } from "../chat/attachments.ts";
import { type Uploader, uploadBudget } from "../chat/upload-quotas.ts";
import type { TelegramBot } from "./bot.ts";

/** What a Telegram message carries as a file: a photo (its largest size) or a document. */
function attachmentOf(
  message: Message,
  now: Date,
): { fileId: string; name: string; size?: number } | null {
  const photo = message.photo?.at(-1);
  if (photo) {
    const stamp = now.toISOString().slice(0, 19).replace("T", "_").replaceAll(":", "-");
    return { fileId: photo.file_id, name: `photo_${stamp}.jpg`, size: photo.file_size };
  }
  if (message.document) {
    return {
      fileId: message.document.file_id,
      name: cleanFileName(message.document.file_name ?? "") || FILE_TEXTS.unnamed,
      size: message.document.file_size,
    };
  }
  return null;
}

export interface IncomingFileContext {
  db: Db;
  bot: TelegramBot;
  storage: FileStorage;
  minFreeBytes: number;
}

/**
 * The file of a Telegram message, fetched from the Bot API into our storage with the checks of an
 * upload on the site: the sender's types, by content; 10 MB; the disk's reserve and the daily
 * quotas of the account or guest chat. Refused: an AppError with the site's Russian text.
 */
export async function receiveTelegramFile(
  ctx: IncomingFileContext,
  message: Message,
  sender: AttachmentSender,
  uploader: Uploader,
  now: Date,
): Promise<AcceptedFile[]> {
  const attachment = attachmentOf(message, now);
  if (!attachment) return [];
  if ((attachment.size ?? 0) > MAX_FILE_BYTES)
    throw badRequest(FILE_TEXTS.tooLarge([attachment.name]));
  const budget = await uploadBudget(ctx.db, ctx.storage, ctx.minFreeBytes, uploader, now);
  const maxBytes = Math.min(MAX_FILE_BYTES, budget.maxBytes);
  const file = await ctx.bot.api.getFile(attachment.fileId);
  if (!file.file_path) throw badRequest(FILE_TEXTS.tooLarge([attachment.name]));
  const response = await fetch(ctx.bot.fileUrl(file.file_path), {
    signal: AbortSignal.timeout(60_000),
    redirect: "error",
  });
  if (!response.ok || !response.body) throw new Error(`Bot API file: ${response.status}`);
  let saved: Awaited<ReturnType<FileStorage["save"]>>;
  try {
    saved = await ctx.storage.save(Readable.fromWeb(response.body as never), {
      headBytes: SNIFF_BYTES,
      maxBytes,
    });
  } catch (error) {
    if (error instanceof StorageLimitExceeded) {
      throw maxBytes < MAX_FILE_BYTES
        ? budget.overLimit
        : badRequest(FILE_TEXTS.tooLarge([attachment.name]));
    }
    throw error;
  }
  const check = checkAttachment(attachment.name, saved.head, allowedExtensions(sender));
  if (!check.ok) {
    await ctx.storage.remove(saved.key).catch(() => {});
    throw badRequest(check.detail);
  }
  return [
    {
      fileName: attachment.name,
      fileType: MIME_TYPES[check.extension],
      sizeBytes: saved.sizeBytes,
      storageKey: saved.key,
      uploaderIp: uploader.ip,
      uploaderUserId: uploader.userId,
    },
  ];
}

import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { CHAT_TEXTS, MESSAGE_MAX_LENGTH } from "../../../domain/chat/chat.ts";
import { cleanFileName } from "../../../domain/chat/file-names.ts";
import {
  ATTACHMENT_EXTENSIONS,
  allowedExtensions,
  FILE_TEXTS,
  MAX_FILE_BYTES,
  MAX_FILES_PER_SEND,
} from "../../../domain/chat/files.ts";
import { formatFileSize } from "../../../domain/file-size.ts";
import { badRequest } from "../../errors.ts";
import { fileField, multipartBody } from "../../http/media-schemas.ts";
import { multipartError, multipartParts } from "../../http/multipart.ts";
import { checkAttachment, MIME_TYPES, SNIFF_BYTES } from "../../platform/files/sniff-file-type.ts";
import {
  diskFull,
  isDiskFullError,
  isStoreFailure,
  storeUnavailable,
} from "../../platform/storage/disk-reserve.ts";
import { type FileStorage, StorageLimitExceeded } from "../../platform/storage/file-storage.ts";
import type { UploadBudget, UploadContext } from "./upload-quotas.ts";

export interface AcceptedFile {
  fileName: string;
  fileType: string;
  sizeBytes: number;
  storageKey: string;
  uploaderIp: string;
  uploaderUserId: number | null;
}

export interface IncomingMessage {
  content: string;
  files: AcceptedFile[];
}

const contentField = z
  .string()
  .describe(`Текст сообщения, до ${MESSAGE_MAX_LENGTH} символов без пробелов по краям`);

/** What readMessageUpload reads, for the OpenAPI document: the form, or JSON with text only. */
export const messageSendBody = multipartBody(
  z.object({
    content: contentField.optional(),
    files: z
      .array(
        fileField(
          `Файл до ${formatFileSize(MAX_FILE_BYTES)} (${ATTACHMENT_EXTENSIONS.join(", ")}; гостю и юристу — часть из них), проверяется по содержимому`,
        ),
      )
      .max(MAX_FILES_PER_SEND)
      .optional(),
  }),
  z.object({ content: contentField }),
);

const LIMIT_TEXTS = { FST_FILES_LIMIT: FILE_TEXTS.tooMany, FST_PARTS_LIMIT: FILE_TEXTS.tooMany };

/**
 * Reads a multipart send (field `content`, repeated `files`) and streams each file to storage
 * while it arrives, so 20 × 10 MB never sit in memory. Every file is checked by size, count and
 * sniffed content; if anything is refused, all files of this send are removed again and a 400
 * with the spec's Russian text is thrown: a send is accepted whole or not at all.
 */
export async function readMessageUpload(
  request: FastifyRequest,
  { storage, sender, uploader, budget: budgetOf }: UploadContext,
): Promise<IncomingMessage> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as { content?: unknown };
    return { content: validContent(body.content), files: [] };
  }

  let content = "";
  const stored: AcceptedFile[] = [];
  const tooLarge: string[] = [];
  let refusal: string | null = null;
  let budget: UploadBudget | null = null;
  let sentBytes = 0;
  try {
    const parts = multipartParts(request, {
      fileSize: MAX_FILE_BYTES,
      files: MAX_FILES_PER_SEND,
      fields: 10,
      fieldSize: MESSAGE_MAX_LENGTH * 4,
      parts: MAX_FILES_PER_SEND + 10,
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.fieldname === "content") content = String(part.value ?? "");
        continue;
      }
      const fileName = cleanFileName(part.filename ?? "");
      if (refusal || tooLarge.length > 0) {
        // The send is refused already: read the rest only to name every file over the limit,
        // without writing any more bytes to storage.
        for await (const _chunk of part.file) {
          // discard
        }
        if (part.file.truncated) tooLarge.push(fileName || FILE_TEXTS.unnamed);
        continue;
      }
      budget ??= await budgetOf();
      const { maxBytes, overLimit } = budget;
      if (sentBytes >= maxBytes) throw overLimit;
      const saved = await storage.save(part.file, {
        headBytes: SNIFF_BYTES,
        maxBytes: maxBytes - sentBytes,
      });
      sentBytes += saved.sizeBytes;
      const file = {
        fileName,
        fileType: "",
        sizeBytes: saved.sizeBytes,
        storageKey: saved.key,
        uploaderIp: uploader.ip,
        uploaderUserId: uploader.userId,
      };
      stored.push(file);
      if (part.file.truncated) {
        tooLarge.push(fileName || FILE_TEXTS.unnamed);
        continue;
      }
      const check = checkAttachment(fileName, saved.head, allowedExtensions(sender));
      if (check.ok) file.fileType = MIME_TYPES[check.extension];
      else refusal = check.detail;
    }
  } catch (error) {
    await removeAll(storage, stored);
    if (error instanceof StorageLimitExceeded && budget) throw budget.overLimit;
    if (isDiskFullError(error)) throw diskFull();
    if (isStoreFailure(error)) throw storeUnavailable();
    throw multipartError(request, error, LIMIT_TEXTS) ?? error;
  }

  const detail = tooLarge.length > 0 ? FILE_TEXTS.tooLarge(tooLarge) : refusal;
  if (detail) {
    await removeAll(storage, stored);
    throw badRequest(detail);
  }
  try {
    return { content: validContent(content, stored.length > 0), files: stored };
  } catch (error) {
    await removeAll(storage, stored);
    throw error;
  }
}

function validContent(raw: unknown, hasFiles = false): string {
  const content = typeof raw === "string" ? raw.trim() : "";
  if (content.length > MESSAGE_MAX_LENGTH) throw badRequest(CHAT_TEXTS.messageTooLong);
  if (!content && !hasFiles) throw badRequest(CHAT_TEXTS.messageEmpty);
  return content;
}

export async function removeAll(storage: FileStorage, files: readonly { storageKey: string }[]) {
  await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => {})));
}

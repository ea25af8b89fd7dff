import type { FastifyRequest } from "fastify";
import { ARCHIVE_EXTENSIONS, ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import { cleanFileName } from "../../../domain/chat/file-names.ts";
import { FILE_TEXTS, MAX_FILE_BYTES } from "../../../domain/chat/files.ts";
import { API_TEXTS } from "../../../domain/errors.ts";
import { AppError, badRequest } from "../../errors.ts";
import { multipartError, multipartParts } from "../../http/multipart.ts";
import { checkAttachment, MIME_TYPES, SNIFF_BYTES } from "../../platform/files/sniff-file-type.ts";
import { StorageLimitExceeded } from "../../platform/storage/file-storage.ts";
import { diskFull } from "../chat/upload-quotas.ts";
import type { ArchiveContext } from "./archive-service.ts";
import { quotaExceeded } from "./archive-service.ts";
import { type ArchiveBudget, archiveBudget, type StoredArchiveObject } from "./archive-store.ts";

export interface ArchiveUpload {
  object: StoredArchiveObject;
  folderId: string | null;
}

const LIMIT_TEXTS = {
  FST_FILES_LIMIT: T.oneFileOnly,
  FST_PARTS_LIMIT: T.oneFileOnly,
  FST_FIELDS_LIMIT: API_TEXTS.badRequest,
};

/** `folder_id` as a form sends it: empty or «null» mean the root. */
function folderIdOf(raw: unknown): string | null {
  const value = typeof raw === "string" ? raw.trim() : "";
  return value === "" || value === "null" ? null : value;
}

/**
 * POST /api/files/upload (multipart: `file`, optional `folder_id`, in any order). The file
 * streams to storage as it arrives, stopped at 10 MB (413) and at what is left of the quota
 * (413), then is checked by its sniffed content against spec 2 §5's types: an `.exe` named
 * `.pdf` is refused (400). Anything refused leaves nothing behind.
 */
export async function readArchiveUpload(
  request: FastifyRequest,
  ctx: ArchiveContext,
  ownerId: number,
): Promise<ArchiveUpload> {
  if (!request.isMultipart()) throw badRequest(T.fileRequired);
  let folderId: string | null = null;
  let object: StoredArchiveObject | null = null;
  let budget: ArchiveBudget | null = null;
  try {
    const parts = multipartParts(request, {
      fileSize: MAX_FILE_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 200,
      parts: 5,
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.fieldname === "folder_id") folderId = folderIdOf(part.value);
        continue;
      }
      const fileName = cleanFileName(part.filename ?? "");
      budget = await archiveBudget(ctx, ownerId);
      const saved = await ctx.storage.save(part.file, {
        headBytes: SNIFF_BYTES,
        maxBytes: budget.maxBytes,
      });
      object = { fileName, fileType: "", sizeBytes: saved.sizeBytes, storageKey: saved.key };
      if (part.file.truncated)
        throw new AppError(413, FILE_TEXTS.tooLarge([fileName || "без имени"]));
      const check = checkAttachment(fileName, saved.head, ARCHIVE_EXTENSIONS);
      if (!check.ok) throw badRequest(check.detail);
      object.fileType = MIME_TYPES[check.extension];
    }
  } catch (error) {
    if (object) await ctx.storage.remove(object.storageKey).catch(() => {});
    if (error instanceof StorageLimitExceeded && budget) {
      throw quotaExceeded(budget.used, ctx.quotaBytes);
    }
    if ((error as { code?: unknown }).code === "ENOSPC") throw diskFull();
    throw multipartError(request, error, LIMIT_TEXTS) ?? error;
  }
  if (!object) throw badRequest(T.fileRequired);
  return { object, folderId };
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { cleanFileName } from "../../../domain/chat/file-names.ts";
import {
  CORPORATE_TEXTS,
  type DocumentCategory,
  type DocumentSection,
  documentExtensions,
  isDocumentCategory,
  MAX_DOCUMENT_BYTES,
} from "../../../domain/corporate/corporate.ts";
import { AppError, badRequest } from "../../errors.ts";
import { multipartError, multipartParts } from "../../http/multipart.ts";
import { checkAttachment, MIME_TYPES, SNIFF_BYTES } from "../../platform/files/sniff-file-type.ts";
import { type FileStorage, StorageLimitExceeded } from "../../platform/storage/file-storage.ts";
import { diskFull } from "../chat/upload-quotas.ts";
import type { StoredDocument } from "./document-service.ts";
import { usedBytes } from "./document-service.ts";

const LIMIT_TEXTS = {
  FST_FILES_LIMIT: CORPORATE_TEXTS.oneFileOnly,
  FST_PARTS_LIMIT: CORPORATE_TEXTS.oneFileOnly,
};

/** Where an upload goes and how much it may still weigh. */
export interface DocumentUploadContext {
  storage: FileStorage;
  section: DocumentSection;
  /** Asked when the file starts: the bytes left in the quota, or a refusal (507/413). */
  budget(): Promise<number>;
  quotaReached: AppError;
}

const tooLarge = (name: string) => new AppError(413, CORPORATE_TEXTS.tooLarge([name]));

/**
 * Reads a multipart document upload (fields `name`, `file_type`, `category` for the organisation,
 * and one `file`), streaming the file to storage as it arrives. The file is checked by size (10 MB,
 * 413), by the company's quota (413), by its sniffed content against the section's types (400),
 * and the category against the set of domain/corporate (400). Whatever is refused leaves nothing
 * stored. `file_type` is the browser's claim and is not trusted: the checked type is kept.
 */
export async function readDocumentUpload(
  request: FastifyRequest,
  context: DocumentUploadContext,
): Promise<StoredDocument> {
  if (!request.isMultipart()) throw badRequest(CORPORATE_TEXTS.fileRequired);
  const fields: Record<string, string> = {};
  let stored: { key: string; sizeBytes: number; fileName: string; extension: string } | null = null;
  try {
    const parts = multipartParts(request, {
      fileSize: MAX_DOCUMENT_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 4096,
      parts: 6,
    });
    for await (const part of parts) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value ?? "");
        continue;
      }
      // A category sent before the file is checked before any byte is stored.
      if (context.section === "organization" && "category" in fields) {
        categoryOf(fields.category);
      }
      const fileName = cleanFileName(part.filename ?? "") || "без имени";
      const left = await context.budget();
      if (left <= 0) throw context.quotaReached;
      const saved = await context.storage.save(part.file, {
        headBytes: SNIFF_BYTES,
        maxBytes: left,
      });
      stored = { key: saved.key, sizeBytes: saved.sizeBytes, fileName, extension: "" };
      if (part.file.truncated) throw tooLarge(fileName);
      const check = checkAttachment(fileName, saved.head, documentExtensions(context.section));
      if (!check.ok) throw badRequest(check.detail);
      stored.extension = check.extension;
    }
    if (!stored) throw badRequest(CORPORATE_TEXTS.fileRequired);
    const category = context.section === "organization" ? categoryOf(fields.category) : null;
    const extension = stored.extension as keyof typeof MIME_TYPES;
    return {
      section: context.section,
      category,
      name: cleanFileName(fields.name ?? "") || stored.fileName,
      fileType: extension,
      mimeType: MIME_TYPES[extension],
      sizeBytes: stored.sizeBytes,
      storageKey: stored.key,
    };
  } catch (error) {
    if (stored) await context.storage.remove(stored.key).catch(() => {});
    if (error instanceof StorageLimitExceeded) throw context.quotaReached;
    if ((error as { code?: unknown }).code === "ENOSPC") throw diskFull();
    throw multipartError(request, error, LIMIT_TEXTS) ?? error;
  }
}

function categoryOf(value: string | undefined): DocumentCategory {
  const category = value?.trim();
  if (!isDocumentCategory(category)) throw badRequest(CORPORATE_TEXTS.categoryInvalid);
  return category;
}

/** The upload context of a route: this app's storage, the disk's reserve and the owner's quota. */
export function documentUploadContext(
  app: FastifyInstance,
  ownerId: number,
  section: DocumentSection,
): DocumentUploadContext {
  const quotaBytes = app.config.CORPORATE_STORAGE_QUOTA_MB * 1024 * 1024;
  return {
    storage: app.storage,
    section,
    quotaReached: new AppError(413, CORPORATE_TEXTS.quotaReached(quotaBytes)),
    async budget() {
      const free = await app.storage.freeBytes();
      if (free !== null && free < app.config.UPLOAD_MIN_FREE_DISK_MB * 1024 * 1024) {
        throw diskFull();
      }
      return quotaBytes - (await usedBytes(app.db, ownerId));
    },
  };
}

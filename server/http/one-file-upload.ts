import type { FastifyRequest } from "fastify";
import { cleanFileName } from "../../domain/chat/file-names.ts";
import { type AttachmentExtension, FILE_TEXTS } from "../../domain/chat/files.ts";
import { type AppError, badRequest } from "../errors.ts";
import { checkAttachment, MIME_TYPES, SNIFF_BYTES } from "../platform/files/sniff-file-type.ts";
import {
  diskFull,
  isDiskFullError,
  isStoreFailure,
  storeUnavailable,
} from "../platform/storage/disk-reserve.ts";
import { type FileStorage, StorageLimitExceeded } from "../platform/storage/file-storage.ts";
import { multipartError, multipartParts } from "./multipart.ts";

/** A file that has passed every check and now sits in storage under `storageKey`. */
export interface UploadedFile {
  /** The sender's name, cleaned of invisible characters; "" when it sent none. */
  fileName: string;
  extension: AttachmentExtension;
  /** The type we serve it as, from its checked content (never the browser's claim). */
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
}

export interface OneFileUploadRules {
  storage: FileStorage;
  /** The types this form takes, checked by content (or chosen by the fields sent before it). */
  extensions:
    | readonly AttachmentExtension[]
    | ((fields: Readonly<Record<string, string>>) => readonly AttachmentExtension[]);
  maxFileBytes: number;
  /** Text fields the form may carry besides the file, and the bytes of each. */
  maxFields: number;
  maxFieldBytes: number;
  /** Bytes the file may still take (what is left of a quota); may refuse the upload itself. */
  budget(): Promise<number>;
  /** The refusal when the file outgrows the budget while it streams. */
  overBudget(): AppError;
  /** The refusal (413) of a file over `maxFileBytes`, naming it. */
  tooLarge(fileName: string): AppError;
  texts: { fileRequired: string; oneFileOnly: string };
  /** Checks the fields sent before the file, so a bad form stores no byte (throw to refuse). */
  beforeFile?(fields: Readonly<Record<string, string>>): void;
}

/**
 * Reads a multipart form with one file and a few fields (an archive or a company document). The
 * file streams to storage as it arrives, stopped at the size limit and at the budget, then is
 * checked by its sniffed content (an `.exe` named `.pdf` is refused). Whatever is refused leaves
 * nothing stored; a caller whose later step fails removes `file.storageKey` itself.
 */
export async function readOneFileUpload(
  request: FastifyRequest,
  rules: OneFileUploadRules,
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  if (!request.isMultipart()) throw badRequest(rules.texts.fileRequired);
  const fields: Record<string, string> = {};
  let stored: { key: string; sizeBytes: number } | null = null;
  let file: UploadedFile | null = null;
  try {
    const parts = multipartParts(request, {
      fileSize: rules.maxFileBytes,
      files: 1,
      fields: rules.maxFields,
      fieldSize: rules.maxFieldBytes,
      parts: rules.maxFields + 1,
    });
    for await (const part of parts) {
      if (part.type === "field") {
        fields[part.fieldname] = String(part.value ?? "");
        continue;
      }
      rules.beforeFile?.(fields);
      const fileName = cleanFileName(part.filename ?? "");
      // Refusals name the file; one sent without a name is «без имени» there.
      const shownName = fileName || FILE_TEXTS.unnamed;
      const maxBytes = await rules.budget();
      if (maxBytes <= 0) throw rules.overBudget();
      const saved = await rules.storage.save(part.file, { headBytes: SNIFF_BYTES, maxBytes });
      stored = { key: saved.key, sizeBytes: saved.sizeBytes };
      if (part.file.truncated) throw rules.tooLarge(shownName);
      const extensions =
        typeof rules.extensions === "function" ? rules.extensions(fields) : rules.extensions;
      const check = checkAttachment(shownName, saved.head, extensions);
      if (!check.ok) throw badRequest(check.detail);
      file = {
        fileName,
        extension: check.extension,
        mimeType: MIME_TYPES[check.extension],
        sizeBytes: saved.sizeBytes,
        storageKey: saved.key,
      };
    }
  } catch (error) {
    if (stored) await rules.storage.remove(stored.key).catch(() => {});
    if (error instanceof StorageLimitExceeded) throw rules.overBudget();
    if (isDiskFullError(error)) throw diskFull();
    if (isStoreFailure(error)) throw storeUnavailable();
    throw (
      multipartError(request, error, {
        FST_FILES_LIMIT: rules.texts.oneFileOnly,
        FST_PARTS_LIMIT: rules.texts.oneFileOnly,
      }) ?? error
    );
  }
  if (!file) throw badRequest(rules.texts.fileRequired);
  return { fields, file };
}

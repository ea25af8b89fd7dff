import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { ARCHIVE_EXTENSIONS, ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import { FILE_TEXTS, MAX_FILE_BYTES } from "../../../domain/chat/files.ts";
import { formatFileSize } from "../../../domain/file-size.ts";
import { AppError } from "../../errors.ts";
import { fileField, multipartBody } from "../../http/media-schemas.ts";
import { readOneFileUpload } from "../../http/one-file-upload.ts";
import type { ArchiveContext } from "./archive-service.ts";
import { quotaExceeded } from "./archive-service.ts";
import { archiveBudget, type StoredArchiveObject } from "./archive-store.ts";

export interface ArchiveUpload {
  object: StoredArchiveObject;
  folderId: string | null;
}

/** The form readArchiveUpload reads, for the OpenAPI document. */
export const archiveUploadBody = multipartBody(
  z.object({
    file: fileField(
      `Файл до ${formatFileSize(MAX_FILE_BYTES)} (${ARCHIVE_EXTENSIONS.join(", ")}), проверяется по содержимому`,
    ),
    folder_id: z.string().optional().describe("Своя папка; пусто или «null» — корень архива"),
  }),
);

/** `folder_id` as a form sends it: empty or «null» mean the root. */
function folderIdOf(raw: string | undefined): string | null {
  const value = raw?.trim() ?? "";
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
  let used = 0;
  const { fields, file } = await readOneFileUpload(request, {
    storage: ctx.storage,
    extensions: ARCHIVE_EXTENSIONS,
    maxFileBytes: MAX_FILE_BYTES,
    maxFields: 4,
    maxFieldBytes: 200,
    async budget() {
      const budget = await archiveBudget(ctx, ownerId);
      used = budget.used;
      return budget.maxBytes;
    },
    overBudget: () => quotaExceeded(used, ctx.quotaBytes),
    tooLarge: (name) => new AppError(413, FILE_TEXTS.tooLarge([name])),
    texts: { fileRequired: T.fileRequired, oneFileOnly: T.oneFileOnly },
  });
  return {
    object: {
      fileName: file.fileName,
      fileType: file.mimeType,
      sizeBytes: file.sizeBytes,
      storageKey: file.storageKey,
    },
    folderId: folderIdOf(fields.folder_id),
  };
}

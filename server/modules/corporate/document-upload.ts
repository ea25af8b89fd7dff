import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { cleanFileName } from "../../../domain/chat/file-names.ts";
import { FILE_TEXTS } from "../../../domain/chat/files.ts";
import {
  BULK_DOCUMENT_EXTENSIONS,
  BULK_UPLOAD_FIELD,
  CARD_DOCUMENTS_MAX,
  CORPORATE_TEXTS,
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  type DocumentSection,
  documentExtensions,
  isDocumentCategory,
  MAX_DOCUMENT_BYTES,
  ORGANIZATION_DOCUMENT_EXTENSIONS,
} from "../../../domain/corporate/corporate.ts";
import { formatFileSize } from "../../../domain/file-size.ts";
import { AppError, badRequest, conflict } from "../../errors.ts";
import { fileField, multipartBody } from "../../http/media-schemas.ts";
import { readOneFileUpload } from "../../http/one-file-upload.ts";
import { ensureDiskReserve } from "../../platform/storage/disk-reserve.ts";
import {
  countDocuments,
  type DocumentStore,
  quotaReached,
  type StoredDocument,
  usedBytes,
} from "./document-service.ts";

const documentFields = {
  name: z.string().optional().describe("Название документа; без него — имя файла"),
  file_type: z
    .string()
    .optional()
    .describe("Тип по мнению браузера: не проверяется, тип определяется по содержимому файла"),
  file: fileField(`Файл до ${formatFileSize(MAX_DOCUMENT_BYTES)}, проверяется по содержимому`),
};

/** The forms readDocumentUpload reads, for the OpenAPI document: an organisation's document. */
export const organizationDocumentBody = multipartBody(
  z.object({
    category: z.enum(DOCUMENT_CATEGORIES),
    [BULK_UPLOAD_FIELD]: z
      .enum(["true", "false"])
      .optional()
      .describe(
        `true — файл массовой загрузки «Все»: ещё ${BULK_DOCUMENT_EXTENSIONS.filter(
          (extension) =>
            !(ORGANIZATION_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension),
        ).join(", ")}`,
      ),
    ...documentFields,
  }),
);

/** A company card's document (no category). */
export const cardDocumentBody = multipartBody(z.object(documentFields));

/** Where an upload goes and how much it may still weigh. */
export interface DocumentUploadContext extends DocumentStore {
  section: DocumentSection;
  /** Asked when the file starts: the bytes left in the quota, or a refusal (507/409/413). */
  budget(): Promise<number>;
  quotaReached: AppError;
}

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
  const organization = context.section === "organization";
  const { fields, file } = await readOneFileUpload(request, {
    storage: context.storage,
    // A per-category upload takes pdf, doc, docx; a file of the «Все» tab's bulk upload says so
    // in a field before it and may also be txt, jpg or png (spec 2 §5).
    extensions: (sent) => documentExtensions(context.section, sent[BULK_UPLOAD_FIELD] === "true"),
    maxFileBytes: MAX_DOCUMENT_BYTES,
    maxFields: 5,
    maxFieldBytes: 4096,
    budget: context.budget,
    overBudget: () => context.quotaReached,
    tooLarge: (name) => new AppError(413, CORPORATE_TEXTS.tooLarge([name])),
    texts: { fileRequired: CORPORATE_TEXTS.fileRequired, oneFileOnly: CORPORATE_TEXTS.oneFileOnly },
    // A category sent before the file is checked before any byte is stored.
    beforeFile: (sent) => {
      if (organization && "category" in sent) categoryOf(sent.category);
    },
  });
  let category: DocumentCategory | null = null;
  try {
    if (organization) category = categoryOf(fields.category);
  } catch (error) {
    await context.storage.remove(file.storageKey).catch(() => {});
    throw error;
  }
  return {
    section: context.section,
    category,
    name: cleanFileName(fields.name ?? "") || file.fileName || FILE_TEXTS.unnamed,
    fileType: file.extension,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    storageKey: file.storageKey,
  };
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
    quotaBytes,
    section,
    quotaReached: quotaReached(quotaBytes),
    async budget() {
      await ensureDiskReserve(app.storage, app.config.UPLOAD_MIN_FREE_DISK_MB * 1024 * 1024);
      // The card's list comes whole with the card, so it is capped here, before any byte is
      // stored; recordDocument counts again under the owner's lock for uploads running at once.
      if (
        section === "card" &&
        (await countDocuments(app.db, ownerId, "card")) >= CARD_DOCUMENTS_MAX
      ) {
        throw conflict(CORPORATE_TEXTS.cardDocumentsFull);
      }
      return quotaBytes - (await usedBytes(app.db, ownerId));
    },
  };
}

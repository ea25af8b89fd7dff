/** API shapes as zod schemas (server validation, OpenAPI, types). Kept apart from the plain
 * constants so the web imports only types from here and its bundle carries no zod. */
import { z } from "zod";
import { SITE_DOCUMENT_TEXTS as T } from "./site-document-texts.ts";
import { SITE_DOCUMENT_KEYS, SITE_DOCUMENT_MAX_LENGTH } from "./site-documents.ts";

/**
 * GET /api/site-documents: the current text of each document, with its version and date (null
 * while a document has no version and the placeholder text is served).
 */
export const siteDocumentsSchema = z.object({
  offer: z.string(),
  privacy_policy: z.string(),
  offer_version: z.number().int().nullable(),
  privacy_policy_version: z.number().int().nullable(),
  offer_updated_at: z.string().nullable(),
  privacy_policy_updated_at: z.string().nullable(),
});
export type SiteDocuments = z.infer<typeof siteDocumentsSchema>;

const documentType = z.enum(SITE_DOCUMENT_KEYS, { error: T.unknownDocument });

/** PUT /api/site-documents: a new version of one document. Line ends are kept as typed (\n). */
export const saveSiteDocumentSchema = z.object({
  document_type: documentType,
  content: z
    .string({ error: T.contentRequired })
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, { error: T.contentRequired })
        .max(SITE_DOCUMENT_MAX_LENGTH, { error: T.contentTooLong }),
    ),
  /**
   * The version the editor started from. When another save came in meanwhile the new text would
   * silently drop it, so the save is refused (409) instead. Optional for API callers.
   */
  base_version: z
    .number({ error: T.versionInvalid })
    .int({ error: T.versionInvalid })
    .min(0, { error: T.versionInvalid })
    .optional(),
});
export type SaveSiteDocumentRequest = z.input<typeof saveSiteDocumentSchema>;
export type SaveSiteDocument = z.output<typeof saveSiteDocumentSchema>;

export const siteDocumentParamsSchema = z.object({ document_type: documentType });

export const siteDocumentVersionParamsSchema = z.object({
  document_type: documentType,
  version: z.coerce
    .number({ error: T.versionInvalid })
    .int({ error: T.versionInvalid })
    .positive({ error: T.versionInvalid })
    .max(2_147_483_647, { error: T.versionInvalid }),
});

/** One version in the history: who saved it, when, and how long it is. */
export const siteDocumentVersionSchema = z.object({
  document_type: z.enum(SITE_DOCUMENT_KEYS),
  version: z.number().int(),
  created_at: z.string(),
  /** Null for the version the site was installed with, or when the author's account is gone. */
  author_name: z.string().nullable(),
  length: z.number().int(),
});
export type SiteDocumentVersion = z.infer<typeof siteDocumentVersionSchema>;

export const siteDocumentVersionContentSchema = siteDocumentVersionSchema.extend({
  content: z.string(),
});
export type SiteDocumentVersionContent = z.infer<typeof siteDocumentVersionContentSchema>;

/** Document template API shapes (issue 31 §2). */
import { z } from "zod";

export const documentTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  /** Every placeholder of the template, as written ({client.full_name} → client.full_name). */
  placeholders: z.array(z.string()),
  /** Those the generator cannot fill (a typo, or data we do not have). */
  unknown_placeholders: z.array(z.string()),
  created_at: z.string(),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;

export const generateDocumentSchema = z.object({
  template_id: z
    .string({ error: "Выберите шаблон." })
    .min(1, { error: "Выберите шаблон." })
    .max(64),
});

/** POST /api/chat/sessions/{id}/generate-document. */
export const generatedDocumentSchema = z.object({
  /** The DOCX in the lawyer's «Файлы» (an archive file). */
  file_id: z.string(),
  file_name: z.string(),
  /** Placeholders left empty: no such data for this chat. */
  missing: z.array(z.string()),
});
export type GeneratedDocument = z.infer<typeof generatedDocumentSchema>;

/** POST /api/chat/sessions/{id}/send-file: a file of the lawyer's «Файлы» into the chat. */
export const sendArchiveFileSchema = z.object({
  file_id: z.string({ error: "Выберите файл." }).min(1, { error: "Выберите файл." }).max(64),
});

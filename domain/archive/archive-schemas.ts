/** The archive API (spec 2 §7, issue 12 §1) as zod schemas. The web imports only types. */
import { z } from "zod";
import { ARCHIVE_ID_MAX, FOLDER_NAME_MAX, ARCHIVE_TEXTS as T } from "./archive.ts";

/**
 * One archive file. `filename` is the spec's name for it; `file_name` carries the same value
 * because every other file of the API (chat messages, documents, the base64 form) is named so and
 * the spec saw it «also as file_name» (docs/decisions/021-file-archive.md).
 */
export const archiveFileSchema = z.object({
  id: z.string(),
  filename: z.string(),
  file_name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** The MIME type the server assigned from the checked content, never the browser's claim. */
  file_type: z.string(),
  created_at: z.string(),
  /** Null: a loose file («Файлы без папки»). */
  folder_id: z.string().nullable(),
  /** Where the bytes are streamed from (with the Bearer token). */
  file_url: z.string(),
});
export type ArchiveFile = z.infer<typeof archiveFileSchema>;

export const archiveFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** One of the executor's five fixed folders: not renamed, not deleted. */
  is_fixed: z.boolean(),
  created_at: z.string(),
  files: z.array(archiveFileSchema),
});
export type ArchiveFolder = z.infer<typeof archiveFolderSchema>;

export const archiveUsageSchema = z.object({
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
});
export type ArchiveUsage = z.infer<typeof archiveUsageSchema>;

/** GET /api/files: loose files, folders with their files, and the storage used of the quota. */
export const archiveListSchema = z.object({
  files: z.array(archiveFileSchema),
  folders: z.array(archiveFolderSchema),
  usage: archiveUsageSchema,
});
export type ArchiveList = z.infer<typeof archiveListSchema>;

/** GET /api/files/{id}: the spec's base64 form (files are at most 10 MB). */
export const archiveFileDataSchema = archiveFileSchema.extend({ file_data: z.string() });

const folderName = z
  .string({ error: T.folderNameRequired })
  .trim()
  .min(1, { error: T.folderNameRequired })
  .max(FOLDER_NAME_MAX, { error: T.folderNameTooLong });

/** POST /api/folders and PUT /api/folders/{id}: a name only; an `id` sent along is ignored. */
export const folderNameSchema = z.object({ name: folderName }, { error: T.folderNameRequired });
export type FolderNameBody = z.infer<typeof folderNameSchema>;

const folderId = z
  .string({ error: T.badFolderId })
  .min(1, { error: T.badFolderId })
  .max(ARCHIVE_ID_MAX, { error: T.badFolderId });

/** PUT /api/files/{id}/move: the target folder, or null for the root. */
export const moveFileSchema = z.object(
  { folder_id: folderId.nullable() },
  { error: T.badFolderId },
);
export type MoveFileBody = z.infer<typeof moveFileSchema>;

/** POST /api/files/from-chat: «Сохранить в архив» on a chat file (optionally into a folder). */
export const saveChatFileSchema = z.object(
  {
    file_id: z.string({ error: T.fileNotFound }).min(1).max(ARCHIVE_ID_MAX),
    folder_id: folderId.nullish(),
  },
  { error: T.fileNotFound },
);
export type SaveChatFileBody = z.infer<typeof saveChatFileSchema>;

export const archiveIdParamsSchema = z.object({ id: z.string().min(1).max(ARCHIVE_ID_MAX) });

export const deletedFileSchema = z.object({ deleted: z.literal(true) });
export const deletedFolderSchema = z.object({
  deleted: z.literal(true),
  /** How many files went with the folder. */
  deleted_files: z.number().int(),
});

import type { ArchiveFile, ArchiveFolder } from "../../../domain/archive/archive-schemas.ts";
import type { archiveFiles, archiveFolders } from "../../db/schema/archive.ts";

export type ArchiveFileRow = typeof archiveFiles.$inferSelect;
export type ArchiveFolderRow = typeof archiveFolders.$inferSelect;

/** Where the browser fetches an archive file's bytes (with its Bearer token). */
export const archiveFileUrl = (id: string) => `/api/files/${id}/download`;

export function toArchiveFile(row: ArchiveFileRow): ArchiveFile {
  return {
    id: row.id,
    filename: row.fileName,
    file_name: row.fileName,
    size: row.sizeBytes,
    file_type: row.fileType,
    created_at: row.createdAt.toISOString(),
    folder_id: row.folderId,
    file_url: archiveFileUrl(row.id),
  };
}

export function toArchiveFolder(
  row: ArchiveFolderRow,
  files: readonly ArchiveFileRow[],
): ArchiveFolder {
  return {
    id: row.id,
    name: row.name,
    is_fixed: row.isFixed,
    created_at: row.createdAt.toISOString(),
    files: files.map(toArchiveFile),
  };
}

/** The file archive's calls (spec 2 §7, issue 12 §1); all send the stored Bearer token. */
import type {
  ArchiveFile,
  ArchiveFolder,
  ArchiveList,
} from "../../domain/archive/archive-schemas.ts";
import { apiFetch } from "./client.ts";
import { apiUpload, type UploadOptions } from "./upload.ts";

export type { ArchiveFile, ArchiveFolder, ArchiveList };

const enc = encodeURIComponent;

export const archiveApi = {
  list: (signal?: AbortSignal) => apiFetch<ArchiveList>("/files", { signal }),
  /** One file per call, with its progress; `folderId` null puts it among «Файлы без папки». */
  upload: (file: File, folderId: string | null, options: UploadOptions = {}) => {
    const form = new FormData();
    // The folder first: the server then knows it before the file's bytes arrive.
    if (folderId) form.append("folder_id", folderId);
    form.append("file", file, file.name);
    return apiUpload<ArchiveFile>("/files/upload", form, options);
  },
  move: (id: string, folderId: string | null) =>
    apiFetch<ArchiveFile>(`/files/${enc(id)}/move`, {
      method: "PUT",
      body: { folder_id: folderId },
    }),
  remove: (id: string) => apiFetch<{ deleted: true }>(`/files/${enc(id)}`, { method: "DELETE" }),
  createFolder: (name: string) =>
    apiFetch<ArchiveFolder>("/folders", { method: "POST", body: { name } }),
  renameFolder: (id: string, name: string) =>
    apiFetch<ArchiveFolder>(`/folders/${enc(id)}`, { method: "PUT", body: { name } }),
  removeFolder: (id: string) =>
    apiFetch<{ deleted: true; deleted_files: number }>(`/folders/${enc(id)}`, {
      method: "DELETE",
    }),
  /** «Сохранить в архив»: a copy of a chat file the user may read. */
  saveFromChat: (chatFileId: string) =>
    apiFetch<ArchiveFile>("/files/from-chat", { method: "POST", body: { file_id: chatFileId } }),
};

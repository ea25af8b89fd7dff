import { useMemo } from "react";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import { type ArchiveFile, archiveApi } from "../../api/archive.ts";
import { ApiError } from "../../api/client.ts";
import { fetchFileBlob, openFile, saveBlob } from "../../lib/file-download.ts";
import { notify } from "./notify.ts";
import { useRefreshArchive } from "./use-archive.ts";

const detailOf = (error: unknown) =>
  error instanceof ApiError ? error.detail : error instanceof Error ? error.message : "";

const ok = (message: string) => notify("ok", message);
const failed = (message: string) => notify("failed", message);

/**
 * The archive's acts with the spec's success and error texts (spec 2 §8). Each one refetches
 * the archive when it settles, so the screen always shows what the server holds.
 */
export function useArchiveActions() {
  const refresh = useRefreshArchive();
  return useMemo(() => {
    /** Runs `act`; on failure shows `failure(detail)`; refetches either way. Resolves to success. */
    async function attempt(
      act: () => Promise<unknown>,
      success: string,
      failure: (d: string) => string,
    ) {
      try {
        await act();
        ok(success);
        return true;
      } catch (error) {
        failed(failure(detailOf(error)));
        return false;
      } finally {
        await refresh();
      }
    }
    return {
      move: (file: ArchiveFile, folderId: string | null) =>
        attempt(() => archiveApi.move(file.id, folderId), T.moved, T.moveFailed),
      removeFile: (file: ArchiveFile) =>
        attempt(() => archiveApi.remove(file.id), T.fileDeleted, T.deleteFailed),
      removeFolder: (folderId: string) =>
        attempt(() => archiveApi.removeFolder(folderId), T.folderDeleted, T.folderDeleteFailed),
      /** Create and rename report their own refusals in the dialog (the name is the problem). */
      async createFolder(name: string) {
        try {
          await archiveApi.createFolder(name);
          ok(T.folderCreated);
        } finally {
          await refresh();
        }
      },
      async renameFolder(folderId: string, name: string) {
        try {
          await archiveApi.renameFolder(folderId, name);
          ok(T.folderRenamed);
        } finally {
          await refresh();
        }
      },
      async download(file: ArchiveFile) {
        try {
          saveBlob(await fetchFileBlob(file.file_url), file.filename);
        } catch (error) {
          const detail = detailOf(error);
          failed(detail === T.fileNotFound ? T.downloadMissing : T.downloadFailed(detail));
        }
      },
      async open(file: ArchiveFile) {
        try {
          await openFile(file.file_url, file.filename, file.file_type);
        } catch (error) {
          failed(detailOf(error));
        }
      },
    };
  }, [refresh]);
}

/** A refusal the name dialog shows under its field (400/409), or null for any other failure. */
export function nameRefusal(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 400 || error.status === 409)
    ? error.detail
    : null;
}

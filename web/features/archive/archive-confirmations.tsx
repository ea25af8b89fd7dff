import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import type { ArchiveFile, ArchiveFolder } from "../../api/archive.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";

/** What is about to be deleted, waiting for «Подтвердить». */
export type PendingDeletion = { file: ArchiveFile } | { folder: ArchiveFolder } | null;

/** Nothing is deleted without a confirmation; a folder's says how many files go with it. */
export function ArchiveConfirmations({
  pending,
  onDeleteFile,
  onDeleteFolder,
  onClose,
}: {
  pending: PendingDeletion;
  onDeleteFile(file: ArchiveFile): Promise<unknown>;
  onDeleteFolder(folder: ArchiveFolder): Promise<unknown>;
  onClose(): void;
}) {
  const file = pending && "file" in pending ? pending.file : null;
  const folder = pending && "folder" in pending ? pending.folder : null;
  return (
    <>
      <ConfirmDialog
        opened={file !== null}
        title={T.deleteFileTitle}
        text={file ? T.deleteFileText(file.filename) : ""}
        color="red"
        onConfirm={async () => {
          if (file) await onDeleteFile(file);
        }}
        onClose={onClose}
      />
      <ConfirmDialog
        opened={folder !== null}
        title={T.deleteFolderTitle}
        text={folder ? T.deleteFolderText(folder.name, folder.files.length) : ""}
        color="red"
        onConfirm={async () => {
          if (folder) await onDeleteFolder(folder);
        }}
        onClose={onClose}
      />
    </>
  );
}

import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import type { ArchiveFile } from "../../../domain/archive/archive-schemas.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { notFound } from "../../errors.ts";
import {
  diskFull,
  isDiskFullError,
  isStoreFailure,
  storeUnavailable,
} from "../../platform/storage/disk-reserve.ts";
import { StorageLimitExceeded } from "../../platform/storage/file-storage.ts";
import { fileForUserOr404 } from "../chat/message-service.ts";
import { folderOfOwnerOr404 } from "./archive-access.ts";
import { type ArchiveContext, quotaExceeded } from "./archive-service.ts";
import { addArchiveFile, archiveBudget } from "./archive-store.ts";

/**
 * «Сохранить в архив» (issue 12 §1): a chat file the caller may read — checked exactly as the
 * chat's own download checks it, so another client's file is a 404 — is copied into the caller's
 * archive as a new object. A copy, not a reference: deleting it from the archive never touches
 * the chat, and the chat's correspondence is never deleted (spec 2 §1).
 */
export async function saveChatFileToArchive(
  ctx: ArchiveContext,
  user: UserRow,
  chatFileId: string,
  folderId: string | null,
  now: Date,
): Promise<ArchiveFile> {
  const chatFile = await fileForUserOr404(ctx.db, user, chatFileId, now);
  // Refuse a wrong folder before copying anything (addArchiveFile checks again in its transaction).
  if (folderId !== null) await folderOfOwnerOr404(ctx.db, user, folderId);
  const budget = await archiveBudget(ctx, user.id);
  if (chatFile.sizeBytes > budget.maxBytes) throw quotaExceeded(budget.used, ctx.quotaBytes);
  let saved: Awaited<ReturnType<typeof ctx.storage.save>>;
  try {
    saved = await ctx.storage.save(ctx.storage.open(chatFile.storageKey), {
      headBytes: 0,
      maxBytes: budget.maxBytes,
    });
  } catch (error) {
    if (error instanceof StorageLimitExceeded) throw quotaExceeded(budget.used, ctx.quotaBytes);
    if (isDiskFullError(error)) throw diskFull();
    if (isStoreFailure(error)) throw storeUnavailable();
    // The chat's row is there but its bytes are not (lost storage): nothing to copy.
    if ((error as { code?: unknown }).code === "ENOENT") throw notFound(T.fileNotFound);
    throw error;
  }
  return addArchiveFile(
    ctx,
    user,
    {
      fileName: chatFile.fileName,
      fileType: chatFile.fileType,
      sizeBytes: saved.sizeBytes,
      storageKey: saved.key,
    },
    folderId,
  );
}

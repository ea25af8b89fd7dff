import { randomUUID } from "node:crypto";
import { ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import type { ArchiveFile } from "../../../domain/archive/archive-schemas.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { archiveFiles } from "../../db/schema/archive.ts";
import { notFound } from "../../errors.ts";
import { ensureDiskReserve } from "../../platform/storage/disk-reserve.ts";
import { folderOfOwnerOr404, lockOwner } from "./archive-access.ts";
import {
  type ArchiveContext,
  quotaExceeded,
  refuseFullArchive,
  usedBytes,
} from "./archive-service.ts";
import { toArchiveFile } from "./serialize.ts";

/** An object already written to storage, waiting for its row. */
export interface StoredArchiveObject {
  fileName: string;
  fileType: string;
  sizeBytes: number;
  storageKey: string;
}

/** How many bytes the next file may still carry before the quota is full. */
export interface ArchiveBudget {
  maxBytes: number;
  used: number;
}

/**
 * Asked before the first byte is written: the disk has room (507 otherwise, as chat uploads),
 * the archive is not full (409 otherwise) and the owner's quota has some left (413 otherwise).
 */
export async function archiveBudget(ctx: ArchiveContext, ownerId: number): Promise<ArchiveBudget> {
  await ensureDiskReserve(ctx.storage, ctx.minFreeBytes);
  await refuseFullArchive(ctx.db, ownerId);
  const used = await usedBytes(ctx.db, ownerId);
  if (used >= ctx.quotaBytes) throw quotaExceeded(used, ctx.quotaBytes);
  return { maxBytes: ctx.quotaBytes - used, used };
}

/** PostgreSQL's foreign_key_violation: the folder was deleted while the bytes were written. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current === "object" && "code" in current && current.code === "23503") return true;
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}

/**
 * The row of an object written first: in one transaction that serialises the owner's uploads,
 * the folder is the owner's (404 otherwise) and the file fits the file cap and the quota counted
 * afresh, so two uploads at once cannot both take the last place or the last megabytes. Whatever fails, the object is removed
 * again: no bytes stay without a row.
 */
export async function addArchiveFile(
  ctx: ArchiveContext,
  user: UserRow,
  object: StoredArchiveObject,
  folderId: string | null,
): Promise<ArchiveFile> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockOwner(tx, user.id);
      if (folderId !== null) await folderOfOwnerOr404(tx, user, folderId, "key share");
      await refuseFullArchive(tx, user.id);
      const used = await usedBytes(tx, user.id);
      if (used + object.sizeBytes > ctx.quotaBytes) throw quotaExceeded(used, ctx.quotaBytes);
      const [inserted] = await tx
        .insert(archiveFiles)
        .values({ id: randomUUID(), ownerId: user.id, folderId, ...object })
        .returning();
      if (!inserted) throw new Error("archive insert returned nothing");
      return inserted;
    });
    return toArchiveFile(row);
  } catch (error) {
    await ctx.storage.remove(object.storageKey).catch((removal: unknown) => {
      ctx.log.warn({ err: removal, key: object.storageKey }, "archive object left for the sweep");
    });
    if (isForeignKeyViolation(error)) throw notFound(T.folderNotFound);
    throw error;
  }
}

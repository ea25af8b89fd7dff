import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import {
  ARCHIVE_FILES_PER_OWNER_MAX,
  FIXED_FOLDERS,
  FOLDERS_PER_OWNER_MAX,
  ARCHIVE_TEXTS as T,
} from "../../../domain/archive/archive.ts";
import type {
  ArchiveFile,
  ArchiveFolder,
  ArchiveList,
} from "../../../domain/archive/archive-schemas.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { archiveFiles, archiveFolders } from "../../db/schema/archive.ts";
import { AppError, conflict, forbidden } from "../../errors.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import {
  ensureFixedFolders,
  fileOfOwnerOr404,
  folderOfOwnerOr404,
  lockOwner,
  type Runner,
} from "./archive-access.ts";
import { type ArchiveFolderRow, toArchiveFile, toArchiveFolder } from "./serialize.ts";

/** What the archive's services need from the app. */
export interface ArchiveContext {
  db: Db;
  storage: FileStorage;
  /** ARCHIVE_QUOTA_MB in bytes. */
  quotaBytes: number;
  /** UPLOAD_MIN_FREE_DISK_MB in bytes: below it uploads answer 507, as chat uploads do. */
  minFreeBytes: number;
  log: { warn(object: object, message: string): void };
}

const fixedOrder = (id: string) => {
  const index = FIXED_FOLDERS.findIndex((folder) => folder.id === id);
  return index < 0 ? FIXED_FOLDERS.length : index;
};

/** Fixed folders first in the spec's order, then the owner's own in the order they were made. */
function byShownOrder(a: ArchiveFolderRow, b: ArchiveFolderRow): number {
  return (
    fixedOrder(a.id) - fixedOrder(b.id) ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    a.name.localeCompare(b.name, "ru")
  );
}

/** GET /api/files: loose files, folders with their files (newest first), and the usage. */
export async function listArchive(ctx: ArchiveContext, user: UserRow): Promise<ArchiveList> {
  await ensureFixedFolders(ctx.db, user);
  const [folders, files, used] = await Promise.all([
    ctx.db
      .select()
      .from(archiveFolders)
      .where(eq(archiveFolders.ownerId, user.id))
      .limit(FOLDERS_PER_OWNER_MAX + FIXED_FOLDERS.length),
    ctx.db
      .select()
      .from(archiveFiles)
      .where(eq(archiveFiles.ownerId, user.id))
      .orderBy(desc(archiveFiles.createdAt), desc(archiveFiles.id))
      .limit(ARCHIVE_FILES_PER_OWNER_MAX),
    usedBytes(ctx.db, user.id),
  ]);
  const inFolder = new Map<string, typeof files>();
  const loose: typeof files = [];
  for (const file of files) {
    if (file.folderId === null) {
      loose.push(file);
      continue;
    }
    const list = inFolder.get(file.folderId);
    if (list) list.push(file);
    else inFolder.set(file.folderId, [file]);
  }
  return {
    files: loose.map(toArchiveFile),
    folders: folders
      .sort(byShownOrder)
      .map((folder) => toArchiveFolder(folder, inFolder.get(folder.id) ?? [])),
    // Counted by the database: an archive filled before the cap may hold more than is listed.
    usage: { used_bytes: used, quota_bytes: ctx.quotaBytes },
  };
}

/** Bytes the owner's archive holds now. */
export async function usedBytes(db: Runner, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${archiveFiles.sizeBytes}), 0)` })
    .from(archiveFiles)
    .where(eq(archiveFiles.ownerId, ownerId));
  return Number(row?.bytes ?? 0);
}

/** A full archive (ARCHIVE_FILES_PER_OWNER_MAX files) takes no more, whatever the bytes: 409. */
export async function refuseFullArchive(db: Runner, ownerId: number): Promise<void> {
  const [row] = await db
    .select({ files: count() })
    .from(archiveFiles)
    .where(eq(archiveFiles.ownerId, ownerId));
  if ((row?.files ?? 0) >= ARCHIVE_FILES_PER_OWNER_MAX) throw conflict(T.tooManyFiles);
}

/** The answer when a file does not fit what is left of the quota. */
export const quotaExceeded = (used: number, quota: number) =>
  new AppError(413, T.quotaExceeded(used, quota));

/**
 * PUT /api/files/{id}/move: one transaction that finds the file and the target among the
 * owner's own and moves it; anything refused changes nothing (another's folder is a 404).
 */
export async function moveFile(
  ctx: ArchiveContext,
  user: UserRow,
  fileId: string,
  folderId: string | null,
): Promise<ArchiveFile> {
  return ctx.db.transaction(async (tx) => {
    const file = await fileOfOwnerOr404(tx, user.id, fileId, true);
    if (folderId !== null) await folderOfOwnerOr404(tx, user, folderId, "key share");
    const [moved] = await tx
      .update(archiveFiles)
      .set({ folderId })
      .where(and(eq(archiveFiles.id, file.id), eq(archiveFiles.ownerId, user.id)))
      .returning();
    return toArchiveFile(moved ?? file);
  });
}

/** Removes stored bytes after their rows are gone; a failure leaves an orphan for the sweep. */
async function removeObjects(ctx: ArchiveContext, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      ctx.storage.remove(key).catch((error: unknown) => {
        ctx.log.warn({ err: error, key }, "archive object left for the orphan sweep");
      }),
    ),
  );
}

/** DELETE /api/files/{id}: the row first (the file is gone for the user), then the bytes. */
export async function deleteFile(ctx: ArchiveContext, user: UserRow, fileId: string) {
  const file = await fileOfOwnerOr404(ctx.db, user.id, fileId);
  const [deleted] = await ctx.db
    .delete(archiveFiles)
    .where(and(eq(archiveFiles.id, file.id), eq(archiveFiles.ownerId, user.id)))
    .returning({ storageKey: archiveFiles.storageKey });
  if (!deleted) throw new AppError(404, T.fileNotFound);
  await removeObjects(ctx, [deleted.storageKey]);
  return { deleted: true as const };
}

/** Case-insensitive: «Договоры» and «договоры» side by side would only confuse the move dialog. */
async function refuseTakenName(tx: Runner, ownerId: number, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: archiveFolders.id })
    .from(archiveFolders)
    .where(
      and(
        eq(archiveFolders.ownerId, ownerId),
        sql`lower(${archiveFolders.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(archiveFolders.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw conflict(T.folderNameTaken);
}

/** POST /api/folders: the server makes the id (a client-sent one is never read). */
export async function createFolder(
  ctx: ArchiveContext,
  user: UserRow,
  name: string,
): Promise<ArchiveFolder> {
  return ctx.db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    await ensureFixedFolders(tx, user);
    const [own] = await tx
      .select({ count: count() })
      .from(archiveFolders)
      .where(and(eq(archiveFolders.ownerId, user.id), eq(archiveFolders.isFixed, false)));
    if ((own?.count ?? 0) >= FOLDERS_PER_OWNER_MAX) throw conflict(T.tooManyFolders);
    await refuseTakenName(tx, user.id, name);
    const [folder] = await tx
      .insert(archiveFolders)
      .values({ ownerId: user.id, id: randomUUID(), name })
      .returning();
    if (!folder) throw new Error("folder insert returned nothing");
    return toArchiveFolder(folder, []);
  });
}

/** PUT /api/folders/{id}: a new name for one of the owner's own folders (never a fixed one). */
export async function renameFolder(
  ctx: ArchiveContext,
  user: UserRow,
  folderId: string,
  name: string,
): Promise<ArchiveFolder> {
  return ctx.db.transaction(async (tx) => {
    await lockOwner(tx, user.id);
    const folder = await folderOfOwnerOr404(tx, user, folderId, "update");
    if (folder.isFixed) throw forbidden(T.fixedFolder);
    await refuseTakenName(tx, user.id, name, folder.id);
    const [renamed] = await tx
      .update(archiveFolders)
      .set({ name })
      .where(and(eq(archiveFolders.ownerId, user.id), eq(archiveFolders.id, folder.id)))
      .returning();
    const files = await tx
      .select()
      .from(archiveFiles)
      .where(and(eq(archiveFiles.ownerId, user.id), eq(archiveFiles.folderId, folder.id)))
      .orderBy(desc(archiveFiles.createdAt), asc(archiveFiles.id))
      .limit(ARCHIVE_FILES_PER_OWNER_MAX);
    return toArchiveFolder(renamed ?? folder, files);
  });
}

/**
 * DELETE /api/folders/{id}: the folder and its files in one transaction (the foreign key
 * cascades to the files' rows); their bytes are removed once that has committed.
 */
export async function deleteFolder(ctx: ArchiveContext, user: UserRow, folderId: string) {
  const keys = await ctx.db.transaction(async (tx) => {
    const folder = await folderOfOwnerOr404(tx, user, folderId, "update");
    if (folder.isFixed) throw forbidden(T.fixedFolder);
    const files = await tx
      .select({ storageKey: archiveFiles.storageKey })
      .from(archiveFiles)
      .where(and(eq(archiveFiles.ownerId, user.id), eq(archiveFiles.folderId, folder.id)))
      .for("update");
    await tx
      .delete(archiveFolders)
      .where(and(eq(archiveFolders.ownerId, user.id), eq(archiveFolders.id, folder.id)));
    return files.map((file) => file.storageKey);
  });
  await removeObjects(ctx, keys);
  return { deleted: true as const, deleted_files: keys.length };
}

import { and, eq } from "drizzle-orm";
import {
  FIXED_FOLDERS,
  isFixedFolderId,
  ARCHIVE_TEXTS as T,
} from "../../../domain/archive/archive.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { archiveFiles, archiveFolders } from "../../db/schema/archive.ts";
import { users } from "../../db/schema/users.ts";
import { notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";
import type { ArchiveFileRow, ArchiveFolderRow } from "./serialize.ts";

/**
 * Whose archive object is whose, in one place: every file and folder belongs to one owner and is
 * looked up only together with that owner, so another user's id answers 404 exactly like an id
 * that does not exist (ids cannot be probed). Executors and admins have the five fixed folders.
 */

/** A query runner: the database or a transaction on it. */
export type Runner = Db;

/** The fixed folders of an executor or admin, made on first use; a no-op once they exist. */
export async function ensureFixedFolders(db: Runner, user: UserRow): Promise<void> {
  if (!isExecutorRole(user.role)) return;
  await db
    .insert(archiveFolders)
    .values(FIXED_FOLDERS.map(({ id, name }) => ({ ownerId: user.id, id, name, isFixed: true })))
    .onConflictDoNothing();
}

/**
 * Serialises one owner's archive writes (the quota sum, folder names and counts) without
 * blocking anything else: NO KEY UPDATE does not conflict with the KEY SHARE locks that inserts
 * elsewhere (sessions, messages) take on the user's row.
 */
export async function lockOwner(tx: Runner, ownerId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("no key update");
}

export async function fileOfOwnerOr404(
  db: Runner,
  ownerId: number,
  id: string,
  lock = false,
): Promise<ArchiveFileRow> {
  if (!isUuid(id)) throw notFound(T.fileNotFound);
  const query = db
    .select()
    .from(archiveFiles)
    .where(and(eq(archiveFiles.id, id), eq(archiveFiles.ownerId, ownerId)));
  const [file] = lock ? await query.for("update") : await query;
  if (!file) throw notFound(T.fileNotFound);
  return file;
}

/**
 * `lock`: "update" to change or delete the folder; "key share" to put a file in it, so that a
 * deletion running at the same time waits for the file (and takes it along) or has finished first.
 */
export async function folderOfOwnerOr404(
  db: Runner,
  user: UserRow,
  id: string,
  lock?: "update" | "key share",
): Promise<ArchiveFolderRow> {
  if (!isUuid(id) && !isFixedFolderId(id)) throw notFound(T.folderNotFound);
  if (isFixedFolderId(id)) await ensureFixedFolders(db, user);
  const query = db
    .select()
    .from(archiveFolders)
    .where(and(eq(archiveFolders.id, id), eq(archiveFolders.ownerId, user.id)));
  const [folder] = lock ? await query.for(lock) : await query;
  if (!folder) throw notFound(T.folderNotFound);
  return folder;
}

import { and, eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { STAFF_TEXTS as T } from "../../../domain/staff/staff.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { notFound } from "../../errors.ts";
import { sendPublicImage } from "../../http/public-image.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { staffPhotoUrl } from "./photo-url.ts";
import { STAFF } from "./staff-members.ts";

/**
 * A lawyer's photo (issue 30 §1): clients see it beside the lawyer's name in their chat. The file
 * is checked by content on upload (one-file-upload.ts) and served as the type it was found to be;
 * a new photo replaces the old, whose bytes go after the row is saved.
 */

export async function savePhoto(
  db: Db,
  storage: FileStorage,
  user: UserRow,
  photo: { storageKey: string; mimeType: string; sizeBytes: number },
): Promise<{ photo_url: string }> {
  const now = new Date();
  let previous: string | null = null;
  try {
    previous = await db.transaction(async (tx) => {
      const key = await lockedPhotoKey(tx, user.id);
      await tx
        .update(users)
        .set({
          photoKey: photo.storageKey,
          photoType: photo.mimeType,
          photoSize: photo.sizeBytes,
          photoUpdatedAt: now,
        })
        .where(eq(users.id, user.id));
      return key;
    });
  } catch (error) {
    await storage.remove(photo.storageKey).catch(() => {});
    throw error;
  }
  if (previous) await storage.remove(previous).catch(() => {});
  return { photo_url: staffPhotoUrl(user.id, now) };
}

export async function removePhoto(db: Db, storage: FileStorage, user: UserRow): Promise<void> {
  const previous = await db.transaction(async (tx) => {
    const key = await lockedPhotoKey(tx, user.id);
    await tx
      .update(users)
      .set({ photoKey: null, photoType: null, photoSize: null, photoUpdatedAt: null })
      .where(eq(users.id, user.id));
    return key;
  });
  if (previous) await storage.remove(previous).catch(() => {});
}

/** The photo being replaced, with the account's row locked: of two uploads at once, one waits. */
async function lockedPhotoKey(tx: Db, userId: number): Promise<string | null> {
  const [row] = await tx
    .select({ key: users.photoKey })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row?.key ?? null;
}

/** The photo of a member of staff, for anybody (a client's chat shows it); 404 without one. */
export async function sendPhoto(db: Db, storage: FileStorage, reply: FastifyReply, userId: number) {
  const [row] = await db
    .select({ key: users.photoKey, type: users.photoType, size: users.photoSize })
    .from(users)
    .where(and(eq(users.id, userId), STAFF));
  if (!row?.key || !row.type) throw notFound(T.photoNotFound);
  // The address carries the photo's version: a new photo is a new address.
  return sendPublicImage(
    reply,
    storage.open(row.key),
    { mimeType: row.type, sizeBytes: row.size ?? 0 },
    86_400,
  );
}

/** The caller's own photo address, or null. */
export async function ownPhotoUrl(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: users.photoUpdatedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.at ? staffPhotoUrl(userId, row.at) : null;
}

import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  CANNED_REPLIES_MAX_PER_EXECUTOR,
  CANNED_REPLY_TEXTS,
} from "../../../domain/canned-replies/canned-replies.ts";
import type {
  CannedReply,
  CannedReplyInput,
} from "../../../domain/canned-replies/canned-reply-schemas.ts";
import type { Db } from "../../db/client.ts";
import { cannedReplies } from "../../db/schema/notifications.ts";
import { users } from "../../db/schema/users.ts";
import { conflict, notFound } from "../../errors.ts";

type CannedReplyRow = typeof cannedReplies.$inferSelect;

function toCannedReply(row: CannedReplyRow): CannedReply {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The executor's replies by title, whatever the case; never more than the cap. */
export async function listCannedReplies(db: Db, ownerId: number): Promise<CannedReply[]> {
  const rows = await db
    .select()
    .from(cannedReplies)
    .where(eq(cannedReplies.ownerId, ownerId))
    .orderBy(asc(sql`lower(${cannedReplies.title})`), asc(cannedReplies.id))
    .limit(CANNED_REPLIES_MAX_PER_EXECUTOR);
  return rows.map(toCannedReply);
}

export async function createCannedReply(
  db: Db,
  ownerId: number,
  input: CannedReplyInput,
): Promise<CannedReply> {
  return db.transaction(async (tx) => {
    // The owner's row is locked first: two adds at once cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
    const [existing] = await tx
      .select({ total: count() })
      .from(cannedReplies)
      .where(eq(cannedReplies.ownerId, ownerId));
    if ((existing?.total ?? 0) >= CANNED_REPLIES_MAX_PER_EXECUTOR) {
      throw conflict(CANNED_REPLY_TEXTS.tooMany);
    }
    const [row] = await tx
      .insert(cannedReplies)
      .values({ ownerId, title: input.title, content: input.content })
      .returning();
    return toCannedReply(row!);
  });
}

/** One reply of `ownerId`'s (another executor's answers 404 like a missing one). */
export async function cannedReplyOfOwnerOr404(db: Db, ownerId: number, id: number) {
  const [row] = await db
    .select()
    .from(cannedReplies)
    .where(and(eq(cannedReplies.id, id), eq(cannedReplies.ownerId, ownerId)));
  if (!row) throw notFound(CANNED_REPLY_TEXTS.notFound);
  return row;
}

/** Another executor's reply answers 404 like a missing one: its existence is not theirs to learn. */
export async function updateCannedReply(
  db: Db,
  ownerId: number,
  id: number,
  input: CannedReplyInput,
): Promise<CannedReply> {
  const [row] = await db
    .update(cannedReplies)
    .set({ title: input.title, content: input.content, updatedAt: new Date() })
    .where(and(eq(cannedReplies.id, id), eq(cannedReplies.ownerId, ownerId)))
    .returning();
  if (!row) throw notFound(CANNED_REPLY_TEXTS.notFound);
  return toCannedReply(row);
}

export async function deleteCannedReply(db: Db, ownerId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(cannedReplies)
    .where(and(eq(cannedReplies.id, id), eq(cannedReplies.ownerId, ownerId)))
    .returning({ id: cannedReplies.id });
  if (deleted.length === 0) throw notFound(CANNED_REPLY_TEXTS.notFound);
}

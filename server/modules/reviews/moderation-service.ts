import { and, count, eq } from "drizzle-orm";
import { REVIEW_EDIT_TEXTS } from "../../../domain/reviews/review-moderation.ts";
import type {
  Review,
  ReviewEdit,
  ReviewModerationList,
  ReviewModerationQuery,
} from "../../../domain/reviews/review-schemas.ts";
import {
  nextReviewStatus,
  type ReviewAction,
  refusedReviewMoveText,
} from "../../../domain/reviews/review-status.ts";
import type { Db } from "../../db/client.ts";
import { reviews } from "../../db/schema/reviews.ts";
import { conflict, notFound } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { clientsWithFinishedOrders } from "../chat/finished-orders.ts";
import { publishReviewEvent } from "./review-events.ts";
import {
  newestFirst,
  type ReviewContext,
  type ReviewRow,
  toApiReview,
  toApiReviews,
} from "./service.ts";

/** One page of the cabinet's reviews (or those in one status), newest first, with every filter's count. */
export async function listReviewsForModeration(
  db: Db,
  query: ReviewModerationQuery,
): Promise<ReviewModerationList> {
  const { status, page, page_size: size } = query;
  const [rows, grouped] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(status ? eq(reviews.status, status) : undefined)
      .orderBy(...newestFirst)
      .limit(size)
      .offset((page - 1) * size),
    db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
  ]);
  const counts = { all: 0, pending: 0, approved: 0, rejected: 0 };
  for (const group of grouped) {
    counts[group.status] = group.n;
    counts.all += group.n;
  }
  return { items: await toApiReviews(db, rows), total: counts[status ?? "all"], counts };
}

/**
 * A review as the audit log keeps it: what the cabinet shows, plus its author's account, so
 * erasing that person later finds and blanks every entry that quotes them (decision 023), also
 * those of a review deleted since.
 */
const auditSnapshot = (row: ReviewRow, verified: boolean) => ({
  ...toApiReview(row, verified),
  author_user_id: row.userId,
});

/** How the audit log names a review. */
const titleOf = (row: ReviewRow) => `Отзыв: ${row.clientName}, «${row.serviceTitle}»`;

async function isVerified(db: Db, row: ReviewRow): Promise<boolean> {
  if (row.userId === null) return false;
  return (await clientsWithFinishedOrders(db, [row.userId])).has(row.userId);
}

async function findRow(db: Db, id: number): Promise<ReviewRow> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  if (!row) throw notFound(REVIEW_EDIT_TEXTS.notFound);
  return row;
}

/** The row held until the transaction ends: an edit's "before" is what it overwrites. */
async function lockRow(tx: Db, id: number): Promise<ReviewRow> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
  if (!row) throw notFound(REVIEW_EDIT_TEXTS.notFound);
  return row;
}

/** The executor's edit (spec 3 §2): every field of the form; the status stays as it is. */
export async function editReview(
  ctx: ReviewContext,
  actor: AuditActor,
  id: number,
  input: ReviewEdit,
): Promise<Review> {
  const review = await ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const verified = await isVerified(tx, before);
    const [after] = await tx
      .update(reviews)
      .set({
        clientName: input.client_name,
        comment: input.comment,
        rating: input.rating,
        executorReply: input.executor_reply,
        serviceTitle: input.service_title,
        createdAt: new Date(input.created_at),
      })
      .where(eq(reviews.id, id))
      .returning();
    // Deleted by someone else between our read and our write.
    if (!after) throw notFound(REVIEW_EDIT_TEXTS.notFound);
    const snapshot = toApiReview(after, verified);
    await recordChange(tx, actor, {
      entityType: "review",
      entityId: id,
      action: "update",
      entityTitle: titleOf(after),
      before: auditSnapshot(before, verified),
      after: auditSnapshot(after, verified),
    });
    return snapshot;
  });
  await publishReviewEvent(ctx.events);
  return review;
}

/**
 * Approve, reject or send back to moderation, as the table in domain/reviews/review-status.ts
 * allows. The UPDATE is conditional on the status we read, so of two executors moving the same
 * review at once exactly one succeeds; the other gets 409 and nothing changes.
 */
export async function moveReview(
  ctx: ReviewContext,
  actor: AuditActor,
  id: number,
  action: ReviewAction,
): Promise<Review> {
  const review = await ctx.db.transaction(async (tx) => {
    const before = await findRow(tx, id);
    const to = nextReviewStatus(before.status, action);
    if (!to) throw conflict(refusedReviewMoveText(before.status, action));
    const [after] = await tx
      .update(reviews)
      .set({ status: to })
      .where(and(eq(reviews.id, id), eq(reviews.status, before.status)))
      .returning();
    if (!after) {
      const current = await findRow(tx, id);
      throw conflict(refusedReviewMoveText(current.status, action));
    }
    const verified = await isVerified(tx, after);
    const snapshot = toApiReview(after, verified);
    await recordChange(tx, actor, {
      entityType: "review",
      entityId: id,
      action,
      entityTitle: titleOf(after),
      before: auditSnapshot(before, verified),
      after: auditSnapshot(after, verified),
    });
    return snapshot;
  });
  await publishReviewEvent(ctx.events);
  return review;
}

export async function deleteReview(
  ctx: ReviewContext,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!before) throw notFound(REVIEW_EDIT_TEXTS.notFound);
    await recordChange(tx, actor, {
      entityType: "review",
      entityId: id,
      action: "delete",
      entityTitle: titleOf(before),
      before: auditSnapshot(before, await isVerified(tx, before)),
      after: null,
    });
  });
  await publishReviewEvent(ctx.events);
}

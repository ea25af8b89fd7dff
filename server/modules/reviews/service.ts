import { count, desc, eq } from "drizzle-orm";
import type { OffsetPage } from "../../../domain/paging.ts";
import { reviewAuthorName } from "../../../domain/reviews/review-author.ts";
import type { NewReview, Review } from "../../../domain/reviews/review-schemas.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { reviews } from "../../db/schema/reviews.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { clientsWithFinishedOrders } from "../chat/finished-orders.ts";
import { publishNotices } from "../notifications/announce.ts";
import { announceReviewSubmitted } from "../notifications/business-notices.ts";
import { publishReviewEvent } from "./review-events.ts";

export type ReviewRow = typeof reviews.$inferSelect;

/** What the reviews service needs from the app. */
export interface ReviewContext {
  db: Db;
  events: EventBus;
  /** The site's address, for links in mail (absent: no mail is written). */
  publicUrl?: string;
}

export function toApiReview(row: ReviewRow, verifiedClient: boolean): Review {
  return {
    id: row.id,
    client_name: row.clientName,
    rating: row.rating,
    comment: row.comment,
    executor_reply: row.executorReply,
    service_title: row.serviceTitle,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    is_approved: row.status === "approved",
    verified_client: verifiedClient,
  };
}

/** The API shape of each row, with «Проверенный клиент» asked of the chat module in one query. */
export async function toApiReviews(db: Db, rows: ReviewRow[]): Promise<Review[]> {
  const verified = await clientsWithFinishedOrders(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map((row) => toApiReview(row, row.userId !== null && verified.has(row.userId)));
}

export async function toApiReviewOf(db: Db, row: ReviewRow): Promise<Review> {
  const [review] = await toApiReviews(db, [row]);
  return review!;
}

/** Newest first; reviews with the same time keep a stable order. */
export const newestFirst = [desc(reviews.createdAt), desc(reviews.id)] as const;

export async function listApprovedReviews(db: Db, page: OffsetPage): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.status, "approved"))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  // The public list names an author «Имя Ф.»; moderation sees the name as stored.
  const shown = await toApiReviews(db, rows);
  return shown.map((review) => ({ ...review, client_name: reviewAuthorName(review.client_name) }));
}

/** A new review always waits for moderation; the author's name comes from the account. */
export async function submitReview(
  ctx: ReviewContext,
  author: UserRow,
  input: NewReview,
): Promise<Review> {
  const { row, told } = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reviews)
      .values({
        userId: author.id,
        clientName: author.fullName,
        rating: input.rating,
        comment: input.comment,
        serviceTitle: input.service_title,
        status: "pending",
      })
      .returning();
    // The notice names no one: an erased client's name must not outlive their review here.
    const told = await announceReviewSubmitted(
      tx,
      { publicUrl: ctx.publicUrl, now: new Date() },
      input.rating,
    );
    return { row: inserted, told };
  });
  await publishReviewEvent(ctx.events);
  await publishNotices(ctx.events, told);
  return toApiReviewOf(ctx.db, row!);
}

/** Reviews waiting for moderation (the cabinet's badge). */
export async function countPendingReviews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending"));
  return row?.n ?? 0;
}

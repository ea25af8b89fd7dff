import { count, desc, eq } from "drizzle-orm";
import type { NewReview, Review } from "../../../domain/reviews/review-schemas.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { reviews } from "../../db/schema/reviews.ts";

type ReviewRow = typeof reviews.$inferSelect;

export function toApiReview(row: ReviewRow): Review {
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
  };
}

export async function listApprovedReviews(db: Db): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.status, "approved"))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toApiReview);
}

/** A new review always waits for moderation; the author's name comes from the account. */
export async function submitReview(db: Db, author: UserRow, input: NewReview): Promise<Review> {
  const [row] = await db
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
  return toApiReview(row!);
}

/** Reviews waiting for moderation (the cabinet's badge). */
export async function countPendingReviews(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending"));
  return row?.n ?? 0;
}

import { REVIEW_STATUS_LABELS, type ReviewStatus } from "./reviews.ts";

/**
 * Review moderation as one state machine (spec 3 §4): every allowed move in one table. The
 * server's moderation service changes a status only through `nextReviewStatus`, and the cabinet
 * offers exactly the moves `reviewActionsFrom` lists, so the two cannot disagree.
 */
export const REVIEW_ACTIONS = ["approve", "reject", "pending"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** from → action → to. A move into the state the review is already in is not a move. */
const TRANSITIONS: Record<ReviewStatus, Partial<Record<ReviewAction, ReviewStatus>>> = {
  pending: { approve: "approved", reject: "rejected" },
  approved: { reject: "rejected", pending: "pending" },
  rejected: { approve: "approved", pending: "pending" },
};

/** The status after `action`, or null when the table does not allow it from `from`. */
export function nextReviewStatus(from: ReviewStatus, action: ReviewAction): ReviewStatus | null {
  return TRANSITIONS[from][action] ?? null;
}

/** The moves the cabinet offers for a review in `status`, in the buttons' order. */
export function reviewActionsFrom(status: ReviewStatus): ReviewAction[] {
  return REVIEW_ACTIONS.filter((action) => nextReviewStatus(status, action) !== null);
}

/** Where each action leads, whatever the status (for the texts below). */
const TARGET_OF: Record<ReviewAction, ReviewStatus> = {
  approve: "approved",
  reject: "rejected",
  pending: "pending",
};

const ALREADY: Record<ReviewStatus, string> = {
  pending: "Отзыв уже на модерации",
  approved: "Отзыв уже опубликован",
  rejected: "Отзыв уже отклонен",
};

/**
 * Why a move was refused, for the API's 409 detail: the review is already there, or somebody
 * else moved it between our read and our write (then it names the status it has now).
 */
export function refusedReviewMoveText(current: ReviewStatus, action: ReviewAction): string {
  if (TARGET_OF[action] === current) return ALREADY[current];
  return `Статус отзыва изменился: сейчас «${REVIEW_STATUS_LABELS[current]}». Обновите список и повторите.`;
}

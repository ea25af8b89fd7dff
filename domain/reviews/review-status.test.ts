import { describe, expect, it } from "vitest";
import {
  nextReviewStatus,
  REVIEW_ACTIONS,
  type ReviewAction,
  refusedReviewMoveText,
  reviewActionsFrom,
} from "./review-status.ts";
import { REVIEW_STATUSES, type ReviewStatus } from "./reviews.ts";

describe("review status machine", () => {
  it.each([
    ["pending", "approve", "approved"],
    ["pending", "reject", "rejected"],
    ["approved", "reject", "rejected"],
    ["approved", "pending", "pending"],
    ["rejected", "approve", "approved"],
    ["rejected", "pending", "pending"],
  ] as const)("%s --%s--> %s", (from, action, to) => {
    expect(nextReviewStatus(from, action)).toBe(to);
  });

  it("refuses every move into the state the review is already in, and nothing else", () => {
    const refused: [ReviewStatus, ReviewAction][] = [];
    for (const from of REVIEW_STATUSES) {
      for (const action of REVIEW_ACTIONS) {
        if (nextReviewStatus(from, action) === null) refused.push([from, action]);
      }
    }
    expect(refused).toEqual([
      ["pending", "pending"],
      ["approved", "approve"],
      ["rejected", "reject"],
    ]);
  });

  it("offers the cabinet exactly the allowed moves", () => {
    expect(reviewActionsFrom("pending")).toEqual(["approve", "reject"]);
    expect(reviewActionsFrom("approved")).toEqual(["reject", "pending"]);
    expect(reviewActionsFrom("rejected")).toEqual(["approve", "pending"]);
  });

  it("explains a refused move in Russian", () => {
    expect(refusedReviewMoveText("approved", "approve")).toBe("Отзыв уже опубликован");
    expect(refusedReviewMoveText("rejected", "reject")).toBe("Отзыв уже отклонен");
    expect(refusedReviewMoveText("pending", "pending")).toBe("Отзыв уже на модерации");
    expect(refusedReviewMoveText("rejected", "approve")).toBe(
      "Статус отзыва изменился: сейчас «Отклонен». Обновите список и повторите.",
    );
  });
});

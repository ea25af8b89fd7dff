import { describe, expect, it } from "vitest";
import { isActiveOrder } from "./chat.ts";
import { TASK_STATUSES } from "./task-status.ts";

describe("isActiveOrder (the client dashboard's «Активные заказы»)", () => {
  it("counts every status but accepted and completed, and a missing one", () => {
    const active = TASK_STATUSES.filter(isActiveOrder);
    expect(active).toEqual([
      "new",
      "in_progress",
      "documents_ready",
      "revision_requested",
      "overdue",
    ]);
    expect(isActiveOrder(null)).toBe(true);
  });
});

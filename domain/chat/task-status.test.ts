import { describe, expect, it } from "vitest";
import {
  nextTaskStatus,
  refusedMoveText,
  TASK_ACTIONS,
  TASK_STATUSES,
  type TaskAction,
  type TaskStatus,
} from "./task-status.ts";

describe("task status machine", () => {
  it.each([
    ["new", "start_task", "in_progress"],
    [null, "start_task", "in_progress"],
    ["in_progress", "documents_ready", "documents_ready"],
    ["revision_requested", "documents_ready", "documents_ready"],
    ["overdue", "documents_ready", "documents_ready"],
    ["documents_ready", "accept_order", "accepted"],
    ["documents_ready", "request_revision", "revision_requested"],
    ["documents_ready", "review_period_ended", "accepted"],
    ["in_progress", "deadline_passed", "overdue"],
  ] as const)("%s --%s--> %s", (from, action, to) => {
    expect(nextTaskStatus(from, action)).toBe(to);
  });

  it("allows nothing else", () => {
    let allowed = 0;
    for (const from of TASK_STATUSES) {
      for (const action of TASK_ACTIONS) if (nextTaskStatus(from, action)) allowed++;
    }
    expect(allowed).toBe(9);
    const finished: TaskStatus[] = ["accepted", "completed"];
    for (const from of finished) {
      for (const action of TASK_ACTIONS) expect(nextTaskStatus(from, action)).toBeNull();
    }
  });

  it("explains a refused move in Russian", () => {
    const action: TaskAction = "accept_order";
    expect(refusedMoveText("in_progress", action)).toBe(
      "Принять заказ невозможно: статус задачи «В работе»",
    );
  });
});

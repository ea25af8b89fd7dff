import { describe, expect, it } from "vitest";
import { firstResponseProblem, isRateable, SLA_TEXTS } from "./sla.ts";

describe("the reply-time badge's words", () => {
  it("say the time left in minutes, hours or days", () => {
    expect(SLA_TEXTS.timeLeft(0)).toBe("Осталось 1 мин");
    expect(SLA_TEXTS.timeLeft(25)).toBe("Осталось 25 мин");
    expect(SLA_TEXTS.timeLeft(60)).toBe("Осталось 1 ч");
    expect(SLA_TEXTS.timeLeft(130)).toBe("Осталось 2 ч 10 мин");
    expect(SLA_TEXTS.timeLeft(3 * 24 * 60 + 5)).toBe("Осталось 3 дн");
  });
});

describe("the rules of targets and ratings", () => {
  it("take a first-answer time of whole minutes from one to a week", () => {
    for (const ok of [1, 60, 10_080]) expect(firstResponseProblem(ok)).toBeNull();
    for (const bad of [0, 10_081, 1.5, Number.NaN]) {
      expect(firstResponseProblem(bad)).toBe(SLA_TEXTS.firstResponseInvalid);
    }
  });

  it("let a client rate an accepted or completed order only", () => {
    expect(isRateable({ status: "active", task_status: "accepted" })).toBe(true);
    expect(isRateable({ status: "completed", task_status: null })).toBe(true);
    expect(isRateable({ status: "active", task_status: "completed" })).toBe(true);
    for (const task of [
      null,
      "new",
      "in_progress",
      "documents_ready",
      "revision_requested",
      "overdue",
    ]) {
      expect(isRateable({ status: "active", task_status: task }), String(task)).toBe(false);
    }
  });
});

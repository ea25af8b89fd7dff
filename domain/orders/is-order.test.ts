import { describe, expect, it } from "vitest";
import { isOrder } from "./order-state.ts";

describe("isOrder: opening a chat is not an order (issue 28 §1)", () => {
  const chat = { task_status: "new", status: "active", payment_status: "not_paid" } as const;
  it("a new chat with nothing asked or paid is a conversation", () => {
    expect(isOrder(chat)).toBe(false);
  });
  it("becomes one when the task is taken, a payment is asked for or made", () => {
    expect(isOrder({ ...chat, task_status: "in_progress" })).toBe(true);
    expect(isOrder({ ...chat, status: "waiting_payment" })).toBe(true);
    expect(isOrder({ ...chat, status: "paid", payment_status: "paid" })).toBe(true);
    expect(isOrder({ ...chat, payment_status: "partial_paid" })).toBe(true);
  });
  it("a chat without a task status (spec 2 §4 «absent») stays an order", () => {
    expect(isOrder({ ...chat, task_status: null })).toBe(true);
  });
});

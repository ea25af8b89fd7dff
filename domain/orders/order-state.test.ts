import { describe, expect, it } from "vitest";
import type { PaymentStatus, SessionStatus } from "../chat/chat.ts";
import type { TaskStatus } from "../chat/task-status.ts";
import { type OrderStateKey, orderState } from "./order-state.ts";

type Row = [TaskStatus | null, SessionStatus, PaymentStatus, OrderStateKey, string, boolean];

describe("what an order shows", () => {
  // task status, chat status, payment mark → key, label, payable
  const table: Row[] = [
    ["new", "active", "not_paid", "new", "Новая задача", false],
    ["in_progress", "active", "not_paid", "in_progress", "В работе", false],
    // The contradiction of issue 11: in work while a payment request is open reads as one state.
    ["in_progress", "waiting_payment", "not_paid", "awaiting_payment", "Ожидает оплаты", true],
    ["new", "waiting_payment", "not_paid", "awaiting_payment", "Ожидает оплаты", true],
    ["new", "waiting_payment", "partial_paid", "awaiting_payment", "Ожидает оплаты", true],
    ["in_progress", "waiting_payment", "overdue", "payment_overdue", "Оплата просрочена", true],
    ["in_progress", "paid", "paid", "in_progress", "В работе", false],
    ["documents_ready", "paid", "paid", "documents_ready", "На проверке", false],
    [
      "revision_requested",
      "active",
      "refunded",
      "revision_requested",
      "Запрошена доработка",
      false,
    ],
    ["overdue", "active", "not_paid", "overdue", "Просрочена", false],
    ["completed", "completed", "paid", "completed", "Выполнена", false],
    ["accepted", "paid", "paid", "accepted", "Принят заказчиком", false],
    // A finished order that still owes money says it is finished, and can still be paid.
    ["completed", "waiting_payment", "not_paid", "completed", "Выполнена", true],
    // Marked paid by the executor while the chat still says waiting: nothing is owed.
    ["in_progress", "waiting_payment", "paid", "in_progress", "В работе", false],
    [null, "active", "not_paid", "unknown", "Статус не определен", false],
    [null, "waiting_payment", "not_paid", "awaiting_payment", "Ожидает оплаты", true],
  ];
  it.each(table)(
    "%s / %s / %s → %s «%s», payable %s",
    (task, status, payment, key, label, payable) => {
      const state = orderState({ task_status: task, status, payment_status: payment });
      expect(state).toMatchObject({ key, label, payable });
      expect(state.color).toMatch(/^[a-z]+$/);
    },
  );

  it("never calls an order «В работе» while it waits for an open payment request", () => {
    const state = orderState({
      task_status: "in_progress",
      status: "waiting_payment",
      payment_status: "not_paid",
    });
    expect(state.label).not.toBe("В работе");
  });
});

/**
 * What an order (a chat about a service) shows, derived in one place from its task status and its
 * payment state (issue 11 §1): one label, one colour, and whether the client can pay it now. Every
 * screen that shows an order asks this, so «В работе» and «Ожидает оплаты» never stand side by
 * side saying different things.
 */
import type { PaymentStatus, SessionStatus } from "../chat/chat.ts";
import {
  TASK_STATUS_LABELS,
  TASK_STATUS_MISSING_LABEL,
  type TaskStatus,
} from "../chat/task-status.ts";

export interface OrderFacts {
  task_status: TaskStatus | null;
  /** The chat's status: «waiting_payment» while the executor's request is open. */
  status: SessionStatus;
  payment_status: PaymentStatus;
}

export type OrderStateKey = TaskStatus | "unknown" | "awaiting_payment" | "payment_overdue";

export interface OrderState {
  key: OrderStateKey;
  label: string;
  /** A Mantine colour name. */
  color: string;
  /** The client owes the executor's open payment request: show «Оплатить». */
  payable: boolean;
}

export const ORDER_STATE_TEXTS = {
  awaitingPayment: "Ожидает оплаты",
  paymentOverdue: "Оплата просрочена",
} as const;

const TASK_COLORS: Record<TaskStatus, string> = {
  new: "blue",
  in_progress: "indigo",
  documents_ready: "orange",
  revision_requested: "grape",
  accepted: "teal",
  overdue: "red",
  completed: "green",
};

/** Payment marks under which a requested payment is still owed. */
const OWED: readonly PaymentStatus[] = ["not_paid", "partial_paid", "overdue"];

/**
 * Opening a chat is not an order (issue 28 §1): a chat becomes one when the lawyer takes its task
 * into work, asks for a payment or a payment is made — anything that moved it off a new task with
 * nothing asked or paid. A chat without a task status (spec 2 §4 «absent») stays an order.
 */
export function isOrder(order: OrderFacts): boolean {
  return (
    order.task_status !== "new" || order.status !== "active" || order.payment_status !== "not_paid"
  );
}

/**
 * The executor's payment request is open and not yet paid (spec 2 §4: status waiting_payment):
 * the client sees «Оплатить», the executor «Подтвердить оплату» — nowhere else.
 */
export function isPaymentOwed(order: Pick<OrderFacts, "status" | "payment_status">): boolean {
  return order.status === "waiting_payment" && OWED.includes(order.payment_status);
}

/**
 * A finished order says so (a debt left on it still shows «Оплатить»); an open payment request
 * comes next — work waits for the money, so the order reads «Ожидает оплаты», not «В работе»;
 * otherwise the task's own status.
 */
export function orderState(order: OrderFacts): OrderState {
  const task = order.task_status;
  const payable = isPaymentOwed(order);
  if (task === "completed" || task === "accepted") {
    return { key: task, label: TASK_STATUS_LABELS[task], color: TASK_COLORS[task], payable };
  }
  if (payable) {
    return order.payment_status === "overdue"
      ? {
          key: "payment_overdue",
          label: ORDER_STATE_TEXTS.paymentOverdue,
          color: "red",
          payable,
        }
      : {
          key: "awaiting_payment",
          label: ORDER_STATE_TEXTS.awaitingPayment,
          color: "orange",
          payable,
        };
  }
  if (task === null) {
    return { key: "unknown", label: TASK_STATUS_MISSING_LABEL, color: "gray", payable: false };
  }
  return { key: task, label: TASK_STATUS_LABELS[task], color: TASK_COLORS[task], payable: false };
}

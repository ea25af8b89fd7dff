import { Badge, Group, Text } from "@mantine/core";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "../../../domain/chat/chat.ts";
import { formatAmount } from "../../../domain/money.ts";
import { orderState } from "../../../domain/orders/order-state.ts";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import type { ChatSession } from "../../api/chat.ts";

const COLORS: Record<PaymentStatus, string> = {
  not_paid: "orange",
  partial_paid: "yellow",
  paid: "teal",
  overdue: "red",
  refunded: "gray",
};

/** A chat has a payment state once a price was asked, a payment came, or the executor marked it. */
export function hasPaymentState(session: ChatSession): boolean {
  return (
    session.status === "waiting_payment" ||
    session.status === "paid" ||
    session.payment_status !== "not_paid" ||
    session.payment_amount !== null
  );
}

/**
 * «Оплата: Оплачено · 5 000,00 ₽» — for the client and the executor alike. While a requested
 * payment is owed, the order's state already says «Ожидает оплаты»: here only the amount.
 */
export function ChatPaymentStatus({ session }: { session: ChatSession }) {
  if (!hasPaymentState(session)) return null;
  const status = session.payment_status;
  const owed = orderState(session).payable;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="payment-status" data-status={status}>
      <Text size="sm" c="dimmed">
        {T.chatPaymentLabel}:
      </Text>
      {owed ? null : (
        <Badge color={COLORS[status]} variant="light" size="lg" tt="none">
          {PAYMENT_STATUS_LABELS[status]}
        </Badge>
      )}
      {session.payment_amount !== null ? (
        <Text size="sm" fw={600}>
          {formatAmount(session.payment_amount)}
        </Text>
      ) : null}
    </Group>
  );
}

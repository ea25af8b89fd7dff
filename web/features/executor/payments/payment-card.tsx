import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconMail, IconMessageCircle, IconPhone, IconReceiptRefund } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatPhone } from "../../../../domain/contacts/phone.ts";
import { formatAmount } from "../../../../domain/money.ts";
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_SHORT_LABELS,
  PAYMENT_STATE_LABELS,
  type PaymentState,
  paymentChatNote,
  PAYMENT_TEXTS as T,
} from "../../../../domain/payments/payments.ts";
import { REFUND_STATE_LABELS, REFUND_TEXTS } from "../../../../domain/payments/refunds.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import type { ExecutorPayment } from "../../../api/payments.ts";
import { refundableOf } from "./refund-dialog.tsx";

const STATE_COLORS: Record<PaymentState, string> = {
  pending: "orange",
  succeeded: "teal",
  canceled: "gray",
  refunded: "grape",
};

/** The chat opened inline in the cabinet's «Чаты» tab (the address the cabinet reads). */
const chatHref = (sessionId: string) =>
  `?${new URLSearchParams({ tab: "chats", chat: sessionId })}`;

/**
 * One payment: what, how much, its state, who paid with ways to reach them, and their chat —
 * the lawyer writes to a payer from the catalogue at once (issue 11 §1).
 */
export function PaymentCard({
  payment,
  onRefund,
}: {
  payment: ExecutorPayment;
  /** «Вернуть»: shown while something of a paid payment is left to give back. */
  onRefund(payment: ExecutorPayment): void;
}) {
  const { payer } = payment;
  const refundable =
    payment.status === "succeeded" && !payment.refund_pending && refundableOf(payment) > 0;
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      data-testid="executor-payment"
      data-payment-id={payment.id}
      aria-label={`${payment.service_title}: ${formatAmount(payment.amount)}`}
    >
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs">
            <Text fw={800} style={{ fontVariantNumeric: "tabular-nums" }}>
              {formatAmount(payment.amount)}
            </Text>
            <Badge color={STATE_COLORS[payment.status]} variant="light" tt="none">
              {PAYMENT_STATE_LABELS[payment.status]}
            </Badge>
            <Badge color="gray" variant="outline" tt="none">
              {PAYMENT_KIND_LABELS[payment.kind]}
            </Badge>
            {payment.kind === "manual" ? null : (
              <Badge color="gray" variant="outline" tt="none" data-testid="payment-method">
                {PAYMENT_METHOD_SHORT_LABELS[payment.method]}
              </Badge>
            )}
          </Group>
          <Text fw={600}>{payment.service_title}</Text>
          {payment.refunded_amount > 0 && payment.status !== "refunded" ? (
            <Text size="sm" c="grape.8" fw={600} data-testid="payment-refunded">
              {REFUND_TEXTS.refunded(formatAmount(payment.refunded_amount))}
            </Text>
          ) : null}
          {payment.refund_pending ? (
            <Text size="sm" c="blue.8">
              {REFUND_STATE_LABELS.pending}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {formatMoscowDateTime(payment.created_at)}
            {payment.paid_at ? ` · ${T.paymentsPaidAt(formatMoscowDateTime(payment.paid_at))}` : ""}
          </Text>
          <Text size="sm" fw={600} data-testid="payment-payer">
            {T.paymentsPayer}: {payer.name || T.paymentsNoPayer}
          </Text>
          <Group gap="md">
            {payer.email ? (
              <Anchor href={`mailto:${payer.email}`} size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconMail size={14} aria-hidden />
                  {payer.email}
                </Group>
              </Anchor>
            ) : null}
            {payer.phone ? (
              <Anchor href={`tel:${payer.phone.replace(/[^\d+]/g, "")}`} size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconPhone size={14} aria-hidden />
                  {formatPhone(payer.phone)}
                </Group>
              </Anchor>
            ) : null}
          </Group>
        </Stack>
        <Stack gap="xs" align="stretch">
          {payment.chat_session_id ? (
            <Button
              component={Link}
              to={chatHref(payment.chat_session_id)}
              variant="light"
              leftSection={<IconMessageCircle size={18} />}
              aria-label={`${T.paymentsOpenChat}: ${payer.name || payment.service_title}`}
            >
              {T.paymentsOpenChat}
            </Button>
          ) : (
            <Text size="sm" c="dimmed" data-testid="payment-no-chat">
              {paymentChatNote(payment)}
            </Text>
          )}
          {refundable ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconReceiptRefund size={18} />}
              aria-label={REFUND_TEXTS.refundOf(payment.service_title)}
              onClick={() => onRefund(payment)}
            >
              {REFUND_TEXTS.refund}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

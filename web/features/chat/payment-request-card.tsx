import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconCreditCard, IconReceipt } from "@tabler/icons-react";
import { SESSION_STATUS_LABELS } from "../../../domain/chat/chat.ts";
import { formatAmount } from "../../../domain/money.ts";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatMessage } from "../../api/chat.ts";
import { useOrderActions } from "../../lib/order-actions.ts";

/** The viewer pays the chat's requests: what the payment is called, and whether as a guest. */
export interface PayerContext {
  title: string;
  guest: boolean;
}

function PayButton({ message, payer }: { message: ChatMessage; payer: PayerContext }) {
  const { pay } = useOrderActions();
  const amount = message.payment_amount ?? 0;
  return (
    <Button
      size="xs"
      leftSection={<IconCreditCard size={14} />}
      style={{ alignSelf: "flex-start" }}
      onClick={() =>
        pay({
          title: payer.title,
          amount,
          serviceType: payer.guest ? "guest_chat" : "chat",
          chat: { sessionId: message.session_id, messageId: message.id, guest: payer.guest },
        })
      }
    >
      {T.pay}
    </Button>
  );
}

interface PaymentRequestCardProps {
  message: ChatMessage;
  /** Set when the viewer is the one who pays (the client, or the guest in a guest chat). */
  payer?: PayerContext;
  /** A newer request came after this one: the server takes payment only for the newest. */
  superseded: boolean;
}

/**
 * A payment request from the executor (spec 2 §4, §5): the amount and the comment, then its state
 * — paid (with the Moscow time, for everyone), replaced by a newer request, or open: a pay button
 * for the payer, «Ожидает оплаты» for the executor.
 */
export function PaymentRequestCard({ message, payer, superseded }: PaymentRequestCardProps) {
  const paidAt = message.payment_paid_at;
  const state = paidAt ? "paid" : superseded ? "superseded" : "open";
  return (
    <Stack gap={6} data-testid="payment-request" data-state={state}>
      <Group gap={6} wrap="nowrap">
        <IconReceipt size={16} aria-hidden />
        <Text size="sm" fw={700}>
          {T.paymentRequest}: {formatAmount(message.payment_amount ?? 0)}
        </Text>
      </Group>
      {message.content ? <Text size="sm">{message.content}</Text> : null}
      {paidAt ? (
        <Group gap="xs">
          <Badge color="teal" variant="light" tt="none" leftSection={<IconCircleCheck size={14} />}>
            {T.paid}
          </Badge>
          <Text size="xs" c="dimmed" component="time" dateTime={paidAt}>
            {T.paidAtTime(formatMoscowDateTime(paidAt))}
          </Text>
        </Group>
      ) : superseded ? (
        <Text size="xs" c="dimmed" fs="italic">
          {T.requestReplaced}
        </Text>
      ) : payer ? (
        <PayButton message={message} payer={payer} />
      ) : (
        <Text size="xs" c="orange.8" fw={600}>
          {SESSION_STATUS_LABELS.waiting_payment}
        </Text>
      )}
    </Stack>
  );
}

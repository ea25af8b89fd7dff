import { Badge, Group, Text } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { orderState } from "../../../domain/orders/order-state.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatSession } from "../../api/chat.ts";
import { ChatPaymentStatus } from "./chat-payment-status.tsx";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";

/**
 * The order's state (domain/orders/order-state.ts: the task, or «Ожидает оплаты» while a request
 * is open), the deadline that matters now (spec 2 §2, §4) and, once there is one, the payment.
 */
export function TaskStatusBar({ session }: { session: ChatSession }) {
  const status = session.task_status;
  const state = orderState(session);
  const deadline =
    status === "documents_ready" && session.review_deadline
      ? T.reviewUntil(formatMoscowDateTime(session.review_deadline))
      : (status === "in_progress" || status === "revision_requested" || status === "overdue") &&
          session.task_deadline
        ? T.taskUntil(formatMoscowDateTime(session.task_deadline))
        : null;

  return (
    <Group gap="sm" wrap="wrap" data-testid="chat-status">
      <Text size="sm" c="dimmed">
        {T.statusLabel}:
      </Text>
      <Badge
        color={state.color}
        variant="light"
        size="lg"
        tt="none"
        data-testid="order-state"
        data-state={state.key}
      >
        {state.label}
      </Badge>
      {deadline ? (
        <Group gap={4} wrap="nowrap">
          <IconClock size={16} aria-hidden />
          <Text size="sm" fw={status === "documents_ready" ? 600 : 400}>
            {deadline}
          </Text>
        </Group>
      ) : null}
      <ChatPaymentStatus session={session} />
    </Group>
  );
}

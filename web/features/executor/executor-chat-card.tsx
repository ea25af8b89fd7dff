import { Anchor, Badge, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconArrowsMaximize } from "@tabler/icons-react";
import { Link } from "react-router";
import { type ChatFilter, PAYMENT_STATUS_LABELS } from "../../../domain/chat/chat.ts";
import { orderState } from "../../../domain/orders/order-state.ts";
import { STAFF_TEXTS } from "../../../domain/staff/staff.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatSession } from "../../api/chat.ts";
import { type AssigneeView, executorChatHref } from "./executor-location.ts";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";
import { ReplyDueBadge } from "./reply-due-badge.tsx";
import { AssigneePicker } from "./staff/assignee-picker.tsx";

function personName(session: ChatSession): string {
  const name = session.is_guest_session ? session.guest_name : session.client_name;
  return name?.trim() || (session.is_guest_session ? T.guest : T.unnamedClient);
}

/**
 * The client chat page, for a wider view. Guest chats have none for the executor: the guest page
 * works by the chat id alone and has no executor actions, so those open inline only.
 */
function fullScreenHref(session: ChatSession): string | null {
  if (session.is_guest_session || !session.service_id) return null;
  return `/chat/${encodeURIComponent(session.service_id)}?sessionId=${encodeURIComponent(session.id)}`;
}

/** One chat in the executor's list; the card opens it inline (`?chat=`). */
export function ExecutorChatCard({
  session,
  filter,
  assignee,
}: {
  session: ChatSession;
  filter: ChatFilter;
  assignee: AssigneeView;
}) {
  const unread = session.unread_messages_count;
  const fullScreen = fullScreenHref(session);
  const corporate = session.is_corporate_session || session.client_type === "corporate";
  const state = orderState(session);

  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      bg={unread > 0 ? "red.0" : undefined}
      style={{ overflow: "hidden" }}
    >
      <UnstyledButton
        component={Link}
        to={executorChatHref(session.id, filter, assignee)}
        display="block"
        p="md"
        w="100%"
      >
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={700} lineClamp={2}>
              {session.service_title}
            </Text>
            {unread > 0 ? (
              <Badge color="red" tt="none" style={{ flexShrink: 0 }}>
                {T.unreadBadge(unread)}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {personName(session)}
            </Text>
            {session.is_guest_session ? (
              <Badge variant="light" color="orange" size="sm">
                {T.guest}
              </Badge>
            ) : null}
            {corporate ? (
              <Badge variant="light" color="violet" size="sm">
                {T.corporate}
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs">
            {/* One state (domain/orders/order-state.ts), never «В работе» beside «Ожидает оплаты». */}
            <Badge variant="light" color={state.color} tt="none" data-testid="order-state">
              {state.label}
            </Badge>
            {session.payment_status === "paid" ? (
              <Badge variant="light" color="teal" tt="none" data-testid="chat-card-session-status">
                {PAYMENT_STATUS_LABELS.paid}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {session.last_message_preview || T.noMessages}
          </Text>
          <Text size="xs" c="dimmed">
            {T.lastActivity}: {formatMoscowDateTime(session.last_activity)}
          </Text>
          <Text size="xs" data-testid="chat-card-assignee">
            {STAFF_TEXTS.assigneeLabel}: {session.assignee_name ?? STAFF_TEXTS.queue}
          </Text>
          <ReplyDueBadge session={session} />
        </Stack>
      </UnstyledButton>
      <Group px="md" pb="sm" gap="md" align="flex-end" wrap="wrap">
        <AssigneePicker session={session} />
      </Group>
      {fullScreen ? (
        <Anchor
          component={Link}
          to={fullScreen}
          aria-label={`${T.openFullScreen}: ${session.service_title}`}
          size="sm"
          display="inline-flex"
          px="md"
          pb="sm"
          style={{ alignItems: "center", gap: 4 }}
        >
          <IconArrowsMaximize size={14} aria-hidden />
          {T.openFullScreen}
        </Anchor>
      ) : null}
    </Paper>
  );
}

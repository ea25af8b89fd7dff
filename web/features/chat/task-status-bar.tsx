import { Badge, Group, Text } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import {
  TASK_STATUS_LABELS,
  TASK_STATUS_MISSING_LABEL,
  type TaskStatus,
} from "../../../domain/chat/task-status.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatSession } from "../../api/chat.ts";
import { ChatPaymentStatus } from "./chat-payment-status.tsx";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";

const STATUS_COLORS: Record<TaskStatus, string> = {
  new: "blue",
  in_progress: "indigo",
  documents_ready: "orange",
  revision_requested: "grape",
  accepted: "teal",
  overdue: "red",
  completed: "green",
};

export function taskStatusLabel(status: TaskStatus | null): string {
  return status ? TASK_STATUS_LABELS[status] : TASK_STATUS_MISSING_LABEL;
}

/**
 * The task's status badge, the deadline that matters now (spec 2 §2, §4) and, once there is one,
 * the chat's payment state.
 */
export function TaskStatusBar({ session }: { session: ChatSession }) {
  const status = session.task_status;
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
      <Badge color={status ? STATUS_COLORS[status] : "gray"} variant="light" size="lg" tt="none">
        {taskStatusLabel(status)}
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

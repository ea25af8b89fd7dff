import { NavLink, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { TASK_STATUS_LABELS, TASK_STATUS_MISSING_LABEL } from "../../../domain/chat/task-status.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatSession } from "../../api/chat.ts";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import { dashboardHref } from "./dashboard-tab-param.ts";

/** The task status label of spec 2 §4, «Статус не определен» for an old chat without one. */
export function chatStatusLabel(session: ChatSession): string {
  return session.task_status ? TASK_STATUS_LABELS[session.task_status] : TASK_STATUS_MISSING_LABEL;
}

/**
 * The client's chats, newest activity first; each is a link that selects it (`?chat=`). No unread
 * badge: the API's unread_messages_count counts what the executor has not read yet.
 */
export function ClientChatList({
  sessions,
  selectedId,
}: {
  sessions: readonly ChatSession[];
  selectedId: string | null;
}) {
  return (
    <Stack component="nav" aria-label={T.chatListLabel} gap={4}>
      {sessions.map((session) => {
        const selected = session.id === selectedId;
        return (
          <NavLink
            key={session.id}
            component={Link}
            to={dashboardHref("chat", session.id)}
            active={selected}
            aria-current={selected ? "page" : undefined}
            label={
              <Text fw={600} size="sm" lineClamp={2}>
                {session.service_title}
              </Text>
            }
            description={
              <>
                {chatStatusLabel(session)}
                <br />
                {formatMoscowDateTime(session.last_activity)}
              </>
            }
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
        );
      })}
    </Stack>
  );
}

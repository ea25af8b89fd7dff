import { NavLink, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { orderState } from "../../../domain/orders/order-state.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { ChatSession } from "../../api/chat.ts";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import { dashboardHref } from "./dashboard-tab-param.ts";

/** What the order shows (domain/orders/order-state.ts): the task, or «Ожидает оплаты». */
export function chatStatusLabel(session: ChatSession): string {
  return orderState(session).label;
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

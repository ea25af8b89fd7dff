import { ActionIcon, Anchor, Group, Indicator, Popover, ScrollArea, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { NOTIFICATION_CENTRE_TEXTS as T } from "../../../domain/notifications/notifications.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { useAuth } from "../../lib/auth.ts";
import { NotificationList } from "./notification-list.tsx";
import { useMarkAllRead, useNotifications } from "./use-notifications.ts";

/** Where a person switches their mail off: the client's profile, the lawyer's «Уведомления». */
const mailSettingsPath = (executor: boolean) =>
  executor ? "/executor-dashboard?tab=notifications" : "/dashboard?tab=profile";

/**
 * The bell in the header (issue 14 §3): the unread count, and on open the latest notifications,
 * all marked read at once (those that were new keep their mark while the list is open).
 */
export function NotificationBell() {
  // Nothing to read before the number is confirmed (issue 45 §2) and a due second factor is on
  // (issue 43 §1): the server refuses it.
  const { user } = useAuth();
  return user?.phone_confirmation_required || user?.second_factor_setup_required ? null : <Bell />;
}

function Bell() {
  const { user } = useAuth();
  const state = useNotifications();
  const markAllRead = useMarkAllRead();
  const [opened, setOpened] = useState(false);
  const [freshIds, setFreshIds] = useState<ReadonlySet<number>>(new Set());
  const executor = user ? isExecutorRole(user.role) : false;

  const open = () => {
    setFreshIds(new Set(state.items.filter((item) => !item.is_read).map((item) => item.id)));
    setOpened(true);
    if (state.unread > 0) markAllRead.mutate();
  };
  const close = () => setOpened(false);

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Indicator
        // The button's name says the count; the red figure is for the eye.
        label={<span aria-hidden>{state.unread > 99 ? "99+" : state.unread}</span>}
        size={18}
        color="red"
        offset={6}
        disabled={state.unread === 0}
      >
        {/* The target gets aria-haspopup, aria-expanded and aria-controls from the popover. */}
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size={40}
            radius="xl"
            aria-label={T.bell(state.unread)}
            onClick={() => (opened ? close() : open())}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} aria-label={T.title}>
        <Group justify="space-between" px="sm" py="xs">
          <Text fw={700}>{T.title}</Text>
          <Anchor component={Link} to={mailSettingsPath(executor)} size="sm" onClick={close}>
            {T.mailSettings}
          </Anchor>
        </Group>
        <ScrollArea.Autosize mah="min(60vh, 480px)" type="auto">
          <NotificationList state={state} freshIds={freshIds} onNavigate={close} />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

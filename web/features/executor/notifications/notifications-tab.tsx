import { Paper, Stack, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { NOTIFICATION_CENTRE_TEXTS as T } from "../../../../domain/notifications/notifications.ts";
import { MailSettingsSection } from "../../mail/mail-settings-section.tsx";
import { NotificationList } from "../../notifications/notification-list.tsx";
import { useMarkAllRead, useNotifications } from "../../notifications/use-notifications.ts";

/**
 * «Уведомления» in the lawyer's cabinet: the whole list (the bell shows the latest) and which
 * events also come by mail. Opening it reads what was new, like opening the bell.
 */
export function NotificationsTab() {
  const state = useNotifications();
  const markAllRead = useMarkAllRead();
  const [freshIds, setFreshIds] = useState<ReadonlySet<number>>(new Set());
  const marked = useRef(false);
  const loaded = state.query.isSuccess;

  useEffect(() => {
    if (!loaded || marked.current) return;
    marked.current = true;
    const fresh = state.items.filter((item) => !item.is_read).map((item) => item.id);
    setFreshIds(new Set(fresh));
    if (fresh.length > 0) markAllRead.mutate();
  }, [loaded, state.items, markAllRead]);

  return (
    <Stack gap="lg">
      <Title order={2}>{T.title}</Title>
      <Paper withBorder radius="lg" p="xs">
        <NotificationList state={state} freshIds={freshIds} />
      </Paper>
      <MailSettingsSection />
    </Stack>
  );
}

import { Badge, Button, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import type { AppNotification } from "../../../domain/notifications/notification-schemas.ts";
import { NOTIFICATION_CENTRE_TEXTS as T } from "../../../domain/notifications/notifications.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import classes from "./notifications.module.css";
import type { useNotifications } from "./use-notifications.ts";

interface NotificationListProps {
  state: ReturnType<typeof useNotifications>;
  /** Ids that were unread when the list was opened: they keep their «Новое» mark while it is. */
  freshIds: ReadonlySet<number>;
  onNavigate?: () => void;
}

function NotificationItem({
  item,
  fresh,
  onNavigate,
}: {
  item: AppNotification;
  fresh: boolean;
  onNavigate?: () => void;
}) {
  const content = (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Text size="sm" fw={600}>
          {item.title}
        </Text>
        {fresh && (
          <Badge size="xs" color="red" variant="filled" style={{ flexShrink: 0 }}>
            {T.unreadLabel}
          </Badge>
        )}
      </Group>
      {item.body && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {item.body}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatMoscowDateTime(item.created_at)}
      </Text>
    </Stack>
  );
  return item.link ? (
    <UnstyledButton
      component={Link}
      to={item.link}
      onClick={onNavigate}
      className={classes.item}
      data-fresh={fresh || undefined}
    >
      {content}
    </UnstyledButton>
  ) : (
    <div className={classes.item} data-fresh={fresh || undefined}>
      {content}
    </div>
  );
}

/** The notifications, newest first, with their loading, empty and error states. */
export function NotificationList({ state, freshIds, onNavigate }: NotificationListProps) {
  const { query, items } = state;
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={T.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {T.empty}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <ul className={classes.list} aria-label={T.title}>
        {items.map((item) => (
          <li key={item.id}>
            <NotificationItem item={item} fresh={freshIds.has(item.id)} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {T.more}
        </Button>
      )}
    </Stack>
  );
}

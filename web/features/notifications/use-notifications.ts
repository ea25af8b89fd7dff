import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { POLL_INTERVALS_MS } from "../../../domain/chat/chat.ts";
import { NOTIFICATION_PAGE_SIZE } from "../../../domain/notifications/notifications.ts";
import { notificationsApi } from "../../api/notifications.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useLiveEvents } from "../chat/live-events.ts";

/**
 * The person's notifications, a page at a time. Live: the account's event stream refetches them
 * (a new notification, or some read in another tab); the 30 s poll runs only while it is down.
 */
export function useNotifications() {
  const { connected } = useLiveEvents();
  const query = useInfiniteQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ pageParam, signal }) => notificationsApi.page(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.length * NOTIFICATION_PAGE_SIZE : undefined,
    refetchInterval: connected ? false : POLL_INTERVALS_MS.unreadCount,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  // The first page is the newest: its count is the freshest.
  const unread = query.data?.pages[0]?.unread_count ?? 0;
  return { query, items, unread };
}

/** Marks every unread notification read (the bell was opened). */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => notificationsApi.markRead(),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

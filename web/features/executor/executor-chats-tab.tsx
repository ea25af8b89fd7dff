import { Button, Group, Stack } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import {
  CHAT_FILTER_LABELS,
  CHAT_FILTERS,
  CHAT_PAGE_DEFAULT,
  type ChatFilter,
  POLL_INTERVALS_MS,
} from "../../../domain/chat/chat.ts";
import { chatPageCursor } from "../../../domain/chat/chat-schemas.ts";
import { STAFF_TEXTS } from "../../../domain/staff/staff.ts";
import { chatApi } from "../../api/chat.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { CardList, EmptyState } from "../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ToggleButtons } from "../../ui/toggle-buttons.tsx";
import { useLiveEvents } from "../chat/live-events.ts";
import { DeleteAllChatsButton } from "./delete-all-chats-button.tsx";
import { ExecutorChatCard } from "./executor-chat-card.tsx";
import { ASSIGNEE_VIEWS, type AssigneeView, useExecutorLocation } from "./executor-location.ts";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";

function ChatList({ filter, assignee }: { filter: ChatFilter; assignee: AssigneeView }) {
  const { connected } = useLiveEvents();
  const chats = useInfiniteQuery({
    queryKey: queryKeys.executorChatPages(filter, assignee),
    queryFn: ({ pageParam }) =>
      chatApi.list(
        filter,
        { limit: CHAT_PAGE_DEFAULT, before: pageParam },
        assignee === "all" ? undefined : assignee,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => {
      const last = page.at(-1);
      return page.length === CHAT_PAGE_DEFAULT && last ? chatPageCursor(last) : undefined;
    },
    // Spec 3 §9: every 10 s, but only while push events are not arriving.
    refetchInterval: connected ? false : POLL_INTERVALS_MS.chatList,
  });

  if (chats.isPending) return <LoadingState label={T.chatsLoading} />;
  if (chats.isError) {
    return (
      <LoadFailedAlert
        title={T.chatsLoadFailed}
        error={chats.error}
        onRetry={() => void chats.refetch()}
      />
    );
  }
  // A chat that moved up between two pages' reads would come twice: shown once.
  const sessions = [...new Map(chats.data.pages.flat().map((s) => [s.id, s])).values()];
  if (sessions.length === 0) {
    return <EmptyState>{T.emptyChats[filter]}</EmptyState>;
  }
  return (
    <Stack gap="sm">
      <CardList label={T.chatListLabel}>
        {sessions.map((session) => (
          <ExecutorChatCard
            key={session.id}
            session={session}
            filter={filter}
            assignee={assignee}
          />
        ))}
      </CardList>
      {chats.hasNextPage && (
        <Button
          variant="default"
          loading={chats.isFetchingNextPage}
          onClick={() => void chats.fetchNextPage()}
          style={{ alignSelf: "center" }}
        >
          {T.moreChats}
        </Button>
      )}
    </Stack>
  );
}

/** All chats with clients and guests, newest activity first, filtered by the address. */
export function ExecutorChatsTab() {
  const { filter, setFilter, assignee, setAssignee } = useExecutorLocation();

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <ToggleButtons
            label={STAFF_TEXTS.assigneeFilterLabel}
            options={ASSIGNEE_VIEWS}
            labels={STAFF_TEXTS.assigneeFilters}
            value={assignee}
            onChange={setAssignee}
          />
          <ToggleButtons
            label={T.filterLabel}
            options={CHAT_FILTERS}
            labels={CHAT_FILTER_LABELS}
            value={filter}
            onChange={setFilter}
          />
        </Group>
        <DeleteAllChatsButton />
      </Group>
      <ChatList filter={filter} assignee={assignee} />
    </Stack>
  );
}

import { Group, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import {
  CHAT_FILTER_LABELS,
  CHAT_FILTERS,
  type ChatFilter,
  POLL_INTERVALS_MS,
} from "../../../domain/chat/chat.ts";
import { chatApi } from "../../api/chat.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { CardList, EmptyState } from "../../ui/list-states.tsx";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ToggleButtons } from "../../ui/toggle-buttons.tsx";
import { useLiveEvents } from "../chat/live-events.ts";
import { DeleteAllChatsButton } from "./delete-all-chats-button.tsx";
import { ExecutorChatCard } from "./executor-chat-card.tsx";
import { useExecutorLocation } from "./executor-location.ts";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";

function ChatList({ filter }: { filter: ChatFilter }) {
  const { connected } = useLiveEvents();
  const chats = useQuery({
    queryKey: queryKeys.chatSessions(filter),
    queryFn: () => chatApi.list(filter),
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
  if (chats.data.length === 0) {
    return <EmptyState>{T.emptyChats[filter]}</EmptyState>;
  }
  return (
    <CardList label={T.chatListLabel}>
      {chats.data.map((session) => (
        <ExecutorChatCard key={session.id} session={session} filter={filter} />
      ))}
    </CardList>
  );
}

/** All chats with clients and guests, newest activity first, filtered by the address. */
export function ExecutorChatsTab() {
  const { filter, setFilter } = useExecutorLocation();

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <ToggleButtons
          label={T.filterLabel}
          options={CHAT_FILTERS}
          labels={CHAT_FILTER_LABELS}
          value={filter}
          onChange={setFilter}
        />
        <DeleteAllChatsButton />
      </Group>
      <ChatList filter={filter} />
    </Stack>
  );
}

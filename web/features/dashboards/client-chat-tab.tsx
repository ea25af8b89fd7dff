import { Grid, Paper, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useSearchParams } from "react-router";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ChatView } from "../chat/chat-view.tsx";
import { IntakeStartForm } from "../intake/intake-start-form.tsx";
import { ClientChatList } from "./client-chat-list.tsx";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import { NoChatsState } from "./no-chats-state.tsx";
import { useClientChats } from "./use-client-chats.ts";
import { useOpenServiceChat } from "./use-open-service-chat.ts";

/**
 * The client's chats beside the selected one (`?chat=`). On a narrow screen only one of the two
 * fits: the list, or the chat with a back button to the list. A client with one chat has nothing
 * to choose: that chat is open (no «Выберите чат», no list of one to tap through).
 */
export function ClientChatTab() {
  const opening = useOpenServiceChat();
  const chats = useClientChats();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("chat");
  const narrow = useMediaQuery("(max-width: 62em)", false, { getInitialValueInEffect: false });

  if (opening.intakeServiceId) {
    return (
      <IntakeStartForm
        serviceId={opening.intakeServiceId}
        onStarted={opening.onIntakeDone}
        onCancel={() => opening.onIntakeDone(null)}
      />
    );
  }
  if (opening.opening) return <LoadingState label={T.chatOpening} />;
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
  if (chats.data.length === 0 && !selectedId) return <NoChatsState />;

  const onlyChat = chats.data.length === 1 ? (chats.data[0]?.id ?? null) : null;
  const shownId = selectedId ?? onlyChat;

  const backToList = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete("chat");
      next.delete("message");
      return next;
    });

  if (narrow) {
    return shownId ? (
      <ChatView
        key={shownId}
        sessionId={shownId}
        // With one chat the list would only lead back here.
        onBack={onlyChat ? undefined : backToList}
      />
    ) : (
      <ClientChatList sessions={chats.data} selectedId={null} />
    );
  }
  return (
    <Grid gap="lg">
      <Grid.Col span={4}>
        <ClientChatList sessions={chats.data} selectedId={shownId} />
      </Grid.Col>
      <Grid.Col span={8}>
        {shownId ? (
          <ChatView key={shownId} sessionId={shownId} />
        ) : (
          <Paper withBorder radius="lg" p="xl" bg="gray.0">
            <Text c="dimmed" ta="center">
              {T.pickChat}
            </Text>
          </Paper>
        )}
      </Grid.Col>
    </Grid>
  );
}

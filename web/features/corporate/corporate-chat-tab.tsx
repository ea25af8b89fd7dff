import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconMessageOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { isMissing } from "../../api/client.ts";
import { type CabinetScope, corporateApi } from "../../api/corporate.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { TabHeading } from "../../ui/tab-heading.tsx";
import { ChatView } from "../chat/chat-view.tsx";
import { useCabinetView } from "./cabinet-context.ts";
import { scopeKey } from "./corporate-location.ts";
import { CORPORATE_UI_TEXTS as T } from "./corporate-texts.ts";

/**
 * The company's chat (spec 2 §4): fetched, and made with an empty POST when there is none yet.
 * In executor mode only fetched: the client starts it; null then means there is none.
 */
function useCorporateChat(scope: CabinetScope) {
  return useQuery({
    queryKey: cabinetQueryKeys.corporateChat(scopeKey(scope)),
    queryFn: async () => {
      try {
        return await corporateApi.chatSession(scope);
      } catch (error) {
        if (!isMissing(error)) throw error;
        if (scope.kind === "client") return null;
        return corporateApi.openChat();
      }
    },
    retry: false,
  });
}

/** Executor mode: the chat is read here and answered in the cabinet's «Чаты». */
function ReadOnlyNotice({ sessionId }: { sessionId: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} />}>
      <Text size="sm">{T.chatReadOnly}</Text>
      <Anchor
        component={Link}
        to={`/executor-dashboard?chat=${sessionId}`}
        size="sm"
        fw={600}
        underline="always"
      >
        {T.openInChats}
      </Anchor>
    </Alert>
  );
}

/** «Чат с юристом»: the corporate chat with the chat's own screen (statuses, files, payments). */
export function CorporateChatTab() {
  const { scope, readOnly } = useCabinetView();
  const chat = useCorporateChat(scope);

  if (chat.isPending) return <LoadingState label={T.chatOpening} />;
  if (chat.isError) {
    return (
      <LoadFailedAlert
        title={readOnly ? CORPORATE_TEXTS.chatSearchFailed : CHAT_TEXTS.chatCreateFailed}
        error={chat.error}
        onRetry={() => void chat.refetch()}
      />
    );
  }
  if (chat.data === null) {
    return (
      <Stack gap="lg">
        <TabHeading title={T.tabs.chat} />
        <Alert
          color="orange"
          variant="light"
          icon={<IconMessageOff size={20} />}
          title={CORPORATE_TEXTS.noChatSession}
          data-testid="no-corporate-chat"
        >
          {CORPORATE_TEXTS.clientMustStart}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <ChatView
        key={chat.data.id}
        sessionId={chat.data.id}
        readOnlyNotice={readOnly ? <ReadOnlyNotice sessionId={chat.data.id} /> : undefined}
      />
      {readOnly ? null : (
        <Text size="sm" c="dimmed">
          {T.otherOrders}{" "}
          <Anchor component={Link} to="/dashboard?tab=orders" underline="always">
            {T.toOrders}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

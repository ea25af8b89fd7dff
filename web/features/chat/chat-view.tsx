import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useRef } from "react";
import { useNavigate } from "react-router";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { isRateable } from "../../../domain/sla/sla.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { chatApi } from "../../api/chat.ts";
import { retryUnlessMissing } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import type { UploadOptions } from "../../api/upload.ts";
import { useAuth } from "../../lib/auth.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { ChatBillingDocuments } from "../billing/chat-billing-documents.tsx";
import { PinnedBookings } from "../booking/pinned-bookings.tsx";
import { IntakeAnswers } from "../intake/intake-answers.tsx";
import { SignatureProvider } from "../signatures/signature-provider.tsx";
import { ContinueInTelegram } from "../telegram/continue-in-telegram.tsx";
import { AssignedLawyer } from "./assigned-lawyer.tsx";
import { AttachmentList } from "./attachment-list.tsx";
import { ChatLoadError } from "./chat-load-error.tsx";
import { ChatPartyInfo } from "./chat-party-info.tsx";
import {
  pollWhileDisconnected,
  useAfterSend,
  useSessionRead,
  useSessionUpdated,
} from "./chat-queries.ts";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";
import { ChatViewers } from "./chat-viewers.tsx";
import { ClientRating } from "./client-rating.tsx";
import { ClientReviewActions } from "./client-review-actions.tsx";
import { ExecutorActionBar } from "./executor-action-bar.tsx";
import { useLiveEvents } from "./live-events.ts";
import { MessageComposer } from "./message-composer.tsx";
import { MessageList } from "./message-list.tsx";
import { OffHoursBadge } from "./off-hours-badge.tsx";
import { ReadUpToContext } from "./read-receipt.tsx";
import { ArchiveSaveContext } from "./save-to-archive.tsx";
import { TaskStatusBar } from "./task-status-bar.tsx";
import { TranscriptMenu } from "./transcript-menu.tsx";
import { TypingIndicator, TypingReporter } from "./typing-indicator.tsx";
import { useChatPresence } from "./use-chat-presence.ts";
import { useFocusMessage } from "./use-focus-message.ts";

interface ChatViewProps {
  sessionId: string;
  onBack?: () => void;
  /** 1 when the chat is the page itself (/chat/...), 2 inside a cabinet tab. */
  headingLevel?: 1 | 2;
  /**
   * Shown instead of every act (sending, task and review actions, marking read): the executor's
   * view of a client's corporate cabinet only reads the chat (spec 2 §2, executor mode).
   */
  readOnlyNotice?: ReactNode;
}

/**
 * The whole signed-in chat of one session (spec 2 §2, spec 3 §2): the client sees the status and,
 * when documents are ready, accept / revision; an executor gets the task actions.
 */
export function ChatView({ sessionId, onBack, headingLevel = 2, readOnlyNotice }: ChatViewProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { connected } = useLiveEvents();
  const executor = user ? isExecutorRole(user.role) : false;
  const refetchInterval = pollWhileDisconnected(connected);

  const session = useQuery({
    queryKey: queryKeys.chatSession(sessionId),
    queryFn: () => chatApi.session(sessionId),
    retry: retryUnlessMissing,
    refetchInterval,
  });
  const messagesKey = queryKeys.chatMessages(sessionId);
  const messages = useQuery({
    queryKey: messagesKey,
    queryFn: () => chatApi.messages(sessionId),
    retry: retryUnlessMissing,
    refetchInterval,
    enabled: session.isSuccess,
  });
  // `?message=` (a search hit): older pages come in until that message is there, then it is shown.
  const messagesBox = useRef<HTMLDivElement>(null);
  const shown = useFocusMessage(sessionId, messages.data, messagesBox);
  const afterSend = useAfterSend(messagesKey, connected);
  const readOnly = readOnlyNotice !== undefined;
  const sessionUpdated = useSessionUpdated();
  const sessionRead = useSessionRead();
  const presence = useChatPresence({
    sessionId,
    session: session.data,
    messages: messages.data,
    side: executor ? "executor" : "client",
    active: !readOnly,
    // The executors' read also clears the unread count their lists and badges show.
    markRead: executor ? chatApi.markRead : chatApi.read,
    onMarked: executor ? sessionUpdated : sessionRead,
    announceTyping: chatApi.typing,
  });

  const send = useCallback(
    async (content: string, files: File[], upload: UploadOptions) => {
      await afterSend(await chatApi.send(sessionId, content, files, upload));
    },
    [afterSend, sessionId],
  );
  const onDeleted = () => (onBack ? onBack() : navigate("/executor-dashboard"));

  const backButton = onBack ? (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      onClick={onBack}
      style={{ alignSelf: "flex-start" }}
      px={4}
    >
      {T.back}
    </Button>
  ) : null;

  if (!user || session.isPending) {
    return (
      <Stack>
        {backButton}
        <LoadingState label={T.chatLoading} />
      </Stack>
    );
  }
  if (session.isError) {
    return (
      <Stack>
        {backButton}
        <ChatLoadError
          error={session.error}
          onRetry={() => void session.refetch().then(() => messages.refetch())}
        />
      </Stack>
    );
  }

  const chat = session.data;
  return (
    <Stack gap="md" data-testid="chat-view" data-session-id={chat.id}>
      {backButton}
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={headingLevel} fz={{ base: 22, sm: 26 }} lh={1.25} miw={0}>
            {chat.service_title}
          </Title>
          <TranscriptMenu session={chat} />
        </Group>
        <TaskStatusBar session={chat} />
        <OffHoursBadge />
        {executor ? <ChatPartyInfo session={chat} /> : <AssignedLawyer session={chat} />}
        {executor && !readOnly ? <ChatViewers sessionId={chat.id} /> : null}
        {!executor && !readOnly ? <ContinueInTelegram sessionId={chat.id} guest={false} /> : null}
      </Stack>
      <PinnedBookings sessionId={chat.id} guest={false} />
      <IntakeAnswers session={chat} />
      {executor && chat.is_corporate_session ? <ChatBillingDocuments sessionId={chat.id} /> : null}
      {executor && !readOnly ? <ExecutorActionBar session={chat} onDeleted={onDeleted} /> : null}
      {!executor && !readOnly && chat.task_status === "documents_ready" ? (
        <ClientReviewActions session={chat} />
      ) : null}
      {!executor && !readOnly && isRateable(chat) ? <ClientRating session={chat} /> : null}
      <SignatureProvider
        sessionId={chat.id}
        side={executor ? "executor" : "client"}
        canAct={!readOnly}
        enabled={!chat.is_guest_session}
        refetchInterval={refetchInterval}
      >
        <Paper withBorder radius="md" ref={messagesBox}>
          {messages.isError ? (
            <Group p="md">
              <ChatLoadError error={messages.error} onRetry={() => void messages.refetch()} />
            </Group>
          ) : (
            // Every file of a signed-in chat can be kept in the user's archive (issue 12 §1).
            <ArchiveSaveContext value={true}>
              <ReadUpToContext value={presence.readUpTo}>
                <MessageList
                  messages={shown}
                  viewerSide={executor ? "executor" : "client"}
                  otherPartyName={
                    executor
                      ? (chat.client_name ?? chat.guest_name ?? T.client)
                      : chat.executor_name || T.executor
                  }
                  payer={executor ? undefined : { title: chat.service_title, guest: false }}
                />
              </ReadUpToContext>
            </ArchiveSaveContext>
          )}
          <TypingIndicator typing={presence.otherTyping} />
        </Paper>
      </SignatureProvider>
      {readOnly ? (
        readOnlyNotice
      ) : (
        <TypingReporter onTyping={presence.onTyping}>
          <MessageComposer
            picker={executor ? "executor" : "client"}
            onSend={send}
            failureText={CHAT_TEXTS.sendFailed}
          />
        </TypingReporter>
      )}
      <ArchiveSaveContext value={true}>
        <AttachmentList messages={shown ?? []} headingOrder={headingLevel === 1 ? 2 : 3} />
      </ArchiveSaveContext>
    </Stack>
  );
}

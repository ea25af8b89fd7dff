import { Alert, Container, Paper, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { anonymousGuestName, CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { formatPhone } from "../../../domain/contacts/phone.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { type ChatSession, guestChatApi } from "../../api/chat.ts";
import { isMissing, retryUnlessMissing } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";
import type { UploadOptions } from "../../api/upload.ts";
import { useAuth } from "../../lib/auth.ts";
import { forgetGuestChat, rememberGuestChat } from "../../lib/guest-chat-memory.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { PinnedBookings } from "../booking/pinned-bookings.tsx";
import { pollWhileDisconnected, useAfterSend } from "../chat/chat-queries.ts";
import { CHAT_UI_TEXTS } from "../chat/chat-texts.ts";
import { ChatView } from "../chat/chat-view.tsx";
import { useLiveEvents } from "../chat/live-events.ts";
import { MessageComposer } from "../chat/message-composer.tsx";
import { MessageList } from "../chat/message-list.tsx";
import { ReadUpToContext } from "../chat/read-receipt.tsx";
import { TypingIndicator, TypingReporter } from "../chat/typing-indicator.tsx";
import { useChatPresence } from "../chat/use-chat-presence.ts";
import { IntakeAnswers } from "../intake/intake-answers.tsx";
import { GuestChatHeader } from "./guest-chat-header.tsx";
import { GUEST_CHAT_TEXTS as T } from "./guest-chat-texts.ts";
import { GuestContactModal } from "./guest-contact-modal.tsx";
import { type GuestContact, loadGuestContact, saveGuestContact } from "./guest-contact-storage.ts";
import { GuestDocumentsNotice } from "./guest-documents-notice.tsx";
import { GuestMoveOffer } from "./guest-move-offer.tsx";
import { accountChatPath } from "./guest-register-link.ts";

/** Long enough to read «Чат не найден или недоступен» before going home (spec 1 §4). */
const REDIRECT_AFTER_MS = 3_000;

/**
 * A chat this browser remembered is gone, or no guest's any more: it is forgotten, so «Написать в
 * чат» starts a new one. A signed-in client whose chat joined the account finds it there.
 */
function ChatNotFound({ sessionId, signedIn }: { sessionId: string; signedIn: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    forgetGuestChat(sessionId);
    if (signedIn) {
      navigate(accountChatPath(sessionId), { replace: true });
      return;
    }
    const timer = window.setTimeout(() => navigate("/", { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, sessionId, signedIn]);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      role="alert"
      title={CHAT_TEXTS.guestChatNotFound}
    >
      <Text size="sm">{T.redirecting}</Text>
    </Alert>
  );
}

/**
 * The contact comes before the first message: `ask` opens the modal and resolves when the guest
 * saved a contact (true) or closed it (false), so the waiting send goes on or stops.
 */
function useGuestContact(sessionId: string) {
  const [contact, setContact] = useState<GuestContact | null>(() => loadGuestContact(sessionId));
  const [opened, setOpened] = useState(contact === null);
  const waiting = useRef<((saved: boolean) => void) | null>(null);

  const settle = (saved: boolean) => {
    waiting.current?.(saved);
    waiting.current = null;
    setOpened(false);
  };
  const save = (next: GuestContact) => {
    saveGuestContact(sessionId, next);
    rememberGuestChat({ sessionId, [next.method]: next.value });
    setContact(next);
    settle(true);
  };
  const ask = useCallback((): boolean | Promise<boolean> => {
    if (contact) return true;
    setOpened(true);
    return new Promise((resolve) => {
      waiting.current = resolve;
    });
  }, [contact]);
  return { opened, ask, save, close: () => settle(false) };
}

function GuestChat({ sessionId, signedIn }: { sessionId: string; signedIn: boolean }) {
  const { connected } = useLiveEvents({ guestSessionId: sessionId });
  const refetchInterval = pollWhileDisconnected(connected);
  const session = useQuery({
    queryKey: queryKeys.guestChatSession(sessionId),
    queryFn: () => guestChatApi.session(sessionId),
    retry: retryUnlessMissing,
    refetchInterval,
  });
  const messagesKey = queryKeys.guestChatMessages(sessionId);
  const messages = useQuery({
    queryKey: messagesKey,
    queryFn: () => guestChatApi.messages(sessionId),
    retry: retryUnlessMissing,
    refetchInterval,
    enabled: session.isSuccess,
  });
  const afterSend = useAfterSend(messagesKey, connected);
  const contact = useGuestContact(sessionId);
  const queryClient = useQueryClient();
  const presence = useChatPresence({
    sessionId,
    session: session.data,
    messages: messages.data,
    side: "client",
    active: true,
    markRead: guestChatApi.read,
    onMarked: useCallback(
      (read: ChatSession) => queryClient.setQueryData(queryKeys.guestChatSession(read.id), read),
      [queryClient],
    ),
    announceTyping: guestChatApi.typing,
  });

  const send = useCallback(
    async (content: string, files: File[], upload: UploadOptions) => {
      await afterSend(await guestChatApi.send(sessionId, content, files, upload));
    },
    [afterSend, sessionId],
  );

  // This browser remembers the chat and the guest's contacts: a payment for the same service
  // joins it and its form is filled (issue 28).
  const loaded = session.data;
  useEffect(() => {
    if (!loaded) return;
    const anonymous = [anonymousGuestName("phone"), anonymousGuestName("email")];
    rememberGuestChat({
      sessionId: loaded.id,
      serviceId: loaded.service_id,
      name: loaded.guest_name && !anonymous.includes(loaded.guest_name) ? loaded.guest_name : "",
      email: loaded.guest_email ?? "",
      phone: loaded.guest_phone ? formatPhone(loaded.guest_phone) : "",
      expiresAt: loaded.expires_at,
    });
  }, [loaded]);

  // A poll that fails once keeps the chat on screen; a chat that is gone, or never came, does not.
  const unavailable =
    (session.isError && (isMissing(session.error) || !session.data)) ||
    (messages.isError && isMissing(messages.error));
  if (unavailable) return <ChatNotFound sessionId={sessionId} signedIn={signedIn} />;
  if (!session.data) return <LoadingState label={T.loading} />;

  return (
    <Stack gap="md" data-testid="guest-chat">
      <GuestChatHeader session={session.data} />
      <PinnedBookings sessionId={sessionId} guest />
      {signedIn ? <GuestMoveOffer sessionId={sessionId} /> : null}
      <IntakeAnswers session={session.data} />
      <GuestDocumentsNotice session={session.data} />
      <Paper withBorder radius="md">
        <ReadUpToContext value={presence.readUpTo}>
          <MessageList
            messages={messages.data}
            viewerSide="client"
            otherPartyName={session.data.executor_name || CHAT_UI_TEXTS.executor}
            payer={{ title: session.data.service_title, guest: true }}
          />
        </ReadUpToContext>
        <TypingIndicator typing={presence.otherTyping} />
      </Paper>
      <TypingReporter onTyping={presence.onTyping}>
        <MessageComposer
          picker="guest"
          onSend={send}
          failureText={CHAT_TEXTS.guestSendFailed}
          beforeSend={contact.ask}
        />
      </TypingReporter>
      <GuestContactModal
        opened={contact.opened}
        session={session.data}
        onSave={contact.save}
        onClose={contact.close}
      />
    </Stack>
  );
}

/**
 * /guest-chat/{sessionId}: the guest's chat (spec 1 §2). An executor opening a guest chat from the
 * cabinet gets the full signed-in chat with the task actions instead.
 */
export function GuestChatPage() {
  const { sessionId = "" } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();

  let content: ReactNode;
  if (user === undefined) content = <LoadingState label={T.loading} />;
  else if (user && isExecutorRole(user.role)) {
    content = (
      <ChatView
        key={sessionId}
        sessionId={sessionId}
        headingLevel={1}
        onBack={() => navigate("/executor-dashboard")}
      />
    );
  } else content = <GuestChat key={sessionId} sessionId={sessionId} signedIn={user !== null} />;

  return (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      {content}
    </Container>
  );
}

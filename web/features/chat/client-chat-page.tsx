import { Alert, Button, Container } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { CHAT_TEXTS } from "../../../domain/chat.ts";
import {
  BUSINESS_CONSULTATION_SERVICE_ID,
  planOfServiceId,
} from "../../../domain/chat-service-ids.ts";
import type { User } from "../../../domain/user-schemas.ts";
import { homePathOf, isExecutorRole } from "../../../domain/users.ts";
import { chatApi } from "../../api/chat.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { RequireRole } from "../../ui/require-role.tsx";
import { CHAT_UI_TEXTS, EXECUTOR_CHAT_TEXTS } from "./chat-texts.ts";
import { ChatView } from "./chat-view.tsx";

/** The client's open chat for the service (or business plan), or a new one. */
function openChatFor(serviceId: string) {
  const plan = planOfServiceId(serviceId);
  if (plan !== null || serviceId === BUSINESS_CONSULTATION_SERVICE_ID) {
    return chatApi.createBusiness(plan);
  }
  return chatApi.create(serviceId);
}

/**
 * Without `?sessionId=`: open (or create) the client's chat for the service, then put its id into
 * the address in place, so «Назад» does not create it again. A failure leads to the cabinet
 * without the service (spec 1 §4).
 */
function useOpenServiceChat(serviceId: string, enabled: boolean, home: string) {
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // StrictMode runs effects twice; one request per service is enough.
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || requested.current === serviceId) return;
    requested.current = serviceId;
    openChatFor(serviceId)
      .then((session) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
        setParams({ sessionId: session.id }, { replace: true });
      })
      .catch(() => {
        notifications.show({ color: "red", message: CHAT_TEXTS.chatCreateFailed });
        navigate(home, { replace: true });
      })
      .finally(() => {
        requested.current = null;
      });
  }, [enabled, serviceId, home, setParams, navigate, queryClient]);
}

function ClientChat({ user }: { user: User }) {
  const { serviceId = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get("sessionId");
  const executor = isExecutorRole(user.role);
  const home = homePathOf(user);
  useOpenServiceChat(serviceId, !sessionId && !executor, home);

  // Back where the chat was opened from; a chat opened by a link (first entry of this tab's
  // history, where React Router keeps idx 0) goes to the cabinet instead of leaving the site.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(home));

  let content: ReactNode;
  if (sessionId) {
    content = <ChatView key={sessionId} sessionId={sessionId} onBack={back} headingLevel={1} />;
  } else if (executor) {
    content = (
      <Alert color="blue" variant="light" role="note" title={EXECUTOR_CHAT_TEXTS.noServiceChat}>
        <Button component={Link} to={home} mt="xs" variant="default">
          {EXECUTOR_CHAT_TEXTS.toCabinet}
        </Button>
      </Alert>
    );
  } else {
    content = <LoadingState label={CHAT_UI_TEXTS.chatOpening} />;
  }
  return (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      {content}
    </Container>
  );
}

/** /chat/{serviceId}?sessionId={id}: a signed-in chat; visitors are sent to /login (spec 2 §2). */
export function ClientChatPage() {
  return (
    <RequireRole area={null} loadingLabel={CHAT_UI_TEXTS.chatLoading}>
      {(user) => <ClientChat user={user} />}
    </RequireRole>
  );
}

import { Alert, Button, Container } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { User } from "../../../domain/users/user-schemas.ts";
import { homePathOf, isExecutorRole } from "../../../domain/users/users.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { RequireRole } from "../../ui/require-role.tsx";
import { IntakeStartForm } from "../intake/intake-start-form.tsx";
import { CHAT_UI_TEXTS, EXECUTOR_CHAT_TEXTS } from "./chat-texts.ts";
import { ChatView } from "./chat-view.tsx";
import { useOpenServiceChat } from "./use-open-service-chat.ts";

function ClientChat({ user }: { user: User }) {
  const { serviceId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get("sessionId");
  const executor = isExecutorRole(user.role);
  const home = homePathOf(user);
  // Without `?sessionId=`: the client's chat for the service, its id put into the address in
  // place (so «Назад» does not open it again); a failure leads to the cabinet (spec 1 §4).
  const opening = useOpenServiceChat(!sessionId && !executor ? serviceId : null, {
    onOpened: (id) => setParams({ sessionId: id }, { replace: true }),
    onFailed: () => navigate(home, { replace: true }),
  });

  // Back where the chat was opened from; a chat opened by a link (first entry of this tab's
  // history, where React Router keeps idx 0) goes to the cabinet instead of leaving the site.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(home));

  let content: ReactNode;
  if (opening.intakeServiceId) {
    content = (
      <IntakeStartForm
        serviceId={opening.intakeServiceId}
        onStarted={opening.onIntakeDone}
        onCancel={() => opening.onIntakeDone(null)}
      />
    );
  } else if (sessionId) {
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

import { Alert, Button, Paper, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link, useLocation } from "react-router";
import { GUEST_CHAT_MOVE_TEXTS as T } from "../../../domain/chat/guest-chat-move-texts.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { guestChatMoveApi } from "../../api/guest-chat-move.ts";
import { useAuth } from "../../lib/auth.ts";
import { linkTokenOf } from "../../lib/link-token.ts";
import { LoadingState } from "../../ui/loading-state.tsx";
import { AuthShell } from "../auth/auth-shell.tsx";

type State = { step: "ask" } | { step: "done"; moved: number } | { step: "refused"; why: string };

/**
 * The page the «Перенести чаты в кабинет» mail opens (issue 44 §3). It needs the account the mail
 * was sent for, signed in, and asks before it acts, as the e-mail change does: a mail scanner
 * opening links moves nothing.
 */
export function GuestChatClaimPage() {
  const { hash } = useLocation();
  const token = linkTokenOf(hash);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(
    token ? { step: "ask" } : { step: "refused", why: T.claimInvalid },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const claim = async () => {
    if (!token) return;
    setBusy(true);
    setFailure(null);
    try {
      const { moved } = await guestChatMoveApi.claim(token);
      setState({ step: "done", moved });
      // The cabinet lists the chats afresh.
      await queryClient.invalidateQueries();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
        setState({ step: "refused", why: error.detail });
      } else {
        setFailure(errorText(error, T.claimFailed));
      }
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (user === undefined) body = <LoadingState />;
  else if (state.step === "done" || state.step === "refused") {
    const done = state.step === "done";
    body = (
      <Stack gap="md">
        <Alert
          color={done ? "teal" : "red"}
          variant="light"
          icon={done ? <IconCircleCheck size={20} /> : <IconAlertCircle size={20} />}
          role={done ? "status" : "alert"}
        >
          {done ? T.claimed(state.moved) : state.why}
        </Alert>
        <Button component={Link} to="/dashboard" variant={done ? "filled" : "light"}>
          {T.toDashboard}
        </Button>
      </Stack>
    );
  } else if (user === null) {
    body = (
      <Stack gap="md">
        <Text>{T.claimSignIn}</Text>
        <Button component={Link} to="/login" state={{ from: `/guest-chats/claim${hash}` }}>
          {T.signIn}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text>{T.claimLead}</Text>
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button size="md" fullWidth loading={busy} onClick={() => void claim()}>
          {T.claimButton}
        </Button>
      </Stack>
    );
  }

  return (
    <AuthShell title={T.claimTitle}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        {body}
      </Paper>
    </AuthShell>
  );
}

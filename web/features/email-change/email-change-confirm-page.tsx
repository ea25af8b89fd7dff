import { Alert, Button, Paper, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { EMAIL_CHANGE_TEXTS as T } from "../../../domain/mail/mail.ts";
import { isExecutorRole, type Role } from "../../../domain/users/users.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { emailChangeApi } from "../../api/email-change.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { useAuth } from "../../lib/auth.ts";
import { linkTokenOf } from "../../lib/link-token.ts";
import { AuthShell } from "../auth/auth-shell.tsx";

/** Where a person changes the address again: the lawyer's cabinet or the client's profile. */
const profilePathOf = (role: Role | undefined) =>
  role && isExecutorRole(role) ? "/executor-dashboard?tab=account" : "/dashboard?tab=profile";

/**
 * The page the link in the mail to the new address opens. It asks before it acts, as the
 * unsubscribe page does: a mail scanner that opens links must not move an account to an address
 * typed by mistake.
 */
export function EmailChangeConfirmPage() {
  const { hash } = useLocation();
  const token = linkTokenOf(hash);
  const queryClient = useQueryClient();
  const profilePath = profilePathOf(useAuth().user?.role);
  const [state, setState] = useState<"ask" | "done" | "refused">(token ? "ask" : "refused");
  /** The server's answer: the new address, or why the link cannot be used. */
  const [message, setMessage] = useState<string>(T.invalidToken);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!token) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await emailChangeApi.confirm({ token });
      setMessage(answer.message);
      setState("done");
      // Signed in here (as this account or not): the header and the profile read /auth/me again.
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    } catch (error) {
      // A used or expired link, or an address someone took meanwhile: trying again cannot help.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        setMessage(error.detail);
        setState("refused");
      } else {
        setFailure(errorText(error, T.confirmFailed));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={T.confirmTitle}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        {state === "done" ? (
          <Stack gap="md">
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
              {message}
            </Alert>
            <Button component={Link} to={profilePath}>
              {T.toProfile}
            </Button>
          </Stack>
        ) : state === "refused" ? (
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {message}
            </Alert>
            <Button component={Link} to={profilePath} variant="light">
              {T.toProfile}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{T.confirmLead}</Text>
            {failure ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button size="md" fullWidth loading={busy} onClick={() => void confirm()}>
              {T.confirm}
            </Button>
          </Stack>
        )}
      </Paper>
    </AuthShell>
  );
}

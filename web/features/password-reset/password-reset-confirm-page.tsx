import { Alert, Button, Paper, Stack } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { PASSWORD_RESET_TEXTS as T } from "../../../domain/mail/mail.ts";
import { ApiError } from "../../api/client.ts";
import { passwordApi } from "../../api/passwords.ts";
import { linkTokenOf } from "../../lib/link-token.ts";
import { AuthShell } from "../auth/auth-shell.tsx";
import { NewPasswordForm } from "./new-password-form.tsx";

/** The page the mail's link opens: a new password, twice; every old session then ends. */
export function PasswordResetConfirmPage() {
  const { hash } = useLocation();
  const token = linkTokenOf(hash);
  const [state, setState] = useState<"form" | "saved" | "invalid">(token ? "form" : "invalid");

  return (
    <AuthShell title={T.confirmTitle}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        {state === "saved" ? (
          <Stack gap="md">
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
              {T.saved}
            </Alert>
            <Button component={Link} to="/login">
              {T.toLogin}
            </Button>
          </Stack>
        ) : state === "invalid" ? (
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {T.invalidToken}
            </Alert>
            <Button component={Link} to="/password-reset" variant="light">
              {T.requestAgain}
            </Button>
          </Stack>
        ) : (
          <NewPasswordForm
            submitLabel={T.save}
            failedText={T.failed}
            onSave={async (password) => {
              if (!token) return;
              await passwordApi.confirm({ token, password });
              setState("saved");
            }}
            onRefused={(error) => {
              const dead = error instanceof ApiError && error.detail === T.invalidToken;
              if (dead) setState("invalid");
              return dead;
            }}
          />
        )}
      </Paper>
    </AuthShell>
  );
}

import { Alert, Button, Paper, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { PASSWORD_RESET_TEXTS as T } from "../../../domain/mail/mail.ts";
import { newPasswordProblem, repeatPasswordProblem } from "../../../domain/users/auth-texts.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { passwordApi } from "../../api/passwords.ts";
import { AuthShell } from "../auth/auth-shell.tsx";

/** The token rides in the link's fragment (#token=…), which no server and no Referer ever sees. */
function tokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token");
}

/** The page the mail's link opens: a new password, twice; every old session then ends. */
export function PasswordResetConfirmPage() {
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const [state, setState] = useState<"form" | "saved" | "invalid">(token ? "form" : "invalid");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: "", repeat: "" },
    validate: {
      password: newPasswordProblem,
      repeat: (value, values) => repeatPasswordProblem(value, values.password),
    },
  });
  const submit = form.onSubmit(async (values) => {
    if (!token) return;
    setFailure(null);
    try {
      await passwordApi.confirm({ token, password: values.password });
      setState("saved");
    } catch (error) {
      if (error instanceof ApiError && error.detail === T.invalidToken) setState("invalid");
      else if (error instanceof ApiError && error.status === 400)
        form.setFieldError("password", error.detail);
      else setFailure(errorText(error, T.failed));
    }
  });

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
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <PasswordInput
                label={T.passwordLabel}
                autoComplete="new-password"
                required
                {...form.getInputProps("password")}
              />
              <PasswordInput
                label={T.repeatLabel}
                autoComplete="new-password"
                required
                {...form.getInputProps("repeat")}
              />
              {failure ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle size={20} />}
                  role="alert"
                >
                  {failure}
                </Alert>
              ) : null}
              <Button type="submit" size="md" fullWidth loading={form.submitting}>
                {T.save}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </AuthShell>
  );
}

import { Alert, Button, Paper, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { PASSWORD_RESET_TEXTS } from "../../../domain/mail/mail.ts";
import { STAFF_TEXTS as T } from "../../../domain/staff/staff.ts";
import { newPasswordProblem, repeatPasswordProblem } from "../../../domain/users/auth-texts.ts";
import { homePathOf } from "../../../domain/users/users.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { staffApi } from "../../api/staff.ts";
import { useAuth } from "../../lib/auth.ts";
import { AuthShell } from "../auth/auth-shell.tsx";

/** The token rides in the link's fragment (#token=…), which no server and no Referer ever sees. */
function tokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token");
}

/**
 * The page an invitation mail opens (issue 30 §1): the colleague sets a password, twice, and
 * lands in the cabinet signed in with the role the administrator gave.
 */
export function StaffInvitePage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const token = tokenOf(hash);
  const [invalid, setInvalid] = useState<string | null>(token ? null : T.linkMissing);
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
      const user = signIn(await staffApi.accept({ token, password: values.password }));
      navigate(homePathOf(user), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.detail === T.linkInvalid) setInvalid(T.linkInvalid);
      else if (error instanceof ApiError && error.status === 400)
        form.setFieldError("password", error.detail);
      else setFailure(errorText(error, PASSWORD_RESET_TEXTS.failed));
    }
  });

  return (
    <AuthShell title={T.acceptTitle}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        {invalid ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {invalid}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm">{T.acceptLead}</Text>
              <PasswordInput
                label={PASSWORD_RESET_TEXTS.passwordLabel}
                autoComplete="new-password"
                required
                {...form.getInputProps("password")}
              />
              <PasswordInput
                label={PASSWORD_RESET_TEXTS.repeatLabel}
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
                {T.acceptSubmit}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </AuthShell>
  );
}

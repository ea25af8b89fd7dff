import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { PASSWORD_RESET_TEXTS as T } from "../../../domain/mail/mail.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { errorText } from "../../api/client.ts";
import { passwordApi } from "../../api/passwords.ts";
import { AuthShell } from "../auth/auth-shell.tsx";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * «Забыли пароль?»: the address, then the same answer whether an account has it or not (the
 * page must not tell a stranger who is registered).
 */
export function PasswordResetRequestPage() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: "" },
    validate: {
      email: (value) =>
        !value.trim()
          ? AUTH_TEXTS.emailRequired
          : EMAIL.test(value.trim())
            ? null
            : AUTH_TEXTS.emailInvalid,
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await passwordApi.request({ email: values.email.trim() });
      setSent(true);
    } catch (error) {
      setFailure(errorText(error, T.failed));
    }
  });

  return (
    <AuthShell title={T.title} lead={sent ? undefined : T.lead}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
        {sent ? (
          <Stack gap="md">
            <Alert color="teal" variant="light" icon={<IconMailCheck size={20} />} role="status">
              {T.sent}
            </Alert>
            <Button component={Link} to="/login" variant="light">
              {T.toLogin}
            </Button>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={T.emailLabel}
                type="email"
                autoComplete="email"
                placeholder="name@example.ru"
                required
                {...form.getInputProps("email")}
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
                {T.send}
              </Button>
              <Text size="sm" ta="center">
                <Anchor component={Link} to="/login" fw={600}>
                  {T.toLogin}
                </Anchor>
              </Text>
            </Stack>
          </form>
        )}
      </Paper>
    </AuthShell>
  );
}

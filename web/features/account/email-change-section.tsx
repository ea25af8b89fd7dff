import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { EMAIL_CHANGE_TEXTS as T } from "../../../domain/mail/mail.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { emailChangeApi } from "../../api/email-change.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * «Смена e-mail» (issue 14 §2): the new address and the current password; the change happens
 * when the link mailed to the new address is opened, so the section only says where to look.
 */
export function EmailChangeSection({ currentEmail }: { currentEmail: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: {
      email: (value) => {
        const email = value.trim().toLowerCase();
        if (!email) return AUTH_TEXTS.emailRequired;
        if (!EMAIL.test(email)) return AUTH_TEXTS.emailInvalid;
        return email === currentEmail ? T.sameEmail : null;
      },
      password: (value) => (value ? null : AUTH_TEXTS.currentPasswordRequired),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setSent(null);
    setFailure(null);
    try {
      const answer = await emailChangeApi.request({
        new_email: values.email.trim(),
        current_password: values.password,
      });
      setSent(answer.message);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.detail === AUTH_TEXTS.currentPasswordWrong) {
        form.setFieldError("password", error.detail);
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        form.setFieldError("email", error.detail);
      } else {
        setFailure(errorText(error, T.failed));
      }
    }
  });
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="email-change-title">
      <Title order={2} size="h4" id="email-change-title" mb="xs">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.lead}
      </Text>
      <Text size="sm" mb="md" style={{ wordBreak: "break-word" }}>
        {T.current(currentEmail)}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <TextInput
            label={T.newEmailLabel}
            type="email"
            autoComplete="email"
            placeholder="name@example.ru"
            required
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label={T.passwordLabel}
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
          {sent ? (
            <Alert color="teal" variant="light" icon={<IconMailForward size={20} />} role="status">
              {sent}
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" loading={form.submitting} w="fit-content">
            {T.submit}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

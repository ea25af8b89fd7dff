import { Button, Paper, PasswordInput, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  newPasswordProblem,
  repeatPasswordProblem,
  AUTH_TEXTS as T,
} from "../../../domain/users/auth-texts.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { passwordApi } from "../../api/passwords.ts";

/** «Смена пароля» (issue 14 §2): the current password, then the new one twice. */
export function PasswordChangeSection() {
  const form = useForm({
    initialValues: { current: "", password: "", repeat: "" },
    validate: {
      current: (value) => (value ? null : T.currentPasswordRequired),
      password: newPasswordProblem,
      repeat: (value, values) => repeatPasswordProblem(value, values.password),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await passwordApi.change({
        current_password: values.current,
        new_password: values.password,
      });
      notifications.show({ color: "teal", message: answer.message });
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.detail === T.currentPasswordWrong) {
        form.setFieldError("current", error.detail);
      } else if (error instanceof ApiError && error.status === 400) {
        form.setFieldError("password", error.detail);
      } else {
        notifications.show({ color: "red", message: errorText(error, T.currentPasswordWrong) });
      }
    }
  });
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="password-title">
      <Title order={2} size="h4" id="password-title" mb="md">
        {T.passwordChangeTitle}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={T.currentPasswordLabel}
            autoComplete="current-password"
            required
            {...form.getInputProps("current")}
          />
          <PasswordInput
            label={T.newPasswordLabel}
            autoComplete="new-password"
            required
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={T.repeatPasswordLabel}
            autoComplete="new-password"
            required
            {...form.getInputProps("repeat")}
          />
          <Button type="submit" loading={form.submitting} w="fit-content">
            {T.changePassword}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

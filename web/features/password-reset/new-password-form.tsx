import { Alert, Button, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { PASSWORD_RESET_TEXTS as T } from "../../../domain/mail/mail.ts";
import { newPasswordProblem, repeatPasswordProblem } from "../../../domain/users/auth-texts.ts";
import { ApiError, errorText } from "../../api/client.ts";

interface NewPasswordFormProps {
  submitLabel: string;
  /** Above the fields: what the password is for. */
  lead?: ReactNode;
  /** Saves the password; what it throws is shown (below), unless `onRefused` takes it. */
  onSave(password: string): Promise<void>;
  /** A refusal the page shows itself instead of the form (a dead link): returns true. */
  onRefused?(error: unknown): boolean;
  /** The words before the server's detail when saving fails for another reason. */
  failedText: string;
}

/**
 * A new password, twice, checked as registration checks it: the mailed links' pages (a reset, a
 * staff invitation). A 400 from the server is said at the password field.
 */
export function NewPasswordForm({
  submitLabel,
  lead,
  onSave,
  onRefused,
  failedText,
}: NewPasswordFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: "", repeat: "" },
    validate: {
      password: newPasswordProblem,
      repeat: (value, values) => repeatPasswordProblem(value, values.password),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values.password);
    } catch (error) {
      if (onRefused?.(error)) return;
      if (error instanceof ApiError && error.status === 400) {
        form.setFieldError("password", error.detail);
      } else setFailure(errorText(error, failedText));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {lead}
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
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

import { Alert, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { SECOND_FACTOR_TEXTS as T } from "../../../domain/users/second-factor.ts";
import { errorText } from "../../api/client.ts";
import { secondFactorApi } from "../../api/second-factor.ts";
import { ResponsiveModal } from "../../ui/responsive-modal.tsx";

interface DisableDialogProps {
  opened: boolean;
  onClose: () => void;
  onDisabled: () => void;
}

/** Turning the factor off takes the password and a code: a stolen session alone cannot. */
export function SecondFactorDisableDialog({ opened, onClose, onDisabled }: DisableDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: "", code: "" },
    validate: {
      password: (value) => (value ? null : AUTH_TEXTS.currentPasswordRequired),
      code: (value) => (value.trim() ? null : T.codeRequired),
    },
  });
  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await secondFactorApi.disable({
        current_password: values.password,
        code: values.code.trim(),
      });
      notifications.show({ color: "teal", message: answer.message });
      onDisabled();
      close();
    } catch (error) {
      setFailure(errorText(error, T.wrongCode));
    }
  });
  return (
    <ResponsiveModal opened={opened} onClose={close} title={T.disableTitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{T.disableHint}</Text>
          <PasswordInput
            label={AUTH_TEXTS.currentPasswordLabel}
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
          <TextInput
            label={T.codeOrRecoveryLabel}
            autoComplete="one-time-code"
            required
            {...form.getInputProps("code")}
          />
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" color="red" loading={form.submitting} w="fit-content">
            {T.turnOff}
          </Button>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}

import { Alert, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { SECOND_FACTOR_TEXTS as T } from "../../../domain/users/second-factor.ts";
import type { SecondFactorDisable } from "../../../domain/users/second-factor-schemas.ts";
import { errorText } from "../../api/client.ts";
import { secondFactorApi } from "../../api/second-factor.ts";
import { ResponsiveModal } from "../../ui/responsive-modal.tsx";
import { RecoveryCodesView } from "./recovery-codes-view.tsx";

/**
 * What the password and a code are asked for. Both are needed, so a stolen session alone can
 * neither turn the factor off nor read fresh recovery codes.
 */
const ACTIONS = {
  disable: {
    title: T.disableTitle,
    hint: T.disableHint,
    submit: T.turnOff,
    color: "red",
    send: async (proof: SecondFactorDisable) => {
      const answer = await secondFactorApi.disable(proof);
      notifications.show({ color: "teal", message: answer.message });
      return null;
    },
  },
  renew: {
    title: T.renewTitle,
    hint: T.renewHint,
    submit: T.renew,
    color: undefined,
    send: async (proof: SecondFactorDisable) =>
      (await secondFactorApi.renewRecoveryCodes(proof)).recovery_codes,
  },
} as const;

export type SecondFactorProofAction = keyof typeof ACTIONS;

interface ProofDialogProps {
  action: SecondFactorProofAction;
  opened: boolean;
  onClose: () => void;
  /** After the action took effect (the status above changed). */
  onDone: () => void;
}

/** «Отключить» or «Новые резервные коды»: the password and a code from the app or a recovery code. */
export function SecondFactorProofDialog({ action, opened, onClose, onDone }: ProofDialogProps) {
  const what = ACTIONS[action];
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm({
    initialValues: { password: "", code: "" },
    validate: {
      password: (value) => (value ? null : AUTH_TEXTS.currentPasswordRequired),
      code: (value) => (value.trim() ? null : T.codeRequired),
    },
  });
  const close = () => {
    setFailure(null);
    setCodes(null);
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const shown = await what.send({
        current_password: values.password,
        code: values.code.trim(),
      });
      onDone();
      // New recovery codes are shown here, once; anything else is done.
      if (shown) setCodes(shown);
      else close();
    } catch (error) {
      setFailure(errorText(error, T.wrongCode));
    }
  });
  return (
    <ResponsiveModal opened={opened} onClose={close} title={what.title}>
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{what.hint}</Text>
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
            <Button type="submit" color={what.color} loading={form.submitting} w="fit-content">
              {what.submit}
            </Button>
          </Stack>
        </form>
      )}
    </ResponsiveModal>
  );
}

import { Alert, Button, Code, Image, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { SECOND_FACTOR_TEXTS as T } from "../../../domain/users/second-factor.ts";
import type { SecondFactorSetup } from "../../../domain/users/second-factor-schemas.ts";
import { errorText } from "../../api/client.ts";
import { secondFactorApi } from "../../api/second-factor.ts";
import { ResponsiveModal } from "../../ui/responsive-modal.tsx";
import { RecoveryCodesView } from "./recovery-codes-view.tsx";

interface SetupDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called when the factor is on (the status is read again). */
  onEnabled: () => void;
}

/**
 * Turning the second factor on, in three steps in one dialog: the password, then the QR code
 * (or the key typed by hand) and the first code, then the recovery codes shown once.
 */
export function SecondFactorSetupDialog({ opened, onClose, onEnabled }: SetupDialogProps) {
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: "", code: "" },
    validate: {
      password: (value) => (setup || value ? null : AUTH_TEXTS.currentPasswordRequired),
      code: (value) => (!setup || value.trim() ? null : T.codeRequired),
    },
  });
  const close = () => {
    setSetup(null);
    setCodes(null);
    setFailure(null);
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      if (!setup) {
        setSetup(await secondFactorApi.setup({ current_password: values.password }));
        form.setFieldValue("password", "");
      } else {
        const answer = await secondFactorApi.confirm({ code: values.code.trim() });
        setCodes(answer.recovery_codes);
        onEnabled();
      }
    } catch (error) {
      setFailure(errorText(error, T.wrongCode));
    }
  });
  const title = codes ? T.recoveryTitle : T.setupTitle;
  return (
    // Once the codes are shown the dialog closes only by «Я сохранил коды», not by a stray click.
    <ResponsiveModal
      opened={opened}
      onClose={close}
      title={title}
      closeOnClickOutside={!codes}
      closeOnEscape={!codes}
      withCloseButton={!codes}
    >
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {setup ? (
              <>
                <Text size="sm">{T.setupHint}</Text>
                <Image src={setup.qr_code} alt={T.qrAlt} w={220} h={220} mx="auto" />
                <Stack gap={4}>
                  <Text size="sm" fw={600} id="second-factor-secret-label">
                    {T.secretLabel}
                  </Text>
                  <Code
                    data-testid="second-factor-secret"
                    aria-labelledby="second-factor-secret-label"
                    fz="md"
                    style={{ wordBreak: "break-all" }}
                  >
                    {setup.secret}
                  </Code>
                </Stack>
                <TextInput
                  label={T.codeLabel}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  required
                  {...form.getInputProps("code")}
                />
              </>
            ) : (
              <PasswordInput
                label={AUTH_TEXTS.currentPasswordLabel}
                autoComplete="current-password"
                required
                {...form.getInputProps("password")}
              />
            )}
            {failure ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" loading={form.submitting} w="fit-content">
              {setup ? T.confirm : T.turnOn}
            </Button>
          </Stack>
        </form>
      )}
    </ResponsiveModal>
  );
}

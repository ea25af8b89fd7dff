import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconShieldLock } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import {
  REAUTHENTICATION_REQUIRED,
  REAUTHENTICATION_TEXTS as T,
} from "../../../domain/access/reauthentication.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { SECOND_FACTOR_TEXTS } from "../../../domain/users/second-factor.ts";
import { addRefusalResolver, errorText } from "../../api/client.ts";
import { reauthenticationApi } from "../../api/reauthentication.ts";
import { ResponsiveModal } from "../../ui/responsive-modal.tsx";

/** One question at a time: the server's text, and where to send the answer. */
interface Pending {
  detail: string;
  settle(proven: boolean): void;
}

/**
 * «Подтвердите, что это вы» (issue 43 §1, decision 049): while it is mounted (the executor
 * cabinet mounts it; the client's, for a change of the phone number, with its own `hint`), an
 * action the server refuses with `reauthentication_required` opens it; the password (and the
 * code, when the server asks for it) opens the session's window, and the action is sent again.
 * Cancelling leaves the action undone, with the server's reason shown where it was started.
 */
export function ReauthenticationDialog({ hint = T.hint }: { hint?: string }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const waiting = useRef<Pending[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const withCode = pending?.detail === T.requiredWithCode;
  const form = useForm({
    initialValues: { password: "", code: "" },
    validate: {
      password: (value) => (value ? null : AUTH_TEXTS.passwordRequired),
      code: (value) => (withCode && !value.trim() ? SECOND_FACTOR_TEXTS.codeRequired : null),
    },
  });

  // Several refused actions at once (a form and a list refetch) share the one proof.
  useEffect(
    () =>
      addRefusalResolver(async (code, detail) => {
        if (code !== REAUTHENTICATION_REQUIRED) return false;
        return new Promise<boolean>((resolve) => {
          const asked: Pending = { detail, settle: resolve };
          waiting.current.push(asked);
          setPending((current) => current ?? asked);
        });
      }),
    [],
  );

  const finish = (proven: boolean) => {
    for (const asked of waiting.current.splice(0)) asked.settle(proven);
    setPending(null);
    setFailure(null);
    form.reset();
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await reauthenticationApi.prove({
        password: values.password,
        code: withCode ? values.code.trim() : null,
      });
      finish(true);
    } catch (error) {
      setFailure(errorText(error, T.wrongPassword));
    }
  });

  return (
    <ResponsiveModal opened={pending !== null} onClose={() => finish(false)} title={T.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconShieldLock size={24} aria-hidden="true" />
            <Text size="sm">{hint}</Text>
          </Group>
          <PasswordInput
            label={T.passwordLabel}
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps("password")}
          />
          {withCode ? (
            <TextInput
              label={T.codeLabel}
              autoComplete="one-time-code"
              inputMode="text"
              required
              {...form.getInputProps("code")}
            />
          ) : null}
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => finish(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}

import { PasswordInput, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { MY_DATA_TEXTS as T } from "../../../domain/clients/clients.ts";
import { ApiError, errorText } from "../../api/client.ts";
import { clientsApi } from "../../api/clients.ts";
import { useAuth } from "../../lib/auth.ts";
import { ActionDialog, DialogButtons, type DialogControls } from "../../ui/action-dialog.tsx";
import { ErasureExplainer } from "../../ui/erasure-explainer.tsx";

/**
 * «Удалить аккаунт»: says what goes and what stays, and asks for the password, so a device left
 * signed in cannot erase its owner. A wrong password shows on the field and changes nothing.
 */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { logout } = useAuth();
  return (
    <ActionDialog opened={opened} title={T.deleteTitle} onClose={onClose}>
      {(dialog) => <DeleteAccountForm controls={dialog} onDeleted={logout} />}
    </ActionDialog>
  );
}

function DeleteAccountForm({
  controls,
  onDeleted,
}: {
  controls: DialogControls;
  onDeleted(): Promise<void>;
}) {
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(T.passwordRequired);
      return;
    }
    void controls.run(async () => {
      try {
        await clientsApi.deleteMe({ password });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) setFieldError(error.detail);
        else
          notifications.show({
            color: "red",
            title: T.deleteFailed,
            message: errorText(error, "") || undefined,
          });
        return;
      }
      notifications.show({ color: "teal", message: T.deleted });
      // The account is gone and its sessions with it: sign out here too (the cabinet then leaves).
      await onDeleted();
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" mb="lg">
        <Text size="sm">{T.deleteHint}</Text>
        <ErasureExplainer />
        <PasswordInput
          label={T.passwordLabel}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          required
          data-autofocus
        />
      </Stack>
      <DialogButtons controls={controls} submitLabel={T.confirm} color="red" />
    </form>
  );
}

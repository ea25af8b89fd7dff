import { Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useRef } from "react";
import { CLIENT_TEXTS as T } from "../../../../domain/clients/clients.ts";
import { errorText } from "../../../api/client.ts";
import type { ClientListItem } from "../../../api/clients.ts";
import { ActionDialog, DialogButtons } from "../../../ui/action-dialog.tsx";
import { ErasureExplainer } from "../../../ui/erasure-explainer.tsx";
import { useDeleteClient } from "./use-clients.ts";

/** The confirmation that names the client and says what goes and what stays (issue 13 §1). */
export function DeleteClientDialog({
  client,
  onClose,
}: {
  client: ClientListItem | null;
  onClose(): void;
}) {
  const remove = useDeleteClient();
  // The last client asked about: the dialog keeps naming them while it closes.
  const last = useRef<ClientListItem | null>(null);
  if (client) last.current = client;
  const shown = last.current;
  return (
    <ActionDialog
      opened={client !== null}
      title={shown ? T.deleteTitle(shown.full_name) : ""}
      onClose={onClose}
    >
      {(dialog) => {
        const confirm = (event: FormEvent) => {
          event.preventDefault();
          if (!shown) return;
          void dialog.run(async () => {
            try {
              await remove.mutateAsync(shown.id);
              notifications.show({ color: "teal", message: T.deleted });
              dialog.close();
            } catch (error) {
              notifications.show({
                color: "red",
                title: T.deleteFailed,
                message: errorText(error, "") || undefined,
              });
            }
          });
        };
        return (
          <form onSubmit={confirm}>
            <Stack gap="md" mb="lg">
              <Text size="sm">
                {shown ? `${shown.email} · ${T.chatsCount(shown.chats_count)}` : null}
              </Text>
              <ErasureExplainer />
            </Stack>
            <DialogButtons controls={dialog} submitLabel={T.deleteConfirm} color="red" />
          </form>
        );
      }}
    </ActionDialog>
  );
}

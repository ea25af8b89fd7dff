import { Text } from "@mantine/core";
import type { FormEvent } from "react";
import { CONFIRM_TEXTS } from "../../domain/errors.ts";
import { ActionDialog, DialogButtons } from "./action-dialog.tsx";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  /** Runs on «Подтвердить»; the dialog closes when it settles (it reports its own outcome). */
  onConfirm(): Promise<void>;
  onClose(): void;
  color?: string;
}

/** The spec's generic confirmation: «Отмена» and «Подтвердить» (spec 1 §8). */
export function ConfirmDialog({
  opened,
  title,
  text,
  onConfirm,
  onClose,
  color,
}: ConfirmDialogProps) {
  return (
    <ActionDialog opened={opened} title={title} onClose={onClose}>
      {(dialog) => {
        const confirm = (event: FormEvent) => {
          event.preventDefault();
          void dialog.run(async () => {
            try {
              await onConfirm();
            } finally {
              dialog.close();
            }
          });
        };
        return (
          <form onSubmit={confirm}>
            <Text size="sm" mb="lg">
              {text}
            </Text>
            <DialogButtons controls={dialog} submitLabel={CONFIRM_TEXTS.confirm} color={color} />
          </form>
        );
      }}
    </ActionDialog>
  );
}

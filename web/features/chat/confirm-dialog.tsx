import { Button, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { CONFIRM_TEXTS } from "../../../domain/errors.ts";

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
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
      onClose();
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={running ? () => {} : onClose}
      title={title}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text size="sm" mb="lg">
        {text}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={running}>
          {CONFIRM_TEXTS.cancel}
        </Button>
        <Button color={color} onClick={() => void confirm()} loading={running}>
          {CONFIRM_TEXTS.confirm}
        </Button>
      </Group>
    </Modal>
  );
}

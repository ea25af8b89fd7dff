import { Button, Group, Modal } from "@mantine/core";
import { type ReactNode, useCallback, useState } from "react";
import { CONFIRM_TEXTS } from "../../domain/errors.ts";

/** What a dialog's form gets: whether its act runs, a way to run it, and closing. */
export interface DialogControls {
  running: boolean;
  /** Runs the act with the dialog locked (no closing, buttons busy); the act reports itself. */
  run(act: () => Promise<void>): Promise<void>;
  close(): void;
}

interface ActionDialogProps {
  opened: boolean;
  title: string;
  onClose(): void;
  /** The form; mounted on each opening, so it starts from the chat as it is now. */
  children(controls: DialogControls): ReactNode;
}

/**
 * A titled dialog around one act (a confirmation, a task's time, a price, a form of the back office):
 * it cannot be closed while the act runs, and its form is mounted afresh on each opening.
 */
export function ActionDialog({ opened, title, onClose, children }: ActionDialogProps) {
  const [running, setRunning] = useState(false);
  const run = useCallback(async (act: () => Promise<void>) => {
    setRunning(true);
    try {
      await act();
    } finally {
      setRunning(false);
    }
  }, []);
  return (
    <Modal opened={opened} onClose={running ? () => {} : onClose} title={title} centered>
      {children({ running, run, close: onClose })}
    </Modal>
  );
}

interface DialogButtonsProps {
  controls: DialogControls;
  submitLabel: string;
  color?: string;
  disabled?: boolean;
}

/** «Отмена» and the act's own button, at the foot of the form. */
export function DialogButtons({ controls, submitLabel, color, disabled }: DialogButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={controls.close} disabled={controls.running}>
        {CONFIRM_TEXTS.cancel}
      </Button>
      <Button type="submit" color={color} loading={controls.running} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}

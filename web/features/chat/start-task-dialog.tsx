import { Group, NumberInput, SegmentedControl, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import {
  DURATION_UNIT_LABELS,
  DURATION_UNITS,
  type DurationUnit,
} from "../../../domain/chat/chat.ts";
import type { StartTaskRequest } from "../../../domain/chat/chat-schemas.ts";
import { TASK_DURATION } from "../../../domain/chat/task-status.ts";
import { ActionDialog, DialogButtons, type DialogControls } from "../../ui/action-dialog.tsx";
import { EXECUTOR_CHAT_TEXTS as T } from "./chat-texts.ts";

/** Spec 3 §5: an integer from 1 to 720; anything else falls back to 1. */
export function durationOf(value: string | number): number {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isInteger(number) && number >= TASK_DURATION.min && number <= TASK_DURATION.max
    ? number
    : TASK_DURATION.min;
}

interface StartTaskDialogProps {
  opened: boolean;
  onClose(): void;
  onStart(request: StartTaskRequest): Promise<void>;
}

/** Starts at the default 24 hours on each opening. */
function StartTaskForm({
  onStart,
  dialog,
}: {
  onStart: StartTaskDialogProps["onStart"];
  dialog: DialogControls;
}) {
  const [value, setValue] = useState<string | number>(TASK_DURATION.default);
  const [unit, setUnit] = useState<DurationUnit>("hours");

  const start = (event: FormEvent) => {
    event.preventDefault();
    void dialog.run(async () => {
      await onStart({ duration_value: durationOf(value), duration_unit: unit });
      dialog.close();
    });
  };

  return (
    <form onSubmit={start}>
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <NumberInput
            label={T.durationLabel}
            min={TASK_DURATION.min}
            max={TASK_DURATION.max}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={value}
            onChange={setValue}
            style={{ flex: 1 }}
          />
          <SegmentedControl
            aria-label={T.unitLabel}
            value={unit}
            onChange={(next) => setUnit(next as DurationUnit)}
            data={DURATION_UNITS.map((item) => ({
              value: item,
              label: DURATION_UNIT_LABELS[item],
            }))}
          />
        </Group>
        <Text size="xs" c="dimmed">
          От {TASK_DURATION.min} до {TASK_DURATION.max}; клиент увидит срок в чате.
        </Text>
        <DialogButtons controls={dialog} submitLabel={T.startTask} />
      </Stack>
    </form>
  );
}

/** «Взять в работу»: how long the task will take, in hours or days (default 24 hours). */
export function StartTaskDialog({ opened, onClose, onStart }: StartTaskDialogProps) {
  return (
    <ActionDialog opened={opened} title={T.startTaskTitle} onClose={onClose}>
      {(dialog) => <StartTaskForm onStart={onStart} dialog={dialog} />}
    </ActionDialog>
  );
}

import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { DURATION_UNIT_LABELS, DURATION_UNITS, type DurationUnit } from "../../../domain/chat.ts";
import type { StartTaskRequest } from "../../../domain/chat-schemas.ts";
import { CONFIRM_TEXTS } from "../../../domain/errors.ts";
import { TASK_DURATION } from "../../../domain/task-status.ts";
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

/** «Взять в работу»: how long the task will take, in hours or days (default 24 hours). */
export function StartTaskDialog({ opened, onClose, onStart }: StartTaskDialogProps) {
  const [value, setValue] = useState<string | number>(TASK_DURATION.default);
  const [unit, setUnit] = useState<DurationUnit>("hours");
  const [running, setRunning] = useState(false);

  const start = async () => {
    setRunning(true);
    try {
      await onStart({ duration_value: durationOf(value), duration_unit: unit });
      onClose();
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={running ? () => {} : onClose}
      title={T.startTaskTitle}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={running}>
            {CONFIRM_TEXTS.cancel}
          </Button>
          <Button onClick={() => void start()} loading={running}>
            {T.startTask}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import {
  MAX_RANGES_PER_DAY,
  type TimeRange,
  WEEKDAY_NAMES,
  type Weekday,
} from "../../domain/office-hours/office-hours.ts";
import { SITE_SETTINGS_TEXTS as T } from "../../domain/site-settings/site-settings-texts.ts";

/** A form that holds a week of time ranges as the time inputs hold them («00:00» in «До»: 24:00). */
export type WeekForm = UseFormReturnType<{ week: Record<Weekday, TimeRange[]> }>;

/**
 * One weekday: its ranges (from, to, remove), «Добавить промежуток»; none is a day off. The
 * firm's hours in «Настройки сайта» and a lawyer's own hours in «Учётная запись» (issue 48).
 */
export function WeekdayRanges({ form, day }: { form: WeekForm; day: Weekday }) {
  const name = WEEKDAY_NAMES[day];
  const ranges = form.values.week[day];
  return (
    <Stack gap={6} component="section" aria-label={name} data-testid={`hours-${day}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {name}
          {ranges.length === 0 ? ` · ${T.dayOff}` : ""}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={T.addRangeOf(name)}
          disabled={ranges.length >= MAX_RANGES_PER_DAY}
          onClick={() =>
            form.insertListItem(`week.${day}`, {
              from: "09:00",
              to: ranges.length ? "20:00" : "18:00",
            })
          }
        >
          {T.addRange}
        </Button>
      </Group>
      {ranges.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the controlled list; a removal re-reads every row from the form
        <Group key={`${day}-${index}`} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            type="time"
            label={T.hoursFrom}
            aria-label={`${T.rangeOf(name, index + 1)}: ${T.hoursFrom}`}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`week.${day}.${index}.from`)}
          />
          <TextInput
            type="time"
            label={T.hoursTo}
            aria-label={`${T.rangeOf(name, index + 1)}: ${T.hoursTo}`}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`week.${day}.${index}.to`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={T.removeRangeOf(name, index + 1)}
            onClick={() => form.removeListItem(`week.${day}`, index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

import { Button, Group, Radio, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  OFFICE_HOURS_DEFAULTS,
  officeHoursText,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
} from "../../../../domain/office-hours/office-hours.ts";
import {
  bookingSettingsApi,
  bookingSettingsKeys,
  type WorkingWeek,
} from "../../../api/booking-settings.ts";
import { errorText } from "../../../api/client.ts";
import { savedWeek, timeInputWeek } from "../../../lib/time-input-week.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { WeekdayRanges } from "../../../ui/weekday-ranges.tsx";
import { BOOKING_SETTINGS_TEXTS } from "../booking-settings-texts.ts";

const T = BOOKING_SETTINGS_TEXTS.week;

type Mode = "firm" | "own";
interface FormValues {
  mode: Mode;
  /** As the time inputs hold it; the firm's week until the lawyer has their own. */
  week: Record<Weekday, TimeRange[]>;
}

const valuesOf = (answer: WorkingWeek): FormValues => ({
  mode: answer.week ? "own" : "firm",
  week: timeInputWeek(answer.week ?? answer.firm_week),
});

/** The firm's week in one line, as the site states it («пн–пт 9:00–18:00, сб выходной»). */
const firmWeekText = (week: WorkingWeek["firm_week"]) =>
  officeHoursText({ ...OFFICE_HOURS_DEFAULTS, week });

/**
 * «Как у фирмы» (no week of one's own: the firm's office hours, changed in «Настройки сайта»)
 * or «Свои часы», edited per weekday with the same rows as the firm's hours. The server checks
 * the ranges as it checks the firm's (400 with its Russian `detail`, shown above the button).
 */
export function WorkingWeekForm({ workingWeek }: { workingWeek: WorkingWeek }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({ initialValues: valuesOf(workingWeek) });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      bookingSettingsApi.saveWorkingWeek(values.mode === "own" ? savedWeek(values.week) : null),
    onSuccess: (saved) => {
      client.setQueryData(bookingSettingsKeys.workingWeek, saved);
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      setFailure(null);
      notifications.show({ color: "teal", message: T.saved });
    },
    onError: (error) => {
      const detail = errorText(error, "");
      setFailure(detail ? `${T.saveFailed}: ${detail}` : T.saveFailed);
      notifications.show({ color: "red", title: T.saveFailed, message: detail || undefined });
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md" data-testid="working-week-form">
        <Radio.Group label={T.mode} {...form.getInputProps("mode")}>
          <Group gap="lg" mt={6}>
            <Radio value="firm" label={T.firm} />
            <Radio value="own" label={T.own} />
          </Group>
        </Radio.Group>
        {form.values.mode === "firm" ? (
          <Text size="sm" data-testid="firm-week">
            {T.firmHours(firmWeekText(workingWeek.firm_week))}
          </Text>
        ) : (
          WEEKDAYS.map((day) => <WeekdayRanges key={day} form={form} day={day} />)
        )}
        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import {
  BACKUP_KEEP_DAILY_MAX,
  BACKUP_KEEP_DAILY_MIN,
  BACKUP_KEEP_WEEKLY_MAX,
  BACKUP_KEEP_WEEKLY_MIN,
} from "../../../../domain/backups/backup-schedule.ts";
import {
  type BackupSchedule,
  backupScheduleSchema,
} from "../../../../domain/backups/backup-schedule-schemas.ts";
import { BACKUP_CABINET_TEXTS as T } from "../../../../domain/backups/backup-schedule-texts.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import type { BackupList } from "../../../api/backups.ts";
import { backupErrorOf, useUpdateBackupSchedule } from "./use-backups.ts";

/** The form's check is the server's schema: one set of rules and texts. */
function validate(values: BackupSchedule) {
  const parsed = backupScheduleSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

/** «Расписание»: daily at a Moscow time, how many daily and weekly copies to keep. */
export function BackupScheduleForm({ schedule }: { schedule: BackupList["schedule"] }) {
  const save = useUpdateBackupSchedule();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BackupSchedule>({
    initialValues: {
      enabled: schedule.enabled,
      time: schedule.time,
      keep_daily: schedule.keep_daily,
      keep_weekly: schedule.keep_weekly,
    },
    validate,
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      setFailure(backupErrorOf(error));
    }
  });

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p="md"
      aria-labelledby="backup-schedule"
      data-testid="backup-schedule"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="backup-schedule">
            {T.scheduleTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {T.scheduleLead}
          </Text>
          <Switch label={T.enabled} {...form.getInputProps("enabled", { type: "checkbox" })} />
          <Group gap="md" align="flex-start" wrap="wrap">
            <TextInput
              label={T.time}
              placeholder="03:00"
              inputMode="numeric"
              maxLength={5}
              w={140}
              {...form.getInputProps("time")}
            />
            <NumberInput
              label={T.keepDaily}
              min={BACKUP_KEEP_DAILY_MIN}
              max={BACKUP_KEEP_DAILY_MAX}
              allowDecimal={false}
              w={220}
              {...form.getInputProps("keep_daily")}
            />
            <NumberInput
              label={T.keepWeekly}
              min={BACKUP_KEEP_WEEKLY_MIN}
              max={BACKUP_KEEP_WEEKLY_MAX}
              allowDecimal={false}
              w={220}
              {...form.getInputProps("keep_weekly")}
            />
          </Group>
          <Text size="sm" data-testid="backup-next-run">
            {schedule.next_run_at
              ? T.nextRun(formatMoscowDateTime(schedule.next_run_at))
              : T.scheduleOff}
          </Text>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

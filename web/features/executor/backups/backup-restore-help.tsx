import { Code, List, Paper, Stack, Text, Title } from "@mantine/core";
import { BACKUP_CABINET_TEXTS as T } from "../../../../domain/backups/backup-schedule-texts.ts";

/** Restoring replaces everything, so it stays a command on the server (issue 46 §3). */
export function BackupRestoreHelp() {
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="backup-restore">
      <Stack gap="xs">
        <Title order={3} size="h4" id="backup-restore">
          {T.restoreTitle}
        </Title>
        <Text size="sm">{T.restoreLead}</Text>
        <Code block>{T.restoreCommand}</Code>
        <List size="sm" spacing={4}>
          {T.restoreNotes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

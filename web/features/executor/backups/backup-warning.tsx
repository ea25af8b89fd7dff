import { Alert, Anchor, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { BACKUP_CABINET_TEXTS as T } from "../../../../domain/backups/backup-schedule-texts.ts";
import { formatMoscowShortDate } from "../../../../domain/time.ts";
import { useAuth } from "../../../lib/auth.ts";
import { useBackups } from "./use-backups.ts";

/**
 * «Обзор»'s card for the administrator: the latest scheduled backup failed or was missed, and
 * none has been made since (the administrators were mailed too).
 */
export function BackupWarning() {
  const { user } = useAuth();
  const admin = user?.role === "admin";
  const backups = useBackups(admin);
  const warning = admin ? backups.data?.warning : null;
  if (!warning) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={T.warningTitle}
      data-testid="backup-warning"
    >
      <Text size="sm">
        {T.warningDetail(formatMoscowShortDate(`${warning.day}T12:00:00+03:00`), warning.error)}
      </Text>
      <Anchor component={Link} to="/executor-dashboard?tab=backups" size="sm" fw={600}>
        {T.warningAction}
      </Anchor>
    </Alert>
  );
}

import { Button, Group, Switch, Text } from "@mantine/core";
import { STAFF_TEXTS as T } from "../../../../domain/staff/staff.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { SettingPanel } from "./setting-panel.tsx";
import { useStaffSettings, useUpdateStaffSettings } from "./use-staff.ts";

/**
 * «Кто видит чаты» (issue 30 §2): «Все юристы видят все чаты», on by default while the firm has
 * one lawyer. The administrator switches it or returns it to the default; a lawyer reads it.
 */
export function VisibilitySetting({ canChange }: { canChange: boolean }) {
  const settings = useStaffSettings();
  const update = useUpdateStaffSettings(T.visibilitySaved);
  if (settings.isError && !settings.data) {
    return (
      <LoadFailedAlert
        title={T.loadError}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const current = settings.data;
  const on = current?.all_lawyers_see_all_chats ?? false;
  const note = [
    current?.automatic ? (on ? T.automaticOn : T.automaticOff) : null,
    canChange ? null : T.visibilityAdminOnly,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <SettingPanel id="staff-visibility-title" testId="staff-visibility" title={T.visibilityTitle}>
      <Switch
        label={T.allSeeAll}
        description={on ? T.allSeeAllOn : T.allSeeAllOff}
        checked={on}
        disabled={!current || !canChange || update.isPending}
        onChange={(event) =>
          update.mutate({ all_lawyers_see_all_chats: event.currentTarget.checked })
        }
      />
      <Group gap="xs" justify="space-between" wrap="wrap">
        {note ? (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        ) : null}
        {canChange && current && !current.automatic ? (
          <Button
            size="xs"
            variant="subtle"
            loading={update.isPending}
            onClick={() => update.mutate({ all_lawyers_see_all_chats: null })}
          >
            {T.backToAutomatic}
          </Button>
        ) : null}
      </Group>
    </SettingPanel>
  );
}

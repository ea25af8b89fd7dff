import { Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  isMailCategory,
  MAIL_CATEGORY_LABELS,
  CHAT_MAIL_TEXTS as T,
} from "../../../domain/mail/mail.ts";
import { cabinetQueryKeys } from "../../api/cabinet-query-keys.ts";
import { errorText } from "../../api/client.ts";
import { type MailPreferences, mailSettingsApi } from "../../api/mail-settings.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";

/**
 * «Уведомления по e-mail»: one switch per category the server says this person has (a client's
 * or a lawyer's), saved as it is flipped.
 */
export function MailSettingsSection() {
  const client = useQueryClient();
  const preferences = useQuery({
    queryKey: cabinetQueryKeys.mailPreferences,
    queryFn: ({ signal }) => mailSettingsApi.preferences(signal),
  });
  const save = useMutation({
    mutationFn: (change: MailPreferences) => mailSettingsApi.save(change),
    onSuccess: (saved) => {
      client.setQueryData(cabinetQueryKeys.mailPreferences, saved);
      notifications.show({ color: "teal", message: T.saved });
    },
    onError: (error) =>
      notifications.show({ color: "red", message: errorText(error, T.saveFailed) }),
  });
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="mail-settings-title">
      <Title order={2} size="h4" id="mail-settings-title" mb="xs">
        {T.settingsTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {T.settingsLead}
      </Text>
      {preferences.isPending ? (
        <LoadingState />
      ) : preferences.isError ? (
        <LoadFailedAlert
          title={T.loadFailed}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <Stack gap="sm">
          {Object.keys(preferences.data)
            .filter(isMailCategory)
            .map((category) => (
              <Switch
                key={category}
                checked={preferences.data[category] ?? true}
                disabled={save.isPending}
                onChange={(event) => save.mutate({ [category]: event.currentTarget.checked })}
                label={MAIL_CATEGORY_LABELS[category].label}
                description={MAIL_CATEGORY_LABELS[category].description}
              />
            ))}
        </Stack>
      )}
    </Paper>
  );
}

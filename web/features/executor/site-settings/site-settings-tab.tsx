import { Button, Group, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { SITE_SETTINGS_TEXTS as T } from "../../../../domain/site-settings/site-settings-texts.ts";
import { errorText } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { type SiteSettings, siteContentApi } from "../../../api/site-content.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { formValuesOf, requestOf, type SettingsFormValues } from "./settings-form-values.ts";
import {
  CompanySection,
  ContactsSection,
  HoursSection,
  MessengersSection,
} from "./settings-sections.tsx";

/**
 * The form of «Настройки сайта». A failed save keeps what was typed and shows the server's
 * reason; a saved one becomes what every page of the site reads at once.
 */
function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const client = useQueryClient();
  const form = useForm<SettingsFormValues>({ initialValues: formValuesOf(settings) });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: SettingsFormValues) => siteContentApi.saveSettings(requestOf(values)),
    onSuccess: (saved) => {
      // The site's hook reads this cache entry: the footer and the rest change without a reload.
      client.setQueryData(queryKeys.siteSettings, saved);
      void client.invalidateQueries({ queryKey: queryKeys.siteDocuments });
      form.setValues(formValuesOf(saved));
      form.resetDirty(formValuesOf(saved));
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
      <Stack gap="lg">
        <CompanySection form={form} />
        <ContactsSection form={form} />
        <HoursSection form={form} />
        <MessengersSection form={form} />
        {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            leftSection={<IconDeviceFloppy size={18} />}
            loading={save.isPending}
          >
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** «Настройки сайта» (issue 10 §6): the company, its requisites, contacts, hours, messengers. */
export function SiteSettingsTab() {
  // The cabinet reads the stored settings itself, not the public hook's stand-in defaults.
  const settings = useQuery({
    queryKey: queryKeys.siteSettings,
    queryFn: ({ signal }) => siteContentApi.settings(signal),
    staleTime: 0,
  });
  return (
    <Stack gap="lg">
      <TabHeading title={EXECUTOR_TEXTS.tabs.siteSettings} lead={T.lead} />
      {settings.isPending || (!settings.isFetchedAfterMount && !settings.isError) ? (
        <LoadingState label={T.loading} />
      ) : settings.isError ? (
        <LoadFailedAlert
          title={T.loadFailed}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SiteSettingsForm settings={settings.data} />
      )}
    </Stack>
  );
}

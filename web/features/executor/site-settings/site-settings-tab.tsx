import { Button, Group, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { SITE_SETTINGS_TEXTS as T } from "../../../../domain/site-settings/site-settings-texts.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { type SiteSettings, siteContentApi } from "../../../api/site-content.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../../ui/loading-state.tsx";
import { TabHeading } from "../../../ui/tab-heading.tsx";
import { BillingSettingsSection } from "../billing/billing-settings-section.tsx";
import { EXECUTOR_TEXTS } from "../executor-texts.ts";
import { PaymentSettingsSection } from "../payment-settings/payment-settings-section.tsx";
import { ReceiptSettingsSection } from "../receipts/receipt-settings-section.tsx";
import { BrandSection } from "./brand-section.tsx";
import { formValuesOf, type SettingsFormValues } from "./settings-form-values.ts";
import {
  CompanySection,
  ContactsSection,
  HoursSection,
  MessengersSection,
  SearchEnginesSection,
} from "./settings-sections.tsx";
import { TelegramBotSection } from "./telegram-bot-section.tsx";
import { TrustedClientsSection } from "./trusted-clients-section.tsx";
import { useSaveSiteSettings } from "./use-save-site-settings.ts";

/** The form of «Настройки сайта» (saved by useSaveSiteSettings). */
function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const form = useForm<SettingsFormValues>({ initialValues: formValuesOf(settings) });
  const { save, failure } = useSaveSiteSettings(form);

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg">
        <BrandSection form={form} settings={settings} />
        <CompanySection form={form} />
        <ContactsSection form={form} />
        <HoursSection form={form} />
        <MessengersSection form={form} />
        <SearchEnginesSection form={form} />
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
      <TrustedClientsSection />
      <PaymentSettingsSection />
      <TelegramBotSection />
      <ReceiptSettingsSection />
      <BillingSettingsSection />
    </Stack>
  );
}

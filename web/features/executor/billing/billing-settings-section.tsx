import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { type ChangeEvent, useState } from "react";
import { type BillingSettings, BILLING_TEXTS as T } from "../../../../domain/billing/billing.ts";
import { billingApi } from "../../../api/billing.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { AdminSettingsSection, useSettingsSave } from "../site-settings/admin-settings-section.tsx";

/**
 * «Реквизиты для счетов» under «Настройки сайта» (issue 31 §3): the firm's bank and the VAT line
 * that companies' invoices and acts print. The server refuses everyone but the administrator.
 */
export function BillingSettingsSection() {
  return (
    <AdminSettingsSection
      title={T.settingsTitle}
      hint={T.settingsHint}
      loadFailed={T.loadFailed}
      testId="billing-settings"
      queryKey={cabinetQueryKeys.billingSettings}
      load={billingApi.settings}
    >
      {(initial) => <BillingSettingsForm initial={initial} />}
    </AdminSettingsSection>
  );
}

function BillingSettingsForm({ initial }: { initial: BillingSettings }) {
  const [values, setValues] = useState(initial);
  const { save, saving, failure } = useSettingsSave({
    queryKey: cabinetQueryKeys.billingSettings,
    save: billingApi.saveSettings,
    savedText: T.saved,
    failedText: T.saveFailed,
    // The server's digits without the spaces typed between groups.
    onSaved: setValues,
  });
  const field = (name: keyof BillingSettings) => ({
    value: values[name] ?? "",
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues({
        ...values,
        [name]: event.currentTarget.value || (name === "vat_line" ? "" : null),
      }),
  });

  return (
    <Stack gap="sm">
      <TextInput label={T.bankName} maxLength={200} {...field("bank_name")} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={T.bik} inputMode="numeric" maxLength={12} {...field("bik")} />
        <TextInput label={T.account} inputMode="numeric" maxLength={30} {...field("account")} />
        <TextInput
          label={T.correspondentAccount}
          inputMode="numeric"
          maxLength={30}
          {...field("correspondent_account")}
        />
      </SimpleGrid>
      <TextInput label={T.vatLine} required maxLength={200} {...field("vat_line")} />
      {failure ? <SaveFailedAlert>{failure}</SaveFailedAlert> : null}
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          loading={saving}
          onClick={() => void save(values)}
        >
          {T.save}
        </Button>
      </Group>
    </Stack>
  );
}

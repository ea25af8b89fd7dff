import { Button, Group, NativeSelect, Stack, Switch } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import {
  type ReceiptSettings,
  RECEIPT_TEXTS as T,
  TAX_SYSTEM_CODES,
  TAX_SYSTEM_LABELS,
  type TaxSystemCode,
  VAT_CODE_LABELS,
  VAT_CODES,
  type VatCode,
} from "../../../../domain/payments/receipts.ts";
import { cabinetQueryKeys } from "../../../api/cabinet-query-keys.ts";
import { receiptSettingsApi } from "../../../api/receipt-settings.ts";
import { SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { AdminSettingsSection, useSettingsSave } from "../site-settings/admin-settings-section.tsx";

export const VAT_OPTIONS = VAT_CODES.map((code) => ({
  value: String(code),
  label: VAT_CODE_LABELS[code],
}));
const TAX_OPTIONS = [
  { value: "", label: T.taxSystemNone },
  ...TAX_SYSTEM_CODES.map((code) => ({ value: String(code), label: TAX_SYSTEM_LABELS[code] })),
];

/**
 * «Чеки (54-ФЗ)» under «Настройки сайта» (issue 31 §5): whether payments and refunds carry a
 * receipt, the tax system and the default VAT. The server refuses everyone but the administrator.
 */
export function ReceiptSettingsSection() {
  return (
    <AdminSettingsSection
      title={T.title}
      hint={T.hint}
      loadFailed={T.loadFailed}
      testId="receipt-settings"
      queryKey={cabinetQueryKeys.receiptSettings}
      load={receiptSettingsApi.get}
    >
      {(initial) => <ReceiptSettingsForm initial={initial} />}
    </AdminSettingsSection>
  );
}

function ReceiptSettingsForm({ initial }: { initial: ReceiptSettings }) {
  const [values, setValues] = useState(initial);
  const { save, saving, failure } = useSettingsSave({
    queryKey: cabinetQueryKeys.receiptSettings,
    save: receiptSettingsApi.save,
    savedText: T.saved,
    failedText: T.saveFailed,
  });

  return (
    <Stack gap="sm">
      <Switch
        label={T.enabled}
        checked={values.enabled}
        onChange={(event) => setValues({ ...values, enabled: event.currentTarget.checked })}
      />
      <NativeSelect
        label={T.taxSystem}
        data={TAX_OPTIONS}
        value={values.tax_system_code === null ? "" : String(values.tax_system_code)}
        disabled={!values.enabled}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setValues({
            ...values,
            tax_system_code: value === "" ? null : (Number(value) as TaxSystemCode),
          });
        }}
      />
      <NativeSelect
        label={T.vat}
        data={VAT_OPTIONS}
        value={String(values.vat_code)}
        disabled={!values.enabled}
        onChange={(event) =>
          setValues({ ...values, vat_code: Number(event.currentTarget.value) as VatCode })
        }
      />
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

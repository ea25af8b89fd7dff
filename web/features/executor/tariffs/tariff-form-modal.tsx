import {
  Box,
  NumberInput,
  type NumberInputProps,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import {
  TARIFF_EDITOR_TEXTS as T,
  TARIFF_LIMITS,
} from "../../../../domain/tariffs/tariff-editor.ts";
import type { BusinessTariff } from "../../../../domain/tariffs/tariff-schemas.ts";
import { backOfficeTariffsApi } from "../../../api/back-office-tariffs.ts";
import { errorText } from "../../../api/client.ts";
import { FormButtons, SaveFailedAlert } from "../../../ui/form-footer.tsx";
import { ResponsiveModal } from "../../../ui/responsive-modal.tsx";
import {
  numberOf,
  type TariffFormValues,
  tariffFormValuesOf,
  tariffInputOf,
} from "./tariff-form-values.ts";
import { TariffPreview } from "./tariff-preview.tsx";

const money: Partial<NumberInputProps> = {
  decimalScale: 2,
  decimalSeparator: ",",
  thousandSeparator: " ",
  allowNegative: false,
  clampBehavior: "none",
  hideControls: true,
};
const whole: Partial<NumberInputProps> = {
  allowDecimal: false,
  allowNegative: false,
  clampBehavior: "none",
};

/** A required number left empty: the server's own text for that field, said before sending. */
const required = (error: string) => (value: number | string) =>
  numberOf(value) === null ? error : null;

interface TariffFormModalProps {
  tariff: BusinessTariff;
  onClose(): void;
  refresh(): Promise<unknown>;
}

/**
 * Edit one tariff with a live view of the lines the site will show. A refused save keeps what
 * the executor typed and shows the server's reason; the card behind keeps the saved values.
 */
export function TariffFormModal({ tariff, onClose, refresh }: TariffFormModalProps) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TariffFormValues>({
    initialValues: tariffFormValuesOf(tariff),
    validate: {
      name: (value) => (value.trim() ? null : T.nameRequired),
      price: required(T.priceInvalid),
      support_hours: (value) => (value.trim() ? null : T.supportHoursInvalid),
      consultation_hours: required(T.consultationHoursInvalid),
      documents_per_month: required(T.documentsInvalid),
      task_hours: required(T.taskHoursInvalid),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await backOfficeTariffsApi.update(tariff.id, tariffInputOf(values));
      notifications.show({ color: "teal", message: T.saved(saved.name) });
      await refresh();
      onClose();
    } catch (error) {
      setFailure(T.saveFailed(errorText(error, T.unknownError)));
      void refresh();
    } finally {
      setSaving(false);
    }
  });

  return (
    <ResponsiveModal
      opened
      onClose={saving ? () => {} : onClose}
      title={T.editTitle(tariff.name)}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <TextInput
              label={T.nameLabel}
              required
              maxLength={TARIFF_LIMITS.nameMax}
              data-autofocus
              {...form.getInputProps("name")}
            />
            <NumberInput
              label={T.priceLabel}
              required
              {...money}
              {...form.getInputProps("price")}
            />
            <TextInput
              label={T.supportHoursLabel}
              description={T.supportHoursHint}
              required
              {...form.getInputProps("support_hours")}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label={T.consultationHoursLabel}
                required
                {...whole}
                {...form.getInputProps("consultation_hours")}
              />
              <NumberInput
                label={T.documentsLabel}
                required
                {...whole}
                {...form.getInputProps("documents_per_month")}
              />
            </SimpleGrid>
            <NumberInput
              label={T.taskHoursLabel}
              required
              {...whole}
              {...form.getInputProps("task_hours")}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label={T.courtPriceLabel}
                description={T.extraPriceHint}
                {...money}
                {...form.getInputProps("court_price")}
              />
              <NumberInput
                label={T.tripPriceLabel}
                description={T.extraPriceHint}
                {...money}
                {...form.getInputProps("trip_price")}
              />
            </SimpleGrid>
            <Textarea
              label={T.notesLabel}
              description={T.notesHint}
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps("notes")}
            />
          </Stack>
          <TariffPreview values={form.values} />
        </SimpleGrid>
        {failure ? (
          <Box mt="md">
            <SaveFailedAlert testId="tariff-form-error">{failure}</SaveFailedAlert>
          </Box>
        ) : null}
        <FormButtons onCancel={onClose} busy={saving} submitLabel={T.save} mt="lg" />
      </form>
    </ResponsiveModal>
  );
}

import { Checkbox, Fieldset, NumberInput, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  AUTO_LAWYER_PRICE_LABELS,
  AUTO_LAWYER_PRICE_MAX,
  AUTO_LAWYER_ADMIN_TEXTS as T,
} from "../../../../domain/catalogue/auto-lawyer-admin.ts";
import { PRICE_TEXTS } from "../../../../domain/catalogue/services.ts";
import type { AutoLawyerFormValues } from "./auto-lawyer-form-values.ts";

const FIELDS = {
  full: {
    legend: PRICE_TEXTS.fullServiceLabel,
    price: "price_full_service",
    from: "price_full_service_from",
    hide: "hide_full_service_price",
  },
  remote: {
    legend: PRICE_TEXTS.remoteLabel,
    price: "price_remote",
    from: "price_remote_from",
    hide: "hide_remote_price",
  },
} as const;

/** One of the two prices: the amount (empty = «Не указано»), its «от» and whether it is hidden. */
export function AutoLawyerPriceFieldset({
  kind,
  form,
}: {
  kind: keyof typeof FIELDS;
  form: UseFormReturnType<AutoLawyerFormValues>;
}) {
  const field = FIELDS[kind];
  return (
    <Fieldset legend={field.legend} variant="filled" p="sm">
      <Stack gap="xs">
        <NumberInput
          label={AUTO_LAWYER_PRICE_LABELS[field.price]}
          description={T.priceHint}
          min={0}
          max={AUTO_LAWYER_PRICE_MAX}
          clampBehavior="none"
          decimalScale={2}
          decimalSeparator=","
          thousandSeparator=" "
          allowNegative={false}
          hideControls
          {...form.getInputProps(field.price)}
        />
        <Checkbox label={T.fromLabel} {...form.getInputProps(field.from, { type: "checkbox" })} />
        <Checkbox label={T.hideLabel} {...form.getInputProps(field.hide, { type: "checkbox" })} />
      </Stack>
    </Fieldset>
  );
}

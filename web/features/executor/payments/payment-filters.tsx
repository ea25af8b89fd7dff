import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_KINDS,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  type PaymentKind,
  type PaymentState,
  PAYMENT_TEXTS as T,
} from "../../../../domain/payments/payments.ts";

export interface PaymentFilterValues {
  status: PaymentState | null;
  kind: PaymentKind | null;
  search: string;
}

export const NO_PAYMENT_FILTERS: PaymentFilterValues = { status: null, kind: null, search: "" };

const STATUS_OPTIONS = PAYMENT_STATES.map((value) => ({
  value,
  label: PAYMENT_STATE_LABELS[value],
}));
const KIND_OPTIONS = PAYMENT_KINDS.map((value) => ({ value, label: PAYMENT_KIND_LABELS[value] }));

/** Status, kind and the payer's name, e-mail or phone; any change starts from the first page. */
export function PaymentFilters({
  values,
  onChange,
}: {
  values: PaymentFilterValues;
  onChange(values: PaymentFilterValues): void;
}) {
  const set = <K extends keyof PaymentFilterValues>(key: K, value: PaymentFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
      <TextInput
        label={T.paymentsSearch}
        placeholder={T.paymentsSearchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={values.search}
        onChange={(event) => set("search", event.currentTarget.value)}
        type="search"
        maxLength={200}
      />
      <Select
        label={T.paymentsStatusFilter}
        placeholder={T.paymentsAll}
        data={STATUS_OPTIONS}
        value={values.status}
        onChange={(value) => set("status", value as PaymentState | null)}
        clearable
      />
      <Select
        label={T.paymentsKindFilter}
        placeholder={T.paymentsAll}
        data={KIND_OPTIONS}
        value={values.kind}
        onChange={(value) => set("kind", value as PaymentKind | null)}
        clearable
      />
    </SimpleGrid>
  );
}

import { List, Paper, Stack, Text } from "@mantine/core";
import { formatRoubles } from "../../../../domain/money.ts";
import { TARIFF_EDITOR_TEXTS as T } from "../../../../domain/tariffs/tariff-editor.ts";
import { TARIFF_TEXTS, tariffDescription } from "../../../../domain/tariffs/tariffs.ts";
import { notesOf, numberOf, type TariffFormValues } from "./tariff-form-values.ts";

/** A field still being typed shows as 0 / not provided here; the server judges it on saving. */
const orZero = (value: number | string) => {
  const number = numberOf(value);
  return number === null || !Number.isFinite(number) ? 0 : number;
};
const orNull = (value: number | string) => {
  const number = numberOf(value);
  return number === null || !Number.isFinite(number) || number <= 0 ? null : number;
};

/** What the home page and the tariffs window will say, built by the site's own rule. */
export function TariffPreview({ values }: { values: TariffFormValues }) {
  const lines = tariffDescription({
    support_hours: values.support_hours.trim().replace(/\s+/g, " "),
    consultation_hours: orZero(values.consultation_hours),
    documents_per_month: orZero(values.documents_per_month),
    task_hours: orZero(values.task_hours),
    court_price: orNull(values.court_price),
    trip_price: orNull(values.trip_price),
    notes: notesOf(values.notes),
  });
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="tariff-preview">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {T.onSite}
        </Text>
        <Text fw={700}>{values.name.trim() || T.nameLabel}</Text>
        <Text fw={800} fz="lg">
          {formatRoubles(orZero(values.price))} ₽{" "}
          <Text span c="dimmed" fz="sm" fw={400}>
            {TARIFF_TEXTS.perMonth}
          </Text>
        </Text>
        <List size="sm" spacing={2}>
          {lines.map((line, index) => (
            // Two notes may read the same while typing; the index keeps the keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own
            <List.Item key={`${index}-${line}`}>{line}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

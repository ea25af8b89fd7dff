import { Button, Card, Group, List, Stack, Table, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { formatRoubles } from "../../../../domain/money.ts";
import { TARIFF_EDITOR_TEXTS as T } from "../../../../domain/tariffs/tariff-editor.ts";
import type { BusinessTariff } from "../../../../domain/tariffs/tariff-schemas.ts";
import { TARIFF_TEXTS } from "../../../../domain/tariffs/tariffs.ts";

const rub = (value: number | null) => (value === null ? "—" : `${formatRoubles(value)} ₽`);

/** One tariff in the cabinet: its stored values and the lines the site builds from them. */
export function TariffAdminCard({ tariff, onEdit }: { tariff: BusinessTariff; onEdit(): void }) {
  const rows: [string, string][] = [
    [T.supportHoursLabel, tariff.support_hours],
    [T.consultationHoursLabel, String(tariff.consultation_hours)],
    [T.documentsLabel, String(tariff.documents_per_month)],
    [T.taskHoursLabel, String(tariff.task_hours)],
    [T.courtPriceLabel, rub(tariff.court_price)],
    [T.tripPriceLabel, rub(tariff.trip_price)],
  ];
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="tariff-admin-card"
      data-tariff-id={tariff.id}
      component="article"
      aria-labelledby={`tariff-admin-${tariff.id}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={3} fz="lg" id={`tariff-admin-${tariff.id}`}>
              {tariff.name}
            </Title>
            <Text fw={800} fz="xl" c="navy.8" data-testid="tariff-admin-price">
              {formatRoubles(tariff.price)} ₽{" "}
              <Text span c="dimmed" fz="sm" fw={400}>
                {TARIFF_TEXTS.perMonth}
              </Text>
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={`${T.edit}: ${tariff.name}`}
          >
            {T.edit}
          </Button>
        </Group>
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td c="dimmed" pr="sm">
                  {label}
                </Table.Td>
                <Table.Td fw={600} ta="right">
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {T.onSite}
          </Text>
          <List size="sm" spacing={2} data-testid="tariff-admin-description">
            {tariff.description.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
      </Stack>
    </Card>
  );
}

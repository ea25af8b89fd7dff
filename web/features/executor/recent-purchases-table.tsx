import { Badge, Table, Text } from "@mantine/core";
import { formatAmount } from "../../../domain/money.ts";
import { purchaseStatusLabel, PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { BusinessTariffStats } from "../../api/payments.ts";

type Purchase = BusinessTariffStats["recent_purchases"][number];

/** Paid is good news, pending needs a look, the rest (canceled, refunded) read as «Отменено». */
function statusColor(state: Purchase["payment_status"]): string {
  if (state === "succeeded") return "teal";
  if (state === "pending") return "yellow";
  return "gray";
}

/** The latest business-tariff purchases (spec 3 §2): tariff, amount, status, Moscow date. */
export function RecentPurchasesTable({ purchases }: { purchases: readonly Purchase[] }) {
  if (purchases.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="no-purchases">
        {T.noPurchases}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover tabularNums>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.purchaseTariff}</Table.Th>
            <Table.Th scope="col" ta="right">
              {T.purchaseAmount}
            </Table.Th>
            <Table.Th scope="col">{T.purchaseStatus}</Table.Th>
            <Table.Th scope="col">{T.purchaseDate}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {purchases.map((purchase) => (
            <Table.Tr
              key={purchase.id}
              data-testid="purchase-row"
              data-status={purchase.payment_status}
            >
              <Table.Td>{purchase.tariff_name}</Table.Td>
              <Table.Td ta="right">{formatAmount(purchase.amount)}</Table.Td>
              <Table.Td>
                <Badge color={statusColor(purchase.payment_status)} variant="light" tt="none">
                  {purchaseStatusLabel(purchase.payment_status)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <time dateTime={purchase.created_at}>
                  {formatMoscowDateTime(purchase.created_at)}
                </time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

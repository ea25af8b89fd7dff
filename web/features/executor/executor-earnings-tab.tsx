import { Stack, Title } from "@mantine/core";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { EarningsPeriodCards } from "./earnings-period-cards.tsx";
import { MonthlyEarnings } from "./monthly-earnings.tsx";

/**
 * «Доходы» (spec 3 §2): the periods' cards, then the year by months. Each part loads, fails and
 * retries on its own, so a slow year table does not hide today's figure.
 */
export function ExecutorEarningsTab() {
  return (
    <Stack gap="xl">
      <Title order={2} size="h3">
        {T.earningsTitle}
      </Title>
      <EarningsPeriodCards />
      <MonthlyEarnings />
    </Stack>
  );
}

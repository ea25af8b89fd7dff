import { SimpleGrid, Stack, Title } from "@mantine/core";
import { IconBriefcase, IconCoins, IconShoppingCart } from "@tabler/icons-react";
import { formatAmount } from "../../../domain/money.ts";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { TARIFF_KEYS } from "../../../domain/tariffs/tariffs.ts";
import type { BusinessTariffStats } from "../../api/payments.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { MetricCard } from "./metric-card.tsx";
import { RecentPurchasesTable } from "./recent-purchases-table.tsx";
import { useBusinessTariffStats } from "./use-payment-stats.ts";

/** The tariffs in the catalogue's order; a key we do not know goes last. */
function tariffEntries(stats: BusinessTariffStats["tariff_stats"]) {
  const rank = (plan: string) => {
    const index = (TARIFF_KEYS as readonly string[]).indexOf(plan);
    return index === -1 ? TARIFF_KEYS.length : index;
  };
  return Object.entries(stats).sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * «Бизнес-тарифы» (spec 3 §2): how many business tariffs were bought and for how much, per tariff,
 * and the latest purchases. Counts and revenue are of paid purchases (the server's rule).
 */
export function ExecutorBusinessTariffsTab() {
  const stats = useBusinessTariffStats();
  const heading = (
    <Title order={2} size="h3">
      {T.tariffStatsTitle}
    </Title>
  );
  if (stats.isPending) {
    return (
      <Stack gap="xl">
        {heading}
        <LoadingState label={T.tariffStatsLoading} />
      </Stack>
    );
  }
  if (stats.isError) {
    return (
      <Stack gap="xl">
        {heading}
        <LoadFailedAlert
          title={T.tariffStatsLoadFailed}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      </Stack>
    );
  }

  const data = stats.data;
  const tariffs = tariffEntries(data.tariff_stats);
  return (
    <Stack gap="xl">
      {heading}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        <MetricCard
          label={T.totalPurchases}
          value={String(data.total_purchases)}
          icon={<IconShoppingCart size={24} />}
          color="navy"
          attributes={{ "data-testid": "tariff-total-purchases" }}
        />
        <MetricCard
          label={T.totalRevenue}
          value={formatAmount(data.total_revenue)}
          icon={<IconCoins size={24} />}
          color="teal"
          attributes={{ "data-testid": "tariff-total-revenue" }}
        />
      </SimpleGrid>
      {tariffs.length > 0 ? (
        <Stack gap="sm">
          <Title order={3} size="h4">
            {T.tariffStatsByPlan}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
            {tariffs.map(([plan, tariff]) => (
              <MetricCard
                key={plan}
                label={tariff.name}
                value={formatAmount(tariff.revenue)}
                detail={T.tariffPurchases(tariff.count)}
                icon={<IconBriefcase size={24} />}
                color="violet"
                attributes={{ "data-testid": "tariff-stat", "data-plan": plan }}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      <Stack gap="sm">
        <Title order={3} size="h4">
          {T.recentPurchases}
        </Title>
        <RecentPurchasesTable purchases={data.recent_purchases} />
      </Stack>
    </Stack>
  );
}

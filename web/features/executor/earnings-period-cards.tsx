import { SimpleGrid } from "@mantine/core";
import {
  IconCalendarEvent,
  IconCalendarMonth,
  IconCalendarWeek,
  IconHistory,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatAmount } from "../../../domain/money.ts";
import {
  EARNINGS_PERIOD_LABELS,
  EARNINGS_PERIODS,
  type EarningsPeriod,
  PAYMENT_TEXTS as T,
} from "../../../domain/payments/payments.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { MetricCard } from "./metric-card.tsx";
import { useEarnings } from "./use-payment-stats.ts";

const ICONS: Record<EarningsPeriod, ReactNode> = {
  today: <IconCalendarEvent size={24} />,
  yesterday: <IconHistory size={24} />,
  week: <IconCalendarWeek size={24} />,
  month: <IconCalendarMonth size={24} />,
};

/** Four cards: what came in today, yesterday, this week and this month (spec 3 §2). */
export function EarningsPeriodCards() {
  const earnings = useEarnings();
  if (earnings.isPending) return <LoadingState label={T.earningsLoading} />;
  if (earnings.isError) {
    return (
      <LoadFailedAlert
        title={T.earningsLoadFailed}
        error={earnings.error}
        onRetry={() => void earnings.refetch()}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
      {EARNINGS_PERIODS.map((period) => {
        const figures = earnings.data[period];
        return (
          <MetricCard
            key={period}
            label={EARNINGS_PERIOD_LABELS[period]}
            value={formatAmount(figures.amount)}
            detail={T.earningsCount(figures.count)}
            icon={ICONS[period]}
            color="teal"
            attributes={{ "data-testid": "earnings-card", "data-period": period }}
          />
        );
      })}
    </SimpleGrid>
  );
}

import { SimpleGrid } from "@mantine/core";
import { IconUserPlus, IconUserQuestion, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CLIENT_TEXTS as T } from "../../../../domain/clients/clients.ts";
import type { ClientStats } from "../../../api/clients.ts";
import { LoadFailedAlert } from "../../../ui/load-failed-alert.tsx";
import { MetricCard } from "../metric-card.tsx";
import { useClientStats } from "./use-clients.ts";

const CARDS: {
  key: keyof ClientStats;
  recent: keyof ClientStats;
  icon: ReactNode;
  color: string;
}[] = [
  { key: "total_all", recent: "recent_all", icon: <IconUsers size={24} />, color: "navy" },
  {
    key: "total_clients",
    recent: "recent_clients",
    icon: <IconUserPlus size={24} />,
    color: "teal",
  },
  {
    key: "total_guests",
    recent: "recent_guests",
    icon: <IconUserQuestion size={24} />,
    color: "orange",
  },
];

/**
 * Spec 3 §3 Client stats: everyone, registered clients and guests, each with its last 30 days
 * underneath. While loading the cards show dashes, never a made-up zero.
 */
export function ClientStatsCards() {
  const stats = useClientStats();
  if (stats.isError) {
    return (
      <LoadFailedAlert
        title={T.statsLoadFailed}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing="md"
      aria-label={T.statsLabel}
      aria-busy={stats.isPending}
      component="section"
    >
      {CARDS.map((card) => (
        <MetricCard
          key={card.key}
          label={T.stats[card.key]}
          value={stats.data ? String(stats.data[card.key]) : "—"}
          detail={`${T.stats[card.recent]}: ${stats.data ? stats.data[card.recent] : "—"}`}
          icon={card.icon}
          color={card.color}
          attributes={{ "data-testid": "client-stat", "data-stat": card.key }}
        />
      ))}
    </SimpleGrid>
  );
}

import { SimpleGrid, Stack } from "@mantine/core";
import { IconCircleCheck, IconMail, IconMessageStar, IconMessages } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { ChatFilter } from "../../../domain/chat/chat.ts";
import type { ExecutorDashboard } from "../../api/chat.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { StatCard } from "../../ui/stat-card.tsx";
import { FirmRequisitesNotice } from "../billing/firm-requisites-notice.tsx";
import { BackupWarning } from "./backups/backup-warning.tsx";
import { UpcomingHearings } from "./calendar/upcoming-hearings.tsx";
import { executorTabHref } from "./executor-location.ts";
import { EXECUTOR_TEXTS as T } from "./executor-texts.ts";
import { SetupNotice } from "./first-run-setup/setup-notice.tsx";
import { useExecutorStats } from "./use-executor-stats.ts";

/** Each card counts what one chat filter shows, and opens the list with that filter. */
const CARDS: {
  filter: ChatFilter;
  field: keyof ExecutorDashboard;
  icon: ReactNode;
  color: string;
}[] = [
  { filter: "active", field: "active_chats", icon: <IconMessageStar size={24} />, color: "navy" },
  { filter: "unread", field: "unread_messages", icon: <IconMail size={24} />, color: "red" },
  {
    filter: "completed",
    field: "completed_orders",
    icon: <IconCircleCheck size={24} />,
    color: "teal",
  },
  { filter: "all", field: "total_chats", icon: <IconMessages size={24} />, color: "gray" },
];

export function ExecutorOverviewTab() {
  const stats = useExecutorStats();
  if (stats.isPending) return <LoadingState label={T.statsLoading} />;
  return (
    <Stack gap="lg">
      <SetupNotice />
      <FirmRequisitesNotice />
      <BackupWarning />
      {stats.isError ? (
        <LoadFailedAlert
          title={T.statsLoadFailed}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {CARDS.map((card) => (
          <StatCard
            key={card.filter}
            label={T.stats[card.filter]}
            value={stats.data ? stats.data[card.field] : null}
            icon={card.icon}
            color={card.color}
            hint={T.statsHint}
            target={{ to: executorTabHref("chats", card.filter) }}
          />
        ))}
      </SimpleGrid>
      <UpcomingHearings />
    </Stack>
  );
}

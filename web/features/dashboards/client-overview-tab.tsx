import { SimpleGrid } from "@mantine/core";
import { IconClipboardList, IconFiles } from "@tabler/icons-react";
import { isActiveOrder } from "../../../domain/chat/chat.ts";
import { StatCard } from "../../ui/stat-card.tsx";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import type { ClientDashboardTab } from "./dashboard-tab-param.ts";
import { useClientChats, useClientDocuments } from "./use-client-chats.ts";

/** Two counters computed from the client's real chats and files; each opens its tab. */
export function ClientOverviewTab({ onOpenTab }: { onOpenTab: (tab: ClientDashboardTab) => void }) {
  const chats = useClientChats();
  const documents = useClientDocuments();
  const activeOrders = chats.data
    ? chats.data.filter((session) => isActiveOrder(session.task_status)).length
    : null;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <StatCard
        label={T.activeOrders}
        value={activeOrders}
        icon={<IconClipboardList size={26} />}
        hint={T.activeOrdersHint}
        target={{ onClick: () => onOpenTab("orders") }}
      />
      <StatCard
        label={T.files}
        value={documents.data ? documents.data.length : null}
        icon={<IconFiles size={26} />}
        hint={T.filesHint}
        target={{ onClick: () => onOpenTab("documents") }}
      />
    </SimpleGrid>
  );
}

import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconClipboardList, IconFiles } from "@tabler/icons-react";
import { DOCUMENTS_PAGE_SIZE, isActiveOrder } from "../../../domain/chat/chat.ts";
import { formatAmount } from "../../../domain/money.ts";
import { isOrder, orderState } from "../../../domain/orders/order-state.ts";
import { pageCountLabel } from "../../../domain/paging.ts";
import type { ChatSession } from "../../api/chat.ts";
import { PayOrderButton } from "../../ui/pay-order-button.tsx";
import { StatCard } from "../../ui/stat-card.tsx";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import type { ClientDashboardTab } from "./dashboard-tab-param.ts";
import { useClientChats, useClientDocuments } from "./use-client-chats.ts";

/** Orders that owe the executor's open payment request, each with «Оплатить» (issue 11 §1). */
function OrdersToPay({ orders }: { orders: readonly ChatSession[] }) {
  if (orders.length === 0) return null;
  return (
    <Stack gap="sm" mt="lg" component="section" aria-labelledby="orders-to-pay">
      <Title order={2} size="h4" id="orders-to-pay">
        {T.ordersToPay}
      </Title>
      {orders.map((order) => (
        <Paper key={order.id} withBorder radius="lg" p="md" data-testid="order-to-pay">
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Text fw={700}>{order.service_title}</Text>
              <Text size="sm">
                {orderState(order).label}
                {order.payment_amount !== null ? ` · ${formatAmount(order.payment_amount)}` : ""}
              </Text>
            </Stack>
            <PayOrderButton order={order} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Two counters computed from the client's real chats and files; each opens its tab. */
export function ClientOverviewTab({ onOpenTab }: { onOpenTab: (tab: ClientDashboardTab) => void }) {
  const chats = useClientChats();
  const documents = useClientDocuments();
  const activeOrders = chats.data
    ? chats.data.filter((session) => isOrder(session) && isActiveOrder(session.task_status)).length
    : null;

  const toPay = chats.data ? chats.data.filter((session) => orderState(session).payable) : [];

  return (
    <>
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
          value={documents.data ? pageCountLabel(documents.data.length, DOCUMENTS_PAGE_SIZE) : null}
          icon={<IconFiles size={26} />}
          hint={T.filesHint}
          target={{ onClick: () => onOpenTab("documents") }}
        />
      </SimpleGrid>
      <OrdersToPay orders={toPay} />
    </>
  );
}

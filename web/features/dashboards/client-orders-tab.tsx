import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "../../../domain/chat/chat.ts";
import { formatAmount } from "../../../domain/money.ts";
import { isOrder, orderState } from "../../../domain/orders/order-state.ts";
import { REFUND_TEXTS } from "../../../domain/payments/refunds.ts";
import { formatMoscowDate } from "../../../domain/time.ts";
import type { ChatSession } from "../../api/chat.ts";
import { LoadFailedAlert } from "../../ui/load-failed-alert.tsx";
import { LoadingState } from "../../ui/loading-state.tsx";
import { PayOrderButton } from "../../ui/pay-order-button.tsx";
import { CLIENT_DASHBOARD_TEXTS as T } from "./client-dashboard-texts.ts";
import { dashboardHref } from "./dashboard-tab-param.ts";
import { NoChatsState } from "./no-chats-state.tsx";
import { useClientChats } from "./use-client-chats.ts";

/**
 * The payment's own mark beside the order's state, once money is in: «Оплачено» (issue 44 §2: a
 * catalogue payment's order read «Новая» with no word of it). What is owed or refunded the state
 * and the refund line already say.
 */
const PAYMENT_BADGE_COLORS: Partial<Record<PaymentStatus, string>> = {
  partial_paid: "orange",
  paid: "teal",
};

function OrderRow({ order }: { order: ChatSession }) {
  const state = orderState(order);
  return (
    <Paper component="li" withBorder radius="lg" p="md" aria-label={order.service_title}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Text fw={700}>{order.service_title}</Text>
          <Text size="sm" c="dimmed">
            {T.orderCreated} {formatMoscowDate(order.created_at)}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={state.color} tt="none" data-testid="order-state">
              {state.label}
            </Badge>
            {PAYMENT_BADGE_COLORS[order.payment_status] === undefined ? null : (
              <Badge
                variant="light"
                color={PAYMENT_BADGE_COLORS[order.payment_status]}
                tt="none"
                data-testid="order-payment"
              >
                {PAYMENT_STATUS_LABELS[order.payment_status]}
              </Badge>
            )}
            <Text size="sm" data-testid="order-price">
              {T.orderPrice}: {order.final_price === null ? "—" : formatAmount(order.final_price)}
            </Text>
            {order.refunded_amount > 0 ? (
              <Text size="sm" c="grape.8" fw={600} data-testid="order-refunded">
                {REFUND_TEXTS.refunded(formatAmount(order.refunded_amount))}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Group gap="xs">
          <PayOrderButton order={order} />
          <Button
            component={Link}
            to={dashboardHref("chat", order.id)}
            variant="light"
            leftSection={<IconMessageCircle size={18} />}
          >
            {T.openChat}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The client's orders — chats the lawyer took into work or that carry a payment, not every chat
 * opened with «Написать в чат»: what it is, when it began, where it stands, its price.
 */
export function ClientOrdersTab() {
  const chats = useClientChats();
  if (chats.isPending) return <LoadingState label={T.ordersLoading} />;
  if (chats.isError) {
    return (
      <LoadFailedAlert
        title={T.chatsLoadFailed}
        error={chats.error}
        onRetry={() => void chats.refetch()}
      />
    );
  }
  const orders = chats.data.filter(isOrder);
  if (orders.length === 0) return <NoChatsState title={T.noOrders} />;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </Stack>
  );
}

import { Button, type ButtonProps } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCreditCard } from "@tabler/icons-react";
import { useState } from "react";
import { orderState } from "../../domain/orders/order-state.ts";
import { PAYMENT_TEXTS as T } from "../../domain/payments/payments.ts";
import { type ChatSession, chatApi } from "../api/chat.ts";
import { errorText } from "../api/client.ts";
import { useOrderActions } from "../lib/order-actions.ts";

/**
 * «Оплатить» on a client's order that owes the executor's open payment request (issue 11 §1:
 * «Мои заказы» and the dashboard's overview). It opens the same payment modal as the request in
 * the chat, for the chat's newest request, which is the only one the server takes.
 */
export function PayOrderButton({ order, ...props }: { order: ChatSession } & ButtonProps) {
  const { pay } = useOrderActions();
  const [busy, setBusy] = useState(false);
  if (!orderState(order).payable) return null;

  const open = async () => {
    setBusy(true);
    try {
      const messages = await chatApi.messages(order.id);
      const request = messages.findLast((m) => m.message_type === "payment_request");
      if (!request || request.payment_paid_at !== null || request.payment_amount === null) {
        notifications.show({ color: "red", message: T.requestNotFound });
        return;
      }
      pay({
        title: order.service_title,
        amount: request.payment_amount,
        serviceType: "chat",
        chat: { sessionId: order.id, messageId: request.id, guest: false },
      });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, T.createFailedUnexpected) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      leftSection={<IconCreditCard size={18} />}
      loading={busy}
      onClick={() => void open()}
      aria-label={`${T.pay}: ${order.service_title}`}
      {...props}
    >
      {T.pay}
    </Button>
  );
}

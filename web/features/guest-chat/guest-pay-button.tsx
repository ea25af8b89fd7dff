import { Button } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { servicePaymentAmount } from "../../../domain/catalogue/services.ts";
import { MONEY_RECEIVED_STATUSES } from "../../../domain/chat/chat.ts";
import type { ChatSession } from "../../api/chat.ts";
import { useOrderActions } from "../../lib/order-actions.ts";
import { servicesQuery } from "../../lib/services-query.ts";
import { GUEST_CHAT_TEXTS as T } from "./guest-chat-texts.ts";

/**
 * «Оплатить» for the chat's catalogue service (spec 1: a pay button wherever a service is
 * offered); the payment joins this chat (issue 28). Hidden once money came, or when the service
 * has no price to pay online.
 */
export function GuestPayButton({ session }: { session: ChatSession }) {
  const { pay } = useOrderActions();
  const services = useQuery(servicesQuery);
  const service = services.data?.find((item) => String(item.id) === session.service_id);
  if (!service || MONEY_RECEIVED_STATUSES.includes(session.payment_status)) return null;
  const amount = servicePaymentAmount(service);
  if (amount <= 0) return null;
  return (
    <Button
      leftSection={<IconCreditCard size={18} />}
      onClick={() =>
        pay({
          serviceId: service.id,
          title: service.title,
          amount,
          serviceType: service.category,
          openChatId: session.id,
        })
      }
    >
      {T.pay}
    </Button>
  );
}

import { Button, Group } from "@mantine/core";
import {
  IconArrowBackUp,
  IconLayoutDashboard,
  IconMessages,
  IconRefresh,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { PAYMENT_TEXTS as T } from "../../../domain/payments/payments.ts";
import { homePathOf } from "../../../domain/users/users.ts";
import type { Payment } from "../../api/payments.ts";
import { useAuth } from "../../lib/auth.ts";
import { useOrderActions } from "../../lib/order-actions.ts";
import type { LastPayment } from "./last-payment-storage.ts";

/**
 * The payment's chat: a client's in their cabinet; a guest's (told only to the browser that
 * paid) on its own page.
 */
const chatPathOf = (payment: Payment, sessionId: string) =>
  payment.guest_chat
    ? `/guest-chat/${encodeURIComponent(sessionId)}`
    : `/dashboard?chat=${encodeURIComponent(sessionId)}`;

/** «В личный кабинет» for a signed-in client: their own cabinet, private or corporate. */
export function CabinetButton() {
  const { user } = useAuth();
  if (user?.role !== "client") return null;
  return (
    <Button
      component={Link}
      to={homePathOf(user)}
      variant="default"
      leftSection={<IconLayoutDashboard size={16} />}
    >
      {T.toCabinet}
    </Button>
  );
}

interface PaymentResultActionsProps {
  payment: Payment;
  /** What this browser saved when it started this very payment, if it did. */
  saved: LastPayment | null;
}

/**
 * What to do next: back to the chat the payment came from, or a chat about what was paid for;
 * after a cancellation, or while a checkout may have been left open, another try from where the
 * payer started.
 */
export function PaymentResultActions({ payment, saved }: PaymentResultActionsProps) {
  const { startChat } = useOrderActions();
  const canceled = payment.status === "canceled";
  // A checkout left open at the provider stays «pending» for up to an hour: offer another try.
  const retry = canceled || payment.status === "pending";
  const chatPayment = payment.service_type === "chat" || payment.service_type === "guest_chat";
  const sessionId = payment.chat_session_id;
  const chatPath = saved?.back || (sessionId ? chatPathOf(payment, sessionId) : null);
  // A paid catalogue order opened a chat with the lawyer (issue 11 §1): that chat, not a new one.
  const openedChat =
    !chatPayment && payment.status === "succeeded" && sessionId
      ? chatPathOf(payment, sessionId)
      : null;
  const back = saved?.back || chatPath || "/services";

  const writeToChat = () =>
    startChat({
      serviceId: payment.service_id ?? undefined,
      title: saved?.title || payment.description,
      amount: 0,
      serviceType: payment.service_type,
      planId: payment.plan_type ?? undefined,
    });

  return (
    <Group justify="center" gap="sm">
      {retry ? (
        <Button
          component={Link}
          to={back}
          variant={canceled ? "filled" : "default"}
          leftSection={<IconRefresh size={16} />}
        >
          {T.tryAgain}
        </Button>
      ) : null}
      {/* A chat payment is tried again in its chat: the button above already leads there. */}
      {chatPayment && chatPath && !retry ? (
        <Button component={Link} to={chatPath} leftSection={<IconArrowBackUp size={16} />}>
          {T.toChat}
        </Button>
      ) : null}
      {openedChat ? (
        <Button component={Link} to={openedChat} leftSection={<IconMessages size={16} />}>
          {T.toChat}
        </Button>
      ) : null}
      {chatPayment || openedChat ? null : (
        <Button
          variant={canceled ? "light" : "filled"}
          leftSection={<IconMessages size={16} />}
          onClick={writeToChat}
        >
          {T.writeToChat}
        </Button>
      )}
      <CabinetButton />
    </Group>
  );
}

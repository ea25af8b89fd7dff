import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { homePathOf, isExecutorRole } from "../../domain/users.ts";
import { track } from "../lib/analytics.ts";
import { useAuth } from "../lib/auth.ts";
import { type OrderActions, OrderActionsContext, type OrderTarget } from "../lib/order-actions.ts";
import { LazyMount, lazyNamed } from "../ui/lazy-mount.tsx";

// Both dialogs load on their first use: most visitors never open them.
const GuestChatDialog = lazyNamed(() => import("./guest-chat-dialog.tsx"), "GuestChatDialog");
const PaymentDialog = lazyNamed(() => import("./payment-dialog.tsx"), "PaymentDialog");

/**
 * What the «Написать в чат» and «Оплатить» buttons of every feature do. The chats and card
 * payments are launched in later issues; until then the buttons lead to the cabinet or to honest
 * dialogs, never to a pretended chat or payment.
 */
export function OrderActionsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [guestChatOpened, { open: openGuestChat, close: closeGuestChat }] = useDisclosure(false);
  const [paymentOpened, { open: openPayment, close: closePayment }] = useDisclosure(false);
  const [paymentTarget, setPaymentTarget] = useState<OrderTarget | null>(null);

  const actions = useMemo<OrderActions>(
    () => ({
      startChat(target) {
        track("chat_click", { service_id: target.serviceId ?? null });
        if (!user) {
          // A guest, or a visitor whose stored token is still being checked.
          openGuestChat();
        } else if (isExecutorRole(user.role)) {
          navigate("/executor-dashboard");
        } else {
          // The cabinet says which service was chosen; the chat itself opens there once launched.
          const query = target.serviceId === undefined ? "" : `?service=${target.serviceId}`;
          navigate(`${homePathOf(user)}${query}`);
        }
      },
      pay(target) {
        track("payment_click", { amount: target.amount });
        setPaymentTarget(target);
        openPayment();
      },
    }),
    [user, navigate, openGuestChat, openPayment],
  );

  return (
    <OrderActionsContext.Provider value={actions}>
      {children}
      <LazyMount opened={guestChatOpened}>
        {(opened) => <GuestChatDialog opened={opened} onClose={closeGuestChat} />}
      </LazyMount>
      <LazyMount opened={paymentOpened}>
        {(opened) => (
          <PaymentDialog target={paymentTarget} opened={opened} onClose={closePayment} />
        )}
      </LazyMount>
    </OrderActionsContext.Provider>
  );
}

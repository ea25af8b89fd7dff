import { useDisclosure } from "@mantine/hooks";
import { type ReactNode, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import {
  BUSINESS_CONSULTATION_SERVICE_ID,
  businessTariffServiceId,
} from "../../domain/chat/chat-service-ids.ts";
import { isExecutorRole } from "../../domain/users/users.ts";
import type { GuestChatTarget } from "../features/guest-chat/guest-contact-form.tsx";
import { track } from "../lib/analytics.ts";
import { useAuth } from "../lib/auth.ts";
import { type OrderActions, OrderActionsContext, type OrderTarget } from "../lib/order-actions.ts";
import { LazyMount, lazyNamed } from "../ui/lazy-mount.tsx";

// Every dialog loads on its first use: most visitors never open them, and the home page's
// JavaScript budget has no room for forms nobody asked for.
const GuestContactDialog = lazyNamed(
  () => import("../features/guest-chat/guest-contact-dialog.tsx"),
  "GuestContactDialog",
);
const QuickQuestionDialog = lazyNamed(
  () => import("../features/guest-chat/quick-question-dialog.tsx"),
  "QuickQuestionDialog",
);
const PaymentModal = lazyNamed(
  () => import("../features/payments/payment-modal.tsx"),
  "PaymentModal",
);

/** The chat's service id (spec 1 §7): a catalogue id, a business one, or null for a question. */
function chatServiceIdOf(target: OrderTarget): string | null {
  if (target.planId) return businessTariffServiceId(target.planId);
  if (target.serviceType === BUSINESS_CONSULTATION_SERVICE_ID) {
    return BUSINESS_CONSULTATION_SERVICE_ID;
  }
  return target.serviceId === undefined ? null : String(target.serviceId);
}

/**
 * What the «Написать в чат» and «Оплатить» buttons of every feature do. A guest fills in the
 * contact form and lands in the guest chat; a client goes to the chat of that service, which
 * opens the existing one or creates it; an executor goes to the cabinet. «Оплатить» opens the
 * payment modal (spec 1 §2): a manual transfer, or a card payment on the provider's page.
 */
export function OrderActionsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [guestChatOpened, { open: openGuestChat, close: closeGuestChat }] = useDisclosure(false);
  const [guestTarget, setGuestTarget] = useState<GuestChatTarget | null>(null);
  const [questionOpened, { open: openQuestion, close: closeQuestion }] = useDisclosure(false);
  const [questionServiceId, setQuestionServiceId] = useState<string | undefined>(undefined);
  const [paymentOpened, { open: openPayment, close: closePayment }] = useDisclosure(false);
  const [paymentTarget, setPaymentTarget] = useState<OrderTarget | null>(null);

  const actions = useMemo<OrderActions>(() => {
    const askQuestion: OrderActions["askQuestion"] = (options) => {
      track("chat_click", { service_id: options?.serviceId ?? null });
      setQuestionServiceId(
        options?.serviceId === undefined ? undefined : String(options.serviceId),
      );
      openQuestion();
    };
    return {
      startChat(target) {
        const serviceId = chatServiceIdOf(target);
        if (user === null && serviceId === null) return askQuestion();
        track("chat_click", { service_id: target.serviceId ?? null });
        if (user === null && serviceId !== null) {
          setGuestTarget({ serviceId, title: target.title, planType: target.planId });
          openGuestChat();
        } else if (user && isExecutorRole(user.role)) {
          navigate("/executor-dashboard");
        } else {
          // A client, or a stored token still being checked: the chat page waits for the check
          // and sends a visitor whose token turned out stale to /login.
          navigate(serviceId === null ? "/services" : `/chat/${encodeURIComponent(serviceId)}`);
        }
      },
      pay(target) {
        track("payment_click", { amount: target.amount });
        setPaymentTarget(target);
        openPayment();
      },
      askQuestion,
    };
  }, [user, navigate, openGuestChat, openQuestion, openPayment]);

  return (
    <OrderActionsContext.Provider value={actions}>
      {children}
      <LazyMount opened={guestChatOpened}>
        {(opened) => (
          <GuestContactDialog target={guestTarget} opened={opened} onClose={closeGuestChat} />
        )}
      </LazyMount>
      <LazyMount opened={questionOpened}>
        {(opened) => (
          <QuickQuestionDialog
            opened={opened}
            onClose={closeQuestion}
            serviceId={questionServiceId}
          />
        )}
      </LazyMount>
      <LazyMount opened={paymentOpened}>
        {(opened) => <PaymentModal target={paymentTarget} opened={opened} onClose={closePayment} />}
      </LazyMount>
    </OrderActionsContext.Provider>
  );
}

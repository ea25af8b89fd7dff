import { createContext, useContext } from "react";

/** What a "write in chat" or "pay" button is about. */
export interface OrderTarget {
  /** Catalogue service id; absent for a business tariff. */
  serviceId?: number;
  title: string;
  /** Roubles. */
  amount: number;
  /** Payment service type of spec 1 §3: the service category, or "business_tariff". */
  serviceType: string;
  /** Business tariff key, for tariff buttons. */
  planId?: string;
  /**
   * An executor's payment request in a chat (spec 2 §5): the payment settles that request, and
   * `amount` is the request's amount. `guest` is true in a guest chat.
   */
  chat?: { sessionId: string; messageId: number; guest: boolean };
  /**
   * With `serviceId`: the chat open for this service, which the payment joins (issue 28). A
   * guest's comes from this browser's memory (lib/guest-chat-memory.ts); the server checks it.
   */
  openChatId?: string;
  /**
   * A consultation booked at a set time (issue 48 §2): the payment pays for it instead of a
   * service (`amount` is its price), and the provider brings the payer back to `returnPath`.
   */
  booking?: BookingPayment;
}

export interface BookingPayment {
  id: string;
  /** A guest's manage token; a signed-in client's booking needs none. */
  token?: string;
  returnPath: string;
  /** Its start (ISO with offset): a transfer is offered only while it is far enough. */
  start: string;
  /** The transfer's hold, once the payer chose to pay so (ISO). */
  transferUntil?: string;
  /** «Время держится до 10:15 МСК», shown above the form. */
  note?: string;
  /** What the booking form was given, so the pay window does not ask again. */
  payer?: { name: string; email: string; phone: string };
}

/**
 * The order buttons of every feature (service cards, detail modal, tariffs, auto-lawyer, a
 * payment request in a chat) call these; the app decides what they do (chat, payment), so
 * features stay independent of each other.
 */
export interface OrderActions {
  startChat(target: OrderTarget): void;
  pay(target: OrderTarget): void;
  /** The anonymous quick question form (floating helper, home page), optionally about a service. */
  askQuestion(options?: { serviceId?: number | string }): void;
}

export const OrderActionsContext = createContext<OrderActions | null>(null);

export function useOrderActions(): OrderActions {
  const actions = useContext(OrderActionsContext);
  if (!actions) throw new Error("useOrderActions must be used inside <OrderActionsProvider>");
  return actions;
}

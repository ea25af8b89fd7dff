import type { ChatEvent } from "../../../domain/chat/chat-schemas.ts";
import { formatKopecks } from "../../../domain/money.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { type ChatAddress, publishChatEvent, TOPICS } from "../chat/chat-events.ts";
import type { PaymentRow } from "./serialize-payment.ts";

/**
 * A payment changed: executors' earnings and tariff statistics refetch, the paying client's
 * screens too; when it pays for a chat, that chat's parties hear of the new system message.
 * Published after the commit; a bus failure never undoes a recorded payment.
 */
export async function publishPaymentEvent(
  events: EventBus,
  payment: Pick<
    PaymentRow,
    | "id"
    | "chatSessionId"
    | "payerUserId"
    | "status"
    | "amountKopecks"
    | "description"
    | "payerName"
  >,
  chat: ChatAddress | null,
  /** True when this change is the money arriving: executors get a notice (payment.received). */
  received = false,
): Promise<void> {
  const event: ChatEvent = {
    type: "payment.updated",
    session_id: payment.chatSessionId,
    sent_at: Date.now(),
  };
  const topics = new Set<string>([TOPICS.executors]);
  if (payment.payerUserId !== null) topics.add(TOPICS.client(payment.payerUserId));
  await Promise.all([...topics].map((topic) => events.publish(topic, event).catch(() => {})));
  if (received) {
    // Only the executors' topic: the notice names the payer.
    const notice: ChatEvent = {
      type: "payment.received",
      session_id: payment.chatSessionId,
      notice: PAYMENT_TEXTS.paymentReceivedNotice(
        formatKopecks(payment.amountKopecks),
        payment.description,
        payment.payerName,
      ),
      sent_at: Date.now(),
    };
    await events.publish(TOPICS.executors, notice).catch(() => {});
  }
  if (chat) await publishChatEvent(events, chat, "message.created");
}

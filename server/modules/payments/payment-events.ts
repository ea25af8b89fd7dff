import type { ChatEvent } from "../../../domain/chat/chat-schemas.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { publishChatEvent, TOPICS } from "../chat/chat-events.ts";
import type { PaymentRow } from "./serialize-payment.ts";

interface ChatRef {
  id: string;
  isGuest: boolean;
  clientId: number | null;
}

/**
 * A payment changed: executors' earnings and tariff statistics refetch, the paying client's
 * screens too; when it pays for a chat, that chat's parties hear of the new system message.
 * Published after the commit; a bus failure never undoes a recorded payment.
 */
export async function publishPaymentEvent(
  events: EventBus,
  payment: Pick<PaymentRow, "id" | "chatSessionId" | "payerUserId">,
  chat: ChatRef | null,
): Promise<void> {
  const event: ChatEvent = {
    type: "payment.updated",
    session_id: payment.chatSessionId,
    sent_at: Date.now(),
  };
  const topics = new Set<string>([TOPICS.executors]);
  if (payment.payerUserId !== null) topics.add(TOPICS.client(payment.payerUserId));
  await Promise.all([...topics].map((topic) => events.publish(topic, event).catch(() => {})));
  if (chat) await publishChatEvent(events, chat, "message.created");
}

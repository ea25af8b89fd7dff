import { eq } from "drizzle-orm";
import type { ChatEvent } from "../../../domain/chat/chat-schemas.ts";
import { formatKopecks } from "../../../domain/money.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import {
  CHAT_ADDRESS,
  type ChatAddress,
  publishChatEvent,
  publishToTopics,
  staffTopicsOf,
  TOPICS,
} from "../chat/chat-events.ts";
import type { PaymentRow } from "./serialize-payment.ts";

/**
 * A payment changed: executors' earnings and tariff statistics refetch, the paying client's
 * screens too; when it pays for a chat, that chat's parties hear of the new system message.
 * Published after the commit; a bus failure never undoes a recorded payment.
 */
export async function publishPaymentEvent(
  { db, events }: { db: Db; events: EventBus },
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
  /** The chat that got a message about it (its parties hear of that too), if any. */
  chat: ChatAddress | null,
  /** True when this change is the money arriving: executors get a notice (payment.received). */
  received = false,
): Promise<void> {
  const event: ChatEvent = {
    type: "payment.updated",
    session_id: payment.chatSessionId,
    sent_at: Date.now(),
  };
  // Staff hear it as they hear its chat (the one rule, issue 43 §2): a payment without a chat
  // on every lawyer's topic, one of a chat on that chat's staff topics.
  const address =
    chat ??
    (payment.chatSessionId === null ? null : await chatAddressOf(db, payment.chatSessionId));
  const staffTopics = address ? staffTopicsOf(address) : [TOPICS.executors];
  const topics = new Set<string>(staffTopics);
  if (payment.payerUserId !== null) topics.add(TOPICS.client(payment.payerUserId));
  await Promise.all([...topics].map((topic) => events.publish(topic, event).catch(() => {})));
  if (received) {
    // Only the staff's topics: the notice names the payer.
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
    await publishToTopics(events, staffTopics, notice);
  }
  if (chat) await publishChatEvent(events, chat, "message.created");
}

/** Whose a chat is and which lawyer has it, for a payment whose change posted nothing in it. */
async function chatAddressOf(db: Db, id: string): Promise<ChatAddress | null> {
  const [row] = await db.select(CHAT_ADDRESS).from(chatSessions).where(eq(chatSessions.id, id));
  return row ?? null;
}

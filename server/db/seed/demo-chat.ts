import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { SYSTEM_MESSAGES } from "../../../domain/chat/chat.ts";
import { TASK_DURATION } from "../../../domain/chat/task-status.ts";
import { formatAmount } from "../../../domain/money.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import type { Db } from "../client.ts";
import { services } from "../schema/catalogue.ts";
import { chatMessages, chatSessions } from "../schema/chat.ts";
import { users } from "../schema/users.ts";
import { DEMO_ACCOUNTS } from "./demo-accounts.ts";

const HOUR_MS = 3_600_000;

const ADVANCE_KOPECKS = 300_000;

/**
 * One conversation of the demo client, so both cabinets show a chat on the first start; it ends
 * with the executor's payment request, so the pay flow can be tried at once (sandbox provider).
 */
export async function seedDemoChat(db: Db): Promise<void> {
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.client.email.toLowerCase()));
  const [service] = await db
    .select({ id: services.id, title: services.title })
    .from(services)
    .where(eq(services.slug, "contract-drafting"));
  if (!client || !service) return;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const taskDeadline = new Date(now + (TASK_DURATION.default - 1) * HOUR_MS);
  const [session] = await db
    .insert(chatSessions)
    .values({
      id: randomUUID(),
      serviceId: String(service.id),
      serviceTitle: service.title,
      clientId: client.id,
      taskStatus: "in_progress",
      taskDeadline,
      taskDurationHours: TASK_DURATION.default,
      status: "waiting_payment",
      paymentAmountKopecks: ADVANCE_KOPECKS,
      finalPriceKopecks: ADVANCE_KOPECKS,
      paymentUpdatedAt: at(1),
      lastMessagePreview: PAYMENT_TEXTS.requestPreview(formatAmount(ADVANCE_KOPECKS / 100)),
      lastActivity: at(1),
      createdAt: at(2),
    })
    .returning({ id: chatSessions.id });
  if (!session) return;
  await db.insert(chatMessages).values([
    {
      sessionId: session.id,
      senderType: "client",
      content:
        "Здравствуйте! Нужен договор аренды квартиры на 11 месяцев, собственник — я, арендатор — физлицо.",
      createdAt: at(2),
    },
    {
      sessionId: session.id,
      senderType: "system",
      messageType: "system",
      content: SYSTEM_MESSAGES.taskStarted(formatMoscowDateTime(taskDeadline)),
      createdAt: at(1),
    },
    {
      sessionId: session.id,
      senderType: "executor",
      content: "Принято. Подготовлю проект договора и пришлю его сюда.",
      createdAt: at(1),
    },
    {
      sessionId: session.id,
      senderType: "executor",
      messageType: "payment_request",
      content: "Стоимость договора аренды под ключ. Оплатите, и я приступлю.",
      paymentAmountKopecks: ADVANCE_KOPECKS,
      createdAt: at(1),
    },
  ]);
}

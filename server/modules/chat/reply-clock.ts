import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { addWorkingMinutes, type OfficeHours } from "../../../domain/office-hours/office-hours.ts";
import { FIRST_RESPONSE_DEFAULT_MINUTES } from "../../../domain/sla/sla.ts";
import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema/catalogue.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import type { SessionRow } from "./serialize.ts";

/**
 * The reply-time target of a chat (issue 30 §4, decision 046): the client's first message starts
 * the clock; the answer is due the service's first_response_minutes of working time later (office
 * hours of «Настройки сайта»); the lawyer's first message stops it. Both are conditional updates,
 * so of two messages at once only the first counts.
 */
export async function startReplyClock(
  tx: Db,
  session: Pick<SessionRow, "id" | "serviceId" | "firstMessageAt">,
  at: Date,
  hours: OfficeHours,
): Promise<void> {
  if (session.firstMessageAt !== null) return;
  const minutes = await firstResponseMinutesOf(tx, session.serviceId);
  await tx
    .update(chatSessions)
    .set({ firstMessageAt: at, firstResponseDueAt: addWorkingMinutes(hours, at, minutes) })
    .where(and(eq(chatSessions.id, session.id), isNull(chatSessions.firstMessageAt)));
}

/** A lawyer answered: the first answer's time, once, after a client's message started the clock. */
export async function stopReplyClock(
  tx: Db,
  session: Pick<SessionRow, "id" | "firstResponseAt">,
  at: Date,
): Promise<void> {
  if (session.firstResponseAt !== null) return;
  await tx
    .update(chatSessions)
    .set({ firstResponseAt: at })
    .where(
      and(
        eq(chatSessions.id, session.id),
        isNull(chatSessions.firstResponseAt),
        isNotNull(chatSessions.firstMessageAt),
      ),
    );
}

/** A catalogue service's own target; the business chats and consultations have the default. */
async function firstResponseMinutesOf(tx: Db, serviceId: string | null): Promise<number> {
  const id = Number(serviceId);
  if (!serviceId || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    return FIRST_RESPONSE_DEFAULT_MINUTES;
  }
  const [row] = await tx
    .select({ minutes: services.firstResponseMinutes })
    .from(services)
    .where(eq(services.id, id));
  return row?.minutes ?? FIRST_RESPONSE_DEFAULT_MINUTES;
}

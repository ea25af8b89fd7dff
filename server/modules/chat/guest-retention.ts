import { and, eq, inArray, isNull, lte, notInArray, or } from "drizzle-orm";
import { MONEY_RECEIVED_STATUSES, PAID_GUEST_CHAT_KEEP_DAYS } from "../../../domain/chat/chat.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";

const KEEP_MS = PAID_GUEST_CHAT_KEEP_DAYS * 24 * 3_600_000;

/**
 * A paid guest chat's deletion time from `now` on (issue 28): never sooner than the keep period,
 * never earlier than it already was. Client chats (no expiry) stay without one.
 */
export function keptUntil(expiresAt: Date | null, now: Date): Date | null {
  if (expiresAt === null) return null;
  const kept = new Date(now.getTime() + KEEP_MS);
  return expiresAt > kept ? expiresAt : kept;
}

/** The task statuses that mean the documents were delivered (the download period has begun). */
const DELIVERED = ["documents_ready", "accepted", "completed"];

/**
 * The sweep's safety net: a paid guest chat whose documents were never made ready is not
 * deleted at its expiry (the lawyer may still be working on what was paid for) but kept another
 * period. The payment and «Документы готовы» extend the expiry themselves; this catches the rest
 * (the executor marking a chat «Оплачено» by hand, a task that runs longer than the period).
 */
export async function keepPaidUndeliveredGuestChats(db: Db, now: Date): Promise<number> {
  const kept = await db
    .update(chatSessions)
    .set({ expiresAt: new Date(now.getTime() + KEEP_MS) })
    .where(
      and(
        eq(chatSessions.isGuest, true),
        lte(chatSessions.expiresAt, now),
        inArray(chatSessions.paymentStatus, [...MONEY_RECEIVED_STATUSES]),
        or(isNull(chatSessions.taskStatus), notInArray(chatSessions.taskStatus, DELIVERED)),
      ),
    )
    .returning({ id: chatSessions.id });
  return kept.length;
}

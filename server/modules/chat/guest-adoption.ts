import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { payments } from "../../db/schema/payments.ts";
import { isChatId } from "./session-access.ts";

/**
 * Registration from a guest chat (issue 28): the chat, its files and its payments move into the
 * new account instead of being deleted. The guest chat's id is its only key (session-access.ts),
 * so holding it is the proof; a client's chat, an expired or unknown id moves nothing. Runs in
 * the registration's transaction: the account and the move are made together or not at all.
 */
export async function adoptGuestChat(
  tx: Db,
  sessionId: string | null | undefined,
  userId: number,
  now: Date,
): Promise<string | null> {
  if (!sessionId || !isChatId(sessionId)) return null;
  const [moved] = await tx
    .update(chatSessions)
    .set({ isGuest: false, clientId: userId, expiresAt: null })
    .where(
      and(
        eq(chatSessions.id, sessionId),
        eq(chatSessions.isGuest, true),
        gt(chatSessions.expiresAt, now),
      ),
    )
    .returning({ id: chatSessions.id });
  if (!moved) return null;
  // The chat's payments become the account's: «Платежи» and the receipts find them.
  await tx
    .update(payments)
    .set({ payerUserId: userId })
    .where(and(eq(payments.chatSessionId, moved.id), isNull(payments.payerUserId)));
  return moved.id;
}

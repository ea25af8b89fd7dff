import { and, eq, gt, inArray, or } from "drizzle-orm";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { adoptGuestChat } from "./guest-adoption.ts";
import { isChatId } from "./session-access.ts";

/**
 * After a client signs up or in, the guest chats this browser opened (their ids, the proof of
 * decision 040) join the account when they gave the account's e-mail or phone (issue 44 §3). The
 * match keeps a shared computer's earlier guest from landing in the next person's account; the id
 * keeps anyone who merely types another's address from taking their chat.
 */
export async function joinHeldGuestChats(
  db: Db,
  user: UserRow,
  sessionIds: readonly string[],
  now: Date = new Date(),
): Promise<string[]> {
  const ids = [...new Set(sessionIds)].filter(isChatId);
  if (ids.length === 0) return [];
  const sameContact = user.phone
    ? or(eq(chatSessions.guestEmail, user.email), eq(chatSessions.guestPhone, user.phone))
    : eq(chatSessions.guestEmail, user.email);
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(
        and(
          inArray(chatSessions.id, ids),
          eq(chatSessions.isGuest, true),
          gt(chatSessions.expiresAt, now),
          sameContact,
        ),
      );
    const moved: string[] = [];
    for (const { id } of found) {
      const adopted = await adoptGuestChat(tx, id, user.id, now);
      if (adopted) moved.push(adopted);
    }
    return moved;
  });
}

/**
 * «Перенести в мой кабинет»: a signed-in client opened a guest chat whose id they hold and asked
 * for it. Asking is the consent the automatic join above reads from the matching contact.
 */
export async function moveGuestChatToAccount(
  db: Db,
  sessionId: string,
  userId: number,
  now: Date = new Date(),
): Promise<string | null> {
  return db.transaction((tx) => adoptGuestChat(tx, sessionId, userId, now));
}

import { and, eq, gt } from "drizzle-orm";
import { CHAT_TEXTS } from "../../../domain/chat.ts";
import { isExecutorRole } from "../../../domain/users.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { notFound } from "../../errors.ts";
import type { SessionRow } from "./serialize.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A guest chat is reachable only through its id, and only until it expires. A client's chat id
 * given here answers the same 404 as a missing one, so the guest path reveals nothing.
 */
export async function guestSessionOr404(db: Db, id: string, now: Date): Promise<SessionRow> {
  const [session] = UUID.test(id)
    ? await db
        .select()
        .from(chatSessions)
        .where(
          and(
            eq(chatSessions.id, id),
            eq(chatSessions.isGuest, true),
            gt(chatSessions.expiresAt, now),
          ),
        )
    : [];
  if (!session) throw notFound(CHAT_TEXTS.guestChatNotFound);
  return session;
}

/**
 * Executors and admins reach every chat; a client reaches only their own. Another client's chat
 * answers 404, not 403, so ids cannot be probed.
 */
export async function sessionForUserOr404(
  db: Db,
  user: UserRow,
  id: string,
  now: Date,
): Promise<SessionRow> {
  const [session] = UUID.test(id)
    ? await db.select().from(chatSessions).where(eq(chatSessions.id, id))
    : [];
  const visible =
    session &&
    (session.expiresAt === null || session.expiresAt > now) &&
    (isExecutorRole(user.role) || (session.clientId !== null && session.clientId === user.id));
  if (!visible) throw notFound(CHAT_TEXTS.sessionNotFound);
  return session;
}

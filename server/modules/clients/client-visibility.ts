import { and, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { CLIENT_TEXTS } from "../../../domain/clients/clients.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { forbidden, notFound } from "../../errors.ts";
import { lawyerSees } from "../chat/session-access.ts";
import { ALL_LAWYERS_SEE_ALL_CHATS } from "../staff/visibility.ts";

/**
 * Who sees which client (issue 43 §2, decision 049): the chat rule carried over. An administrator
 * sees every client; a lawyer a client while they can see one of that client's chats (their own
 * or the queue's), or every client while «Все юристы видят все чаты» is on.
 */

/** SQL over `users`: the clients `viewer` sees (undefined: no condition). */
export function clientsSeenBy(viewer: Pick<UserRow, "id" | "role">): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  return or(
    ALL_LAWYERS_SEE_ALL_CHATS,
    sql`exists (select 1 from ${chatSessions} where ${chatSessions.clientId} = ${users.id}
      and ${lawyerSees(viewer.id)})`,
  );
}

/** A client `viewer` sees, or 404 like a missing one. */
export async function clientSeenByOr404(
  db: Db,
  viewer: UserRow,
  clientId: number,
): Promise<{ id: number }> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.role, "client"), clientsSeenBy(viewer)));
  if (!row) throw notFound(CLIENT_TEXTS.notFound);
  return row;
}

/**
 * Erasing goes further than seeing: an administrator, or a lawyer every one of whose client's
 * chats is their own — a client shared with a colleague or waiting in the queue is not theirs
 * alone to erase.
 */
export async function refuseUnlessErasableBy(
  db: Db,
  viewer: UserRow,
  clientId: number,
): Promise<void> {
  if (viewer.role === "admin") return;
  const [notOwn] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.clientId, clientId),
        or(isNull(chatSessions.assigneeId), ne(chatSessions.assigneeId, viewer.id)),
      ),
    )
    .limit(1);
  if (notOwn) throw forbidden(CLIENT_TEXTS.erasureNeedsAdmin);
}

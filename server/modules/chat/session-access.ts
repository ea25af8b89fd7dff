import { and, eq, gt, isNull, or, type Placeholder, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { visibleObjectOf } from "../../auth/route-policy.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";
import { sharedReadPerOwner } from "../../platform/shared-read.ts";
import { ALL_LAWYERS_SEE_ALL_CHATS, allLawyersSeeAllChats } from "../staff/visibility.ts";
import type { SessionRow } from "./serialize.ts";

/**
 * Who sees which chat, in one place: an administrator every chat; a lawyer the chats assigned to
 * them and the queue, or every chat while «Все юристы видят все чаты» is on (issue 30 §2); a
 * client their own; a guest the one chat whose id they hold; a guest chat past its lifetime
 * nobody, even before the cleanup job removes it. Whatever is not visible answers 404, like a
 * missing id, so ids cannot be probed.
 */

/** Chat and file ids are UUIDs we generated; anything else is not looked up at all. */
export const isChatId = isUuid;

/** SQL: the chat has not expired (client chats never do); `now` may be a prepared statement's placeholder. */
export const notExpired = (now: Date | Placeholder) =>
  or(isNull(chatSessions.expiresAt), gt(chatSessions.expiresAt, now));

/** SQL: a lawyer's chats: their own, the queue's, or every one while all see all. */
export const lawyerSees = (lawyerId: number | Placeholder) =>
  or(
    eq(chatSessions.assigneeId, lawyerId),
    isNull(chatSessions.assigneeId),
    ALL_LAWYERS_SEE_ALL_CHATS,
  );

/** SQL: the chats `user` may list; undefined (no condition) for administrators. */
export function visibleTo(user: UserRow) {
  if (user.role === "admin") return undefined;
  return isExecutorRole(user.role) ? lawyerSees(user.id) : eq(chatSessions.clientId, user.id);
}

/** Names visibleTo's condition: equal keys, the same chats (for reads shared by viewers). */
export function visibilityKey(user: UserRow): string {
  if (user.role === "admin") return "every";
  return isExecutorRole(user.role) ? `lawyer:${user.id}` : `client:${user.id}`;
}

/**
 * The same rule for one loaded chat. Only a lawyer looking at a colleague's chat costs a query
 * (the setting); every other answer is decided from the row.
 */
export async function canSee(
  db: Db,
  user: UserRow,
  session: Pick<SessionRow, "clientId" | "expiresAt" | "assigneeId">,
  now: Date,
): Promise<boolean> {
  if (session.expiresAt !== null && session.expiresAt <= now) return false;
  if (!isExecutorRole(user.role)) return session.clientId === user.id;
  if (user.role === "admin" || session.assigneeId === null || session.assigneeId === user.id) {
    return true;
  }
  return allLawyersSeeAllChats(db);
}

/** A guest chat by its id, only through the guest path and only until it expires. */
export async function guestSessionOr404(db: Db, id: string, now: Date): Promise<SessionRow> {
  const [session] = isChatId(id)
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

export async function sessionForUserOr404(
  db: Db,
  user: UserRow,
  id: string,
  now: Date,
): Promise<SessionRow> {
  const session = isChatId(id) ? await chatById(db, id) : undefined;
  if (!session || !(await canSee(db, user, session, now))) {
    throw notFound(CHAT_TEXTS.sessionNotFound);
  }
  return session;
}

/**
 * The chat the route's path names, as the route policy found it for this caller (the rule above,
 * through sessionForUserOr404): handlers read it instead of looking it up again.
 */
export const visibleChat = (request: FastifyRequest) =>
  visibleObjectOf<SessionRow>(request, "chat");

/** The guest chat the route's path names (its id is the guest's key), as the policy found it. */
export const visibleGuestChat = (request: FastifyRequest) =>
  visibleObjectOf<SessionRow>(request, "guest-chat");

/**
 * A chat's row, whoever asks: the client and the lawyers who open a chat after its message ask for
 * it at once, so those reads are done once (platform/shared-read.ts: never joining a read that
 * started before the request). Who may see it is decided after, per caller (canSee).
 */
function chatById(db: Db, id: string): Promise<SessionRow | undefined> {
  return sharedChatReads(db)(id, async () => (await sessionById(db).execute({ id }))[0]);
}

const sharedChatReads = sharedReadPerOwner<SessionRow | undefined>();

/** Every route of a signed-in person's chat starts with it: prepared (db/prepared.ts). */
const sessionById = preparedPerDatabase((db) =>
  db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.id, sql.placeholder("id")))
    .prepare("chat_session_by_id"),
);

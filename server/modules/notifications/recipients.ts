import { and, eq, type SQL } from "drizzle-orm";
import { CORPORATE_CHAT_SERVICE_ID } from "../../../domain/chat/chat-service-ids.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import type { SessionRow } from "../chat/serialize.ts";
import { WORKING_STAFF } from "../staff/staff-members.ts";

/** Someone an event is told to: in the bell (with an account) and by mail (with an address). */
export interface Recipient {
  /** Null for a guest: no account, so mail only. */
  userId: number | null;
  email: string | null;
  name: string | null;
  /** Where the event leads, inside the app. */
  path: string;
}

/** Where a chat opens for its client. */
export function clientChatPath(session: Pick<SessionRow, "id" | "serviceId" | "isGuest">): string {
  if (session.isGuest) return `/guest-chat/${session.id}`;
  return session.serviceId === CORPORATE_CHAT_SERVICE_ID
    ? "/corporate-dashboard?tab=chat"
    : `/dashboard?tab=chat&chat=${encodeURIComponent(session.id)}`;
}

/** Where a chat opens in the executor's cabinet. */
export const executorChatPath = (sessionId: string) =>
  `/executor-dashboard?tab=chats&chat=${encodeURIComponent(sessionId)}`;

/**
 * The client side of a chat: the account's owner, or a guest who left an e-mail (the guest chat's
 * id is the guest's key to it, so its link is mailed only to the address they gave).
 */
export async function chatClient(tx: Db, session: SessionRow): Promise<Recipient | null> {
  const path = clientChatPath(session);
  if (session.isGuest) {
    if (!session.guestEmail) return null;
    return { userId: null, email: session.guestEmail.toLowerCase(), name: session.guestName, path };
  }
  if (session.clientId === null) return null;
  const [client] = await tx
    .select({ id: users.id, email: users.email, name: users.fullName })
    .from(users)
    .where(eq(users.id, session.clientId));
  if (!client) return null;
  return { userId: client.id, email: client.email.toLowerCase(), name: client.name, path };
}

/**
 * Every working executor account (the lawyers of the firm), each told of the business events; a
 * colleague switched off in «Сотрудники» hears of nothing more.
 */
export const executors = (tx: Db, path: string) => staffRecipients(tx, path, WORKING_STAFF);

/** The working administrators (an overdue first answer, issue 30 §4). */
export const administrators = (tx: Db, path: string) =>
  staffRecipients(tx, path, and(WORKING_STAFF, eq(users.role, "admin")));

async function staffRecipients(tx: Db, path: string, where: SQL | undefined): Promise<Recipient[]> {
  const rows = await tx
    .select({ id: users.id, email: users.email, name: users.fullName })
    .from(users)
    .where(where);
  return rows.map((row) => ({
    userId: row.id,
    email: row.email.toLowerCase(),
    name: row.name,
    path,
  }));
}

/**
 * Who hears about a chat (issue 30 §2): its lawyer only; everyone while it waits in the queue, or
 * when its lawyer was switched off (someone must hear the client).
 */
export async function chatStaff(
  tx: Db,
  session: Pick<SessionRow, "id" | "assigneeId">,
): Promise<Recipient[]> {
  const path = executorChatPath(session.id);
  if (session.assigneeId !== null) {
    const lawyer = await staffRecipients(
      tx,
      path,
      and(eq(users.id, session.assigneeId), WORKING_STAFF),
    );
    if (lawyer.length > 0) return lawyer;
  }
  return executors(tx, path);
}

/** The staff who hear about the chat with this id (a payment's chat), or everyone without one. */
export async function chatStaffById(tx: Db, sessionId: string | null, orPath: string) {
  if (sessionId === null) return executors(tx, orPath);
  const [session] = await tx
    .select({ id: chatSessions.id, assigneeId: chatSessions.assigneeId })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  return session ? chatStaff(tx, session) : executors(tx, orPath);
}

/** One executor (their own hearings). */
export async function executor(tx: Db, userId: number, path: string): Promise<Recipient | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, name: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { userId: row.id, email: row.email.toLowerCase(), name: row.name, path } : null;
}

import { and, asc, desc, eq, exists, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { CHAT_ADDRESS, type ChatAddress, publishChatEvent } from "../chat/chat-events.ts";
import {
  ASSIGNABLE_STAFF,
  OPEN_CHAT,
  openChatsByAssignee,
  type StaffMember,
  workingStaffMember,
} from "./staff-members.ts";

/**
 * Chat assignment (issue 30 §2, decision 045): a new chat goes to the working lawyer (or
 * administrator) with the fewest open chats below their limit; when everyone is full it waits
 * unassigned, and the queue is given out, oldest first, as places free (a chat completed, a
 * limit raised, someone switched on).
 *
 * One assignment at a time, on every instance: the transaction takes this lock before it counts,
 * so two chats created at once cannot both take a lawyer's last place. The lock is the
 * transaction's own and ends with it.
 */
export const lockAssignment = (tx: Db) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('chat-assignment'))`);

interface Place {
  id: number;
  free: number;
  open: number;
}

/** Staff who take chats, with their open chats and free places, the least busy first. */
export async function placesOf(tx: Db): Promise<Place[]> {
  const staff = await tx
    .select({ id: users.id, max: users.maxOpenChats })
    .from(users)
    .where(ASSIGNABLE_STAFF)
    .orderBy(asc(users.id));
  if (staff.length === 0) return [];
  const openOf = await openChatsByAssignee(
    tx,
    staff.map((member) => member.id),
  );
  return staff
    .map((member) => {
      const open = openOf.get(member.id) ?? 0;
      return { id: member.id, open, free: member.max - open };
    })
    .filter((place) => place.free > 0)
    .sort((a, b) => a.open - b.open || a.id - b.id);
}

/** The lawyer of the client's latest other chat, or null (a guest, a first chat). */
async function lastLawyerOfClient(tx: Db, chatId: string): Promise<number | null> {
  const [row] = await tx
    .select({ assigneeId: chatSessions.assigneeId })
    .from(chatSessions)
    .where(
      and(
        sql`${chatSessions.clientId} = (select client_id from chat_sessions where id = ${chatId})`,
        ne(chatSessions.id, chatId),
        isNotNull(chatSessions.assigneeId),
      ),
    )
    .orderBy(desc(chatSessions.lastActivity))
    .limit(1);
  return row?.assigneeId ?? null;
}

/**
 * Assigns a chat just created in `tx` (the caller's transaction) and returns its lawyer's id, or
 * null when it waits in the queue.
 */
export async function assignNewChat(tx: Db, chatId: string): Promise<number | null> {
  await lockAssignment(tx);
  const places = await placesOf(tx);
  // A client who comes back (a new order after a completed one) reaches the lawyer they know,
  // while that lawyer works and has room; everyone else the least busy.
  const known = await lastLawyerOfClient(tx, chatId);
  const place = places.find((candidate) => candidate.id === known) ?? places[0];
  if (!place) return null;
  await tx.update(chatSessions).set({ assigneeId: place.id }).where(eq(chatSessions.id, chatId));
  return place.id;
}

/**
 * A client writes in a chat whose lawyer has been switched off (or stopped taking chats) since (a finished order they come
 * back to): the chat goes to a working lawyer — by the new chat's rule — or to the queue, so it
 * is nobody's no longer. The caller runs it first in its transaction: the assignment lock comes
 * before any chat row, as everywhere. Returns the move to announce, or the lawyer who keeps the
 * chat (read once for this and the message's notice), or neither (a chat in the queue).
 */
export async function reassignFromSwitchedOff(
  tx: Db,
  session: { id: string; assigneeId: number | null },
): Promise<{ moved: MovedChat | null; keptBy: StaffMember | null }> {
  if (session.assigneeId === null) return { moved: null, keptBy: null };
  const lawyer = await workingStaffMember(tx, session.assigneeId);
  if (lawyer?.acceptsChats) return { moved: null, keptBy: lawyer };
  const to = await assignNewChat(tx, session.id);
  if (to === null) {
    await tx.update(chatSessions).set({ assigneeId: null }).where(eq(chatSessions.id, session.id));
  }
  const [chat] = await tx
    .select(CHAT_ADDRESS)
    .from(chatSessions)
    .where(eq(chatSessions.id, session.id));
  return { moved: chat ? { chat, from: session.assigneeId } : null, keptBy: null };
}

/**
 * A member of staff answers a chat still in the queue, or takes its task into work (issue 44 §3):
 * the chat becomes theirs, so «Команда» credits the work to them, not to «очередь», and the
 * client reads whose it is. Limits do not bind, as with a hand-over: they chose to take it. One
 * who takes no chats (an administrator who is no lawyer) leaves it in the queue. The caller runs
 * it first in its transaction (the assignment lock before any chat row); the update is
 * conditional, so of two colleagues answering at once the first keeps it. Returns the move to
 * announce, or null.
 */
export async function claimQueuedChat(
  tx: Db,
  session: { id: string; assigneeId: number | null },
  userId: number,
): Promise<MovedChat | null> {
  if (session.assigneeId !== null) return null;
  await lockAssignment(tx);
  const [chat] = await tx
    .update(chatSessions)
    .set({ assigneeId: userId })
    .where(
      and(
        eq(chatSessions.id, session.id),
        isNull(chatSessions.assigneeId),
        OPEN_CHAT,
        exists(
          tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, userId), ASSIGNABLE_STAFF)),
        ),
      ),
    )
    .returning(CHAT_ADDRESS);
  return chat ? { chat, from: null } : null;
}

/** A chat whose lawyer changed, with the lawyer it had: both screens hear of it. */
export interface MovedChat {
  chat: ChatAddress;
  from: number | null;
}

/**
 * Gives the waiting chats, oldest first, to whoever has room, inside the caller's transaction
 * (after what freed the places). Returns the chats given out, to announce after the commit.
 */
export async function giveOutQueue(tx: Db): Promise<MovedChat[]> {
  await lockAssignment(tx);
  const places = await placesOf(tx);
  const room = places.reduce((sum, place) => sum + place.free, 0);
  if (room === 0) return [];
  const waiting = await tx
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(isNull(chatSessions.assigneeId), OPEN_CHAT))
    .orderBy(asc(chatSessions.createdAt), asc(chatSessions.id))
    .limit(room);
  const moved: MovedChat[] = [];
  for (const chat of waiting) {
    // The least busy with room takes the next one.
    places.sort((a, b) => a.open - b.open || a.id - b.id);
    const place = places.find((candidate) => candidate.free > 0);
    if (!place) break;
    const [row] = await tx
      .update(chatSessions)
      .set({ assigneeId: place.id })
      .where(eq(chatSessions.id, chat.id))
      .returning(CHAT_ADDRESS);
    if (row) moved.push({ chat: row, from: null });
    place.open += 1;
    place.free -= 1;
  }
  return moved;
}

/** After the commit: the lawyers' lists (the new one's and the old one's) refetch. */
export async function announceMoves(events: EventBus, moved: readonly MovedChat[]): Promise<void> {
  await Promise.all(
    moved.map(({ chat, from }) =>
      publishChatEvent(events, chat, "session.updated", { previousAssigneeId: from }),
    ),
  );
}

/** Gives the queue out in a transaction of its own and tells the screens (after a completion). */
export async function giveOutQueueAndTell(db: Db, events: EventBus): Promise<void> {
  await announceMoves(events, await db.transaction((tx) => giveOutQueue(tx)));
}

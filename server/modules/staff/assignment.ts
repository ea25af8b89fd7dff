import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { OPEN_CHAT, openChatsByAssignee, WORKING_STAFF } from "./staff-members.ts";

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

/** Working staff with their open chats and free places, the least busy first. */
async function placesOf(tx: Db): Promise<Place[]> {
  const staff = await tx
    .select({ id: users.id, max: users.maxOpenChats })
    .from(users)
    .where(WORKING_STAFF)
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

/**
 * Assigns a chat just created in `tx` (the caller's transaction) and returns its lawyer's id, or
 * null when it waits in the queue.
 */
export async function assignNewChat(tx: Db, chatId: string): Promise<number | null> {
  await lockAssignment(tx);
  const [place] = await placesOf(tx);
  if (!place) return null;
  await tx.update(chatSessions).set({ assigneeId: place.id }).where(eq(chatSessions.id, chatId));
  return place.id;
}

/**
 * Gives the waiting chats, oldest first, to whoever has room, inside the caller's transaction
 * (after what freed the places). Returns how many were given out.
 */
export async function giveOutQueue(tx: Db): Promise<number> {
  await lockAssignment(tx);
  const places = await placesOf(tx);
  const room = places.reduce((sum, place) => sum + place.free, 0);
  if (room === 0) return 0;
  const waiting = await tx
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(isNull(chatSessions.assigneeId), OPEN_CHAT))
    .orderBy(asc(chatSessions.createdAt), asc(chatSessions.id))
    .limit(room);
  for (const chat of waiting) {
    // The least busy with room takes the next one.
    places.sort((a, b) => a.open - b.open || a.id - b.id);
    const place = places.find((candidate) => candidate.free > 0);
    if (!place) break;
    await tx.update(chatSessions).set({ assigneeId: place.id }).where(eq(chatSessions.id, chat.id));
    place.open += 1;
    place.free -= 1;
  }
  return waiting.length;
}

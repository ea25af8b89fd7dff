import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { STAFF_ROLES } from "../../../domain/staff/staff.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";

/** Lawyers and administrators, switched off ones too (their history stays theirs). */
export const STAFF = inArray(users.role, [...STAFF_ROLES]);
/** Staff who may sign in and take chats. */
export const WORKING_STAFF = and(STAFF, isNull(users.disabledAt));
/**
 * Working staff who take chats: the ones assignment gives chats to and a client may be told of as
 * their lawyer. An administrator who is no practising lawyer is left out (issue 44 §3).
 */
export const ASSIGNABLE_STAFF = and(WORKING_STAFF, eq(users.acceptsChats, true));
/** A chat counts against its lawyer's limit until it is completed. */
export const OPEN_CHAT = sql`${chatSessions.status} <> 'completed'`;

/** A working member of staff by id (a chat's new lawyer, a leaver's successor), or null. */
/** A working member of staff, as the chat's assignment reads them. */
export interface StaffMember {
  id: number;
  fullName: string;
  email: string;
  acceptsChats: boolean;
}

export async function workingStaffMember(tx: Db, id: number): Promise<StaffMember | null> {
  const [member] = await tx
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      acceptsChats: users.acceptsChats,
    })
    .from(users)
    .where(and(eq(users.id, id), WORKING_STAFF))
    .limit(1);
  return member ?? null;
}

/** Open chats per assignee (every assignee, or those of `ids`). */
export async function openChatsByAssignee(tx: Db, ids?: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: chatSessions.assigneeId, open: sql<number>`count(*)::int` })
    .from(chatSessions)
    .where(ids ? and(inArray(chatSessions.assigneeId, ids), OPEN_CHAT) : OPEN_CHAT)
    .groupBy(chatSessions.assigneeId);
  return new Map(
    rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.open] as [number, number]])),
  );
}

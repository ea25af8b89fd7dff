import { and, asc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { STAFF_TEXTS as T } from "../../../domain/staff/staff.ts";
import type {
  OwnProfileUpdate,
  StaffMember,
  StaffUpdate,
} from "../../../domain/staff/staff-schemas.ts";
import { endLinksOnPasswordSet } from "../../auth/account-links.ts";
import { hasSecondFactor } from "../../auth/second-factor/second-factor.ts";
import { announceRevoked, deleteOtherSessions } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { sessions, users } from "../../db/schema/users.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { CHAT_ADDRESS } from "../chat/chat-events.ts";
import { announceMoves, giveOutQueue, lockAssignment, type MovedChat } from "./assignment.ts";
import { dropInvitationsSentBy } from "./invitations.ts";
import { tellAdminsOfNewAdmin } from "./new-admin-notice.ts";
import { OPEN_CHAT, openChatsByAssignee, STAFF, workingStaffMember } from "./staff-members.ts";
import { announceVisibilityChange, newAdminsNeedSecondFactor } from "./visibility.ts";

/** Every lawyer and administrator, switched off ones too (their history stays theirs). */
export async function listStaff(db: Db, ids?: number[]): Promise<StaffMember[]> {
  const lastSeen = db
    .select({ userId: sessions.userId, at: max(sessions.lastSeenAt).as("at") })
    .from(sessions)
    .groupBy(sessions.userId)
    .as("last_seen");
  const [rows, openOf, ratingsOf] = await Promise.all([
    db
      .select({ user: users, lastSeenAt: lastSeen.at })
      .from(users)
      .leftJoin(lastSeen, eq(lastSeen.userId, users.id))
      .where(ids ? and(STAFF, inArray(users.id, ids)) : STAFF)
      // Working staff first, then by name.
      .orderBy(sql`${users.disabledAt} is not null`, asc(users.fullName), asc(users.id)),
    openChatsByAssignee(db, ids),
    ratingsByLawyer(db, ids),
  ]);
  return rows.map(({ user, lastSeenAt }) => ({
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    role: user.role as StaffMember["role"],
    is_active: user.disabledAt === null,
    open_chats: openOf.get(user.id) ?? 0,
    max_open_chats: user.maxOpenChats,
    accepts_chats: user.acceptsChats,
    last_seen_at: lastSeenAt ? new Date(lastSeenAt).toISOString() : null,
    ratings: ratingsOf.get(user.id)?.count ?? 0,
    rating_average: ratingsOf.get(user.id)?.average ?? null,
  }));
}

/** The clients' ratings of each lawyer's work (issue 30 §5), for the lawyer's card. */
async function ratingsByLawyer(db: Db, ids?: number[]) {
  const rows = await db
    .select({
      id: chatSessions.ratedLawyerId,
      count: sql<number>`count(*)::int`,
      average: sql<string>`round(avg(${chatSessions.ratingScore}), 2)`,
    })
    .from(chatSessions)
    .where(
      and(
        sql`${chatSessions.ratingScore} is not null`,
        ids ? inArray(chatSessions.ratedLawyerId, ids) : undefined,
      ),
    )
    .groupBy(chatSessions.ratedLawyerId);
  return new Map(
    rows.flatMap((row) =>
      row.id === null
        ? []
        : [[row.id, { count: row.count, average: Number(row.average) }] as const],
    ),
  );
}

async function staffMember(db: Db, id: number): Promise<StaffMember> {
  const [member] = await listStaff(db, [id]);
  if (!member) throw notFound(T.notStaff);
  return member;
}

/**
 * An administrator changes a colleague: role, open-chat limit, switched on or off. Switching off
 * ends their sessions (and, once committed, their open streams on every instance) and links, and
 * hands their open chats to `reassign_to` or back to the queue. The last working administrator
 * can be neither switched off nor made a lawyer: the administrators are locked first, so two
 * administrators switching each other off at once cannot both succeed.
 */
export async function updateStaff(
  db: Db,
  events: EventBus | undefined,
  actor: AuditActor,
  id: number,
  change: StaffUpdate,
  /** The site's address, for the link in the administrators' notice of a new one. */
  publicUrl: string,
): Promise<StaffMember> {
  const before = await staffMember(db, id);
  const result = await db.transaction(async (tx) => {
    // The assignment lock first, as every assignment takes it before touching a chat row: this
    // transaction moves chats too, and the same order everywhere leaves no deadlock.
    await lockAssignment(tx);
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
      .orderBy(asc(users.id))
      .for("update");
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), STAFF))
      .for("update");
    if (!row) throw notFound(T.notStaff);
    const switchingOff = change.is_active === false && row.disabledAt === null;
    const switchingOn = change.is_active === true && row.disabledAt !== null;
    const demoting = change.role === "executor" && row.role === "admin";
    const promoting = change.role === "admin" && row.role !== "admin";
    const stoppingChats = change.accepts_chats === false && row.acceptsChats;
    const isWorkingAdmin = admins.some((admin) => admin.id === id);
    if (isWorkingAdmin && (switchingOff || demoting) && admins.length <= 1) {
      throw conflict(T.lastAdmin);
    }
    const reassignTo = switchingOff ? await reassignTarget(tx, change.reassign_to, id) : null;
    // Made an administrator by an administrator: a second factor first, as if invited.
    const secondFactorDue =
      promoting && (await newAdminsNeedSecondFactor(tx)) && !(await hasSecondFactor(tx, id));
    await tx
      .update(users)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.max_open_chats ? { maxOpenChats: change.max_open_chats } : {}),
        ...(change.accepts_chats !== undefined ? { acceptsChats: change.accepts_chats } : {}),
        ...(switchingOff ? { disabledAt: new Date() } : {}),
        ...(switchingOn ? { disabledAt: null } : {}),
        ...(secondFactorDue ? { secondFactorSetupDue: true } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    if (promoting) {
      await tellAdminsOfNewAdmin(tx, {
        who: { fullName: row.fullName, email: row.email },
        by: actor,
        how: "promoted",
        publicUrl,
      });
    }
    let ended: string[] = [];
    let moved: MovedChat[] = [];
    if (switchingOff) {
      const handedOn = await tx
        .update(chatSessions)
        .set({ assigneeId: reassignTo })
        .where(and(eq(chatSessions.assigneeId, id), OPEN_CHAT))
        .returning(CHAT_ADDRESS);
      moved = handedOn.map((chat) => ({ chat, from: id }));
      await endLinksOnPasswordSet(tx, id);
      // What they set in motion stops with them: their open invitations die (issue 43 §1).
      await dropInvitationsSentBy(tx, id);
      ended = await deleteOtherSessions(tx, id);
    } else if (stoppingChats) {
      moved = await returnChatsToQueue(tx, id);
    }
    const after = { ...before };
    if (change.role) after.role = change.role;
    if (change.max_open_chats) after.max_open_chats = change.max_open_chats;
    if (change.accepts_chats !== undefined) after.accepts_chats = change.accepts_chats;
    if (switchingOff || switchingOn) after.is_active = switchingOn;
    await recordChange(tx, actor, {
      entityType: "staff",
      entityId: id,
      action: switchingOff ? "deactivate" : switchingOn ? "activate" : "update",
      entityTitle: `${row.fullName} <${row.email}>`,
      before: { ...before, open_chats: undefined, last_seen_at: undefined },
      after: {
        ...after,
        open_chats: undefined,
        last_seen_at: undefined,
        ...(switchingOff ? { chats_to: reassignTo } : {}),
      },
    });
    // A raised limit, someone switched on, or chats sent back to the queue: places to fill.
    moved.push(...(await giveOutQueue(tx)));
    return { ended, moved };
  });
  await announceRevoked(events, result.ended);
  if (events) {
    await announceMoves(events, result.moved);
    // A lawyer more or fewer may change who sees which chat by default.
    await announceVisibilityChange(events);
  }
  return staffMember(db, id);
}

/**
 * A member of staff changes their own profile (issue 44 §3): the name clients and colleagues read
 * (the operator account starts as «Администратор») and whether they take chats. One who stops
 * taking them hands their open chats back to the queue, given out at once to whoever has room;
 * one who starts may take the queue's waiting chats.
 */
export async function updateOwnProfile(
  db: Db,
  events: EventBus | undefined,
  actor: AuditActor,
  id: number,
  change: OwnProfileUpdate,
): Promise<StaffMember> {
  const before = await staffMember(db, id);
  const moved = await db.transaction(async (tx) => {
    // The assignment lock before any chat row, as everywhere.
    await lockAssignment(tx);
    const [row] = await tx
      .update(users)
      .set({
        ...(change.full_name !== undefined ? { fullName: change.full_name } : {}),
        ...(change.accepts_chats !== undefined ? { acceptsChats: change.accepts_chats } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, id), STAFF))
      .returning({ fullName: users.fullName, email: users.email });
    if (!row) throw notFound(T.notStaff);
    const starting = change.accepts_chats === true && !before.accepts_chats;
    const stopping = change.accepts_chats === false && before.accepts_chats;
    const returned = stopping ? await returnChatsToQueue(tx, id) : [];
    await recordChange(tx, actor, {
      entityType: "staff",
      entityId: id,
      action: "update",
      entityTitle: `${row.fullName} <${row.email}>`,
      before: { full_name: before.full_name, accepts_chats: before.accepts_chats },
      after: {
        full_name: change.full_name ?? before.full_name,
        accepts_chats: change.accepts_chats ?? before.accepts_chats,
      },
    });
    // Places changed only when the switch did: a new name leaves every chat where it is.
    return starting || stopping ? [...returned, ...(await giveOutQueue(tx))] : [];
  });
  if (events) await announceMoves(events, moved);
  return staffMember(db, id);
}

/** One who stops taking chats gives their open ones back to the queue (given out by the caller). */
async function returnChatsToQueue(tx: Db, id: number): Promise<MovedChat[]> {
  const returned = await tx
    .update(chatSessions)
    .set({ assigneeId: null })
    .where(and(eq(chatSessions.assigneeId, id), OPEN_CHAT))
    .returning(CHAT_ADDRESS);
  return returned.map((chat) => ({ chat, from: id }));
}

/** The colleague who takes a switched-off lawyer's chats: working staff other than them. */
async function reassignTarget(
  tx: Db,
  reassignTo: number | null | undefined,
  leaving: number,
): Promise<number | null> {
  if (reassignTo === undefined || reassignTo === null) return null;
  const target = reassignTo === leaving ? null : await workingStaffMember(tx, reassignTo);
  if (!target) throw badRequest(T.reassignInvalid);
  if (!target.acceptsChats) throw badRequest(T.assigneeNotAccepting);
  return target.id;
}

import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import {
  STAFF_INVITATION_TTL_HOURS,
  STAFF_INVITE_PATH,
  STAFF_MAX,
  STAFF_ROLE_LABELS,
  STAFF_TEXTS as T,
} from "../../../domain/staff/staff.ts";
import type {
  StaffInvitation,
  StaffInvitationRequest,
} from "../../../domain/staff/staff-schemas.ts";
import { passwordProblem } from "../../../domain/users/common-passwords.ts";
import { hashPassword } from "../../auth/password.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { staffInvitations, users } from "../../db/schema/users.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { isLinkToken, linkTokenHash, newLinkToken } from "../accounts/link-token.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { renderMail } from "../mail/mail-layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { tellAdminsOfNewAdmin } from "./new-admin-notice.ts";
import { STAFF } from "./staff-members.ts";
import { newAdminsNeedSecondFactor } from "./visibility.ts";

type InvitationRow = typeof staffInvitations.$inferSelect;

const toApiInvitation = (row: InvitationRow): StaffInvitation => ({
  id: row.id,
  email: row.email,
  full_name: row.fullName,
  role: row.role,
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});

/**
 * SQL: the invitation's sender still works here. An invitation sent by someone since switched off
 * dies with them (issue 43 §1): updateStaff deletes theirs, and this holds for any other way an
 * account is switched off (a former operator's, at start-up).
 */
const inviterWorks = sql`exists (select 1 from users where users.id = ${staffInvitations.invitedByUserId} and users.disabled_at is null)`;

/** The invitations still waiting: not accepted, not expired, sender working, newest first. */
export async function pendingInvitations(db: Db, now = new Date()): Promise<StaffInvitation[]> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now), inviterWorks))
    .orderBy(desc(staffInvitations.createdAt));
  return rows.map(toApiInvitation);
}

/** Takes back the open invitations of someone being switched off, in their transaction. */
export async function dropInvitationsSentBy(tx: Db, inviterId: number): Promise<void> {
  await tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.invitedByUserId, inviterId), isNull(staffInvitations.usedAt)));
}

/**
 * An administrator invites a colleague: a single-use link valid 72 hours, mailed in the same
 * transaction as the invitation is stored (only the token's hash is kept). An address of a
 * client is refused (a client's account never becomes a staff one), and so is one of staff; a
 * new invitation to an address replaces its unused one.
 */
export async function inviteStaff(
  db: Db,
  inviter: UserRow,
  actor: AuditActor,
  body: StaffInvitationRequest,
  publicUrl: string,
  now = new Date(),
): Promise<StaffInvitation> {
  const token = newLinkToken();
  const link = new URL(`${STAFF_INVITE_PATH}#token=${token}`, publicUrl).href;
  const settings = await getSiteSettings(db);
  const mail = renderMail(
    {
      greeting: T.mailGreeting(body.full_name),
      paragraphs: [T.mailBody(inviter.fullName, STAFF_ROLE_LABELS[body.role])],
      action: { label: T.mailButton, url: link },
      after: [T.mailExpiry, T.mailIgnore],
    },
    settings,
  );
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, body.email))
      .limit(1);
    if (existing) throw conflict(existing.role === "client" ? T.clientAddress : T.staffAddress);
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, body.email), isNull(staffInvitations.usedAt)));
    // The list «Сотрудники» shows stays bounded (server/http/list-bounds.ts).
    const count = sql<number>`count(*)::int`;
    const [staff] = await tx.select({ count }).from(users).where(STAFF);
    const [waiting] = await tx
      .select({ count })
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now)));
    if ((staff?.count ?? 0) + (waiting?.count ?? 0) >= STAFF_MAX) throw conflict(T.staffFull);
    const invitingAdmin = body.role === "admin";
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email: body.email,
        fullName: body.full_name,
        role: body.role,
        tokenHash: linkTokenHash(token),
        invitedByUserId: inviter.id,
        // An administrator invited by an administrator sets up a second factor first.
        secondFactorRequired: invitingAdmin && (await newAdminsNeedSecondFactor(tx)),
        expiresAt: new Date(now.getTime() + STAFF_INVITATION_TTL_HOURS * 3_600_000),
      })
      .returning();
    if (!row) throw new Error("the invitation was not stored");
    await enqueueMail(tx, {
      to: body.email,
      category: "security",
      userId: null,
      subject: T.mailSubject(siteNameOf(settings)),
      ...mail,
    });
    if (invitingAdmin) {
      await tellAdminsOfNewAdmin(tx, {
        who: { fullName: body.full_name, email: body.email },
        by: actor,
        how: "invited",
        publicUrl,
        now,
      });
    }
    const invitation = toApiInvitation(row);
    await recordChange(tx, actor, {
      entityType: "staff",
      entityId: `invitation-${row.id}`,
      action: "invite",
      entityTitle: `${body.full_name} <${body.email}>`,
      before: null,
      after: invitation,
    });
    return invitation;
  });
}

/** An administrator takes an unused invitation back: its link stops working at once. */
export async function revokeInvitation(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt)))
      .returning();
    if (!row) throw notFound(T.invitationNotFound);
    await recordChange(tx, actor, {
      entityType: "staff",
      entityId: `invitation-${row.id}`,
      action: "delete",
      entityTitle: `${row.fullName} <${row.email}>`,
      before: toApiInvitation(row),
      after: null,
    });
  });
}

/**
 * The invited person sets a password (the registration's rules) and gets the account of the
 * invitation's role. The token is taken in the same transaction that creates the account, so a
 * link works once even when sent twice at once; an address that meanwhile got an account (a
 * client registered with it) is refused and the link stays unused.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<UserRow> {
  if (!isLinkToken(token)) throw badRequest(T.linkInvalid);
  const valid = and(
    eq(staffInvitations.tokenHash, linkTokenHash(token)),
    isNull(staffInvitations.usedAt),
    gt(staffInvitations.expiresAt, now),
    inviterWorks,
  );
  const [invitation] = await db.select().from(staffInvitations).where(valid).limit(1);
  if (!invitation) throw badRequest(T.linkInvalid);
  const problem = await passwordProblem(password, [invitation.email, invitation.fullName]);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.update(staffInvitations).set({ usedAt: now }).where(valid).returning();
    if (!taken) throw badRequest(T.linkInvalid);
    const [user] = await tx
      .insert(users)
      .values({
        email: taken.email,
        passwordHash,
        fullName: taken.fullName,
        role: taken.role,
        clientType: null,
        secondFactorSetupDue: taken.secondFactorRequired,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) {
      const [other] = await tx
        .select({ role: users.role })
        .from(users)
        .where(eq(users.email, taken.email))
        .limit(1);
      throw conflict(other?.role === "client" ? T.clientAddress : T.staffAddress);
    }
    await recordChange(
      tx,
      { userId: user.id, name: user.fullName, email: user.email, role: user.role, ip: null },
      {
        entityType: "staff",
        entityId: user.id,
        action: "create",
        entityTitle: `${user.fullName} <${user.email}>`,
        before: null,
        after: { id: user.id, email: user.email, full_name: user.fullName, role: user.role },
      },
    );
    return user;
  });
}

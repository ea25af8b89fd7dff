import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { preparedPerDatabase } from "../db/prepared.ts";
import { sessions, users } from "../db/schema/users.ts";
import type { EventBus } from "../platform/events/event-bus.ts";
import { sharedReadPerOwner } from "../platform/shared-read.ts";

export type UserRow = typeof users.$inferSelect;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The bus topic that ends everything open under one session (its live event streams), on every
 * instance. Named by the token's hash, which is what the database keeps too, never the token.
 */
export const sessionTopic = (tokenHash: string) => `auth:session:${tokenHash}`;

/** Where a session was opened from, for the owner's list of sessions. */
export interface SessionOrigin {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** A user agent longer than this is cut: it is shown, not parsed exactly. */
const USER_AGENT_MAX_LENGTH = 400;

/** Opens a session and returns the opaque token; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
  ttlDays: number,
  origin: SessionOrigin = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    ip: origin.ip ?? null,
  });
  return token;
}

export interface LiveSession {
  id: number;
  user: UserRow;
  expiresAt: Date;
  lastSeenAt: Date;
  /** The end of its latest re-authentication's window (null: none since the sign-in). */
  reauthenticatedUntil: Date | null;
}

/**
 * The live session of a token: its user and when it expires (a stream ends then). A page of the
 * app asks several things at once with one token, so the same token's lookups at the same time
 * are read once (platform/shared-read.ts: never joining a read that started before the request,
 * so a session ended a moment ago is never found); the row is shared, and nobody changes it.
 */
export async function findSession(db: Db, token: string): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  return sharedSessionReads(db)(tokenHash, async () => {
    const [row] = await sessionByTokenHash(db).execute({ tokenHash, now: new Date() });
    return row ?? null;
  });
}

const sharedSessionReads = sharedReadPerOwner<LiveSession | null>();

/** «Last seen» is kept to the minute: one write per session per minute, not one per request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Notes that the session was used now, from `ip`, when its mark is older than a minute. The
 * check is on the row findSession already read, so most requests write nothing.
 */
export async function touchSession(
  db: Db,
  session: LiveSession,
  ip: string,
  now = new Date(),
): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
  await touchSessionById(db).execute({ id: session.id, ip, now });
}

const touchSessionById = preparedPerDatabase((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder("now")}`, ip: sql`${sql.placeholder("ip")}` })
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("touch_session"),
);

/** Every signed-in request runs this once: prepared (db/prepared.ts). */
const sessionByTokenHash = preparedPerDatabase((db) =>
  db
    .select({
      id: sessions.id,
      user: users,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      reauthenticatedUntil: sessions.reauthenticatedUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        // A switched-off account's sessions are deleted with it; this holds should one remain.
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare("find_session"),
);

/**
 * Tells every instance that these sessions are over, so their open streams end (the rows are
 * deleted already: a stream that misses the notice is refused on its next reconnect). A bus
 * failure must not undo a logout, so it is swallowed; the bus reports its own errors.
 */
export async function announceRevoked(
  events: EventBus | undefined,
  tokenHashes: readonly string[],
): Promise<void> {
  if (!events) return;
  await Promise.all(
    tokenHashes.map((tokenHash) =>
      events.publish(sessionTopic(tokenHash), { type: "session.revoked" }).catch(() => {}),
    ),
  );
}

export async function revokeSession(db: Db, events: EventBus, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  // Announced even if the row was gone: a stream may outlive its row by a race with expiry.
  await announceRevoked(events, [tokenHash]);
}

/**
 * Deletes every session of a user except `keepToken`'s (the one changing the password stays
 * signed in); returns the hashes deleted, for announceRevoked() once the change is committed.
 */
export async function deleteOtherSessions(
  db: Db,
  userId: number,
  keepToken?: string,
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
        : eq(sessions.userId, userId),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((row) => row.tokenHash);
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

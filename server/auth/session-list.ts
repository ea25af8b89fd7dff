import { and, desc, eq, gt } from "drizzle-orm";
import { SESSION_TEXTS, SESSIONS_LISTED_MAX } from "../../domain/users/second-factor.ts";
import type { Session } from "../../domain/users/second-factor-schemas.ts";
import type { Db } from "../db/client.ts";
import { sessions } from "../db/schema/users.ts";
import { notFound } from "../errors.ts";
import { deviceName } from "./device-name.ts";

/**
 * The live sessions of one account, the latest used first (at most SESSIONS_LISTED_MAX);
 * `currentId` is the caller's own.
 */
export async function listSessions(
  db: Db,
  userId: number,
  currentId: number | null,
): Promise<Session[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(SESSIONS_LISTED_MAX);
  return rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** One session of `userId`'s, by its id (anyone else's answers 404 like a missing one). */
export async function ownSessionOr404(db: Db, userId: number, sessionId: number) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!row) throw notFound(SESSION_TEXTS.notFound);
  return row;
}

/**
 * Deletes one session of `userId` by its id and returns its token hash for announceRevoked(), or
 * null when there is no such session of this user: another person's id ends nothing.
 */
export async function deleteOwnSession(
  db: Db,
  userId: number,
  sessionId: number,
): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ tokenHash: sessions.tokenHash });
  return row?.tokenHash ?? null;
}

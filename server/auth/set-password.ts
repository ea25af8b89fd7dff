import { eq } from "drizzle-orm";
import { passwordProblem } from "../../domain/users/common-passwords.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/users.ts";
import { badRequest } from "../errors.ts";
import type { EventBus } from "../platform/events/event-bus.ts";
import { endLinksOnPasswordSet } from "./account-links.ts";
import { hashPassword } from "./password.ts";
import { announceRevoked, deleteOtherSessions } from "./sessions.ts";

/**
 * The hash for a password about to be set, after the rules every new password meets (the length
 * is checked by the request schema; here: not a common password, not the e-mail or name).
 */
export async function acceptedPasswordHash(
  password: string,
  personal: readonly string[],
): Promise<string> {
  const problem = await passwordProblem(password, personal);
  if (problem) throw badRequest(problem);
  return hashPassword(password);
}

/**
 * The one way an existing account's password changes. Whoever knew the old password may hold a
 * session: every other session of the user is deleted in the same transaction and announced, so
 * their open streams end on every instance too. `keepToken` is the session making the change.
 */
export async function setPassword(
  db: Db,
  events: EventBus | undefined,
  user: { id: number; email: string; fullName: string },
  password: string,
  keepToken?: string,
): Promise<void> {
  const passwordHash = await acceptedPasswordHash(password, [user.email, user.fullName]);
  const revoked = await db.transaction((tx) =>
    storePasswordHash(tx, user.id, passwordHash, keepToken),
  );
  await announceRevoked(events, revoked);
}

/**
 * Writes an accepted hash inside the caller's transaction (setPassword's, or the reset link's
 * that has just taken its token): the password, every reset link, pending e-mail change and
 * calendar feed link of the account ended, and every session but `keepToken`'s deleted. Returns
 * the deleted sessions' hashes for announceRevoked() once the transaction has committed.
 */
export async function storePasswordHash(
  tx: Db,
  userId: number,
  passwordHash: string,
  keepToken?: string,
): Promise<string[]> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await endLinksOnPasswordSet(tx, userId);
  return deleteOtherSessions(tx, userId, keepToken);
}

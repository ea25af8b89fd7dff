import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import {
  LOGIN_CHALLENGE_MAX_FAILURES,
  LOGIN_CHALLENGE_TTL_SECONDS,
  SECOND_FACTOR_TEXTS as T,
} from "../../../domain/users/second-factor.ts";
import type { SecondFactorChallenge } from "../../../domain/users/second-factor-schemas.ts";
import type { Db } from "../../db/client.ts";
import { loginChallenges } from "../../db/schema/second-factor.ts";
import { unauthorized } from "../../errors.ts";
import { hashToken } from "../sessions.ts";
import { spendSecondFactorCode } from "./second-factor.ts";

/**
 * The answer to a right password of an account with a second factor: no session, a random
 * challenge (only its hash stored) that the code must come with within a few minutes.
 */
export async function openLoginChallenge(db: Db, userId: number): Promise<SecondFactorChallenge> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(loginChallenges).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_TTL_SECONDS * 1000),
  });
  return {
    second_factor_required: true,
    challenge: token,
    expires_in: LOGIN_CHALLENGE_TTL_SECONDS,
  };
}

export type ChallengeAnswer = { ok: true; userId: number } | { ok: false };

/**
 * The code sent with a challenge. Each code first takes one of the challenge's tries, in one
 * conditional `UPDATE … RETURNING` (issue 43 §4): codes sent at once each take their own, so no
 * more than LOGIN_CHALLENGE_MAX_FAILURES are ever checked — a read, a check and a later count
 * let eight at once all pass a limit of five. Right: the challenge is used up and the account's
 * id returned (a second request with it finds nothing). Wrong: the try stays counted. An unknown,
 * expired or spent challenge is a 401 of its own, so the person is sent back to the password.
 */
export async function answerLoginChallenge(
  db: Db,
  key: Buffer,
  challenge: string,
  code: string,
): Promise<ChallengeAnswer> {
  const [row] = await db
    .update(loginChallenges)
    .set({ failures: sql`${loginChallenges.failures} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(challenge)),
        gt(loginChallenges.expiresAt, new Date()),
        lt(loginChallenges.failures, LOGIN_CHALLENGE_MAX_FAILURES),
      ),
    )
    .returning({ id: loginChallenges.id, userId: loginChallenges.userId });
  if (!row) throw unauthorized(T.challengeExpired);
  if (!(await spendSecondFactorCode(db, key, row.userId, code))) return { ok: false };
  const [claimed] = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.id, row.id))
    .returning({ userId: loginChallenges.userId });
  if (!claimed) throw unauthorized(T.challengeExpired);
  return { ok: true, userId: claimed.userId };
}

/** Dead challenges are refused anyway; the sweep keeps the table small. */
export async function deleteExpiredLoginChallenges(db: Db, now = new Date()): Promise<void> {
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
}

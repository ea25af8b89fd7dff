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
 * The code sent with a challenge. Right: the challenge is used up and the account's id returned
 * (a second request with it finds nothing). Wrong: the challenge counts a failure and dies at
 * LOGIN_CHALLENGE_MAX_FAILURES. An unknown, expired or dead challenge is a 401 of its own, so the
 * person is sent back to the password.
 */
export async function answerLoginChallenge(
  db: Db,
  key: Buffer,
  challenge: string,
  code: string,
): Promise<ChallengeAnswer> {
  const tokenHash = hashToken(challenge);
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.tokenHash, tokenHash), gt(loginChallenges.expiresAt, new Date())))
    .limit(1);
  if (!row || row.failures >= LOGIN_CHALLENGE_MAX_FAILURES) throw unauthorized(T.challengeExpired);
  if (!(await spendSecondFactorCode(db, key, row.userId, code))) {
    await db
      .update(loginChallenges)
      .set({ failures: sql`${loginChallenges.failures} + 1` })
      .where(eq(loginChallenges.id, row.id));
    return { ok: false };
  }
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

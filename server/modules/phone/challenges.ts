import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_TTL_SECONDS,
  PHONE_TOKEN_TTL_SECONDS,
  type PhoneChallengePurpose,
  type PhonePurpose,
} from "../../../domain/phone-auth/phone-auth.ts";
import type { Db } from "../../db/client.ts";
import { phoneChallenges, smsCapAlerts } from "../../db/schema/phone.ts";
import { tooManyRequests } from "../../errors.ts";
import { moscowDayOf, type SmsLimits, smsRefusal } from "./limits.ts";
import { enqueueSms } from "./sms-outbox.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/**
 * The code's hash is salted with its challenge: one table of six-digit hashes opens nothing.
 * (Exported for the tests that need a challenge whose code they know without an SMS.)
 */
export const codeHashOf = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);

export interface OpenChallenge {
  phone: string;
  purpose: PhoneChallengePurpose;
  ip: string;
  userId?: number | null;
  subject?: string | null;
  /** The SMS's text for the code, or null to send none (the count and the answer stay the same). */
  text(code: string): string | null;
}

export interface OpenedChallenge {
  challenge_id: string;
  expires_in_s: number;
  resend_after_s: number;
}

export interface ChallengeDeps {
  db: Db;
  limits: SmsLimits;
  /** Called once per Moscow day when the site's cap stops sending (mail the administrators). */
  onSiteCap(tx: Db): Promise<void>;
  /** Asks the SMS outbox to send now (not awaited: the answer takes the same time either way). */
  kick(): void;
}

/**
 * Opens a challenge: a fresh six-digit code, its hash kept, the SMS written to the outbox in the
 * same transaction; or a 429 saying when to retry (limits.ts). The number's and the address's
 * advisory locks make two requests at once count each other, on PGlite and PostgreSQL alike.
 */
export async function openPhoneChallenge(
  deps: ChallengeDeps,
  input: OpenChallenge,
  now: Date = new Date(),
): Promise<OpenedChallenge> {
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, "0");
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_SECONDS * 1000);
  const outcome = await deps.db.transaction(async (tx) => {
    // Always in this order (address, then number): two requests never wait on each other crosswise.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-ip:${input.ip}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-phone:${input.phone}`}))`);
    const refusal = await smsRefusal(tx, deps.limits, input.phone, input.ip, now);
    if (refusal) {
      if (refusal.siteCap) {
        const [first] = await tx
          .insert(smsCapAlerts)
          .values({ day: moscowDayOf(now).key })
          .onConflictDoNothing()
          .returning();
        if (first) await deps.onSiteCap(tx);
      }
      return { refusal };
    }
    await tx.insert(phoneChallenges).values({
      id,
      phone: input.phone,
      purpose: input.purpose,
      codeHash: codeHashOf(id, code),
      ip: input.ip,
      userId: input.userId ?? null,
      subject: input.subject ?? null,
      createdAt: now,
      expiresAt,
    });
    const text = input.text(code);
    if (text !== null) {
      await enqueueSms(tx, { to: input.phone, text, expiresAt, userId: input.userId ?? null });
    }
    return { refusal: null };
  });
  if (outcome.refusal) {
    throw tooManyRequests(outcome.refusal.detail, outcome.refusal.retryAfterSeconds);
  }
  deps.kick();
  return {
    challenge_id: id,
    expires_in_s: PHONE_CODE_TTL_SECONDS,
    resend_after_s: deps.limits.resendAfterSeconds,
  };
}

export interface AnsweredChallenge {
  id: string;
  phone: string;
  purpose: PhoneChallengePurpose;
  userId: number | null;
  subject: string | null;
}

/**
 * Spends one try of a live challenge of one of `purposes` and, when `code` is its code, the
 * challenge itself: the challenge, or null for anything else (a wrong code, a dead or spent
 * challenge, another purpose, an unknown id). The try is counted before the code is compared
 * (UPDATE … RETURNING), so codes sent at once cannot pass the fifth; the challenge is spent by a
 * second conditional UPDATE, so two right answers at once make one success.
 */
export async function answerPhoneChallenge(
  db: Db,
  challengeId: string,
  code: string,
  purposes: readonly PhoneChallengePurpose[],
  now: Date = new Date(),
): Promise<AnsweredChallenge | null> {
  const [tried] = await db
    .update(phoneChallenges)
    .set({ tries: sql`${phoneChallenges.tries} + 1` })
    .where(
      and(
        eq(phoneChallenges.id, challengeId),
        inArray(phoneChallenges.purpose, [...purposes]),
        isNull(phoneChallenges.verifiedAt),
        gt(phoneChallenges.expiresAt, now),
        lt(phoneChallenges.tries, PHONE_CODE_MAX_TRIES),
      ),
    )
    .returning();
  const expected = Buffer.from(tried?.codeHash ?? sha256("no challenge"), "hex");
  const given = Buffer.from(codeHashOf(challengeId, code), "hex");
  if (!tried || !timingSafeEqual(expected, given)) return null;
  const [spent] = await db
    .update(phoneChallenges)
    .set({ verifiedAt: now })
    .where(and(eq(phoneChallenges.id, challengeId), isNull(phoneChallenges.verifiedAt)))
    .returning({ id: phoneChallenges.id });
  if (!spent) return null;
  return {
    id: tried.id,
    phone: tried.phone,
    purpose: tried.purpose,
    userId: tried.userId,
    subject: tried.subject,
  };
}

/**
 * The proof of the number a right code for registration or confirmation gives: a random token,
 * its hash on the challenge, good for 15 minutes and once (redeemPhoneToken).
 */
export async function issuePhoneToken(db: Db, challengeId: string, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(phoneChallenges)
    .set({
      tokenHash: sha256(token),
      tokenExpiresAt: new Date(now.getTime() + PHONE_TOKEN_TTL_SECONDS * 1000),
    })
    .where(eq(phoneChallenges.id, challengeId));
  return token;
}

/**
 * The number a `phone_token` proves, spending it, or null (unknown, expired, used, another
 * purpose). Call it in the transaction that uses the number: should that roll back, the token
 * stays good.
 */
export async function redeemPhoneToken(
  tx: Db,
  token: string,
  purposes: readonly PhonePurpose[],
  now: Date = new Date(),
): Promise<string | null> {
  const [row] = await tx
    .update(phoneChallenges)
    .set({ tokenUsedAt: now })
    .where(
      and(
        eq(phoneChallenges.tokenHash, sha256(token)),
        inArray(phoneChallenges.purpose, [...purposes]),
        isNull(phoneChallenges.tokenUsedAt),
        gt(phoneChallenges.tokenExpiresAt, now),
      ),
    )
    .returning({ phone: phoneChallenges.phone });
  return row?.phone ?? null;
}

/** Challenges older than two days count for no limit: deleted by the daily job. */
export async function purgeOldChallenges(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(phoneChallenges)
    .where(lt(phoneChallenges.createdAt, cutoff))
    .returning({ id: phoneChallenges.id });
  return gone.length;
}

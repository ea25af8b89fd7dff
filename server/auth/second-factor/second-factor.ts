import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_TEXTS as T,
} from "../../../domain/users/second-factor.ts";
import type {
  SecondFactorSetup,
  SecondFactorStatus,
} from "../../../domain/users/second-factor-schemas.ts";
import type { Db } from "../../db/client.ts";
import { recoveryCodes, secondFactors } from "../../db/schema/second-factor.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, conflict } from "../../errors.ts";
import { getSiteSettings } from "../../modules/site-settings/service.ts";
import type { UserRow } from "../sessions.ts";
import {
  asTotpCode,
  newRecoveryCode,
  newTotpSecret,
  recoveryCodeHash,
  totpStep,
  totpUri,
} from "./codes.ts";
import { openSecret, sealSecret } from "./secret-box.ts";

/**
 * The secret, or null when it does not open (SECOND_FACTOR_KEY changed or lost): then no code is
 * right, which is a refusal the person can act on, not a server error (docs/decisions/038).
 */
function secretOf(key: Buffer, userId: number, sealed: string): string | null {
  try {
    return openSecret(key, userId, sealed);
  } catch {
    return null;
  }
}

async function factorOf(db: Db, userId: number) {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return row ?? null;
}

/** Does the login of this account need a code after the password? */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: secondFactors.userId })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.enabledAt)));
  return row !== undefined;
}

export async function secondFactorStatus(db: Db, userId: number): Promise<SecondFactorStatus> {
  const factor = await factorOf(db, userId);
  if (!factor?.enabledAt) return { enabled: false, recovery_codes_left: 0 };
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { enabled: true, recovery_codes_left: left?.count ?? 0 };
}

/**
 * Starts (or starts again) the set-up: a new secret, stored encrypted and not yet in force, shown
 * this once as a key, an otpauth:// address and its QR code. The login does not ask for a code
 * until confirmSecondFactor() saw one made from it.
 */
export async function startSecondFactorSetup(
  db: Db,
  key: Buffer,
  user: UserRow,
): Promise<SecondFactorSetup> {
  if ((await factorOf(db, user.id))?.enabledAt) throw conflict(T.alreadyOn);
  const secret = newTotpSecret();
  const sealed = sealSecret(key, user.id, secret);
  await db
    .insert(secondFactors)
    .values({ userId: user.id, secretCiphertext: sealed })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secretCiphertext: sealed, lastTimeStep: null, createdAt: new Date() },
      // A factor that is on is never replaced by a set-up (a race with a confirm).
      setWhere: isNull(secondFactors.enabledAt),
    });
  // The issuer an authenticator app lists the code under: the site's name (issue 44 §1).
  const issuer = siteNameOf(await getSiteSettings(db));
  const otpauthUrl = totpUri(secret, user.email, issuer);
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
}

/**
 * Turns the factor on once a code from the new secret is right, and makes the ten recovery codes
 * (returned this once; only their hashes are kept). The code's step counts as used.
 */
export async function confirmSecondFactor(
  db: Db,
  key: Buffer,
  user: UserRow,
  input: string,
): Promise<string[]> {
  const factor = await factorOf(db, user.id);
  if (factor?.enabledAt) throw conflict(T.alreadyOn);
  if (!factor) throw badRequest(T.setupNotStarted);
  const code = asTotpCode(input);
  const secret = secretOf(key, user.id, factor.secretCiphertext);
  const step = code && secret ? await totpStep(secret, code, null) : null;
  if (step === null) throw badRequest(T.wrongCode);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const turnedOn = await db.transaction(async (tx) => {
    const [on] = await tx
      .update(secondFactors)
      .set({ enabledAt: new Date(), lastTimeStep: step })
      .where(
        and(
          eq(secondFactors.userId, user.id),
          isNull(secondFactors.enabledAt),
          // The secret the code was checked against, not one a parallel set-up put instead.
          eq(secondFactors.secretCiphertext, factor.secretCiphertext),
        ),
      )
      .returning({ userId: secondFactors.userId });
    if (!on) return false;
    // A second factor an administrator had to set up first is set up: the account is free.
    await tx.update(users).set({ secondFactorSetupDue: false }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((one) => ({ userId: user.id, codeHash: recoveryCodeHash(one) })));
    return true;
  });
  if (!turnedOn) throw badRequest(T.setupNotStarted);
  return codes;
}

/**
 * Accepts a current TOTP code or an unused recovery code of an account whose factor is on, and
 * uses it up: the code's time step (and every earlier one) or the recovery code cannot be used
 * again. Each claim is one conditional UPDATE, so two requests racing with one code cannot both
 * win.
 */
export const spendSecondFactorCode = (db: Db, key: Buffer, userId: number, input: string) =>
  checkSecondFactorCode(db, key, userId, input, true);

/**
 * Is `input` a code of this account's factor — one the app shows now, or one of its recovery
 * codes — whether or not it was used already? A form sent again inside the re-authentication
 * window carries the code it used the first time: that is not refused, a wrong one still is.
 */
export const isSecondFactorCode = (db: Db, key: Buffer, userId: number, input: string) =>
  checkSecondFactorCode(db, key, userId, input, false);

async function checkSecondFactorCode(
  db: Db,
  key: Buffer,
  userId: number,
  input: string,
  spend: boolean,
): Promise<boolean> {
  const factor = await factorOf(db, userId);
  if (!factor?.enabledAt) return false;
  const code = asTotpCode(input);
  if (code) {
    const secret = secretOf(key, userId, factor.secretCiphertext);
    const after = spend ? factor.lastTimeStep : null;
    const step = secret ? await totpStep(secret, code, after) : null;
    if (step === null || !spend) return step !== null;
    const claimed = await db
      .update(secondFactors)
      .set({ lastTimeStep: step })
      .where(
        and(
          eq(secondFactors.userId, userId),
          or(isNull(secondFactors.lastTimeStep), lt(secondFactors.lastTimeStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    return claimed.length > 0;
  }
  const thisCode = and(
    eq(recoveryCodes.userId, userId),
    eq(recoveryCodes.codeHash, recoveryCodeHash(input)),
  );
  const found = spend
    ? await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(thisCode, isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id })
    : await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(thisCode);
  return found.length > 0;
}

/**
 * Ten new recovery codes in place of the old ones (the route policy took the password and a
 * code: a fresh proof of identity): for a lawyer whose codes run low, or who fears they were seen.
 */
export async function renewRecoveryCodes(db: Db, user: UserRow): Promise<string[]> {
  if (!(await hasSecondFactor(db, user.id))) throw badRequest(T.notOn);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((one) => ({ userId: user.id, codeHash: recoveryCodeHash(one) })));
  });
  return codes;
}

/** Turns the factor off (the route policy took the password and a code: a fresh proof). */
export async function disableSecondFactor(db: Db, user: UserRow): Promise<void> {
  if (!(await hasSecondFactor(db, user.id))) throw badRequest(T.notOn);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(secondFactors).where(eq(secondFactors.userId, user.id));
  });
}

import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt } from "drizzle-orm";
import { russianMobileOf } from "../../../domain/phone-auth/phone-auth-schemas.ts";
import {
  YANDEX_EXCHANGE_CODE_TTL_SECONDS,
  YANDEX_LINK_TTL_SECONDS,
  YANDEX_STATE_TTL_SECONDS,
} from "../../../domain/yandex-id/yandex-id.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { yandexIdSignIns } from "../../db/schema/yandex-id.ts";
import type { YandexPerson } from "../../platform/yandex-id/yandex-oauth.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** 32 random bytes, base64url: a state, a code, a link, a browser key, a PKCE verifier (43 chars). */
export const randomKey = () => randomBytes(32).toString("base64url");
const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * A new sign-in: its `state` and the PKCE challenge for the authorize address; the verifier
 * stays here until the callback sends it to Yandex with the code.
 */
export async function startSignIn(db: Db, browserKey: string, now = new Date()) {
  const state = randomKey();
  const codeVerifier = randomKey();
  await db.insert(yandexIdSignIns).values({
    id: randomUUID(),
    stateHash: sha256(state),
    browserHash: sha256(browserKey),
    codeVerifier,
    startedAt: now,
    stateExpiresAt: after(now, YANDEX_STATE_TTL_SECONDS),
  });
  return { state, codeChallenge: createHash("sha256").update(codeVerifier).digest("base64url") };
}

/**
 * The sign-in a callback's `state` names, claimed once: only in the browser that started it and
 * within 10 minutes. Null for anything else (unknown, used, stale, another browser's).
 */
export async function claimReturn(
  db: Db,
  state: string,
  browserKey: string | null,
  now = new Date(),
): Promise<{ id: string; codeVerifier: string } | null> {
  if (!browserKey) return null;
  const [row] = await db
    .update(yandexIdSignIns)
    .set({ returnedAt: now })
    .where(
      and(
        eq(yandexIdSignIns.stateHash, sha256(state)),
        eq(yandexIdSignIns.browserHash, sha256(browserKey)),
        isNull(yandexIdSignIns.returnedAt),
        gt(yandexIdSignIns.stateExpiresAt, now),
      ),
    )
    .returning({ id: yandexIdSignIns.id, codeVerifier: yandexIdSignIns.codeVerifier });
  return row?.codeVerifier ? { id: row.id, codeVerifier: row.codeVerifier } : null;
}

/** The person said no at Yandex (or the callback came without a code): the sign-in ends. */
export async function endSignIn(db: Db, state: string, now = new Date()): Promise<void> {
  await db
    .update(yandexIdSignIns)
    .set({ returnedAt: now, codeVerifier: null })
    .where(and(eq(yandexIdSignIns.stateHash, sha256(state)), isNull(yandexIdSignIns.returnedAt)));
}

/**
 * Who the Yandex account is here: (a) the account linked to it; (b) else the account whose
 * confirmed phone is the phone Yandex has confirmed for the person, which is linked to it now
 * (unless linked to another Yandex ID already: the phone still signs it in, the link stays); (c)
 * else nobody yet, and a registration is prefilled. Returns the one-time code the page exchanges.
 */
export async function recordOutcome(
  db: Db,
  signInId: string,
  person: YandexPerson,
  now = new Date(),
): Promise<string> {
  const phone = person.phone ? russianMobileOf(person.phone) : null;
  const userId = (await linkedAccount(db, person.id)) ?? (await accountByPhone(db, person, phone));
  const code = randomKey();
  await db
    .update(yandexIdSignIns)
    .set({
      codeVerifier: null,
      yandexId: person.id,
      userId,
      // The prefill is kept only when there is a registration to fill.
      fullName: userId ? null : (person.fullName?.slice(0, 200) ?? null),
      email: userId ? null : (person.email?.toLowerCase().slice(0, 254) ?? null),
      phone: userId ? null : phone,
      codeHash: sha256(code),
      codeExpiresAt: after(now, YANDEX_EXCHANGE_CODE_TTL_SECONDS),
    })
    .where(eq(yandexIdSignIns.id, signInId));
  return code;
}

async function linkedAccount(db: Db, yandexId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.yandexId, yandexId))
    .limit(1);
  return row?.id ?? null;
}

async function accountByPhone(
  db: Db,
  person: YandexPerson,
  phone: string | null,
): Promise<number | null> {
  if (!phone) return null;
  const [row] = await db
    .select({ id: users.id, yandexId: users.yandexId })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneConfirmedAt)))
    .limit(1);
  if (!row) return null;
  if (row.yandexId === null) {
    await db
      .update(users)
      .set({ yandexId: person.id, updatedAt: new Date() })
      .where(and(eq(users.id, row.id), isNull(users.yandexId)));
  }
  return row.id;
}

export type ExchangedSignIn =
  | { kind: "account"; userId: number }
  | {
      kind: "registration";
      fullName: string | null;
      email: string | null;
      phone: string | null;
      link: string;
    };

/**
 * The page's one-time code, spent: only in the browser that started the sign-in, within 60
 * seconds of the callback, once. A registration gets its link (30 minutes, once). Null for any
 * code that is not such a one.
 */
export async function exchangeCode(
  db: Db,
  code: string,
  browserKey: string | null,
  now = new Date(),
): Promise<ExchangedSignIn | null> {
  if (!browserKey) return null;
  const [row] = await db
    .update(yandexIdSignIns)
    .set({ exchangedAt: now })
    .where(
      and(
        eq(yandexIdSignIns.codeHash, sha256(code)),
        eq(yandexIdSignIns.browserHash, sha256(browserKey)),
        isNull(yandexIdSignIns.exchangedAt),
        gt(yandexIdSignIns.codeExpiresAt, now),
      ),
    )
    .returning();
  if (!row) return null;
  if (row.userId !== null) return { kind: "account", userId: row.userId };
  const link = randomKey();
  await db
    .update(yandexIdSignIns)
    .set({ linkHash: sha256(link), linkExpiresAt: after(now, YANDEX_LINK_TTL_SECONDS) })
    .where(eq(yandexIdSignIns.id, row.id));
  return { kind: "registration", fullName: row.fullName, email: row.email, phone: row.phone, link };
}

/**
 * The Yandex ID a registration's `yandex_link` names, spending the link; null when it is unknown,
 * used or stale. Call it in the registration's transaction: should that roll back (an e-mail
 * taken), the link stays good for another try.
 */
export async function redeemYandexLink(
  tx: Db,
  link: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await tx
    .update(yandexIdSignIns)
    .set({ linkedAt: now })
    .where(
      and(
        eq(yandexIdSignIns.linkHash, sha256(link)),
        isNull(yandexIdSignIns.linkedAt),
        gt(yandexIdSignIns.linkExpiresAt, now),
      ),
    )
    .returning({ yandexId: yandexIdSignIns.yandexId });
  return row?.yandexId ?? null;
}

/** Sign-ins older than a day are of no use and hold a prefill (personal data): the daily sweep. */
export async function purgeOldSignIns(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(yandexIdSignIns)
    .where(lt(yandexIdSignIns.startedAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ id: yandexIdSignIns.id });
  return gone.length;
}

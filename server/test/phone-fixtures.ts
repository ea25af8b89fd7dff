import { randomInt } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { PhonePurpose } from "../../domain/phone-auth/phone-auth.ts";
import type { App } from "../app.ts";
import { phoneChallenges } from "../db/schema/phone.ts";

/** A Russian mobile number of the test's own (+7 999 …): the limits count per number. */
export const uniqueMobile = () => `+7999${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

/**
 * Every SMS the app sent to `phone`, oldest first, as the file sender wrote them in DATA_DIR/sms
 * (the outbox is flushed first: a route only kicks it).
 */
export async function smsTo(app: App, phone: string): Promise<string[]> {
  await app.sms.flush();
  const digits = phone.replace(/\D/g, "");
  const names = await readdir(app.config.smsDir).catch(() => [] as string[]);
  const mine = names.filter((name) => name.includes(`-${digits}`)).sort();
  return Promise.all(mine.map((name) => readFile(path.join(app.config.smsDir, name), "utf8")));
}

/** The code of the last SMS to `phone`. */
export async function lastCodeTo(app: App, phone: string): Promise<string> {
  const texts = await smsTo(app, phone);
  const code = /\b(\d{6})\b/.exec(texts.at(-1) ?? "")?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** Asks for a code as a form does; returns the challenge and the code from the SMS. */
export async function startPhoneChallenge(app: App, phone: string, purpose: PhonePurpose) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/phone/start",
    payload: { phone, purpose },
  });
  if (response.statusCode !== 202) throw new Error(`phone start failed: ${response.body}`);
  const { challenge_id } = response.json() as { challenge_id: string };
  return { challengeId: challenge_id, code: await lastCodeTo(app, phone) };
}

/** The proof of `phone` (registration or confirmation), through the SMS as a person gets it. */
export async function phoneToken(
  app: App,
  phone: string,
  purpose: Exclude<PhonePurpose, "login"> = "register",
): Promise<string> {
  const { challengeId, code } = await startPhoneChallenge(app, phone, purpose);
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/phone/verify",
    payload: { challenge_id: challengeId, code },
  });
  if (response.statusCode !== 200) throw new Error(`phone verify failed: ${response.body}`);
  return (response.json() as { phone_token: string }).phone_token;
}

/** What a registration body carries for a confirmed number of the test's own. */
export async function confirmedPhone(app: App, phone = uniqueMobile()) {
  return { phone, phone_token: await phoneToken(app, phone) };
}

/**
 * Lets `minutes` pass for `phone`'s codes, as far as the limits see them (the resend pause, the
 * hour): a test asking for a second code to one number need not wait a real minute.
 */
export async function ageCodesOf(app: App, phone: string, minutes = 2): Promise<void> {
  await app.db
    .update(phoneChallenges)
    .set({ createdAt: sql`${phoneChallenges.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(phoneChallenges.phone, phone));
}

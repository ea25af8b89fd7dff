import { and, gte, sql } from "drizzle-orm";
import { MOSCOW_OFFSET_MS } from "../../../domain/moscow-date.ts";
import {
  PHONE_AUTH_TEXTS,
  SMS_PER_NUMBER_DAILY,
  SMS_PER_NUMBER_HOURLY,
} from "../../../domain/phone-auth/phone-auth.ts";
import type { Db } from "../../db/client.ts";
import { phoneChallenges } from "../../db/schema/phone.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface SmsLimits {
  /** Codes one address may ask for per hour (SMS_IP_HOURLY_LIMIT). */
  ipHourly: number;
  /** Codes the whole site sends per Moscow day (SMS_DAILY_LIMIT). */
  siteDaily: number;
  /** The pause before one number may get a new code (SMS_RESEND_AFTER_SECONDS). */
  resendAfterSeconds: number;
}

/** Why a code is not sent now, and in how many seconds it may be. */
export interface SmsRefusal {
  detail: string;
  retryAfterSeconds: number;
  /** The site's daily cap: the administrators hear of it (once a day). */
  siteCap: boolean;
}

/** The Moscow day `now` falls in: its start, and the next day's. */
export function moscowDayOf(now: Date): { start: Date; end: Date; key: string } {
  const local = now.getTime() + MOSCOW_OFFSET_MS;
  const startLocal = local - (local % DAY_MS);
  return {
    start: new Date(startLocal - MOSCOW_OFFSET_MS),
    end: new Date(startLocal - MOSCOW_OFFSET_MS + DAY_MS),
    key: new Date(startLocal).toISOString().slice(0, 10),
  };
}

const seconds = (ms: number) => ms / 1000;

/**
 * Whether one more code may go to `phone` for a request from `ip`, counted from the challenges
 * themselves (every code asked for is a row): the resend pause, the number's hour and day, the
 * address's hour and the site's day. Run it in the transaction that writes the challenge, after
 * taking the number's and the address's locks, so two requests at once count each other.
 */
export async function smsRefusal(
  tx: Db,
  limits: SmsLimits,
  phone: string,
  ip: string,
  now: Date,
): Promise<SmsRefusal | null> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const day = moscowDayOf(now);
  const since = day.start < dayAgo ? day.start : dayAgo;
  const c = phoneChallenges.createdAt;
  const stamp = (expression: ReturnType<typeof sql>) =>
    sql<Date | null>`${expression}`.mapWith((value: string | Date | null) =>
      value === null ? null : new Date(value),
    );
  const [counts] = await tx
    .select({
      numberHour:
        sql<number>`count(*) filter (where ${phoneChallenges.phone} = ${phone} and ${c} > ${hourAgo})`.mapWith(
          Number,
        ),
      numberHourFirst: stamp(
        sql`min(${c}) filter (where ${phoneChallenges.phone} = ${phone} and ${c} > ${hourAgo})`,
      ),
      numberDay:
        sql<number>`count(*) filter (where ${phoneChallenges.phone} = ${phone} and ${c} > ${dayAgo})`.mapWith(
          Number,
        ),
      numberDayFirst: stamp(
        sql`min(${c}) filter (where ${phoneChallenges.phone} = ${phone} and ${c} > ${dayAgo})`,
      ),
      numberLast: stamp(sql`max(${c}) filter (where ${phoneChallenges.phone} = ${phone})`),
      ipHour:
        sql<number>`count(*) filter (where ${phoneChallenges.ip} = ${ip} and ${c} > ${hourAgo})`.mapWith(
          Number,
        ),
      ipHourFirst: stamp(
        sql`min(${c}) filter (where ${phoneChallenges.ip} = ${ip} and ${c} > ${hourAgo})`,
      ),
      siteDay: sql<number>`count(*) filter (where ${c} >= ${day.start})`.mapWith(Number),
    })
    .from(phoneChallenges)
    .where(and(gte(c, since)));
  if (!counts) return null;
  const at = now.getTime();
  if (counts.siteDay >= limits.siteDaily) {
    return {
      detail: PHONE_AUTH_TEXTS.siteLimit(seconds(day.end.getTime() - at)),
      retryAfterSeconds: seconds(day.end.getTime() - at),
      siteCap: true,
    };
  }
  const pauseMs = limits.resendAfterSeconds * 1000;
  if (counts.numberLast && at - counts.numberLast.getTime() < pauseMs) {
    const wait = limits.resendAfterSeconds - seconds(at - counts.numberLast.getTime());
    return { detail: PHONE_AUTH_TEXTS.resendWait(wait), retryAfterSeconds: wait, siteCap: false };
  }
  const refusal = (first: Date | null, windowMs: number, text: (s: number) => string) => {
    const wait = seconds((first?.getTime() ?? at) + windowMs - at);
    return { detail: text(wait), retryAfterSeconds: wait, siteCap: false };
  };
  if (counts.numberHour >= SMS_PER_NUMBER_HOURLY) {
    return refusal(counts.numberHourFirst, HOUR_MS, PHONE_AUTH_TEXTS.numberLimit);
  }
  if (counts.numberDay >= SMS_PER_NUMBER_DAILY) {
    return refusal(counts.numberDayFirst, DAY_MS, PHONE_AUTH_TEXTS.numberLimit);
  }
  if (counts.ipHour >= limits.ipHourly) {
    return refusal(counts.ipHourFirst, HOUR_MS, PHONE_AUTH_TEXTS.addressLimit);
  }
  return null;
}

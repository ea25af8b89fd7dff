import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import type { CourtEvent } from "../../../domain/court-events/court-event-schemas.ts";
import { COURT_EVENT_TEXTS } from "../../../domain/court-events/court-events.ts";
import type { Db } from "../../db/client.ts";
import { courtEventFeeds } from "../../db/schema/court-events.ts";

/**
 * The executor's private calendar feed: a secret address a phone's calendar app subscribes to
 * (RFC 5545). The token is 256 random bits; only its SHA-256 is stored, so reading the database
 * gives no working link. One link per executor: issuing a new one revokes the old.
 */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Tokens are base64url of 32 bytes: anything else is not looked up at all. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function issueFeedToken(db: Db, executorId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token);
  await db
    .insert(courtEventFeeds)
    .values({ executorId, tokenHash })
    .onConflictDoUpdate({
      target: courtEventFeeds.executorId,
      set: { tokenHash, createdAt: new Date() },
    });
  return token;
}

export async function revokeFeed(db: Db, executorId: number): Promise<void> {
  await db.delete(courtEventFeeds).where(eq(courtEventFeeds.executorId, executorId));
}

/** Whose feed the token opens, or null (unknown, revoked, or not a token at all). */
export async function feedOwner(db: Db, token: string): Promise<number | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ executorId: courtEventFeeds.executorId })
    .from(courtEventFeeds)
    .where(eq(courtEventFeeds.tokenHash, hashOf(token)))
    .limit(1);
  return row?.executorId ?? null;
}

const PRODUCT_ID = "legal-marketplace/court-calendar";

/** A hearing is put in the calendar as an hour: the court gives its start, not its end. */
const HEARING_DURATION = { hours: 1 } as const;

/**
 * The hearings as one iCalendar text, the same for the feed and the «Экспорт .ics» download.
 * Times are UTC (the phone shows them in its own zone); a planned hearing carries an alarm the day
 * before, so the reminder reaches the lawyer even when the cabinet is closed.
 */
export function courtEventsCalendar(events: CourtEvent[], siteName: string): string {
  const calName = `${COURT_EVENT_TEXTS.feedName} — ${siteName}`;
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: `court-event-${event.id}@${siteName.replace(/[^\p{L}\p{N}.-]+/gu, "-")}`,
    start: Date.parse(event.date),
    startInputType: "utc",
    startOutputType: "utc",
    duration: HEARING_DURATION,
    title: event.title,
    location: event.court_name,
    ...(event.notes ? { description: event.notes } : {}),
    status: "CONFIRMED",
    ...(event.is_completed ? { categories: ["Завершено"] } : {}),
    lastModified: Date.parse(event.updated_at),
    alarms: event.is_completed
      ? []
      : [
          {
            action: "display",
            description: `${event.title} — ${event.court_name}`,
            trigger: { days: 1, before: true },
          },
        ],
  }));
  const { error, value } = createEvents(attributes, { calName, productId: PRODUCT_ID });
  if (error || !value) throw error ?? new Error("ics: no calendar text");
  return value;
}

import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CourtEvent } from "../../../domain/court-events/court-event-schemas.ts";
import {
  COURT_EVENT_STATUS_LABELS,
  COURT_EVENT_TEXTS,
} from "../../../domain/court-events/court-events.ts";
import type { Db } from "../../db/client.ts";
import { courtEventFeeds } from "../../db/schema/court-events.ts";
import {
  type CalendarComponent,
  calendarText,
  duration,
  escapeText,
  utcDateTime,
} from "./icalendar.ts";

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
const HEARING_DURATION = duration({ hours: 1 });
/** A planned hearing's reminder, the day before. */
const REMINDER = duration({ days: 1, before: true });
/** How often a subscribed calendar app should read the feed again. */
const REFRESH = duration({ hours: 1 });

/**
 * A VEVENT's STATUS (RFC 5545 §3.8.1.11) for a hearing: a planned one (before its hour, or
 * «В процессе» after it) is CONFIRMED. A completed one has none: the RFC gives an event only
 * TENTATIVE, CONFIRMED or CANCELLED (COMPLETED is a to-do's), and it is neither pending nor
 * called off; its category says «Завершено» and it carries no reminder. The calendar has no
 * cancelled hearing: one called off is deleted, and leaves the feed, so a subscribed app drops it.
 */
function calendarStatusOf(event: Pick<CourtEvent, "is_completed">): "CONFIRMED" | null {
  return event.is_completed ? null : "CONFIRMED";
}

/** The site's name as the host part of a hearing's UID (kept as it was: apps match events by it). */
export const uidHost = (siteName: string) => siteName.replace(/[^\p{L}\p{N}.-]+/gu, "-");

function hearingComponent(event: CourtEvent, siteName: string, now: Date): CalendarComponent {
  const status = calendarStatusOf(event);
  return {
    name: "VEVENT",
    properties: [
      ["UID", `court-event-${event.id}@${uidHost(siteName)}`],
      ["DTSTAMP", utcDateTime(now)],
      ["DTSTART", utcDateTime(event.date)],
      ["DURATION", HEARING_DURATION],
      ["SUMMARY", escapeText(event.title)],
      ["LOCATION", escapeText(event.court_name)],
      event.notes ? ["DESCRIPTION", escapeText(event.notes)] : null,
      status ? ["STATUS", status] : null,
      event.is_completed ? ["CATEGORIES", escapeText(COURT_EVENT_STATUS_LABELS.completed)] : null,
      ["LAST-MODIFIED", utcDateTime(event.updated_at)],
    ],
    components: event.is_completed
      ? []
      : [
          {
            name: "VALARM",
            properties: [
              ["ACTION", "DISPLAY"],
              ["DESCRIPTION", escapeText(`${event.title} — ${event.court_name}`)],
              ["TRIGGER", REMINDER],
            ],
          },
        ],
  };
}

/**
 * The hearings as one iCalendar text, the same for the feed and the «Экспорт .ics» download.
 * Times are UTC (the phone shows them in its own zone); a planned hearing carries an alarm the day
 * before, so the reminder reaches the lawyer even when the cabinet is closed.
 */
export function courtEventsCalendar(
  events: CourtEvent[],
  siteName: string,
  now = new Date(),
  /** The lawyer's consultations booked at a set time (issue 48), already as events. */
  consultations: readonly CalendarComponent[] = [],
): string {
  return calendarText({
    name: "VCALENDAR",
    properties: [
      ["VERSION", "2.0"],
      ["PRODID", PRODUCT_ID],
      ["CALSCALE", "GREGORIAN"],
      ["METHOD", "PUBLISH"],
      ["X-WR-CALNAME", escapeText(`${COURT_EVENT_TEXTS.feedName} — ${siteName}`)],
      ["X-PUBLISHED-TTL", REFRESH],
      ["REFRESH-INTERVAL;VALUE=DURATION", REFRESH],
    ],
    components: [
      ...events.map((event) => hearingComponent(event, siteName, now)),
      ...consultations,
    ],
  });
}

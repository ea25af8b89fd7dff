import { and, eq, gte, sql } from "drizzle-orm";
import {
  isBotUserAgent,
  SESSION_GAP_MINUTES,
  VISITORS_PER_ADDRESS_PER_MINUTE,
} from "../../../domain/analytics/analytics.ts";
import type { TrackEvent } from "../../../domain/analytics/analytics-schemas.ts";
import { moscowDayKey } from "../../../domain/day-keys.ts";
import type { Db } from "../../db/client.ts";
import {
  analyticsDailyEvents,
  analyticsDailyPages,
  analyticsDailyTotals,
  analyticsDailyVisitors,
  analyticsEvents,
} from "../../db/schema/analytics.ts";
import type { Throttle } from "../../platform/throttle/throttle.ts";
import { addressIdOf, type SaltSource, visitorIdOf } from "./visitor.ts";

const PATH_MAX = 512;

/** The page's path only: a query string may carry anything (an e-mail, a token). */
export function pathOf(pageUrl: string | null | undefined): string | null {
  if (!pageUrl) return null;
  try {
    return new URL(pageUrl, "http://site.invalid").pathname.slice(0, PATH_MAX);
  } catch {
    return null;
  }
}

/** The referring site's host only («yandex.ru»), never the page a visitor came from. */
export function referrerHostOf(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).host.slice(0, 255) || null;
  } catch {
    return null;
  }
}

/** What one event adds to the day's totals. */
interface VisitChange {
  visitors: number;
  sessions: number;
  seconds: number;
}

/**
 * The visitor's day. A new visitor is a new visitor and a new visit; one who comes back within
 * SESSION_GAP_MINUTES continues their visit (its length grows by the gap), after a longer pause
 * starts another visit (the pause is not counted as time on the site).
 */
async function countVisit(tx: Db, day: string, visitorId: string, now: Date): Promise<VisitChange> {
  const created = await tx
    .insert(analyticsDailyVisitors)
    .values({ day, visitorId, firstSeen: now, lastSeen: now })
    .onConflictDoNothing()
    .returning({ day: analyticsDailyVisitors.day });
  if (created.length > 0) return { visitors: 1, sessions: 1, seconds: 0 };
  const thisVisitor = and(
    eq(analyticsDailyVisitors.day, day),
    eq(analyticsDailyVisitors.visitorId, visitorId),
  );
  const [known] = await tx
    .select({ lastSeen: analyticsDailyVisitors.lastSeen })
    .from(analyticsDailyVisitors)
    .where(thisVisitor)
    .for("update");
  if (!known || known.lastSeen >= now) return { visitors: 0, sessions: 0, seconds: 0 };
  await tx.update(analyticsDailyVisitors).set({ lastSeen: now }).where(thisVisitor);
  const gapSeconds = (now.getTime() - known.lastSeen.getTime()) / 1000;
  return gapSeconds <= SESSION_GAP_MINUTES * 60
    ? { visitors: 0, sessions: 0, seconds: gapSeconds }
    : { visitors: 0, sessions: 1, seconds: 0 };
}

export interface TrackContext {
  ip: string;
  userAgent: string | null;
  now?: Date;
  /**
   * Where the visitors per address are capped (the app's throttle, shared through Redis by the
   * instances); without it, nothing is capped (imports and tests that set their own clock).
   */
  throttle?: Throttle;
}

/**
 * Stores one event and adds it to the day's rollups in the same transaction (so the cabinet's
 * figures always agree with the events). Bots are not counted, nor a visitor beyond the first
 * VISITORS_PER_ADDRESS_PER_MINUTE of its address this minute (a script varying its user agent);
 * returns whether it was stored.
 */
export async function recordEvent(
  db: Db,
  salts: SaltSource,
  event: TrackEvent,
  context: TrackContext,
): Promise<boolean> {
  if (isBotUserAgent(context.userAgent)) return false;
  const now = context.now ?? new Date();
  const day = moscowDayKey(now);
  const salt = await salts.saltOf(day);
  const visitorId = visitorIdOf(salt, context.ip, context.userAgent ?? "");
  const admitted =
    !context.throttle ||
    (await context.throttle.admit(
      `analytics-visitors:${addressIdOf(salt, context.ip)}`,
      visitorId,
      VISITORS_PER_ADDRESS_PER_MINUTE,
      60_000,
    ));
  if (!admitted) return false;
  const path = pathOf(event.page_url);
  await db.transaction(async (tx) => {
    await tx.insert(analyticsEvents).values({
      eventType: event.event_type,
      pageUrl: path,
      referrer: referrerHostOf(event.referrer),
      metadata: event.metadata ?? null,
      visitorId,
      createdAt: now,
    });
    const visit = await countVisit(tx, day, visitorId, now);
    if (event.event_type === "page_view" && path) {
      await tx
        .insert(analyticsDailyPages)
        .values({ day, path, views: 1 })
        .onConflictDoUpdate({
          target: [analyticsDailyPages.day, analyticsDailyPages.path],
          set: { views: sql`${analyticsDailyPages.views} + 1` },
        });
    }
    // The day's counters are rows every event updates: touched last, so their locks are held
    // only for the commit.
    await tx
      .insert(analyticsDailyEvents)
      .values({ day, eventType: event.event_type, count: 1 })
      .onConflictDoUpdate({
        target: [analyticsDailyEvents.day, analyticsDailyEvents.eventType],
        set: { count: sql`${analyticsDailyEvents.count} + 1` },
      });
    if (visit.visitors + visit.sessions + visit.seconds > 0) {
      await tx
        .insert(analyticsDailyTotals)
        .values({
          day,
          visitors: visit.visitors,
          sessions: visit.sessions,
          visitSeconds: visit.seconds,
        })
        .onConflictDoUpdate({
          target: analyticsDailyTotals.day,
          set: {
            visitors: sql`${analyticsDailyTotals.visitors} + ${visit.visitors}`,
            sessions: sql`${analyticsDailyTotals.sessions} + ${visit.sessions}`,
            visitSeconds: sql`${analyticsDailyTotals.visitSeconds} + ${visit.seconds}`,
          },
        });
    }
  });
  return true;
}

/**
 * Recomputes the rollups of every day from `fromDay` on from the stored events: after a bulk
 * import (the benchmark's million events) or to repair them. One transaction: readers see the old
 * figures or the new ones, never a half.
 */
export async function rebuildRollups(db: Db, fromDay: string): Promise<void> {
  const day = sql`(${analyticsEvents.createdAt} at time zone 'Europe/Moscow')::date`;
  const from = sql`${analyticsEvents.createdAt} >= (${fromDay}::date::timestamp at time zone 'Europe/Moscow')`;
  await db.transaction(async (tx) => {
    // Events stored meanwhile wait: every rollup is computed from the same events.
    await tx.execute(sql`lock table ${analyticsEvents} in share mode`);
    for (const table of [
      analyticsDailyEvents,
      analyticsDailyPages,
      analyticsDailyVisitors,
      analyticsDailyTotals,
    ]) {
      await tx.delete(table).where(gte(table.day, fromDay));
    }
    await tx.execute(sql`
      insert into ${analyticsDailyEvents} (day, event_type, count)
      select ${day}, ${analyticsEvents.eventType}, count(*) from ${analyticsEvents}
      where ${from} group by 1, 2`);
    await tx.execute(sql`
      insert into ${analyticsDailyPages} (day, path, views)
      select ${day}, ${analyticsEvents.pageUrl}, count(*) from ${analyticsEvents}
      where ${from} and ${analyticsEvents.eventType} = 'page_view' and ${analyticsEvents.pageUrl} is not null
      group by 1, 2`);
    await tx.execute(sql`
      insert into ${analyticsDailyVisitors} (day, visitor_id, first_seen, last_seen)
      select ${day}, ${analyticsEvents.visitorId}, min(${analyticsEvents.createdAt}), max(${analyticsEvents.createdAt})
      from ${analyticsEvents}
      where ${from} and ${analyticsEvents.visitorId} is not null
      group by 1, 2`);
    // Visits as countVisit counts them: a pause longer than SESSION_GAP_MINUTES starts another.
    await tx.execute(sql`
      insert into ${analyticsDailyTotals} (day, visitors, sessions, visit_seconds)
      select day, count(distinct visitor_id),
             count(*) filter (where gap is null or gap > ${sql.raw(String(SESSION_GAP_MINUTES * 60))}),
             coalesce(sum(gap) filter (where gap <= ${sql.raw(String(SESSION_GAP_MINUTES * 60))}), 0)
      from (
        select ${day} as day, ${analyticsEvents.visitorId} as visitor_id,
               extract(epoch from ${analyticsEvents.createdAt} - lag(${analyticsEvents.createdAt})
                 over (partition by ${analyticsEvents.visitorId}, ${day} order by ${analyticsEvents.createdAt})) as gap
        from ${analyticsEvents}
        where ${from} and ${analyticsEvents.visitorId} is not null
      ) as steps
      group by day`);
  });
}

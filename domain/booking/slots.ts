/**
 * The free time of a bookable consultation (issue 48 §1): pure arithmetic over instants (UTC ms),
 * shared by the server's `GET /api/services/{id}/slots` and its booking check. Moscow keeps UTC+3
 * all year, so a Moscow wall-clock time is plain arithmetic (moscow-date.ts); a visitor elsewhere
 * gets the same instants, written with their own zone by the page.
 */
import { addDays } from "../day-keys.ts";
import { MOSCOW_OFFSET_MS } from "../moscow-date.ts";
import { type OfficeHours, workingIntervalsOfDay } from "../office-hours/office-hours.ts";

const MINUTE_MS = 60_000;

/** A span of time, [start, end) in UTC ms. */
export interface Interval {
  start: number;
  end: number;
}

/** One lawyer as the slots see them: their working hours, and what already fills their time. */
export interface LawyerCalendar {
  lawyerId: number;
  /** The lawyer's own hours, else the firm's. */
  hours: OfficeHours;
  /** Court hearings and other bookings (with the bookings' buffers already applied or not: see buffer). */
  busy: Interval[];
}

/** What «Запись на консультацию» of a service sets. */
export interface BookingRules {
  durationMinutes: number;
  /** Free time kept before and after each booking. */
  bufferMinutes: number;
  /** A slot starts at least this long after now. */
  minNoticeHours: number;
  /** …and within this many days of now. */
  horizonDays: number;
}

/** A free slot: when, and which lawyers are free then (the booking picks one of them). */
export interface FreeSlot extends Interval {
  lawyerIds: number[];
}

/**
 * Slot starts fall on a grid of this many minutes from the start of a working range: a half-hour
 * grid, or the consultation's own length when it is shorter (15 minutes → every 15).
 */
export const slotStepMinutes = (durationMinutes: number) => Math.min(30, durationMinutes);

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * The free slots of `days` Moscow days from `fromDay` («2026-12-07»): each start on the grid of a
 * lawyer's working range, the whole consultation inside that range, no busy time of theirs within
 * the buffer around it, not sooner than the notice nor later than the horizon. A start free for
 * several lawyers is one slot naming them all.
 */
export function freeSlots(args: {
  fromDay: string;
  days: number;
  now: number;
  rules: BookingRules;
  lawyers: readonly LawyerCalendar[];
}): FreeSlot[] {
  const { rules } = args;
  const duration = rules.durationMinutes * MINUTE_MS;
  const buffer = rules.bufferMinutes * MINUTE_MS;
  const step = slotStepMinutes(rules.durationMinutes) * MINUTE_MS;
  const earliest = args.now + rules.minNoticeHours * 60 * MINUTE_MS;
  const latest = args.now + rules.horizonDays * 24 * 60 * MINUTE_MS;
  const byStart = new Map<number, FreeSlot>();
  for (let offset = 0; offset < args.days; offset++) {
    const day = addDays(args.fromDay, offset);
    // Lawyers on the firm's hours share them: the day's ranges are worked out once per hours.
    const rangesOf = new Map<OfficeHours, Interval[]>();
    for (const lawyer of args.lawyers) {
      let ranges = rangesOf.get(lawyer.hours);
      if (!ranges) {
        ranges = workingIntervalsOfDay(lawyer.hours, day);
        rangesOf.set(lawyer.hours, ranges);
      }
      for (const range of ranges) {
        // Only busy time within the buffer of the range can touch a start in it (a month's
        // calendar holds dozens of intervals; a range meets one or two).
        const near = lawyer.busy.filter(
          (busy) => busy.start < range.end + buffer && range.start - buffer < busy.end,
        );
        for (let start = range.start; start + duration <= range.end; start += step) {
          if (start < earliest || start > latest) continue;
          const guarded = { start: start - buffer, end: start + duration + buffer };
          if (near.some((busy) => overlaps(busy, guarded))) continue;
          const slot = byStart.get(start) ?? { start, end: start + duration, lawyerIds: [] };
          slot.lawyerIds.push(lawyer.lawyerId);
          byStart.set(start, slot);
        }
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** «2026-12-07T10:00:00+03:00»: an instant as the API writes a slot, in Moscow time. */
export function moscowIso(instant: number): string {
  // By hand rather than toISOString().slice(): a month's slots write a thousand of these per
  // answer, and this is three times faster (bench/booking-slots.ts).
  const wall = new Date(instant + MOSCOW_OFFSET_MS);
  return `${wall.getUTCFullYear()}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}T${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}:${twoDigits(wall.getUTCSeconds())}+03:00`;
}

/**
 * «10:00 МСК» or, for a visitor in another zone, «10:00 МСК, 12:00 у вас» (the zone's name as
 * the browser reports it: `Intl.DateTimeFormat().resolvedOptions().timeZone`).
 */
export function slotTimeText(instant: number, visitorZone?: string): string {
  const time = (zone: string) =>
    new Intl.DateTimeFormat("ru-RU", { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(
      instant,
    );
  const moscow = `${time("Europe/Moscow")} МСК`;
  let theirs: string;
  try {
    theirs = visitorZone ? time(visitorZone) : moscow;
  } catch {
    // A zone this runtime does not know: Moscow time alone, as for a visitor in Moscow.
    return moscow;
  }
  return !visitorZone || theirs === time("Europe/Moscow") ? moscow : `${moscow}, ${theirs} у вас`;
}

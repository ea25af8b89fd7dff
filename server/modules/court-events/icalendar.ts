/**
 * The few pieces of RFC 5545 the court calendar writes: content lines folded at 75 octets, TEXT
 * values escaped, UTC date-times and durations. Written here rather than taken from the `ics`
 * package, which folded at 75 characters (a Cyrillic line reached 117 octets), wrote a day's alarm
 * as `-P1DT` (not a valid duration) and gave no say over a property's presence
 * (docs/decisions/051).
 */

/** The media type of what is written here (RFC 5545 §8.1), UTF-8 as §3.1.4 says. */
export const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/** RFC 5545 §3.1: a line is at most 75 octets, the line break excluded. */
export const MAX_LINE_OCTETS = 75;

const LINE_BREAK = "\r\n";
/** A code point's length in UTF-8. */
const octets = (character: string) => {
  const point = character.codePointAt(0) ?? 0;
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
};

/**
 * One content line folded at 75 octets: each continuation starts with a space (which counts in its
 * 75), and a cut falls between characters, never inside one's UTF-8 bytes (§3.1). Cut between
 * code points, which is what the RFC asks; a letter with a combining mark may be split from it,
 * as the RFC allows, since the reader joins the lines before anything else.
 */
export function foldLine(line: string): string {
  // Most lines fit: the feed is read every few minutes by every subscribed calendar.
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = "";
  let size = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const length = octets(character);
    if (size + length > limit) {
      parts.push(part);
      part = "";
      size = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    part += character;
    size += length;
  }
  parts.push(part);
  return parts.join(`${LINE_BREAK} `);
}

/** Control characters TEXT does not permit (tab and line breaks are written, not dropped). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, a line break written `\n`; other
 * control characters, which TEXT does not permit, are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(FORBIDDEN_IN_TEXT, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** A DATE-TIME in UTC (§3.3.5, form 2): `20261203T073000Z`. */
export function utcDateTime(instant: Date | number | string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * A DURATION (§3.3.6) of whole days or of hours and minutes: `P1D`, `PT1H`, `PT1H30M`; `before`
 * makes it negative, as an alarm's TRIGGER before the start. A time part with nothing in it
 * (`P1DT`) is not a valid duration, so `T` comes only with hours or minutes.
 */
export function duration({
  days = 0,
  hours = 0,
  minutes = 0,
  before = false,
}: {
  days?: number;
  hours?: number;
  minutes?: number;
  before?: boolean;
}): string {
  const time = `${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}`;
  const date = days || !time ? `${days}D` : "";
  return `${before ? "-" : ""}P${date}${time ? `T${time}` : ""}`;
}

/** A property, its value written as given (already escaped where it is TEXT). */
export type CalendarProperty = readonly [name: string, value: string];

/** A component: its name, its properties in order, and the components inside it. */
export interface CalendarComponent {
  name: string;
  properties: readonly (CalendarProperty | null)[];
  components?: readonly CalendarComponent[];
}

function componentLines(component: CalendarComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties
      .filter((property): property is CalendarProperty => property !== null)
      .map(([name, value]) => `${name}:${value}`),
    ...(component.components ?? []).flatMap(componentLines),
    `END:${component.name}`,
  ];
}

/** The iCalendar object's text: every line folded, each ended by CRLF. */
export function calendarText(calendar: CalendarComponent): string {
  return componentLines(calendar)
    .map((line) => `${foldLine(line)}${LINE_BREAK}`)
    .join("");
}

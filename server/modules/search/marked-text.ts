import { type SQL, sql } from "drizzle-orm";
import type { MarkedText } from "../../../domain/search/search-schemas.ts";

/**
 * ts_headline wraps each match in these two control characters. They are taken out of the text
 * before it is headlined (no one types them), so every marker in the answer is PostgreSQL's and
 * the text between them is only ever shown as text, never parsed as markup.
 */
export const MATCH_START = "\u0002";
export const MATCH_STOP = "\u0003";
/**
 * ts_headline's parser reads `<…>` as a tag and leaves it out of the headline: a message that
 * says «<Договор №5>» would lose those words. `<` goes in as this character and comes back.
 */
const LESS_THAN = "\u0004";
const OURS = MATCH_START + MATCH_STOP + LESS_THAN;

/** ts_headline's options: markers, not HTML; two short fragments of a long text. */
export const HEADLINE_OPTIONS = [
  `StartSel=${MATCH_START}`,
  `StopSel=${MATCH_STOP}`,
  "MaxWords=24",
  "MinWords=10",
  "ShortWord=2",
  "MaxFragments=2",
  'FragmentDelimiter=" … "',
].join(", ");

/** A title is short: every match in it, and all of it. */
export const TITLE_HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, HighlightAll=true`;

const plain = (text: string): MarkedText => (text ? [{ text, match: false }] : []);

/** SQL: ts_headline of `text` (an expression) for the query, with our markers only. */
export function headline(text: SQL, tsQuery: SQL, options = HEADLINE_OPTIONS): SQL {
  const input = sql`replace(translate(${text}, ${OURS}, ''), '<', ${LESS_THAN})`;
  return sql`ts_headline('russian', ${input}, ${tsQuery}, ${options})`;
}

/** ts_headline's answer as pieces: between a start and a stop marker is a match. */
export function markedFromHeadline(headlined: string): MarkedText {
  const pieces: MarkedText = [];
  const text = headlined.replaceAll(LESS_THAN, "<");
  for (const [index, part] of text.split(MATCH_START).entries()) {
    if (index === 0) {
      pieces.push(...plain(part));
      continue;
    }
    const stop = part.indexOf(MATCH_STOP);
    const matched = stop === -1 ? part : part.slice(0, stop);
    if (matched) pieces.push({ text: matched, match: true });
    if (stop !== -1) pieces.push(...plain(part.slice(stop + 1)));
  }
  return pieces;
}

/** Each occurrence of `needle` in `text`, in any letter case, marked (what ILIKE matched). */
export function markSubstring(text: string, needle: string): MarkedText {
  const lower = text.toLowerCase();
  const wanted = needle.toLowerCase();
  // A letter whose lower case has another length would shift every index after it.
  if (!wanted || lower.length !== text.length) return plain(text);
  const pieces: MarkedText = [];
  let from = 0;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, from)) {
    pieces.push(...plain(text.slice(from, at)));
    pieces.push({ text: text.slice(at, at + wanted.length), match: true });
    from = at + wanted.length;
  }
  pieces.push(...plain(text.slice(from)));
  return pieces;
}

/**
 * A phone matched by its digits («916 123» in «+7 (916) 123-45-67»): the characters from the first
 * to the last of those digits are marked, the brackets and dashes between them included.
 */
export function markDigits(text: string, digits: string): MarkedText {
  if (!digits) return plain(text);
  const positions: number[] = [];
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text.charAt(index))) positions.push(index);
  }
  const at = positions
    .map((index) => text.charAt(index))
    .join("")
    .indexOf(digits);
  if (at === -1) return plain(text);
  const start = positions[at] ?? 0;
  const end = (positions[at + digits.length - 1] ?? start) + 1;
  return [
    ...plain(text.slice(0, start)),
    { text: text.slice(start, end), match: true },
    ...plain(text.slice(end)),
  ];
}

/** The substring's marks, else the digits' (a phone typed with other separators), else none. */
export function markContact(text: string, needle: string): MarkedText {
  const bySubstring = markSubstring(text, needle);
  if (bySubstring.some((piece) => piece.match)) return bySubstring;
  const digits = needle.replace(/\D/g, "");
  return digits.length >= MIN_PHONE_DIGITS ? markDigits(text, digits) : bySubstring;
}

/** A phone is searched by its digits from this many on (as «Клиенты» does). */
export const MIN_PHONE_DIGITS = 3;

/** The few entities the article sanitiser writes into text, back to their letters. */
export function decodeEntities(pieces: MarkedText): MarkedText {
  const named: Record<string, string> = {
    amp: "&",
    lt: "<",
    gt: ">",
    quot: '"',
    apos: "'",
    nbsp: "\u00a0",
    laquo: "«",
    raquo: "»",
    mdash: "—",
    ndash: "–",
    hellip: "…",
  };
  return pieces.map((piece) => ({
    ...piece,
    text: piece.text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (entity, code: string) => {
      if (!code.startsWith("#")) return named[code.toLowerCase()] ?? entity;
      const point = /^#x/i.test(code) ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }),
  }));
}

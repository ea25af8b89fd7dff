/** Reading an iCalendar text back as a validator would: its physical lines and its value types. */

const utf8 = new TextDecoder("utf-8", { fatal: true });
const CRLF = Buffer.from("\r\n");

/**
 * The physical lines of an iCalendar text, split at CRLF in its bytes and each decoded on its own:
 * a fold that cut a character's UTF-8 sequence in two throws here.
 */
export function physicalLines(bytes: Buffer): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = bytes.indexOf(CRLF); end !== -1; end = bytes.indexOf(CRLF, start)) {
    lines.push(utf8.decode(bytes.subarray(start, end)));
    start = end + CRLF.length;
  }
  lines.push(utf8.decode(bytes.subarray(start)));
  return lines;
}

export const octets = (text: string) => Buffer.byteLength(text, "utf8");

/** RFC 5545 §3.1's unfolding: a line break followed by one space or tab is taken out. */
export const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

const DUR_TIME = String.raw`T(?:\d+H(?:\d+M(?:\d+S)?)?|\d+M(?:\d+S)?|\d+S)`;
/** RFC 5545 §3.3.6's dur-value: a week, a day with an optional time, or a time — never a bare `T`. */
export const DURATION_VALUE = new RegExp(
  String.raw`^[+-]?P(?:\d+W|\d+D(?:${DUR_TIME})?|${DUR_TIME})$`,
);

/**
 * The malformed values the fuzz test sends (issue 27 §3): each names itself in a failure report.
 * A fixed list, so every run sends the same cases.
 */

/** Longer than any limit of ours and than PostgreSQL's index entries (≈2.7 kB). */
export const LONG_TEXT = "ж".repeat(70_000);
export const NUL_TEXT = "до\u0000после";
/** U+202E RIGHT-TO-LEFT OVERRIDE: reverses what follows on screen. */
export const BIDI_TEXT = "счёт\u202Efdp.exe";

/** Nested deeper than the depth guard allows (json-depth.ts). */
export function deeplyNested(levels = 40): unknown {
  let value: unknown = "дно";
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

/** What a path parameter or a query value is replaced with (strings, as they travel in a URL). */
export const URL_VALUES: Readonly<Record<string, string>> = {
  "not a number": "abc",
  negative: "-1",
  float: "1.5",
  "huge integer": "99999999999999999999",
  "above int4": "2147483648",
  "unsafe integer": "9007199254740993",
  empty: "",
  "70,000 characters": LONG_TEXT,
  NUL: NUL_TEXT,
  bidi: BIDI_TEXT,
  "not a uuid": "00000000-0000-0000-0000-00000000000g",
  "path-like": "../../etc/passwd",
};

/** What one property of a JSON body is replaced with. */
export const JSON_VALUES: Readonly<Record<string, unknown>> = {
  "a number for anything": 12345,
  "a string for anything": "строка",
  "negative number": -1,
  "float number": 1.5,
  "huge number": 1e308,
  "above int4": 2_147_483_648,
  "unsafe integer": 2 ** 53 + 2,
  null: null,
  "an array": ["a", 1],
  "an object": { a: 1 },
  "70,000 characters": LONG_TEXT,
  NUL: NUL_TEXT,
  bidi: BIDI_TEXT,
  "numeric string above int4": "99999999999",
  "deep nesting": deeplyNested(),
};

/** Whole bodies in place of the expected one: raw text sent as JSON, or a JSON value. */
export const RAW_JSON_BODIES: Readonly<Record<string, string>> = {
  "empty JSON body": "",
  "invalid JSON": '{"a":',
  "JSON with a trailing comma": '{"a":1,}',
  "JSON null": "null",
  "a JSON string": '"текст"',
  "a JSON number": "1e999",
  "an array for the object": "[]",
  "an array of objects": '[{"a":1},{"b":2}]',
  "a NUL in a key": '{"\\u0000":1}',
  "prototype keys": '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
};

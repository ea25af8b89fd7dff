/** The longest file name we keep; longer names are cut, keeping the extension. */
export const FILE_NAME_MAX = 200;

/**
 * Characters a file name must not carry: control characters (they break headers and file
 * systems), the quote (it ends a header parameter), line and paragraph separators, and every
 * invisible format character (Unicode category Cf). The latter include the bidi controls
 * U+202A–U+202E and U+2066–U+2069, with which `‮fdp.jpg` shows as `gpj.pdf`, so an executable
 * or a script can pose as a document; and zero-width characters that make two names look alike.
 */
const UNSAFE_IN_FILE_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"]/gu;

/**
 * The name we store and show for an uploaded file: the last path segment a browser sent, without
 * unsafe characters, trimmed and at most FILE_NAME_MAX characters with the extension kept. Every
 * upload path names its files through this one function (and migration 0006 cleaned old names).
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(UNSAFE_IN_FILE_NAME, "").trim();
  if (clean.length <= FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 ? clean.slice(dot) : "";
  return clean.slice(0, FILE_NAME_MAX - extension.length) + extension;
}

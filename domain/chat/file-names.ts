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

/**
 * Characters an entry of a zip must not carry: separators would make folders (or climb out of
 * the one it is unpacked into), and Windows refuses `< > : " | ? *` in a name.
 */
const UNSAFE_IN_ARCHIVE = /[/\\<>:"|?*]/g;

/** A stored name as a zip entry (or a download's name): one plain file name, never a path. */
export function archiveEntryName(fileName: string): string {
  const name = cleanFileName(fileName.replace(UNSAFE_IN_ARCHIVE, "_"));
  // «.» and «..» are not files anywhere; a name of dots alone becomes a neutral one.
  return /^\.*$/.test(name) ? "file" : name;
}

/**
 * Two entries of one name in an archive overwrite each other when unpacked: the second becomes
 * «акт (2).pdf». `used` holds the names taken so far, compared without case (Windows, macOS).
 */
export function uniqueArchiveName(fileName: string, used: Set<string>): string {
  const safe = archiveEntryName(fileName);
  let name = safe;
  for (let copy = 2; used.has(name.toLowerCase()); copy += 1) {
    const dot = safe.lastIndexOf(".");
    name = dot > 0 ? `${safe.slice(0, dot)} (${copy})${safe.slice(dot)}` : `${safe} (${copy})`;
  }
  used.add(name.toLowerCase());
  return name;
}

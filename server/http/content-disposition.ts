/**
 * A Content-Disposition that every browser reads and no file name can break: an ASCII fallback
 * plus the RFC 5987 UTF-8 form for Cyrillic names; quotes, backslashes and control characters
 * never reach the header. `asciiName` replaces the fallback where a Cyrillic name would turn into
 * a row of underscores.
 */
export function contentDisposition(
  kind: "attachment" | "inline",
  fileName: string,
  asciiName?: string,
): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const safe = fileName.replace(/[\u0000-\u001f\u007f"\\]/g, "").trim() || "file";
  const ascii = (asciiName ?? safe).replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

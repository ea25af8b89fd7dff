/**
 * An address the browser may be sent to after a payment step: http(s) only, so a stored or
 * returned value can never run script (`javascript:`) in our origin. Relative ones are resolved
 * against this site.
 */
export function httpUrlOrNull(value: string): string | null {
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The token of a mailed link's page (a password reset, a staff invitation): it rides in the
 * fragment (#token=…), which no server and no Referer ever sees.
 */
export function linkTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token");
}

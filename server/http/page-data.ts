import type { FastifyInstance } from "fastify";

export { INITIAL_DATA_ELEMENT_ID } from "../../domain/site-pages/initial-data.ts";

/**
 * The public API answers a page reads to draw its first screen (the SPA's queries, by page). The
 * server puts them into the page itself, so the browser does not wait for the scripts to run and
 * then for another round trip before the list can be drawn (on slow 4G the chain HTML → script →
 * page chunk → API was the largest part of LCP). web/api/initial-data.ts answers those first
 * requests from it.
 */
const PAGE_DATA: Record<string, readonly string[]> = {
  "/": ["/services", "/business-tariffs", "/reviews"],
  "/services": ["/services"],
  "/reviews": ["/reviews"],
  "/articles": ["/articles"],
};
/**
 * The header and footer read the site's contacts on every page, and the test-mode strip above the
 * header the payment settings (web/ui/payment-test-mode-banner.tsx).
 */
const EVERY_PAGE = ["/site-settings", "/payments/settings"];

/**
 * JSON text safe inside a `<script>` element: `<` only occurs inside JSON strings, where its
 * escape reads the same, so no `</script>` or `<!--` in the data can end the element early.
 */
export const scriptSafeJson = (json: string) => json.replace(/</g, "\\u003c");

/**
 * `{ "/services": [...], ... }` for the page at `pathname`, read through the app's own routes
 * (the very answers the SPA would get, as an anonymous visitor), or null when it needs none.
 * `key` names the set of answers (a page of PAGE_DATA, or "*" for the rest): pages with the same
 * key share one compressed copy, whatever address was asked for.
 */
export async function initialPageData(
  app: FastifyInstance,
  pathname: string,
): Promise<{ key: string; json: string } | null> {
  const page = pathname.replace(/(.)\/$/, "$1");
  const key = page in PAGE_DATA ? page : "*";
  const paths = [...EVERY_PAGE, ...(PAGE_DATA[key] ?? [])];
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await app.inject({ method: "GET", url: `/api${path}` });
      const json = response.headers["content-type"]?.toString().startsWith("application/json");
      return response.statusCode === 200 && json ? [path, response.body] : null;
    }),
  );
  const entries = answers.filter((entry): entry is [string, string] => entry !== null);
  if (entries.length === 0) return null;
  const json = `{${entries.map(([path, body]) => `${JSON.stringify(path)}:${body}`).join(",")}}`;
  return { key, json: scriptSafeJson(json) };
}

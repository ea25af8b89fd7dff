import type { FastifyInstance } from "fastify";
import {
  EVERY_PAGE_INITIAL_DATA,
  itemAnswerPathsOf,
  PAGE_INITIAL_DATA,
} from "../../domain/site-pages/initial-data.ts";

export { INITIAL_DATA_ELEMENT_ID } from "../../domain/site-pages/initial-data.ts";

/**
 * JSON text safe inside a `<script>` element: `<` only occurs inside JSON strings, where its
 * escape reads the same, so no `</script>` or `<!--` in the data can end the element early.
 */
export const scriptSafeJson = (json: string) => json.replace(/</g, "\\u003c");

/** Which set of answers the page at `pathname` carries: its own page's, or "*" (the settings only). */
export function initialDataKeyOf(pathname: string): keyof typeof PAGE_INITIAL_DATA | "*" {
  const page = pathname.replace(/(.)\/$/, "$1");
  return page in PAGE_INITIAL_DATA ? (page as keyof typeof PAGE_INITIAL_DATA) : "*";
}

/**
 * `{ "/services": [...], ... }` for the page at `pathname`, read through the app's own routes
 * (the very answers the SPA would get, as an anonymous visitor), or null when it needs none. The
 * page carries them so the browser does not wait for the scripts and then for another round trip
 * before the list can be drawn (on slow 4G that chain was the largest part of LCP). `key` names
 * the set of answers (a page of PAGE_INITIAL_DATA, or "*" for the rest): pages with the same key
 * share one compressed copy, whatever address was asked for.
 */
export async function initialPageData(
  app: FastifyInstance,
  pathname: string,
): Promise<{ key: string; json: string } | null> {
  const key = initialDataKeyOf(pathname);
  const item = itemAnswerPathsOf(pathname);
  const paths = [
    ...EVERY_PAGE_INITIAL_DATA,
    ...(key === "*" ? [] : PAGE_INITIAL_DATA[key]),
    ...item,
  ];
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
  // An item's page has answers of its own: its copies are not shared with other pages'.
  return { key: item[0] ?? key, json: scriptSafeJson(json) };
}

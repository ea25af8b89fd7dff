/**
 * The id of the `<script type="application/json">` element in which the server hands a page the
 * API answers of its first screen (server/http/page-data.ts → web/api/initial-data.ts).
 */
export const INITIAL_DATA_ELEMENT_ID = "initial-data";

/**
 * The public API answers a page reads to draw its first screen (the SPA's queries, by page). The
 * server embeds them (server/http/page-data.ts); the browser seeds its query cache with them
 * before the first render (web/app/page-queries.ts), so the page draws its content at once.
 */
export const PAGE_INITIAL_DATA = {
  "/": ["/services", "/business-tariffs", "/reviews"],
  "/services": ["/services"],
  "/reviews": ["/reviews"],
  "/articles": ["/articles"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The header and footer read the site's contacts on every page, and the test-mode strip above the
 * header the payment settings (web/ui/payment-test-mode-banner.tsx).
 */
export const EVERY_PAGE_INITIAL_DATA = ["/site-settings", "/payments/settings"] as const;

/** An API path (after `/api`) whose answer a page may carry. */
export type InitialDataPath =
  | (typeof PAGE_INITIAL_DATA)[keyof typeof PAGE_INITIAL_DATA][number]
  | (typeof EVERY_PAGE_INITIAL_DATA)[number];

/**
 * A page of one item (`/services/12`, `/articles/3`) carries that item's answer too, under the
 * same address as its API (`/services/12`): the server drew its main text into the HTML, and the
 * page's first render must draw the same instead of a loading state (issue 29).
 */
const ITEM_PAGE = /^\/(services|articles)\/([1-9]\d{0,9})$/;

export function itemAnswerPathOf(pathname: string): string | null {
  const match = ITEM_PAGE.exec(pathname.replace(/(.)\/$/, "$1"));
  return match ? `/${match[1]}/${match[2]}` : null;
}

/** The item an answer path names, for the query that keeps it. */
export function itemOfAnswerPath(
  path: string,
): { kind: "services" | "articles"; id: number } | null {
  const match = ITEM_PAGE.exec(path);
  return match ? { kind: match[1] as "services" | "articles", id: Number(match[2]) } : null;
}

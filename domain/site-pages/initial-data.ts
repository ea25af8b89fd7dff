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

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
  "/": ["/services", "/business-tariffs", "/reviews", "/trusted-clients"],
  "/services": ["/services"],
  "/reviews": ["/reviews"],
  "/articles": ["/articles"],
  // Their offer of the catalogue's service (web/features/info/document-kinds.tsx).
  "/contract-types": ["/services"],
  "/lawsuit-types": ["/services"],
  // Whether «Войти с Яндекс ID» is offered: the button is drawn with the form, not after it.
  "/login": ["/auth/methods"],
  "/register": ["/auth/methods"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The header and footer read the site's contacts on every page, the test-mode strip above the
 * header the payment settings (web/ui/payment-test-mode-banner.tsx), and the floating
 * «Автоюрист» button the auto-lawyer's services (web/app/floating-helpers.tsx): fetched after
 * hydration instead, the button appeared a moment later in a render of its own.
 */
export const EVERY_PAGE_INITIAL_DATA = [
  "/site-settings",
  "/payments/settings",
  "/auto-lawyer/services",
] as const;

/** An API path (after `/api`) whose answer a page may carry. */
export type InitialDataPath =
  | (typeof PAGE_INITIAL_DATA)[keyof typeof PAGE_INITIAL_DATA][number]
  | (typeof EVERY_PAGE_INITIAL_DATA)[number];

/**
 * A page of one item (`/services/12`, `/articles/3`) carries that item's answer too, under the
 * same address as its API (`/services/12`), and a service's page its recommendations
 * (`/services/12/recommendations`): the server renders the page from them (web/entry-server.tsx),
 * and a list left out would reach a crawler as a loading state.
 */
const ITEM_PAGE = /^\/(services|articles)\/([1-9]\d{0,9})$/;
const ITEM_ANSWER = /^\/(services|articles)\/([1-9]\d{0,9})(\/recommendations)?$/;

/** The answers an item's page carries, or none for any other page. */
export function itemAnswerPathsOf(pathname: string): string[] {
  const match = ITEM_PAGE.exec(pathname.replace(/(.)\/$/, "$1"));
  if (!match) return [];
  const item = `/${match[1]}/${match[2]}`;
  return match[1] === "services" ? [item, `${item}/recommendations`] : [item];
}

/** The item an answer path names (its own answer, or a service's recommendations), for its query. */
export function itemOfAnswerPath(
  path: string,
): { kind: "services" | "articles"; id: number; recommendations: boolean } | null {
  const match = ITEM_ANSWER.exec(path);
  if (!match || (match[3] && match[1] !== "services")) return null;
  return {
    kind: match[1] as "services" | "articles",
    id: Number(match[2]),
    recommendations: match[3] !== undefined,
  };
}

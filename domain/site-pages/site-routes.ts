import type { PageMetaKey } from "./page-meta.ts";

/**
 * Every address the SPA answers (web/routes.tsx), as the server must know them to answer the right
 * status before any script runs: a public page, a page of one service or article (found or not in
 * the database), a page that works but is nobody's search result, or a private one (noindex). An
 * address that is none of these is a 404. A test checks that each path of web/routes.tsx is here.
 */
export const PUBLIC_PAGES = {
  "/": "home",
  "/services": "services",
  "/about": "about",
  "/order-instructions": "orderInstructions",
  "/contract-types": "contractTypes",
  "/lawsuit-types": "lawsuitTypes",
  "/auto-lawyer": "autoLawyer",
  "/reviews": "reviews",
  "/articles": "articles",
} as const satisfies Record<string, PageMetaKey>;

export type PublicPagePath = keyof typeof PUBLIC_PAGES;

/** Pages that work for anyone but are no search result (not in the sitemap, still indexable). */
const APP_PAGES = ["/login", "/register", "/password-reset"] as const;

/**
 * Cabinets, chats, payment pages and the pages a mailed link opens (their address carries a
 * token): `X-Robots-Tag: noindex`, and robots.txt keeps crawlers out of them.
 */
const PRIVATE_PAGES = [
  "/dashboard",
  "/corporate-dashboard",
  "/executor-dashboard",
  "/executor",
  "/payment/result",
  "/login/complete",
  "/password-reset/confirm",
  "/email-change/confirm",
  "/unsubscribe",
  "/staff/invite",
] as const;

/** Private pages with one id after the prefix: `/chat/12`, `/guest-chat/<uuid>`. */
export const PRIVATE_PREFIXES = [
  "/chat/",
  "/guest-chat/",
  "/payment/sandbox/",
  // A booking's page: a guest's link carries their key (issue 48).
  "/bookings/",
] as const;

/** What robots.txt disallows (a prefix each): the API and every private page. */
export const ROBOTS_DISALLOW = [
  "/api/",
  "/dashboard",
  "/corporate-dashboard",
  "/executor-dashboard",
  "/executor",
  "/chat/",
  "/guest-chat/",
  "/bookings/",
  "/payment/",
  "/login/complete",
  "/password-reset/confirm",
  "/email-change/confirm",
  "/unsubscribe",
  "/staff/invite",
] as const;

export type SiteRoute =
  | { kind: "public"; path: PublicPagePath; page: PageMetaKey }
  | { kind: "service"; id: number }
  | { kind: "article"; id: number }
  | { kind: "app"; path: string }
  | { kind: "private" }
  | { kind: "unknown" };

/** A positive PostgreSQL integer written plainly («12», not «012» or «1e3»), else null. */
function idOf(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** Which page an address is; a trailing slash reads as none (`/services/` is `/services`). */
export function siteRouteOf(pathname: string): SiteRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (path in PUBLIC_PAGES) {
    const publicPath = path as PublicPagePath;
    return { kind: "public", path: publicPath, page: PUBLIC_PAGES[publicPath] };
  }
  const item = /^\/(services|articles)\/([^/]+)$/.exec(path);
  if (item) {
    const id = idOf(item[2] ?? "");
    if (id === null) return { kind: "unknown" };
    return item[1] === "services" ? { kind: "service", id } : { kind: "article", id };
  }
  if ((APP_PAGES as readonly string[]).includes(path)) return { kind: "app", path };
  if ((PRIVATE_PAGES as readonly string[]).includes(path)) return { kind: "private" };
  const prefix = PRIVATE_PREFIXES.find((start) => path.startsWith(start));
  if (prefix && !path.slice(prefix.length).includes("/") && path.length > prefix.length) {
    return { kind: "private" };
  }
  return { kind: "unknown" };
}

/** The address of one service's page and one article's. */
export const servicePath = (id: number) => `/services/${id}`;
export const articlePath = (id: number) => `/articles/${id}`;

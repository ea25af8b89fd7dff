/**
 * The page's head as HTML text: every value from the database goes through an escape here, so a
 * title with quotes, `</script>` or `$&` cannot end an attribute or an element early (splices use
 * replacer functions: docs/decisions/037-malformed-input.md).
 */
import { documentTitle } from "../../../domain/site-pages/page-meta.ts";
import { SHELL_BRAND, shellBrandHtml } from "../../../domain/site-pages/shell-brand.ts";
import {
  accentShades,
  type Brand,
  DEFAULT_ACCENT_COLOR,
  logoSrcOf,
  siteNameOf,
} from "../../../domain/site-settings/brand.ts";
import type { JsonLd } from "./json-ld.ts";

export interface PageHead {
  status: 200 | 404;
  /** Null: the template's own title and description stay (a private page names itself in React). */
  meta: { title: string; description: string } | null;
  /** Absolute; null for pages that are no search result (private ones, 404s). */
  canonical: string | null;
  noindex: boolean;
  ogType: "website" | "article";
  /** Open Graph's article:published_time and article:modified_time. */
  articleDates?: { published: string; modified: string };
  jsonLd: JsonLd[];
  /** The page's main text as HTML (a service's or an article's: page-main.ts). */
  main?: string;
  verification: { yandex: string | null; google: string | null };
  /** The firm's name, logo and accent (issue 44 §1): the shell's header, the icon, the colours. */
  brand: Brand;
  /**
   * Names the page's HTML for the compressed-copy cache: pages with the same key have the same
   * head (all 404s, all private pages), so unknown addresses cannot fill the cache.
   */
  cacheKey: string;
}

/** Text safe in an element's content and in a double- or single-quoted attribute. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` only occur inside JSON
 * strings, where their \u escapes read the same, so no `</script>` or `<!--` can end the element.
 */
export const scriptSafeJsonLd = (data: JsonLd) =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const metaTag = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The title and description, marked `data-shell` as index.html's own are: main.tsx drops them
 * once React has rendered the page's own (the same words), so the document never has two.
 */
export function titleTags(meta: { title: string; description: string }, siteName: string): string {
  return `<title data-shell>${escapeHtml(documentTitle(meta.title, siteName))}</title>${metaTag("name", "description", meta.description).replace("<meta ", "<meta data-shell ")}`;
}

/** Canonical, Open Graph, robots, verification codes and JSON-LD: what stays in the head. */
export function headTags(head: PageHead): string {
  const tags: string[] = [];
  if (head.noindex) tags.push(metaTag("name", "robots", "noindex"));
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
    if (head.meta) {
      tags.push(
        metaTag("property", "og:type", head.ogType),
        metaTag("property", "og:site_name", siteNameOf(head.brand)),
        metaTag("property", "og:locale", "ru_RU"),
        metaTag("property", "og:title", head.meta.title),
        metaTag("property", "og:description", head.meta.description),
        metaTag("property", "og:url", head.canonical),
        metaTag("name", "twitter:card", "summary"),
      );
    }
    if (head.articleDates) {
      tags.push(
        metaTag("property", "article:published_time", head.articleDates.published),
        metaTag("property", "article:modified_time", head.articleDates.modified),
      );
    }
  }
  if (head.verification.yandex) {
    tags.push(metaTag("name", "yandex-verification", head.verification.yandex));
  }
  if (head.verification.google) {
    tags.push(metaTag("name", "google-site-verification", head.verification.google));
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptSafeJsonLd(data)}</script>`);
  }
  return tags.join("");
}

/**
 * The theme's shades made from the firm's accent, after Mantine's own in the head (the same
 * selectors, so these win); nothing for the default, whose shades are the theme's hand-picked
 * navy. Shades 0–9 are all Mantine's light scheme reads, but for one hover tint it writes out.
 */
export function accentStyle(accent: string): string {
  if (accent === DEFAULT_ACCENT_COLOR) return "";
  const shades = accentShades(accent);
  const variables = shades.map((shade, index) => `--mantine-color-navy-${index}:${shade}`);
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(accent.slice(start, start + 2), 16));
  return `<style id="brand-accent">:root{${variables.join(";")}}:root[data-mantine-color-scheme="light"]{--mantine-color-navy-outline-hover:rgba(${r}, ${g}, ${b}, 0.05)}</style>`;
}

/** The tab's icon, the installed app's manifest and the phone's bar colour. */
function brandTags(brand: Brand): string {
  const icon = logoSrcOf(brand);
  return [
    `<link rel="manifest" href="/api/site-settings/manifest">`,
    metaTag("name", "theme-color", brand.accent_color),
    brand.logo_url ? `<link rel="apple-touch-icon" href="${escapeHtml(icon)}">` : "",
    accentStyle(brand.accent_color),
  ].join("");
}

/** The tab's icon: the firm's logo with its own type, or the default mark. */
function iconLink(brand: Brand): string {
  const type = brand.logo_url ? "" : ' type="image/svg+xml"';
  return `<link rel="icon" href="${escapeHtml(logoSrcOf(brand))}"${type}>`;
}

/** index.html's own icon link (web/index.html). */
const SHELL_ICON = /<link rel="icon"[^>]*>/;

/** index.html's own title and description (web/app/html-shell.ts shellMetaTags). */
const SHELL_META =
  /<title data-shell>[^<]*<\/title><meta data-shell name="description" content="[^"]*">/;

/**
 * The template with this page's head: its title and description in place of the shell's, the
 * rest before `</head>` (a template without a head gets them after the doctype, where the parser
 * opens the head itself).
 */
export function withPageHead(template: string, head: PageHead): string {
  const own = head.meta ? titleTags(head.meta, siteNameOf(head.brand)) : "";
  const rest = headTags(head) + brandTags(head.brand);
  // The shell's header and icon were written by the build with the defaults: the firm's instead.
  let html = template
    .replace(SHELL_BRAND, () => shellBrandHtml(head.brand))
    .replace(SHELL_ICON, () => iconLink(head.brand));
  let pending = rest;
  if (own && SHELL_META.test(html)) {
    html = html.replace(SHELL_META, () => own);
  } else {
    pending = own + rest;
  }
  if (!pending) return html;
  if (html.includes("</head>")) return html.replace("</head>", () => `${pending}</head>`);
  const doctype = /^<!doctype html>/i.exec(html);
  return doctype ? `${doctype[0]}${pending}${html.slice(doctype[0].length)}` : `${pending}${html}`;
}

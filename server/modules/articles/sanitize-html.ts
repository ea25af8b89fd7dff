import { FilterXSS } from "xss";
import {
  ARTICLE_ALLOWED_TAGS,
  ARTICLE_DROPPED_WITH_CONTENT,
  ARTICLE_LINK_REL,
  isExternalHref,
  safeUrl,
} from "../../../domain/articles/article-html.ts";

/**
 * Article bodies are HTML written by executors. They are cleaned on every save with the shared
 * allowlist (domain/articles/article-html.ts) and cleaned again in the browser before rendering
 * (web/lib/safe-html.ts); both give every link the same rel and target.
 */

/** Named references a browser would decode inside a URL to hide its scheme («java&Tab;script&colon;»). */
const NAMED: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  sol: "/",
  quest: "?",
  num: "#",
  nbsp: "\u00a0",
};

function codePoint(value: number): string {
  return value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : "";
}

/** An attribute value as the browser will read it: character references decoded. */
function decodeReferences(raw: string): string {
  return raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(Number.parseInt(dec, 10)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => NAMED[name.toLowerCase()] ?? whole);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The URL as the browser will follow it, or null when it is not a relative or an http(s),
 * mailto or tel address. A reference we cannot decode before the path starts is refused: a
 * real address has none there, an attack may.
 */
function checkedUrl(raw: string): string | null {
  const url = safeUrl(decodeReferences(raw));
  if (url === null) return null;
  const head = url.split(/[/?#]/, 1)[0] ?? "";
  return head.includes("&") ? null : url;
}

const DIMENSION = /^\d{1,4}%?$/;

const filter = new FilterXSS({
  whiteList: Object.fromEntries(
    Object.entries(ARTICLE_ALLOWED_TAGS).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  stripIgnoreTag: true,
  stripIgnoreTagBody: [...ARTICLE_DROPPED_WITH_CONTENT],
  allowCommentTag: false,
  onTagAttr(_tag, name, value) {
    if (name === "href" || name === "src") {
      const url = checkedUrl(value);
      return url === null ? "" : `${name}="${escapeAttribute(url)}"`;
    }
    if (name === "width" || name === "height") {
      return DIMENSION.test(value.trim()) ? `${name}="${value.trim()}"` : "";
    }
    return undefined;
  },
});

/**
 * Every link gets rel (and target for external ones) after filtering, from its checked href.
 * Safe on the filter's output: there every `<` of text is escaped and attribute values carry no
 * raw `>` or `"`, so this pattern only meets real start tags of links.
 */
function markLinks(html: string): string {
  return html.replace(/<a\b([^>]*)>/g, (_, attributes: string) => {
    const href = /\shref="([^"]*)"/.exec(attributes)?.[1] ?? "";
    const target = isExternalHref(href) ? ' target="_blank"' : "";
    return `<a${attributes} rel="${ARTICLE_LINK_REL}"${target}>`;
  });
}

/** What the filter leaves where a dropped element (script, svg...) opens and never closes. */
const UNCLOSED_MARK = "[removed]";

export function sanitizeArticleHtml(html: string): string {
  // A literal «[removed]» in the text is written as a reference (it reads the same), so any
  // mark in the output is the filter's own.
  const input = html.replaceAll(UNCLOSED_MARK, "&#91;removed]");
  let output = filter.process(input);
  // An unclosed <script> or <svg> swallows the rest of the document in a browser: so here.
  const cut = output.indexOf(UNCLOSED_MARK);
  if (cut !== -1) output = output.slice(0, cut);
  return markLinks(output).trim();
}

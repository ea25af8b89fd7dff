/**
 * What article HTML may contain: one allowlist for the server's sanitiser (on save) and the
 * browser's (before rendering), so the two layers cannot drift apart.
 */
export const ARTICLE_ALLOWED_TAGS: Record<string, readonly string[]> = {
  p: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  h2: [],
  h3: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  a: ["href", "title"],
  hr: [],
};

/** Elements whose content is code or chrome, not text: dropped together with their children. */
export const ARTICLE_DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "template",
  "svg",
  "math",
  "textarea",
  "select",
  "button",
  "form",
  "head",
  "title",
]);

const SAFE_URL_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * Normalises a URL the way the browser's URL parser would read it (outer spaces and control
 * characters trimmed, tabs and newlines removed anywhere, so "java\tscript:" cannot hide a
 * scheme) and returns it only when it is relative or uses an allowed scheme.
 */
export function safeUrl(raw: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const url = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  if (url === "") return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return url;
  return SAFE_URL_SCHEMES.has(scheme) ? url : null;
}

/** Every link of an article: no access to our window from the page it opens, no referrer. */
export const ARTICLE_LINK_REL = "noopener noreferrer";

/**
 * A link that leaves the site (absolute http(s) or protocol-relative) opens in a new tab; our
 * own paths, mailto: and tel: do not. Decided by the address alone, the same way on the server
 * and in the browser, so both sanitisers write the same attributes.
 */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

import { FilterXSS } from "xss";

/**
 * Article bodies are HTML written by executors. They are cleaned on every write with an
 * allowlist (text structure, links, images, tables) and rendered as-is afterwards; the web
 * cleans again before rendering (defence in depth, web/lib/safe-html.ts).
 */
const filter = new FilterXSS({
  whiteList: {
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
    h4: [],
    ul: [],
    ol: [],
    li: [],
    blockquote: [],
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: [],
    td: [],
    hr: [],
    code: [],
    pre: [],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript"],
  onTagAttr(tag, name, value) {
    if ((tag === "a" && name === "href") || (tag === "img" && name === "src")) {
      const url = value.trim().toLowerCase();
      const safe = /^(https?:|mailto:|tel:|\/(?!\/)|#)/.test(url);
      return safe ? `${name}="${value.replace(/"/g, "&quot;")}"` : "";
    }
    return undefined;
  },
});

export function sanitizeArticleHtml(html: string): string {
  return filter.process(html).trim();
}

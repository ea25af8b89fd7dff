import { FilterXSS } from "xss";
import {
  ARTICLE_ALLOWED_TAGS,
  ARTICLE_DROPPED_WITH_CONTENT,
  safeUrl,
} from "../../../domain/articles/article-html.ts";

/**
 * Article bodies are HTML written by executors. They are cleaned on every write with the shared
 * allowlist (domain/article-html.ts) and cleaned again in the browser before rendering.
 */
const filter = new FilterXSS({
  whiteList: Object.fromEntries(
    Object.entries(ARTICLE_ALLOWED_TAGS).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  stripIgnoreTag: true,
  stripIgnoreTagBody: [...ARTICLE_DROPPED_WITH_CONTENT],
  onTagAttr(_tag, name, value) {
    if (name !== "href" && name !== "src") return undefined;
    const url = safeUrl(value);
    return url === null ? "" : `${name}="${url.replace(/"/g, "&quot;")}"`;
  },
});

export function sanitizeArticleHtml(html: string): string {
  return filter.process(html).trim();
}

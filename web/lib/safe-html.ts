/**
 * Second line of defence for HTML written by executors (articles). The server already cleans it
 * on save; we clean again before rendering so that a bypass there, or old rows written before
 * the server filter existed, still cannot run script in a visitor's browser.
 */
import {
  ARTICLE_ALLOWED_TAGS,
  ARTICLE_DROPPED_WITH_CONTENT,
  ARTICLE_LINK_REL,
  isExternalHref,
  safeUrl,
} from "../../domain/articles/article-html.ts";

const DIMENSION = /^\d{1,4}%?$/;

function copyAttributes(from: Element, to: Element, tag: string) {
  for (const name of ARTICLE_ALLOWED_TAGS[tag] ?? []) {
    const value = from.getAttribute(name);
    if (value === null) continue;
    if (name === "href" || name === "src") {
      const url = safeUrl(value);
      if (url !== null) to.setAttribute(name, url);
    } else if (name === "width" || name === "height") {
      if (DIMENSION.test(value.trim())) to.setAttribute(name, value.trim());
    } else {
      to.setAttribute(name, value);
    }
  }
  // The same rule as the server's sanitiser, so both layers write the same link.
  if (tag === "a") {
    to.setAttribute("rel", ARTICLE_LINK_REL);
    if (isExternalHref(to.getAttribute("href") ?? "")) to.setAttribute("target", "_blank");
  }
  if (tag === "img") to.setAttribute("loading", "lazy");
}

function copyChildren(from: Node, to: Node, doc: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ""));
      continue;
    }
    // Comments and processing instructions carry nothing a reader needs.
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName;
    if (ARTICLE_DROPPED_WITH_CONTENT.has(tag)) continue;
    if (Object.hasOwn(ARTICLE_ALLOWED_TAGS, tag)) {
      const copy = doc.createElement(tag);
      copyAttributes(element, copy, tag);
      copyChildren(element, copy, doc);
      to.appendChild(copy);
    } else {
      // Unknown wrappers (div, span, font...) lose their markup but keep their text.
      copyChildren(element, to, doc);
    }
  }
}

/**
 * Where there is no DOM (the server rendering a page), the server's own sanitiser of the same
 * allowlist; web/entry-server.tsx sets it, so the browser's bundle never carries it.
 */
let sanitizeWithoutDom: ((html: string) => string) | null = null;
export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  sanitizeWithoutDom = sanitize;
}

/** Returns the HTML rebuilt from allowed tags and attributes only. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === "undefined") {
    if (!sanitizeWithoutDom) throw new Error("sanitizeHtml needs a DOM or setSanitizerWithoutDom");
    return sanitizeWithoutDom(html);
  }
  const source = new DOMParser().parseFromString(html, "text/html");
  // An inert document: nothing built here loads images or runs handlers while we work.
  const doc = document.implementation.createHTMLDocument("");
  const root = doc.createElement("div");
  copyChildren(source.body, root, doc);
  return root.innerHTML;
}

import { DOMParser, type Document, type Element, XMLSerializer } from "@xmldom/xmldom";

/**
 * The firm's logo as SVG, rebuilt from what a picture needs and nothing else (issue 44 §1). An SVG
 * is a document: it can carry `<script>`, event attributes, `<foreignObject>` with HTML, links
 * and styles that load from elsewhere. The logo is shown by `<img>` (where none of that runs) and
 * sent with a sandboxing CSP, but it is also opened directly and may be embedded by others: so the
 * stored file keeps only the drawing elements and presentation attributes below (a whitelist: what
 * a new version of SVG adds is dropped until it is listed), references only within the file
 * (`#id`), no entities and no processing instructions. A file that does not parse as an `<svg>`
 * document is refused rather than repaired. DOMPurify would need a DOM on the server; the
 * whitelist over xmldom is about as long as its configuration.
 */

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";

const ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "title",
  "desc",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
]);

const ATTRIBUTES = new Set([
  "id",
  "viewBox",
  "preserveAspectRatio",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "d",
  "points",
  "pathLength",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "clip-path",
  "clipPathUnits",
  "mask",
  "maskUnits",
  "maskContentUnits",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "display",
  "visibility",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
  "dx",
  "dy",
]);

/** `url(#id)` only: a paint or clip taken from this file, never fetched. */
const URL_REFERENCE = /url\(/i;
const LOCAL_URL_ONLY = /^\s*url\(\s*['"]?#[\w.-]+['"]?\s*\)\s*(?:[\w#(),.\s%-]*)$/i;

export class UnsafeSvg extends Error {}

function cleanElement(element: Element, output: Document): Element | null {
  const tag = element.localName ?? "";
  if (element.namespaceURI !== SVG_NS || !ELEMENTS.has(tag)) return null;
  const clean = output.createElementNS(SVG_NS, tag);
  for (const attribute of Array.from(element.attributes)) {
    const name = attribute.localName ?? "";
    const value = attribute.value;
    const isHref =
      name === "href" && (attribute.namespaceURI === XLINK_NS || attribute.namespaceURI === null);
    if (isHref) {
      // `<use href="#mark">` is how a logo repeats a shape; any other address is dropped.
      if (tag === "use" && /^#[\w.-]+$/.test(value)) clean.setAttribute("href", value);
      continue;
    }
    if (attribute.namespaceURI !== null || !ATTRIBUTES.has(name)) continue;
    if (URL_REFERENCE.test(value) && !LOCAL_URL_ONLY.test(value)) continue;
    clean.setAttribute(name, value);
  }
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === child.ELEMENT_NODE) {
      const kept = cleanElement(child as Element, output);
      if (kept) clean.appendChild(kept);
    } else if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) {
      // Text is drawn only by text elements and read by title/desc; whitespace elsewhere goes.
      if (["text", "tspan", "title", "desc"].includes(tag)) {
        clean.appendChild(output.createTextNode(child.nodeValue ?? ""));
      }
    }
  }
  return clean;
}

/**
 * The cleaned SVG document's text, or UnsafeSvg when the bytes are not one SVG document (not
 * UTF-8 XML, a DOCTYPE with its entities, or a root other than `<svg>`).
 */
export function cleanSvg(bytes: Buffer): string {
  let root: Element | null;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    // Entities are how an XML file grows a billion times or reads a local file: none in a logo.
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new UnsafeSvg("doctype");
    const parsed = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") throw new UnsafeSvg(message);
      },
    }).parseFromString(text, "image/svg+xml");
    root = parsed.documentElement;
  } catch (error) {
    // A ParseError, a TypeError of bytes that are not UTF-8: the file is not one SVG document.
    throw error instanceof UnsafeSvg ? error : new UnsafeSvg(String(error));
  }
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== "svg") {
    throw new UnsafeSvg("not an svg document");
  }
  const output = new DOMParser().parseFromString(`<svg xmlns="${SVG_NS}"/>`, "image/svg+xml");
  const clean = cleanElement(root, output);
  if (!clean?.hasChildNodes()) throw new UnsafeSvg("nothing to draw");
  const placeholder = output.documentElement;
  if (placeholder) output.replaceChild(clean, placeholder);
  return new XMLSerializer().serializeToString(output);
}

/** The SVG's own size from its viewBox (or width/height), for the manifest's icon sizes. */
export function svgAspect(svg: string): { width: number; height: number } | null {
  const box = /viewBox\s*=\s*"\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (!box) return null;
  const width = Number(box[1]);
  const height = Number(box[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

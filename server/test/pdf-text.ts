import { inflateSync } from "node:zlib";

/**
 * The text of a PDF as pdfkit writes it, for tests: with an embedded font a line is a string of
 * glyph ids (`[<0012002a…> 0] TJ`), not of letters, so the letters come back through each font's
 * ToUnicode map. Enough for our own PDFs (one line per BT…ET block, Identity-H fonts, Flate
 * streams); not a general PDF reader.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

/** Every `N 0 obj` with its dictionary and its (inflated) stream, by object number. */
export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\n/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const from = match.index + match[0].length;
    const streamAt = text.indexOf("\nstream\n", from);
    const endAt = text.indexOf("\nendobj", from);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(Number(match[1]), { dict: text.slice(from, endAt), stream: null });
      continue;
    }
    const dict = text.slice(from, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataAt = streamAt + "\nstream\n".length;
    const raw = pdf.subarray(dataAt, dataAt + length);
    const stream = dict.includes("/FlateDecode") ? inflateSync(raw) : Buffer.from(raw);
    objects.set(Number(match[1]), { dict, stream });
    // Skip the binary data: it may hold bytes that look like `1 0 obj`.
    start.lastIndex = dataAt + length;
  }
  return objects;
}

/** `<0066 0066>`: pdfkit spaces the units of a ligature's text («ff»). */
const utf16 = (hex: string) =>
  String.fromCharCode(
    ...(hex.replace(/\s/g, "").match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)),
  );

/** A ToUnicode CMap: glyph code → text (bfchar and both forms of bfrange). */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of (block[1] ?? "").matchAll(/<(\w+)>\s*<([\w\s]+)>/g)) {
      map.set(Number.parseInt(code ?? "", 16), utf16(unicode ?? ""));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (block[1] ?? "").matchAll(/<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<[\w\s]+>)/g);
    for (const [, low, high, target] of ranges) {
      const first = Number.parseInt(low ?? "", 16);
      const last = Number.parseInt(high ?? "", 16);
      const targets = [...(target ?? "").matchAll(/<([\w\s]+)>/g)].map((t) => t[1] ?? "");
      for (let code = first; code <= last; code += 1) {
        const offset = code - first;
        if (target?.startsWith("[")) {
          const unicode = targets[offset];
          if (unicode !== undefined) map.set(code, utf16(unicode));
        } else {
          const base = Number.parseInt(targets[0] ?? "0", 16);
          map.set(code, String.fromCharCode(base + offset));
        }
      }
    }
  }
  return map;
}

/** The document's lines in order: one per BT…ET block, decoded with the font in use. */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  // pdfkit names fonts /F1, /F2… once for the whole document.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      const cmap = toUnicode && objects.get(Number(toUnicode))?.stream;
      if (name && cmap) fonts.set(name, parseCMap(cmap.toString("latin1")));
    }
  }
  const contents = new Set<number>();
  for (const { dict } of objects.values()) {
    for (const [, ref] of dict.matchAll(/\/Contents (\d+) 0 R/g)) contents.add(Number(ref));
  }
  const lines: string[] = [];
  // Pages are written in order, each with its content stream.
  for (const [id, { stream }] of objects) {
    if (!stream || !contents.has(id)) continue;
    let font = new Map<number, string>();
    let line = "";
    const content = stream.toString("latin1");
    const ops = /\/(F\d+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\bET\b/g;
    for (const [op, fontName, shown, array] of content.matchAll(ops)) {
      if (fontName) font = fonts.get(fontName) ?? new Map();
      else if (op === "ET") {
        lines.push(line);
        line = "";
      } else {
        const hex =
          shown ?? [...(array ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("");
        for (const code of hex.match(/.{4}/g) ?? []) {
          line += font.get(Number.parseInt(code, 16)) ?? "\uFFFD";
        }
      }
    }
  }
  return lines.join("\n");
}

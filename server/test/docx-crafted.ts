import zlib from "node:zlib";
import PizZip from "pizzip";
import { docxBytes } from "./docx-bytes.ts";

/**
 * Zips built by hand, as an attacker builds them: parts whose directory declares a size other
 * than what they unpack to, names that climb out of the folder (`../x`). Each part is deflated
 * here (or streamed, for hundreds of megabytes) and the zip written byte by byte.
 */
export interface CraftedPart {
  name: string;
  /** The raw deflate stream. */
  packed: Uint8Array;
  crc: number;
  /** What the part really unpacks to. */
  size: number;
  /** What the zip says it unpacks to (the real size by default). */
  declared?: number;
}

export function deflatedPart(name: string, content: string | Uint8Array): CraftedPart {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  return { name, packed: zlib.deflateRawSync(bytes), crc: zlib.crc32(bytes), size: bytes.length };
}

/** `chunk` repeated `times` times, deflated as a stream: a 300 MB part costs 0.3 MB of memory. */
export async function repeatedPart(
  name: string,
  chunk: string,
  times: number,
): Promise<CraftedPart> {
  const bytes = Buffer.from(chunk);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (data: Buffer) => out.push(data));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  let crc = 0;
  for (let index = 0; index < times; index++) {
    crc = zlib.crc32(bytes, crc);
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return { name, packed: Buffer.concat(out), crc, size: bytes.length * times };
}

/** The parts of the smallest DOCX (docx-bytes.ts) with `lines` as its paragraphs. */
export function plainDocxParts(lines: readonly string[] = ["Договор"]): CraftedPart[] {
  const zip = new PizZip(docxBytes(lines));
  return Object.keys(zip.files).map((name) =>
    deflatedPart(name, zip.file(name)?.asUint8Array() ?? new Uint8Array()),
  );
}

/** The zip of `parts`, in order, each declaring `declared ?? size` in both of its headers. */
export function zipOf(parts: readonly CraftedPart[]): Buffer<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    // version needed, flags (UTF-8 names), method 8, time, date (1 Jan 1980), crc, sizes, name length
    for (const [header, at] of [
      [local, 4],
      [central, 6],
    ] as const) {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x0800, at + 2);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt16LE(0x21, at + 8);
      header.writeUInt32LE(part.crc >>> 0, at + 10);
      header.writeUInt32LE(part.packed.length, at + 14);
      header.writeUInt32LE(part.declared ?? part.size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    }
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(part.packed));
    centrals.push(central, name);
    offset += local.length + name.length + part.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export { documentXmlOf } from "./docx-bytes.ts";

/** A DOCX whose word/document.xml is `xml` and whose other parts are the plain ones. */
export function docxWithDocument(xml: string | CraftedPart): Buffer<ArrayBuffer> {
  const document = typeof xml === "string" ? deflatedPart("word/document.xml", xml) : xml;
  return zipOf([...plainDocxParts().filter((part) => part.name !== document.name), document]);
}

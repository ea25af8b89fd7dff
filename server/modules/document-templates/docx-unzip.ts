import { Inflate } from "fflate";
import {
  DOCUMENT_TEMPLATE_TEXTS as T,
  TEMPLATE_LIMITS,
} from "../../../domain/document-templates/document-templates.ts";
import { isSafePartName, isXmlPart } from "../../../domain/document-templates/docx-parts.ts";
import { AppError, badRequest } from "../../errors.ts";

/**
 * A DOCX unpacked with hard caps on the bytes it actually inflates to. The zip's directory is read
 * for names and where each part's packed bytes lie, never for how large a part says it is: a
 * part is inflated a little at a time and stopped the moment it, or the whole, passes its cap
 * (TEMPLATE_LIMITS). Only what was counted here is ever handed to the template engine.
 */
type DocxParts = Map<string, Uint8Array>;

export type UnzipLimits = Record<
  "unpackedBytes" | "partBytes" | "xmlPartBytes" | "packRatio" | "packRatioFreeBytes" | "parts",
  number
>;

/**
 * Packed bytes inflated at a time: deflate unpacks at most ~1,032 bytes per packed byte, so a cap
 * is overshot by at most about 1 MB before it is checked.
 */
const FEED_BYTES = 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

const notDocx = () => badRequest(T.notDocx);
const tooLarge = (detail: string) => new AppError(413, detail);

/** The end-of-central-directory record: it sits in the last 64 KB + 22 bytes of the file. */
function endOfDirectory(view: DataView): number {
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 65_557); at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw notDocx();
}

interface Entry {
  name: string;
  method: number;
  /** Where the packed bytes start and end (after the local header). */
  from: number;
  to: number;
}

/** The directory's entries; what is out of the file's bounds, encrypted or ZIP64 is no DOCX. */
function* entriesOf(bytes: Uint8Array, limits: UnzipLimits): Generator<Entry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  // 0xffff / 0xffffffff mark ZIP64, which a file of a few megabytes never needs.
  if (count === 0xffff || at === 0xffffffff) throw notDocx();
  if (count > limits.parts) throw tooLarge(T.tooManyParts);
  const names = new TextDecoder();
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw notDocx();
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (flags & 1 || (method !== STORED && method !== DEFLATED)) throw notDocx();
    if (local + 30 > end || view.getUint32(local, true) !== LOCAL) throw notDocx();
    const from = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (from + packed > end) throw notDocx();
    yield { name, method, from, to: from + packed };
  }
}

/**
 * Every part of `bytes` by name, inflated under the caps; a part with an unsafe name (`../x`) is
 * counted and dropped. Throws a 413 with a Russian detail at the first cap passed, 400 when the
 * file is no zip.
 */
export function unzipDocx(bytes: Uint8Array, limits: UnzipLimits = TEMPLATE_LIMITS): DocxParts {
  const parts: DocxParts = new Map();
  let total = 0;
  for (const entry of entriesOf(bytes, limits)) {
    const cap = isXmlPart(entry.name) ? limits.xmlPartBytes : limits.partBytes;
    const chunks: Uint8Array[] = [];
    let size = 0;
    let fed = 0;
    const take = (chunk: Uint8Array) => {
      size += chunk.length;
      total += chunk.length;
      if (size > cap) throw tooLarge(isXmlPart(entry.name) ? T.xmlPartTooLarge : T.partTooLarge);
      if (total > limits.unpackedBytes) throw tooLarge(T.unpackedTooLarge);
      if (size > limits.packRatioFreeBytes && size > fed * limits.packRatio) {
        throw tooLarge(T.packedTooTightly);
      }
      chunks.push(chunk);
    };
    if (entry.method === STORED) {
      fed = entry.to - entry.from;
      take(bytes.slice(entry.from, entry.to));
    } else {
      const inflate = new Inflate((chunk) => take(chunk));
      try {
        for (let from = entry.from; from < entry.to; from += FEED_BYTES) {
          const to = Math.min(from + FEED_BYTES, entry.to);
          fed = to - entry.from;
          inflate.push(bytes.subarray(from, to), to === entry.to);
        }
        if (entry.to === entry.from) inflate.push(new Uint8Array(0), true);
      } catch (error) {
        // fflate's own errors (a broken stream) say the file is damaged; a cap says which.
        throw error instanceof AppError ? error : notDocx();
      }
    }
    if (isSafePartName(entry.name)) parts.set(entry.name, concat(chunks, size));
  }
  return parts;
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
}

import { crc32, inflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

/**
 * The entries of a zip, read as an unzip tool reads them: from the central directory at the end
 * (a streamed zip's local headers carry no sizes), each checked against its CRC-32. No zip64:
 * test archives are small.
 */
export function zipEntries(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1) throw new Error("not a zip: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header at ${at}`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const rawName = zip.subarray(at + 46, at + 46 + nameLength);
    // Bit 11: the name is UTF-8 (otherwise CP437, which our names never need).
    const name = rawName.toString(flags & 0x800 ? "utf8" : "latin1");

    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const stored = zip.subarray(dataAt, dataAt + compressedSize);
    const bytes = method === 8 ? inflateRawSync(stored) : Buffer.from(stored);
    if (crc32(bytes) !== crc) throw new Error(`CRC mismatch in ${name}`);
    entries.push({ name, bytes });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

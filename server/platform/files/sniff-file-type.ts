import {
  ATTACHMENT_EXTENSIONS,
  type AttachmentExtension,
  extensionOf,
  FILE_TEXTS,
} from "../../../domain/chat/files.ts";

/** How many first bytes of an upload are enough to recognise every accepted type. */
export const SNIFF_BYTES = 16 * 1024;

const startsWith = (head: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => head[i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii("%PDF-");
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
/** OLE2 compound file: legacy .doc and .xls. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function containsAscii(head: Uint8Array, text: string): boolean {
  return Buffer.from(head.buffer, head.byteOffset, head.byteLength).includes(text, 0, "latin1");
}

/** True when the bytes carry the signature of their extension (content, not just the name). */
function contentMatches(extension: AttachmentExtension, head: Uint8Array): boolean {
  switch (extension) {
    case "pdf":
      return startsWith(head, PDF);
    case "png":
      return startsWith(head, PNG);
    case "jpg":
    case "jpeg":
      return startsWith(head, JPEG);
    case "gif":
      return startsWith(head, GIF87) || startsWith(head, GIF89);
    case "doc":
    case "xls":
      return startsWith(head, OLE2);
    // Office Open XML is a zip whose entries' names (local headers, near the start) name the part.
    case "docx":
      return startsWith(head, ZIP) && containsAscii(head, "word/");
    case "xlsx":
      return startsWith(head, ZIP) && containsAscii(head, "xl/");
    case "txt":
      // Any encoding (UTF-8 or the Windows-1251 of older Russian files), but never binary.
      return !head.includes(0) && !isKnownBinary(head);
  }
}

function isKnownBinary(head: Uint8Array): boolean {
  return [PDF, PNG, JPEG, GIF87, GIF89, OLE2, ZIP].some((signature) => startsWith(head, signature));
}

export type AttachmentCheck =
  | { ok: true; extension: AttachmentExtension }
  | { ok: false; detail: string };

/** Checks an upload by its name (one of `allowed`) and its first bytes (`head`, up to SNIFF_BYTES). */
export function checkAttachment(
  fileName: string,
  head: Uint8Array,
  allowed: readonly AttachmentExtension[] = ATTACHMENT_EXTENSIONS,
): AttachmentCheck {
  const extension = extensionOf(fileName);
  if (!(allowed as readonly string[]).includes(extension)) {
    return { ok: false, detail: FILE_TEXTS.notAllowed(fileName, allowed) };
  }
  if (head.length === 0) return { ok: false, detail: FILE_TEXTS.empty(fileName) };
  const known = extension as AttachmentExtension;
  return contentMatches(known, head)
    ? { ok: true, extension: known }
    : { ok: false, detail: FILE_TEXTS.disguised(fileName) };
}

/** The Content-Type we serve for each accepted extension (never the browser's claim). */
export const MIME_TYPES: Record<AttachmentExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  txt: "text/plain; charset=utf-8",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

import type { FastifyReply } from "fastify";
import { isViewableFileType } from "../../../domain/chat/files.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { FileRow } from "./serialize.ts";

/** What a download needs of a stored file (a chat file, a corporate document...). */
export type StoredFileRef = Pick<FileRow, "fileName" | "fileType" | "sizeBytes" | "storageKey">;

/** Streams a stored file with a safe name; `inline` only for types that cannot run code. */
export function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFileRef,
  inline: boolean,
) {
  const kind = inline && isViewableFileType(file.fileType) ? "inline" : "attachment";
  return reply
    .header("content-type", file.fileType)
    .header("content-length", String(file.sizeBytes))
    .header("content-disposition", contentDisposition(kind, file.fileName))
    .header("cache-control", "private, no-store")
    .header("content-security-policy", "default-src 'none'; img-src 'self'; sandbox")
    .send(storage.open(file.storageKey));
}

/** The spec's compatibility form: the whole file as base64 in JSON (files are at most 10 MB). */
export async function fileAsBase64(storage: FileStorage, file: StoredFileRef & { id: string }) {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.open(file.storageKey)) chunks.push(chunk as Buffer);
  return {
    id: file.id,
    file_name: file.fileName,
    file_type: file.fileType,
    file_data: Buffer.concat(chunks).toString("base64"),
  };
}

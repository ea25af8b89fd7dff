import type { PassThrough, Readable } from "node:stream";
import { ZipFile } from "yazl";
import { uniqueArchiveName } from "../../../domain/chat/file-names.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { TranscriptFile } from "./transcript-source.ts";

/**
 * «Скачать всё»: the transcript PDF first, then every file of the chat as it was sent. yazl
 * writes one entry at a time and asks for an entry's stream only when it gets to it, so one
 * stored file is open at a time (one S3 GET, one disk handle) and the zip flows out as the bytes
 * arrive; nothing is held whole. Entries are stored, not deflated: PDFs, office files and images
 * are compressed already: deflating them would spend CPU to save a few percent.
 */
export function transcriptZip(
  storage: FileStorage,
  pdf: { name: string; open: () => Readable; createdAt: Date },
  files: readonly TranscriptFile[],
): Readable {
  const zip = new ZipFile();
  // Typed as a bare NodeJS stream; yazl makes it a PassThrough.
  const output = zip.outputStream as PassThrough;
  let current: Readable | undefined;
  const fail = (error: Error) => output.destroy(error);

  const add = (name: string, mtime: Date, open: () => Readable, size?: number) => {
    // A stored file's known size makes yazl check it: a short read fails instead of passing.
    zip.addReadStreamLazy(
      name,
      { compress: false, mtime, ...(size === undefined ? {} : { size }) },
      (ready) => {
        current = open();
        // yazl pipes the entry but leaves its errors to us: a file missing from storage ends the
        // download (truncated, so the browser reports a failure) instead of hanging it.
        current.once("error", fail);
        ready(null, current);
      },
    );
  };

  const used = new Set<string>();
  add(uniqueArchiveName(pdf.name, used), pdf.createdAt, pdf.open);
  for (const file of files) {
    add(
      uniqueArchiveName(file.fileName, used),
      file.createdAt,
      () => storage.open(file.storageKey),
      file.sizeBytes,
    );
  }
  zip.once("error", fail);
  zip.end();

  // A client that hangs up: stop reading the entry in progress (its S3 body, its file handle).
  output.once("close", () => {
    if (current && !current.destroyed) current.destroy();
  });
  return output;
}

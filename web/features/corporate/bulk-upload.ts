/**
 * Bulk upload of organisation documents (spec 2 §5): checked before anything is sent, then sent
 * one file at a time, 100 ms apart, with the overall progress by bytes and a way to stop.
 */
import type { AttachmentExtension } from "../../../domain/chat/files.ts";
import { extensionOf, FILE_TEXTS } from "../../../domain/chat/files.ts";
import {
  BULK_UPLOAD_PAUSE_MS,
  CORPORATE_TEXTS,
  MAX_BULK_FILES,
  MAX_DOCUMENT_BYTES,
} from "../../../domain/corporate/corporate.ts";
import { errorText } from "../../api/client.ts";
import type { UploadOptions } from "../../api/upload.ts";

/**
 * The picked files that can go, and why the others cannot: more than 100 refuses the whole pick;
 * files over 10 MB, empty files and types the server refuses anyway are left out and named.
 */
export function checkPickedDocuments(
  picked: readonly File[],
  allowed: readonly AttachmentExtension[],
): { accepted: File[]; errors: string[] } {
  if (picked.length > MAX_BULK_FILES)
    return { accepted: [], errors: [CORPORATE_TEXTS.bulkTooMany] };
  const errors: string[] = [];
  const tooLarge = picked.filter((file) => file.size > MAX_DOCUMENT_BYTES);
  if (tooLarge.length > 0) errors.push(CORPORATE_TEXTS.tooLarge(tooLarge.map((file) => file.name)));
  const accepted: File[] = [];
  for (const file of picked) {
    if (file.size > MAX_DOCUMENT_BYTES) continue;
    if (file.size === 0) errors.push(FILE_TEXTS.empty(file.name));
    else if (!(allowed as readonly string[]).includes(extensionOf(file.name))) {
      errors.push(FILE_TEXTS.notAllowed(file.name, allowed));
    } else accepted.push(file);
  }
  return { accepted, errors };
}

export interface BulkProgress {
  /** Files uploaded so far. */
  done: number;
  total: number;
  /** Share of all the bytes sent, 0…1. */
  fraction: number;
}

export interface BulkResult {
  done: number;
  total: number;
  failures: { name: string; detail: string }[];
  cancelled: boolean;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      window.clearTimeout(timer);
      resolve();
    });
  });

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Sends `files` one after another through `send`. A refused file is noted with the server's
 * reason and the next one goes on; aborting `signal` stops after the file in flight.
 */
export async function uploadOneByOne(
  files: readonly File[],
  send: (file: File, upload: UploadOptions) => Promise<unknown>,
  { signal, onProgress }: { signal: AbortSignal; onProgress(progress: BulkProgress): void },
): Promise<BulkResult> {
  const totalBytes = Math.max(
    1,
    files.reduce((sum, file) => sum + file.size, 0),
  );
  let sentBytes = 0;
  let done = 0;
  const failures: BulkResult["failures"] = [];
  const report = (current = 0) =>
    onProgress({ done, total: files.length, fraction: (sentBytes + current) / totalBytes });
  report();
  for (const [index, file] of files.entries()) {
    if (signal.aborted) break;
    if (index > 0) await pause(BULK_UPLOAD_PAUSE_MS, signal);
    if (signal.aborted) break;
    try {
      await send(file, { signal, onProgress: (share) => report(share * file.size) });
      done += 1;
    } catch (error) {
      if (isAbort(error)) break;
      failures.push({ name: file.name, detail: errorText(error, CORPORATE_TEXTS.uploadFailed) });
    }
    sentBytes += file.size;
    report();
  }
  return { done, total: files.length, failures, cancelled: signal.aborted };
}

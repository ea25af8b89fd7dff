/**
 * Bulk upload of organisation documents (spec 2 §5): checked before anything is sent
 * (domain/corporate/document-checks.ts), then sent one file at a time, 100 ms apart, with the overall progress by bytes and a way to stop.
 */
import { BULK_UPLOAD_PAUSE_MS, CORPORATE_TEXTS } from "../../../domain/corporate/corporate.ts";
import { errorText } from "../../api/client.ts";
import type { UploadOptions } from "../../api/upload.ts";

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

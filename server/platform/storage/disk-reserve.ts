import { UPLOAD_LIMIT_TEXTS } from "../../../domain/chat/upload-limits.ts";
import { AppError } from "../../errors.ts";
import type { FileStorage } from "./file-storage.ts";

/** 507: the store has no room left (every upload answers it the same way). */
export const diskFull = () => new AppError(507, UPLOAD_LIMIT_TEXTS.diskFull);

/** Asked before an upload's first byte: the store keeps its reserve free, or the upload is refused. */
export async function ensureDiskReserve(storage: FileStorage, minFreeBytes: number): Promise<void> {
  const free = await storage.freeBytes();
  if (free !== null && free < minFreeBytes) throw diskFull();
}

/** A write that failed because the disk filled up while it ran. */
export const isDiskFullError = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === "ENOSPC";

/** 503: the store failed (S3 answering errors or unreachable, a disk failing); nothing was kept. */
export const storeUnavailable = () => new AppError(503, UPLOAD_LIMIT_TEXTS.storeUnavailable);

const FAILING_STORE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EIO",
  "EROFS",
  "EACCES",
]);

/**
 * A write that failed because of the store itself: an S3 service error (the SDK's errors carry
 * `$metadata`), the store unreachable, or a disk that cannot be written.
 */
export function isStoreFailure(error: unknown): boolean {
  if (error === null || typeof error !== "object") return false;
  if ("$metadata" in error) return true;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && FAILING_STORE_CODES.has(code);
}

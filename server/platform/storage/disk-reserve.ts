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

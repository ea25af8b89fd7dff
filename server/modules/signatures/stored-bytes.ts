import { createHash } from "node:crypto";
import {
  diskFull,
  isDiskFullError,
  isStoreFailure,
  storeUnavailable,
} from "../../platform/storage/disk-reserve.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";

/**
 * The SHA-256 of a stored object, read as a stream (a chat file is up to 10 MB; nothing is held
 * whole), or null when its bytes are gone from storage.
 */
export async function sha256OfStored(storage: FileStorage, key: string): Promise<string | null> {
  const hash = createHash("sha256");
  try {
    for await (const chunk of storage.open(key)) hash.update(chunk as Buffer);
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") return null;
    throw error;
  }
  return hash.digest("hex");
}

export const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * A write to storage whose failure the caller can read: a full disk is 507, a store that cannot
 * be reached 503 (as chat uploads answer), lost source bytes `missing`.
 */
export function storedOrExplained<T>(write: Promise<T>, missing: () => Error): Promise<T> {
  return write.catch((error: unknown) => {
    if (isDiskFullError(error)) throw diskFull();
    if (isStoreFailure(error)) throw storeUnavailable();
    if ((error as { code?: unknown }).code === "ENOENT") throw missing();
    throw error;
  });
}

import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat, statfs } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** What storing an upload learned about it on the way through. */
export interface StoredFile {
  key: string;
  sizeBytes: number;
  /** The first `headBytes` bytes, for content sniffing. */
  head: Buffer;
}

/** Thrown by save() when more than its `maxBytes` arrive; nothing of that file is kept. */
export class StorageLimitExceeded extends Error {
  constructor() {
    super("upload exceeds its byte budget");
    this.name = "StorageLimitExceeded";
  }
}

/**
 * Where uploaded bytes live. Disk by default (DATA_DIR/files); several instances need a shared
 * volume or an S3-compatible implementation of this same interface. Bytes never go into the
 * database (PGlite's protocol breaks near 16 MB messages).
 */
export interface FileStorage {
  /**
   * Streams `source` to a new key without buffering it whole. With `maxBytes`, more than that
   * stops the write with StorageLimitExceeded as soon as it arrives, and nothing is kept.
   */
  save(source: Readable, options: { headBytes: number; maxBytes?: number }): Promise<StoredFile>;
  open(key: string): Readable;
  /** Missing keys are fine: removal is idempotent (cleanup may run twice). */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Bytes still free where files are written, or null where that is not ours to know (S3). */
  freeBytes(): Promise<number | null>;
}

/** Keeps the first bytes and counts the rest as they stream past. */
class HeadCapture extends Transform {
  size = 0;
  private readonly chunks: Buffer[] = [];
  private captured = 0;

  constructor(
    private readonly headBytes: number,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new StorageLimitExceeded());
      return;
    }
    if (this.captured < this.headBytes) {
      const part = chunk.subarray(0, this.headBytes - this.captured);
      this.chunks.push(Buffer.from(part));
      this.captured += part.length;
    }
    this.push(chunk);
    done();
  }

  get head(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

export function createDiskStorage(rootDir: string): FileStorage {
  // Keys are generated here (a date folder and a UUID), never taken from a user's file name.
  const fullPath = (key: string) => {
    if (!/^\d{4}-\d{2}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(rootDir, key);
  };

  return {
    async save(source, { headBytes, maxBytes }) {
      const folder = new Date().toISOString().slice(0, 7);
      const key = `${folder}/${randomUUID()}`;
      await mkdir(path.join(rootDir, folder), { recursive: true });
      const capture = new HeadCapture(headBytes, maxBytes);
      try {
        await pipeline(source, capture, createWriteStream(fullPath(key), { flags: "wx" }));
      } catch (error) {
        await rm(fullPath(key), { force: true });
        throw error;
      }
      return { key, sizeBytes: capture.size, head: capture.head };
    },
    open: (key) => createReadStream(fullPath(key)),
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
    async exists(key) {
      return stat(fullPath(key)).then(
        () => true,
        () => false,
      );
    },
    async freeBytes() {
      await mkdir(rootDir, { recursive: true });
      const disk = await statfs(rootDir);
      // bavail: what an unprivileged writer may still use (root's reserve excluded).
      return disk.bavail * disk.bsize;
    },
  };
}

import { randomUUID } from "node:crypto";
import { type Readable, Transform } from "node:stream";

/** What storing an upload learned about it on the way through. */
export interface StoredFile {
  key: string;
  sizeBytes: number;
  /** The first `headBytes` bytes, for content sniffing. */
  head: Buffer;
}

/** One stored object as a listing sees it (the orphan sweep judges it by its age). */
export interface StoredObject {
  key: string;
  /** When its bytes were last written. */
  modifiedAt: Date;
}

/** Thrown by save() when more than its `maxBytes` arrive; nothing of that file is kept. */
export class StorageLimitExceeded extends Error {
  constructor() {
    super("upload exceeds its byte budget");
    this.name = "StorageLimitExceeded";
  }
}

/**
 * Where uploaded bytes live: disk under DATA_DIR/files by default (disk-storage.ts), an
 * S3-compatible bucket when S3_* is set (s3-storage.ts). Bytes never go into the database
 * (PGlite's protocol breaks near 16 MB messages). A key is written once and named by at most one
 * row (chat_files, archive_files, corporate_documents): a copy gets its own object, and an object
 * that no row names for an hour is removed by the orphan sweep (modules/storage/orphan-sweep.ts).
 */
export interface FileStorage {
  /**
   * Streams `source` to a new key without buffering it whole. With `maxBytes`, more than that
   * stops the write with StorageLimitExceeded as soon as it arrives, and nothing is kept.
   */
  save(source: Readable, options: { headBytes: number; maxBytes?: number }): Promise<StoredFile>;
  /** Streams the object; a missing key fails the stream with an error whose code is ENOENT. */
  open(key: string): Readable;
  /** The object's size in bytes; a missing key fails with an error whose code is ENOENT. */
  sizeOf(key: string): Promise<number>;
  /**
   * Writes `source` (exactly `sizeBytes` bytes) under a key of our format chosen by the caller,
   * replacing what is there: a restore puts every file back under the key its rows name. Nothing
   * is left under the key if the write fails.
   */
  put(key: string, source: Readable, sizeBytes: number): Promise<void>;
  /** Missing keys are fine: removal is idempotent (cleanup may run twice). */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored object with its age, page by page (only keys of our own format). */
  list(): AsyncIterable<StoredObject>;
  /** Bytes still free where files are written, or null where that is not ours to know (S3). */
  freeBytes(): Promise<number | null>;
  /** Fails when the store cannot be reached or written to (GET /api/ready). */
  ping(): Promise<void>;
}

/**
 * One key format for every adapter: a month folder and a UUID, made here and never taken from a
 * user's file name, so a key is safe as a path on disk and as an object name in a bucket.
 */
const KEY_FORMAT = /^\d{4}-\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newStorageKey = (now = new Date()) =>
  `${now.toISOString().slice(0, 7)}/${randomUUID()}`;

export const isStorageKey = (key: string) => KEY_FORMAT.test(key);

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** The error a read of a missing key fails with, the same on every adapter. */
export function missingObject(key: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`No stored object ${key}`);
  error.code = "ENOENT";
  return error;
}

/** The error a put() gets when its source brings more or fewer bytes than it said. */
export function sizeDiffers(key: string, expected: number, actual: number): Error {
  return new Error(`${key}: ${actual} bytes arrived, ${expected} expected`);
}

/** Keeps the first bytes and counts the rest as they stream past. */
export class HeadCapture extends Transform {
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

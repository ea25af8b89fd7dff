import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { createDiskStorage } from "./disk-storage.ts";
import { type FileStorage, isStorageKey, StorageLimitExceeded } from "./file-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

const MB = 1024 * 1024;

interface Subject {
  storage: FileStorage;
  /** Files the adapter keeps outside the store while it works (disk: none; S3: its spool). */
  scratchFiles(): Promise<string[]>;
  /** Puts something into the store that the app did not write, under a key of another form. */
  plantForeign(key: string): Promise<void>;
  knowsFreeBytes: boolean;
  close(): Promise<void>;
}

async function diskSubject(): Promise<Subject> {
  const root = await mkdtemp(path.join(os.tmpdir(), "legal-disk-storage-"));
  return {
    storage: createDiskStorage(root),
    scratchFiles: async () => [],
    knowsFreeBytes: true,
    async plantForeign(key) {
      await mkdir(path.dirname(path.join(root, key)), { recursive: true });
      await writeFile(path.join(root, key), "not ours");
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Subject(): Promise<Subject> {
  const server: TestS3Server = await startS3Server();
  const spoolDir = await mkdtemp(path.join(os.tmpdir(), "legal-s3-spool-"));
  const storage = createS3Storage({ ...server.options, spoolDir });
  const raw = new S3Client({
    endpoint: server.options.endpoint,
    region: server.options.region,
    forcePathStyle: true,
    credentials: server.options,
  });
  return {
    storage,
    scratchFiles: () => readdir(spoolDir),
    knowsFreeBytes: false,
    async plantForeign(key) {
      await raw.send(new PutObjectCommand({ Bucket: server.options.bucket, Key: key, Body: "x" }));
    },
    async close() {
      raw.destroy();
      storage.close();
      await server.close();
      await rm(spoolDir, { recursive: true, force: true });
    },
  };
}

/** `bytes` in `chunk`-sized pieces, counting how many pieces were pulled. */
function chunked(bytes: Buffer, chunk = 64 * 1024) {
  const source = { pulled: 0, stream: Readable.from([]) };
  source.stream = Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) {
        source.pulled += 1;
        yield bytes.subarray(at, at + chunk);
      }
    })(),
    { objectMode: false },
  );
  return source;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each([
  { name: "disk", make: diskSubject },
  { name: "S3 (s3rver)", make: s3Subject },
])("FileStorage on $name", ({ make }) => {
  let subject: Subject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await make();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  it("saves, opens, lists, and removes a file (removal twice is fine)", async () => {
    const startedAt = Date.now();
    const bytes = Buffer.from("%PDF-1.4 договор\n");
    const saved = await storage.save(Readable.from([bytes]), { headBytes: 5 });
    expect(isStorageKey(saved.key)).toBe(true);
    expect(saved.key.slice(0, 7)).toBe(new Date().toISOString().slice(0, 7));
    expect(saved).toMatchObject({ sizeBytes: bytes.length, head: Buffer.from("%PDF-") });
    expect(await readAll(storage.open(saved.key))).toEqual(bytes);
    expect(await storage.exists(saved.key)).toBe(true);

    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const object of storage.list()) listed.push(object);
    const entry = listed.find((object) => object.key === saved.key);
    // Stores keep whole seconds: the age is right to the second.
    expect(entry?.modifiedAt.getTime()).toBeGreaterThanOrEqual(startedAt - 2000);
    expect(entry?.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);

    await storage.remove(saved.key);
    await storage.remove(saved.key);
    expect(await storage.exists(saved.key)).toBe(false);
    expect(await listedKeys(storage)).not.toContain(saved.key);
  });

  it("round-trips a 10 MB file byte for byte, streamed in pieces", async () => {
    const bytes = randomBytes(10 * MB);
    const source = chunked(bytes);
    const saved = await storage.save(source.stream, { headBytes: 16, maxBytes: 10 * MB });
    expect(saved.sizeBytes).toBe(10 * MB);
    expect(saved.head).toEqual(bytes.subarray(0, 16));
    expect(sha256(await readAll(storage.open(saved.key)))).toBe(sha256(bytes));
    expect(await subject.scratchFiles()).toEqual([]);
    await storage.remove(saved.key);
  });

  it("stops a write as soon as it passes maxBytes and keeps nothing of it", async () => {
    const before = await listedKeys(storage);
    const source = chunked(randomBytes(20 * MB));
    await expect(storage.save(source.stream, { headBytes: 8, maxBytes: 1 * MB })).rejects.toThrow(
      StorageLimitExceeded,
    );
    // 1 MB is 16 pieces of 64 KB: the 17th is refused, and the source is read no further than
    // the stream's own read-ahead.
    expect(source.pulled).toBeLessThan(40);
    expect(await listedKeys(storage)).toEqual(before);
    expect(await subject.scratchFiles()).toEqual([]);
  });

  it("keeps nothing when the upload breaks off midway", async () => {
    const before = await listedKeys(storage);
    const broken = Readable.from(
      (async function* () {
        yield Buffer.alloc(256 * 1024, 1);
        throw new Error("client went away");
      })(),
      { objectMode: false },
    );
    await expect(storage.save(broken, { headBytes: 8 })).rejects.toThrow("client went away");
    expect(await listedKeys(storage)).toEqual(before);
    expect(await subject.scratchFiles()).toEqual([]);
  });

  it("stores an empty file", async () => {
    const saved = await storage.save(Readable.from([]), { headBytes: 8 });
    expect(saved).toMatchObject({ sizeBytes: 0, head: Buffer.alloc(0) });
    expect(await readAll(storage.open(saved.key))).toEqual(Buffer.alloc(0));
    await storage.remove(saved.key);
  });

  it("saves twenty files at once under twenty keys", async () => {
    const files = Array.from({ length: 20 }, () => randomBytes(256 * 1024));
    const saved = await Promise.all(
      files.map((bytes) => storage.save(chunked(bytes).stream, { headBytes: 4 })),
    );
    expect(new Set(saved.map((file) => file.key)).size).toBe(20);
    for (const [index, file] of saved.entries()) {
      expect(sha256(await readAll(storage.open(file.key)))).toBe(sha256(files[index] as Buffer));
    }
    await Promise.all(saved.map((file) => storage.remove(file.key)));
  });

  it("fails the read of a missing key with ENOENT", async () => {
    const missing = "2020-01/00000000-0000-4000-8000-000000000000";
    await expect(readAll(storage.open(missing))).rejects.toMatchObject({ code: "ENOENT" });
    expect(await storage.exists(missing)).toBe(false);
  });

  it("refuses keys not of its own making, and lists only its own", async () => {
    for (const key of ["../etc/passwd", "2024-01/../../x", "2024-01/not-a-uuid", ""]) {
      expect(() => storage.open(key)).toThrow(/Invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
    }
    await subject.plantForeign("backups/db.dump");
    await subject.plantForeign("2024-01/notes.txt");
    const keys = await listedKeys(storage);
    expect(keys.every(isStorageKey)).toBe(true);
  });

  it("answers free bytes where it knows them (a disk), null where it does not (a bucket)", async () => {
    const free = await storage.freeBytes();
    if (subject.knowsFreeBytes) expect(free).toBeGreaterThan(0);
    else expect(free).toBeNull();
  });
});

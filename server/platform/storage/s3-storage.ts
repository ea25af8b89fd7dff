import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import {
  assertStorageKey,
  type FileStorage,
  HeadCapture,
  isStorageKey,
  missingObject,
  newStorageKey,
  sizeDiffers,
} from "./file-storage.ts";

export interface S3StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Where an upload waits while it is checked (the OS temp folder by default). */
  spoolDir?: string;
}

export interface S3Storage extends FileStorage {
  /** Ends the client's kept-alive connections (app shutdown). */
  close(): void;
}

/** Where a client of an S3-compatible store connects, and as whom. */
export interface S3Connection {
  endpoint: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * A client for an S3-compatible store, as every part of the app that writes to one needs it
 * (files, backups): checksums only where S3 demands them (newer SDKs add CRC trailers, aws-chunked
 * bodies, by default, which several S3-compatible stores refuse), a connection that fails fast,
 * and a socket that does not stay open for ever on a stalled store.
 */
export function s3ClientOf(options: S3Connection, timeouts: { socketTimeoutMs: number }): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: timeouts.socketTimeoutMs,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

/**
 * Objects in one bucket, under the same keys as on disk. An upload is spooled to a temporary file
 * while it streams in (the size cap and the head for sniffing are taken on the way), then sent
 * with one PUT of known length: memory stays flat however many files arrive at once, nothing
 * reaches the bucket before the cap has passed, and no half-finished multipart upload is ever left
 * in the bucket (decision 020). Reads stream the object's body as it arrives.
 */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = s3ClientOf(options, { socketTimeoutMs: 60_000 });
  const Bucket = options.bucket;
  const spoolDir = options.spoolDir ?? path.join(os.tmpdir(), "legal-upload-spool");
  let spoolReady: Promise<unknown> | undefined;

  const put = async (key: string, file: string, size: number) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: size === 0 ? Buffer.alloc(0) : createReadStream(file),
        ContentLength: size,
        ContentType: "application/octet-stream",
      }),
    );
  };

  const storage: S3Storage = {
    async save(source, { headBytes, maxBytes }) {
      spoolReady ??= mkdir(spoolDir, { recursive: true });
      await spoolReady;
      const key = newStorageKey();
      const spooled = path.join(spoolDir, randomUUID());
      const capture = new HeadCapture(headBytes, maxBytes);
      const spool = createWriteStream(spooled, { flags: "wx" });
      try {
        try {
          await pipeline(source, capture, spool);
        } catch (error) {
          // As on disk: a write refused before its file was open still opens it, then closes
          // it; removing the spool file only after that close leaves nothing behind.
          if (!spool.closed)
            await new Promise<void>((resolve) => spool.once("close", () => resolve()));
          throw error;
        }
        try {
          await put(key, spooled, capture.size);
        } catch (error) {
          // A PUT that timed out may still have landed; the sweep would get it later anyway.
          await storage.remove(key).catch(() => {});
          throw error;
        }
      } finally {
        await rm(spooled, { force: true });
      }
      return { key, sizeBytes: capture.size, head: capture.head };
    },

    open(key) {
      assertStorageKey(key);
      // Lazily: the GET is sent when the stream is first read, and destroying the stream (a
      // client that hung up) ends the body's connection through the generator's return.
      async function* body() {
        let response: GetObjectCommandOutput;
        try {
          response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        } catch (error) {
          throw isNotFound(error) ? missingObject(key) : error;
        }
        yield* response.Body as Readable;
      }
      return Readable.from(body(), { objectMode: false });
    },

    async sizeOf(key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }),
        );
        return head.ContentLength ?? 0;
      } catch (error) {
        throw isNotFound(error) ? missingObject(key) : error;
      }
    },

    async put(key, source, sizeBytes) {
      assertStorageKey(key);
      // Spooled first, as an upload is: one PUT of known length, nothing in the bucket unless
      // every byte arrived.
      spoolReady ??= mkdir(spoolDir, { recursive: true });
      await spoolReady;
      const spooled = path.join(spoolDir, randomUUID());
      const capture = new HeadCapture(0);
      try {
        await pipeline(source, capture, createWriteStream(spooled, { flags: "wx" }));
        if (capture.size !== sizeBytes) throw sizeDiffers(key, sizeBytes, capture.size);
        await put(key, spooled, capture.size);
      } finally {
        await rm(spooled, { force: true });
      }
    },

    async remove(key) {
      // DeleteObject answers success for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key) && object.LastModified) {
            yield { key: object.Key, modifiedAt: object.LastModified };
          }
        }
      }
    },

    // A bucket's room is the provider's business; the disk check does not apply (decision 016).
    freeBytes: async () => null,

    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    close: () => client.destroy(),
  };
  return storage;
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

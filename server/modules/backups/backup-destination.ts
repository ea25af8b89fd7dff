import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { BACKUP_CABINET_TEXTS } from "../../../domain/backups/backup-schedule-texts.ts";
import type { BackupDestinationConfig } from "../../config.ts";
import { AppError } from "../../errors.ts";
import { s3ClientOf } from "../../platform/storage/s3-storage.ts";

/** S3's limit for one PUT; a larger archive would need a multipart upload (decision 063). */
export const S3_SINGLE_PUT_MAX_BYTES = 5 * 1024 ** 3;

/** An archive's name: «backup-20261126-030000-42.tar» and the like; nothing that leaves a folder. */
const NAME = /^backup-[A-Za-z0-9._-]+$/;

function assertName(name: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid backup name: ${name}`);
  return name;
}

/**
 * Where the cabinet's backups are kept: a folder on the server (DATA_DIR/backups) or an S3 bucket
 * under a prefix. Writing streams the archive in; reading streams it out (the check after the
 * write reads it back from here, so what is checked is what is kept).
 */
export interface BackupDestination {
  kind: "folder" | "s3";
  /** Where, without credentials: the folder's path or `bucket/prefix`. */
  description: string;
  /**
   * Writes the archive `write` produces into `out` under `name`; resolves with its size. Nothing
   * is left under the name if `write` fails.
   */
  save(name: string, write: (out: Writable) => Promise<unknown>): Promise<{ sizeBytes: number }>;
  open(name: string): Readable;
  /** Removes the archive; a missing one is no error. */
  remove(name: string): Promise<void>;
  close(): void;
}

/** Runs `write` into a file, then closes it: the file is whole once this resolves. */
async function writeFile(file: string, write: (out: Writable) => Promise<unknown>) {
  const out = createWriteStream(file, { flags: "wx" });
  try {
    await write(out);
    if (!out.writableEnded) out.end();
    await finished(out);
  } catch (error) {
    out.destroy();
    if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
    await rm(file, { force: true });
    throw error;
  }
}

export function createFolderDestination(dir: string): BackupDestination {
  let ready: Promise<unknown> | undefined;
  return {
    kind: "folder",
    description: dir,
    async save(name, write) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const final = path.join(dir, assertName(name));
      // Written beside its final name and renamed when whole: a half-written archive never
      // carries a backup's name.
      const partial = `${final}.partial-${randomUUID()}`;
      await writeFile(partial, write);
      await rename(partial, final);
      return { sizeBytes: (await stat(final)).size };
    },
    open: (name) => createReadStream(path.join(dir, assertName(name))),
    remove: (name) => rm(path.join(dir, assertName(name)), { force: true }),
    close() {},
  };
}

type S3Options = Extract<BackupDestinationConfig, { kind: "s3" }> & {
  /** Where the archive waits before its PUT (DATA_DIR/backups-spool). */
  spoolDir: string;
};

/**
 * A bucket under a prefix. S3 takes no body of unknown length in one PUT, so the archive is
 * spooled to a local file as it is made, then sent in one PUT of known length (≤ 5 GB): no
 * half-finished multipart upload is ever left in the bucket, as with uploads (decision 020).
 */
export function createS3Destination(options: S3Options): BackupDestination {
  // A backup of a few GB is one PUT: the socket may stay busy a while.
  const client = s3ClientOf(options, { socketTimeoutMs: 120_000 });
  const Bucket = options.bucket;
  const keyOf = (name: string) => `${options.prefix}${assertName(name)}`;
  return {
    kind: "s3",
    description: `${Bucket}/${options.prefix}`,
    async save(name, write) {
      await mkdir(options.spoolDir, { recursive: true });
      const spooled = path.join(options.spoolDir, `${assertName(name)}-${randomUUID()}`);
      try {
        await writeFile(spooled, write);
        const { size } = await stat(spooled);
        if (size > S3_SINGLE_PUT_MAX_BYTES)
          throw new AppError(507, BACKUP_CABINET_TEXTS.tooLargeForS3);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(name),
            Body: size === 0 ? Buffer.alloc(0) : createReadStream(spooled),
            ContentLength: size,
            ContentType: "application/octet-stream",
          }),
        );
        return { sizeBytes: size };
      } finally {
        await rm(spooled, { force: true });
      }
    },
    open(name) {
      const Key = keyOf(name);
      // Lazily, as the files' adapter does: the GET is sent when the stream is first read.
      async function* body() {
        const response = await client.send(new GetObjectCommand({ Bucket, Key }));
        yield* response.Body as Readable;
      }
      return Readable.from(body(), { objectMode: false });
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    close: () => client.destroy(),
  };
}

export function destinationFromConfig(
  config: BackupDestinationConfig,
  dataDir: string,
): BackupDestination {
  if (config.kind === "folder") return createFolderDestination(config.dir);
  return createS3Destination({ ...config, spoolDir: path.join(dataDir, "backups-spool") });
}

import { createHash } from "node:crypto";
import { once } from "node:events";
import { Readable, type Writable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createGunzip, createGzip } from "node:zlib";
import { Decrypter, Encrypter } from "age-encryption";
import tar from "tar-stream";
import { BACKUP_TEXTS as T } from "../../../domain/backups/backup-texts.ts";
import { BackupRefused } from "./backup-refused.ts";

/**
 * The archive of a backup (docs/decisions/062): a tar stream, gzip-compressed, and with
 * BACKUP_PASSPHRASE encrypted with age (scrypt passphrase recipient), so `age -d` and `tar xz`
 * open it without this app. Written and read as streams: a part passes through, never whole.
 */

const AGE_MAGIC = Buffer.from("age-encryption.org/v1\n");
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export interface WrittenPart {
  bytes: number;
  sha256: string;
}

export interface ArchiveWriter {
  /** One entry from bytes in hand (a part of a table's text, the manifest). */
  addBuffer(name: string, data: Buffer): Promise<WrittenPart>;
  /** One entry streamed from `source`, which must bring exactly `size` bytes. */
  addStream(name: string, size: number, source: Readable): Promise<WrittenPart>;
  /** Ends the archive; resolves once the last byte reached `out`. */
  finish(): Promise<void>;
  /** Stops writing after a failure; `out` gets an error rather than a short archive. */
  abort(error: Error): void;
}

export async function openArchiveWriter(
  out: Writable,
  passphrase: string | undefined,
): Promise<ArchiveWriter> {
  const pack = tar.pack();
  const gzip = createGzip({ level: 6 });
  let encrypted: Readable = gzip;
  if (passphrase) {
    const encrypter = new Encrypter();
    encrypter.setPassphrase(passphrase);
    const web = await encrypter.encrypt(Readable.toWeb(gzip) as unknown as ReadableStream);
    encrypted = Readable.fromWeb(web as unknown as WebReadableStream<Uint8Array>);
  }
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    pack.destroy(error);
    gzip.destroy(error);
    encrypted.destroy(error);
  };
  pack.on("error", fail);
  gzip.on("error", fail);
  encrypted.on("error", fail);
  out.on("error", fail);
  pack.pipe(gzip);
  encrypted.pipe(out);
  const written = new Promise<void>((resolve, reject) => {
    out.once("finish", resolve);
    out.once("close", () => (failure ? reject(failure) : resolve()));
    out.once("error", reject);
  });
  written.catch(() => {});

  const addStream = async (name: string, size: number, source: Readable) => {
    const hash = createHash("sha256");
    let bytes = 0;
    let entryError: Error | null | undefined;
    const entryDone = new Promise<void>((resolve) => {
      const sink = pack.entry(
        { name, size, type: "file", mode: 0o600, mtime: new Date() },
        (error) => {
          entryError = error;
          resolve();
        },
      );
      void (async () => {
        try {
          for await (const chunk of source as AsyncIterable<Buffer>) {
            if (failure) throw failure;
            hash.update(chunk);
            bytes += chunk.length;
            if (!sink.write(chunk)) await once(sink as never, "drain");
          }
          endOf(sink);
        } catch (error) {
          sink.destroy(error as Error);
          fail(error as Error);
        }
      })();
    });
    await entryDone;
    if (failure) throw failure;
    if (entryError) throw entryError;
    return { bytes, sha256: hash.digest("hex") };
  };

  return {
    addBuffer: (name, data) => addStream(name, data.length, Readable.from([data])),
    addStream,
    async finish() {
      if (failure) throw failure;
      pack.finalize();
      await written;
      if (failure) throw failure;
    },
    abort: fail,
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  body: Readable;
}

/**
 * The entries of an archive, in order, each to be read to its end before the next: decrypts it
 * when it is an age file (with `passphrase`), unzips it and untars it on the way. Anything that
 * does not read as such throws a BackupRefused saying what.
 */
export async function* readArchive(
  source: Readable,
  passphrase: string | undefined,
): AsyncGenerator<ArchiveEntry> {
  const compressed = await decryptedIfNeeded(source, passphrase);
  const gunzip = createGunzip();
  const extract = tar.extract();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    extract.destroy(error);
  };
  compressed.on("error", fail);
  gunzip.on("error", fail);
  compressed.pipe(gunzip);
  void (async () => {
    try {
      for await (const chunk of gunzip as AsyncIterable<Buffer>) {
        if (!extract.write(chunk)) await once(extract as never, "drain");
      }
      endOf(extract);
    } catch (error) {
      fail(error as Error);
    }
  })();
  try {
    for await (const entry of extract) {
      if (entry.header.type !== "file")
        throw new BackupRefused(T.unexpectedEntry(entry.header.name));
      yield {
        name: entry.header.name,
        size: entry.header.size,
        body: Readable.from(
          refusingOnFailure(entry as AsyncIterable<Buffer>, () => failure),
          {
            objectMode: false,
          },
        ),
      };
    }
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw damaged(failure ?? error);
  } finally {
    source.destroy();
    gunzip.destroy();
    extract.destroy();
  }
  if (failure) throw damaged(failure);
}

/** An entry's bytes; a read that fails (a cut or changed archive) fails as a BackupRefused. */
async function* refusingOnFailure(body: AsyncIterable<Buffer>, failure: () => Error | undefined) {
  try {
    yield* body;
  } catch (error) {
    throw damaged(failure() ?? error);
  }
}

function damaged(error: unknown): BackupRefused {
  if (error instanceof BackupRefused) return error;
  return new BackupRefused(T.damaged(error instanceof Error ? error.message : String(error)));
}

/** The gzip bytes of the archive: the source itself, or its age decryption. */
async function decryptedIfNeeded(
  source: Readable,
  passphrase: string | undefined,
): Promise<Readable> {
  const { head, rest } = await peek(source, AGE_MAGIC.length);
  const whole = Readable.from(
    (async function* () {
      yield head;
      yield* rest;
    })(),
    { objectMode: false },
  );
  if (head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) return whole;
  if (!head.subarray(0, AGE_MAGIC.length).equals(AGE_MAGIC)) {
    source.destroy();
    throw new BackupRefused(T.notAnArchive);
  }
  if (!passphrase) {
    source.destroy();
    throw new BackupRefused(T.encryptedNoPassphrase);
  }
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  try {
    const web = await decrypter.decrypt(Readable.toWeb(whole) as unknown as ReadableStream);
    return Readable.fromWeb(web as unknown as WebReadableStream<Uint8Array>);
  } catch {
    source.destroy();
    throw new BackupRefused(T.wrongPassphrase);
  }
}

/** The first `size` bytes (fewer if the source is shorter) and an iterator over the rest. */
async function peek(source: Readable, size: number) {
  const iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const all = Buffer.concat(chunks);
  const rest: AsyncIterable<Buffer> = {
    [Symbol.asyncIterator]: () => iterator,
  };
  return { head: all, rest };
}

/** streamx's end() (tar-stream's streams) is typed with a required argument it does not need. */
const endOf = (stream: unknown) => (stream as { end(): void }).end();

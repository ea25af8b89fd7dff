import { createHash, type Hash } from "node:crypto";
import type { Readable } from "node:stream";
import { BACKUP_TEXTS as T } from "../../../domain/backups/backup-texts.ts";
import { type ArchiveEntry, readArchive } from "./backup-archive.ts";
import {
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  backupManifestSchema,
  EMPTY_SHA256,
  MANIFEST_ENTRY,
  TABLE_PART_ENTRY,
} from "./backup-manifest.ts";
import { BackupRefused } from "./backup-refused.ts";
import { countRows } from "./table-dump.ts";

/** manifest.json is small (a line a table and a file); more than this is not one of ours. */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

/**
 * Reads a backup through to its end and checks it: every part's size and SHA-256 (and a table's
 * rows) against manifest.json, nothing missing, nothing extra, everything in its place. Resolves
 * to the manifest; anything else throws a BackupRefused with a Russian message. A backup counts as
 * made only once this has passed over the written file, and a restore runs it before it writes.
 */
export async function verifyBackup(
  openReadable: () => Readable,
  passphrase?: string,
): Promise<BackupManifest> {
  const seen = new ArchiveTally();
  let manifestBytes: Buffer | undefined;
  for await (const entry of readArchive(openReadable(), passphrase)) {
    if (manifestBytes) throw new BackupRefused(T.unexpectedEntry(entry.name));
    if (entry.name === MANIFEST_ENTRY) {
      manifestBytes = await readManifestBytes(entry);
      continue;
    }
    await seen.add(entry);
  }
  if (!manifestBytes) throw new BackupRefused(T.noManifest);
  const manifest = parseManifest(manifestBytes);
  seen.check(manifest);
  return manifest;
}

export function parseManifest(bytes: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    throw new BackupRefused(T.badManifest((error as Error).message));
  }
  const version = (json as { format_version?: unknown })?.format_version;
  if (typeof version === "number" && version !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(T.unknownFormat(version));
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupRefused(T.badManifest(`${issue?.path.join(".")}: ${issue?.message}`));
  }
  return parsed.data;
}

async function readManifestBytes(entry: ArchiveEntry): Promise<Buffer> {
  if (entry.size > MANIFEST_MAX_BYTES) throw new BackupRefused(T.badManifest("слишком велик"));
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

interface TableTally {
  name: string;
  parts: number;
  rows: number;
  bytes: number;
  hash: Hash;
}

/** What the archive's entries turned out to hold, as they streamed past: sizes, hashes, rows. */
class ArchiveTally {
  private readonly tables: (Omit<TableTally, "hash"> & { sha256: string })[] = [];
  private current: TableTally | undefined;
  private readonly files: { name: string; bytes: number; sha256: string }[] = [];

  async add(entry: ArchiveEntry): Promise<void> {
    const part = TABLE_PART_ENTRY.exec(entry.name);
    if (part) {
      const [, name = "", number = "0"] = part;
      if (this.current?.name !== name) {
        this.closeTable();
        if (this.tables.some((table) => table.name === name)) {
          throw new BackupRefused(T.partOutOfOrder(entry.name));
        }
        this.current = { name, parts: 0, rows: 0, bytes: 0, hash: createHash("sha256") };
      }
      const table = this.current;
      if (Number(number) !== table.parts + 1) throw new BackupRefused(T.partOutOfOrder(entry.name));
      table.parts += 1;
      for await (const chunk of entry.body as AsyncIterable<Buffer>) {
        table.hash.update(chunk);
        table.bytes += chunk.length;
        table.rows += countRows(chunk);
      }
      return;
    }
    if (!entry.name.startsWith("files/")) throw new BackupRefused(T.unexpectedEntry(entry.name));
    this.closeTable();
    const hash = createHash("sha256");
    let bytes = 0;
    for await (const chunk of entry.body as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
    }
    this.files.push({ name: entry.name, bytes, sha256: hash.digest("hex") });
  }

  private closeTable() {
    if (!this.current) return;
    const { hash, ...rest } = this.current;
    this.tables.push({ ...rest, sha256: hash.digest("hex") });
    this.current = undefined;
  }

  /** Throws unless the manifest describes exactly what was seen, in the same order. */
  check(manifest: BackupManifest): void {
    this.closeTable();
    // A table with no rows has no part at all.
    const seen = new Map(this.tables.map((table) => [table.name, table]));
    for (const table of manifest.tables) {
      const actual = seen.get(table.name) ?? { parts: 0, rows: 0, bytes: 0, sha256: EMPTY_SHA256 };
      seen.delete(table.name);
      const name = `tables/${table.name}`;
      if (actual.parts !== table.parts) throw new BackupRefused(T.missingPart(name));
      if (actual.bytes !== table.bytes) {
        throw new BackupRefused(T.sizeMismatch(name, table.bytes, actual.bytes));
      }
      if (actual.sha256 !== table.sha256) throw new BackupRefused(T.hashMismatch(name));
      if (actual.rows !== table.rows) {
        throw new BackupRefused(T.rowsMismatch(table.name, table.rows, actual.rows));
      }
    }
    const extra = [...seen.keys()][0];
    if (extra !== undefined) throw new BackupRefused(T.unexpectedEntry(`tables/${extra}`));
    manifest.files.forEach((file, index) => {
      const name = `files/${file.key}`;
      const actual = this.files[index];
      if (!actual) throw new BackupRefused(T.missingPart(name));
      if (actual.name !== name) {
        throw new BackupRefused(
          this.files.some((seenFile) => seenFile.name === name)
            ? T.partOutOfOrder(name)
            : T.missingPart(name),
        );
      }
      if (actual.bytes !== file.bytes) {
        throw new BackupRefused(T.sizeMismatch(name, file.bytes, actual.bytes));
      }
      if (actual.sha256 !== file.sha256) throw new BackupRefused(T.hashMismatch(name));
    });
    const extraFile = this.files[manifest.files.length];
    if (extraFile) throw new BackupRefused(T.unexpectedEntry(extraFile.name));
  }
}

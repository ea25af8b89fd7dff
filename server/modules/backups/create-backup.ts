import { createHash } from "node:crypto";
import type { Readable, Writable } from "node:stream";
import type { Database } from "../../db/client.ts";
import { databaseMigrationLevel } from "../../db/migration-level.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { countKeysNamedByRows, keysNamedByRows } from "../storage/orphan-sweep.ts";
import { openArchiveWriter } from "./backup-archive.ts";
import {
  appVersion,
  BACKUP_FORMAT_VERSION,
  type BackupFile,
  type BackupManifest,
  type BackupTable,
  fileEntry,
  MANIFEST_ENTRY,
  tablePartEntry,
} from "./backup-manifest.ts";
import { tableParts, tablesInDependencyOrder } from "./table-dump.ts";

export interface BackupDeps {
  database: Pick<Database, "kind" | "readSnapshot">;
  storage: FileStorage;
  /** BACKUP_PASSPHRASE: the archive is encrypted with age when set. */
  passphrase?: string;
}

export interface BackupProgress {
  stage: "tables" | "files";
  /** Tables or files done so far, of `total`. */
  done: number;
  total: number;
  /** Bytes of table text and file content put into the archive so far (before compression). */
  bytes: number;
}

/**
 * Writes one backup to `out` (docs/decisions/062): every table, COPY'd in one REPEATABLE READ
 * snapshot, and every stored file the rows of that snapshot name, streamed from storage; then
 * manifest.json with each part's size and SHA-256. A file uploaded after the snapshot has no row
 * in it and is not copied, so a file is in the backup with its rows or not at all. Memory stays
 * flat: a table passes through in parts of a few MB, a file in chunks. The caller verifies the
 * archive (verify-backup.ts) before it counts as made.
 */
export async function createBackup(
  deps: BackupDeps,
  out: Writable,
  options: { onProgress?: (progress: BackupProgress) => void } = {},
): Promise<BackupManifest> {
  const archive = await openArchiveWriter(out, deps.passphrase);
  try {
    const manifest = await deps.database.readSnapshot(async (session) => {
      const [clock] = await session.query<{ now: string }>("select to_json(now())#>>'{}' as now");
      const level = await databaseMigrationLevel(session);
      const tables: BackupTable[] = [];
      const files: BackupFile[] = [];
      const missing: string[] = [];
      let bytes = 0;
      const list = await tablesInDependencyOrder(session);
      for (const table of list) {
        options.onProgress?.({ stage: "tables", done: tables.length, total: list.length, bytes });
        const hash = createHash("sha256");
        const entry: BackupTable = { ...table, rows: 0, bytes: 0, sha256: "", parts: 0 };
        const text = session.copyOut(table.name, table.columns) as AsyncIterable<Buffer>;
        for await (const part of tableParts(text)) {
          entry.parts += 1;
          await archive.addBuffer(tablePartEntry(table.name, entry.parts), part.data);
          hash.update(part.data);
          entry.rows += part.rows;
          entry.bytes += part.data.length;
          bytes += part.data.length;
        }
        entry.sha256 = hash.digest("hex");
        tables.push(entry);
      }
      options.onProgress?.({ stage: "tables", done: tables.length, total: list.length, bytes });
      const fileTotal = await countKeysNamedByRows(session.db);
      for await (const key of keysNamedByRows(session.db)) {
        const copied = await copyFile(deps.storage, key, archive.addStream);
        if (copied) {
          files.push({ key, ...copied });
          bytes += copied.bytes;
        } else {
          missing.push(key);
        }
        const done = files.length + missing.length;
        options.onProgress?.({ stage: "files", done, total: Math.max(done, fileTotal), bytes });
      }
      return {
        format_version: BACKUP_FORMAT_VERSION,
        app_version: appVersion(),
        migration_level: level?.level ?? 0,
        migration_tag: level?.tag ?? null,
        engine: deps.database.kind,
        created_at: new Date(clock?.now ?? Date.now()).toISOString(),
        encrypted: Boolean(deps.passphrase),
        table_format: "postgresql-copy-text",
        tables,
        files,
        files_missing: missing,
      } satisfies BackupManifest;
    });
    await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await archive.finish();
    return manifest;
  } catch (error) {
    archive.abort(error as Error);
    throw error;
  }
}

/**
 * One stored file into the archive; null when it is gone. On PostgreSQL a row deleted after the
 * snapshot may take its file with it before the copy reaches it (PGlite's snapshot holds the one
 * connection, so nothing is deleted meanwhile): the manifest lists such keys as missing.
 */
async function copyFile(
  storage: FileStorage,
  key: string,
  add: (name: string, size: number, source: Readable) => Promise<{ bytes: number; sha256: string }>,
) {
  let size: number;
  try {
    size = await storage.sizeOf(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return add(fileEntry(key), size, storage.open(key));
}

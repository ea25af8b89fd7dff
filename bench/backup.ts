/**
 * Backups in bounded memory (issue 46 §1; docs/decisions/062): a database filled to
 * BENCH_BACKUP_MB of table text (default 300; the 2 GB is BENCH_BACKUP_MB=2048) and
 * BENCH_BACKUP_FILES stored files (default 10,000, 16 KB each) is backed up into a file and read
 * back (the check every backup gets), in this process — on PostgreSQL (a scratch database) when
 * DATABASE_URL is set, and on PGlite. One line each: MB/s of table text and file bytes put into
 * the archive, and the process's peak resident memory against its memory before (target: flat,
 * not growing with the database).
 */

import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { type Database, openDatabase } from "../server/db/client.ts";
import { archiveFiles } from "../server/db/schema/archive.ts";
import { users } from "../server/db/schema/users.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { prepareDatabase } from "../server/db/startup.ts";
import { createBackup } from "../server/modules/backups/create-backup.ts";
import { verifyBackup } from "../server/modules/backups/verify-backup.ts";
import { createDiskStorage } from "../server/platform/storage/disk-storage.ts";
import { newStorageKey } from "../server/platform/storage/file-storage.ts";

const TABLE_MB = Number(process.env.BENCH_BACKUP_MB ?? 300);
const FILES = Number(process.env.BENCH_BACKUP_FILES ?? 10_000);
const FILE_BYTES = 16 * 1024;
/** Rows of about 1 KB: analytics events with a long page address (hex, so it compresses as text does). */
const ROW_BYTES = 1024;
const ROWS_PER_INSERT = 20_000;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function fill(database: Database, dir: string) {
  const storage = createDiskStorage(path.join(dir, "files"));
  const rows = Math.ceil((TABLE_MB * 1024 * 1024) / ROW_BYTES);
  for (let done = 0; done < rows; done += ROWS_PER_INSERT) {
    const count = Math.min(ROWS_PER_INSERT, rows - done);
    await database.writeTransaction((session) =>
      session.query(
        `insert into analytics_events (event_type, page_url, visitor_id)
         select 'page_view', '/' || repeat(md5(g::text || $1), $2), md5(g::text)
           from generate_series(1, $3) g`,
        [done, Math.floor((ROW_BYTES - 100) / 32), count],
      ),
    );
  }
  const [owner] = await database.db.select({ id: users.id }).from(users).limit(1);
  if (!owner) throw new Error("no user to own the files");
  const bytes = Buffer.alloc(FILE_BYTES, 7);
  for (let done = 0; done < FILES; done += 500) {
    const batch = [];
    for (let index = done; index < Math.min(FILES, done + 500); index += 1) {
      const key = newStorageKey();
      await storage.put(key, Readable.from([bytes]), bytes.length);
      batch.push({
        id: `bench-${index}`,
        ownerId: owner.id,
        fileName: `Документ ${index}.pdf`,
        fileType: "application/pdf",
        sizeBytes: bytes.length,
        storageKey: key,
      });
    }
    await database.db.insert(archiveFiles).values(batch);
  }
  return storage;
}

async function benchOne(engine: "PostgreSQL" | "PGlite", open: (dir: string) => Promise<Database>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "legal-bench-backup-"));
  const database = await open(dir);
  try {
    await prepareDatabase(database, { seedDemo: true });
    const storage = await fill(database, dir);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const file = path.join(dir, "backup.tar.gz");
    const started = performance.now();
    const out = createWriteStream(file);
    const manifest = await createBackup({ database, storage }, out);
    await finished(out);
    const written = performance.now();
    await verifyBackup(() => createReadStream(file));
    const checked = performance.now();
    clearInterval(sampler);
    const tableBytes = manifest.tables.reduce((sum, table) => sum + table.bytes, 0);
    const fileBytes = manifest.files.reduce((sum, entry) => sum + entry.bytes, 0);
    const total = tableBytes + fileBytes;
    const archive = (await stat(file)).size;
    console.log(
      `backup (${engine}): ${mb(tableBytes)} MB of tables + ${manifest.files.length} files (${mb(fileBytes)} MB) → ${mb(archive)} MB archive; ` +
        `written at ${(total / 1024 / 1024 / ((written - started) / 1000)).toFixed(1)} MB/s, ` +
        `checked at ${(total / 1024 / 1024 / ((checked - written) / 1000)).toFixed(1)} MB/s; ` +
        `RSS ${mb(before)} MB before, peak ${mb(peak)} MB (+${mb(peak - before)} MB)`,
    );
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export async function runBackupBench(databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl) {
    const scratch = await createScratchDatabase(databaseUrl, "bench_backup");
    try {
      await benchOne("PostgreSQL", () => openDatabase({ kind: "postgres", url: scratch.url }));
    } finally {
      await scratch.drop();
    }
  }
  await benchOne("PGlite", (dir) => openDatabase({ kind: "pglite", dir: path.join(dir, "db") }));
}

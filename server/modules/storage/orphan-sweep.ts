import { and, asc, countDistinct, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../../db/client.ts";
import { archiveFiles } from "../../db/schema/archive.ts";
import { chatFiles } from "../../db/schema/chat.ts";
import { siteSettings, trustedClients } from "../../db/schema/content.ts";
import { corporateDocuments } from "../../db/schema/corporate.ts";
import { documentTemplates } from "../../db/schema/documents.ts";
import { users } from "../../db/schema/users.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";

/** An object younger than this is never touched: its upload may still be on its way to a row. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** pg advisory lock key of the sweep (the start-up lock is 724_310_001). */
export const ORPHAN_SWEEP_LOCK_KEY = 724_310_002;

const BATCH = 500;
const PARALLEL_REMOVALS = 8;

/**
 * Every table whose rows name stored objects. An object that none of them names is an orphan: a
 * row that failed after its upload, a removal that failed after its row went. A new column naming
 * a stored object (`storage_key`, a lawyer's `photo_key`) must be added here (orphan-sweep.test.ts
 * fails until it is), or its files would be swept an hour after upload and left out of backups.
 */
export const KEY_HOLDERS = [
  { table: chatFiles, column: chatFiles.storageKey },
  { table: archiveFiles, column: archiveFiles.storageKey },
  { table: corporateDocuments, column: corporateDocuments.storageKey },
  { table: trustedClients, column: trustedClients.storageKey },
  { table: documentTemplates, column: documentTemplates.storageKey },
  { table: users, column: users.photoKey },
] as const;

/** A settings row naming a stored file in its value: the firm's logo (site-settings/service.ts). */
const SETTINGS_STORAGE_KEY = sql<string>`${siteSettings.value}->>'storage_key'`;

export interface SweepResult {
  /** Objects old enough to be judged. */
  checked: number;
  removed: number;
}

/**
 * Removes stored objects older than `graceMs` that no row names. Safe to run twice at once
 * (removal is idempotent); the scheduled run still takes a lock so instances do not double work.
 */
export async function sweepOrphanedFiles(options: {
  db: Db;
  storage: FileStorage;
  now: Date;
  graceMs?: number;
}): Promise<SweepResult> {
  const cutoff = options.now.getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  const result: SweepResult = { checked: 0, removed: 0 };
  let batch: string[] = [];
  const flush = async () => {
    result.checked += batch.length;
    result.removed += await removeUnnamed(options.db, options.storage, batch);
    batch = [];
  };
  for await (const object of options.storage.list()) {
    if (object.modifiedAt.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return result;
}

async function removeUnnamed(db: Db, storage: FileStorage, keys: string[]): Promise<number> {
  const named = new Set<string>();
  for (const { table, column } of KEY_HOLDERS) {
    const rows = await db.select({ key: column }).from(table).where(inArray(column, keys));
    for (const row of rows) if (row.key) named.add(row.key);
  }
  const settings = await db
    .select({ key: SETTINGS_STORAGE_KEY })
    .from(siteSettings)
    .where(inArray(SETTINGS_STORAGE_KEY, keys));
  for (const row of settings) named.add(row.key);
  const orphans = keys.filter((key) => !named.has(key));
  for (let start = 0; start < orphans.length; start += PARALLEL_REMOVALS) {
    await Promise.all(
      orphans.slice(start, start + PARALLEL_REMOVALS).map((key) => storage.remove(key)),
    );
  }
  return orphans.length;
}

const KEYS_PER_PAGE = 1000;

/**
 * Every stored object's key the rows name, page by page and each once per column (a backup reads
 * them in its snapshot, so the files it copies are those of the rows it copies). Never the whole
 * list in memory at once.
 */
export async function* keysNamedByRows(db: Db): AsyncGenerator<string> {
  for (const { table, column } of KEY_HOLDERS) {
    let after = "";
    for (;;) {
      const rows = await db
        .selectDistinct({ key: column })
        .from(table)
        .where(and(isNotNull(column), gt(column, after)))
        .orderBy(asc(column))
        .limit(KEYS_PER_PAGE);
      for (const row of rows) if (row.key) yield row.key;
      const last = rows.at(-1)?.key;
      if (!last || rows.length < KEYS_PER_PAGE) break;
      after = last;
    }
  }
  const settings = await db
    .select({ key: SETTINGS_STORAGE_KEY })
    .from(siteSettings)
    .where(isNotNull(SETTINGS_STORAGE_KEY));
  for (const row of settings) if (row.key) yield row.key;
}

/** How many keys keysNamedByRows() yields (a backup's progress counts files against it). */
export async function countKeysNamedByRows(db: Db): Promise<number> {
  let total = 0;
  for (const { table, column } of KEY_HOLDERS) {
    const [row] = await db.select({ n: countDistinct(column) }).from(table);
    total += row?.n ?? 0;
  }
  const [settings] = await db.select({ n: countDistinct(SETTINGS_STORAGE_KEY) }).from(siteSettings);
  return total + (settings?.n ?? 0);
}

/** The scheduled run: once at a time across instances, its count in the log. */
export async function runOrphanSweep(
  database: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  const outcome = await database.tryJobLock(ORPHAN_SWEEP_LOCK_KEY, () =>
    sweepOrphanedFiles({ db: database.db, storage, now: new Date() }),
  );
  if (!outcome.ran) {
    log.debug("orphan sweep: another instance is running it");
    return;
  }
  log.info(
    outcome.value,
    `orphan sweep: removed ${outcome.value.removed} stored file(s) with no row`,
  );
}

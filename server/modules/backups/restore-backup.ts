import { createHash, type Hash } from "node:crypto";
import { Readable } from "node:stream";
import { BACKUP_TEXTS as T } from "../../../domain/backups/backup-texts.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import { applyMigrations, appMigrationLevel } from "../../db/migration-level.ts";
import type { RawAccess, RawSession } from "../../db/raw-access.ts";
import { quoteIdent } from "../../db/raw-access.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { assertStorageKey } from "../../platform/storage/file-storage.ts";
import { recordChange } from "../audit/audit-log.ts";
import { readArchive } from "./backup-archive.ts";
import { type BackupManifest, EMPTY_SHA256, TABLE_PART_ENTRY } from "./backup-manifest.ts";
import { BackupRefused } from "./backup-refused.ts";
import { tablesInDependencyOrder } from "./table-dump.ts";
import { verifyBackup } from "./verify-backup.ts";

export interface RestoreDeps {
  database: Pick<RawAccess, "writeTransaction">;
  storage: FileStorage;
  /** BACKUP_PASSPHRASE: needed when the archive is encrypted. */
  passphrase?: string;
}

export interface RestoreOptions {
  /** Replace a database that already holds data (`--force`). */
  force?: boolean;
  onProgress?: (line: string) => void;
}

export interface RestoreReport {
  manifest: BackupManifest;
  rows: number;
  files: number;
  /** Migrations newer than the backup's level, applied after its rows. */
  migrationsApplied: number;
}

/**
 * Restores a backup into the configured database and storage (issue 46 §2, decision 062):
 *
 * 1. reads the whole archive and checks every part against manifest.json: a damaged archive, a
 *    wrong passphrase or a backup of a newer app stops here, before anything is written;
 * 2. in one transaction: refuses a database holding data unless `force`, drops the app's schema,
 *    builds it by this app's migrations up to the backup's level, COPYs every table in (foreign
 *    keys checked, since tables come in dependency order) and puts every file back under its key;
 * 3. applies the migrations newer than the backup, sets every sequence past its column's largest
 *    value and records the restore in the audit log, all in the same transaction.
 *
 * A failure anywhere in 2–3 rolls the database back whole; files already put are named by no row
 * then, and the orphan sweep removes them. Sessions and links are rows like any other: those of
 * the backup obey their own expiry, those issued after it are gone.
 */
export async function restoreBackup(
  deps: RestoreDeps,
  openReadable: () => Readable,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const say = options.onProgress ?? (() => {});
  say("Проверка копии: контрольные суммы всех частей…");
  const manifest = await verifyBackup(openReadable, deps.passphrase);
  const app = appMigrationLevel();
  if (manifest.migration_level > app.level) {
    throw new BackupRefused(
      T.newerVersion(manifest.migration_tag ?? String(manifest.migration_level), app.tag ?? ""),
    );
  }
  return deps.database.writeTransaction(async (session) => {
    if (!options.force && !(await isEmpty(session))) throw new BackupRefused(T.notEmpty);
    say("Схема базы данных на уровне копии…");
    await session.query("drop schema if exists public cascade");
    await session.query("drop schema if exists drizzle cascade");
    await session.query("create schema public");
    await applyMigrations(session, { after: null, upTo: manifest.migration_level });
    await clearSeededRows(session, manifest);
    say(`Таблицы и файлы: ${manifest.tables.length} таблиц, ${manifest.files.length} файлов…`);
    const { rows, files } = await loadArchive(deps, openReadable, session, manifest);
    const migrationsApplied = await applyMigrations(session, {
      after: manifest.migration_level,
      upTo: app.level,
    });
    await resetSequences(session);
    await recordChange(
      session.db,
      { userId: null, name: T.restoreActor, email: "", role: "system", ip: null },
      {
        entityType: "backup",
        entityId: manifest.created_at,
        action: "restore",
        entityTitle: T.restoreTitle(formatMoscowDateTime(manifest.created_at)),
        before: null,
        after: {
          created_at: manifest.created_at,
          app_version: manifest.app_version,
          engine: manifest.engine,
          migration_tag: manifest.migration_tag,
          rows,
          files,
          migrations_applied: migrationsApplied,
        },
      },
    );
    return { manifest, rows, files, migrationsApplied };
  });
}

/** Empty: the app's tables were never made, or no account exists (every started site has one). */
async function isEmpty(session: RawSession): Promise<boolean> {
  const [users] = await session.query<{ name: string | null }>(
    "select to_regclass('public.users')::text as name",
  );
  if (!users?.name) return true;
  const [row] = await session.query<{ any: boolean }>(
    "select exists (select 1 from public.users) as any",
  );
  return !row?.any;
}

/**
 * The schema as the backup's app had it: every table of the backup must be there (a backup of
 * another app's schema is refused), and rows a migration seeded make way for the backup's own.
 */
async function clearSeededRows(session: RawSession, manifest: BackupManifest) {
  const present = new Set((await tablesInDependencyOrder(session)).map((table) => table.name));
  const unknown = manifest.tables.filter((table) => !present.has(table.name));
  if (unknown.length > 0) {
    throw new BackupRefused(T.unknownTables(unknown.map((table) => table.name).join(", ")));
  }
  const seeded: string[] = [];
  for (const name of present) {
    const [row] = await session.query<{ any: boolean }>(
      `select exists (select 1 from ${quoteIdent(name)}) as any`,
    );
    if (row?.any) seeded.push(name);
  }
  if (seeded.length > 0) {
    await session.query(`truncate ${seeded.map(quoteIdent).join(", ")} restart identity cascade`);
  }
}

/**
 * The archive's second reading: each table part COPY'd into its table, each file put back under
 * its key. Table text is hashed again on the way, so an archive changed between the check and
 * this reading fails the transaction instead of loading what was not checked.
 */
async function loadArchive(
  deps: RestoreDeps,
  openReadable: () => Readable,
  session: RawSession,
  manifest: BackupManifest,
) {
  const tables = new Map(manifest.tables.map((table) => [table.name, table]));
  const hashes = new Map<string, Hash>();
  let rows = 0;
  let files = 0;
  for await (const entry of readArchive(openReadable(), deps.passphrase)) {
    const part = TABLE_PART_ENTRY.exec(entry.name);
    if (part) {
      const table = tables.get(part[1] ?? "");
      if (!table) throw new BackupRefused(T.unexpectedEntry(entry.name));
      const hash = hashes.get(table.name) ?? createHash("sha256");
      hashes.set(table.name, hash);
      const text = Readable.from(hashed(entry.body, hash), { objectMode: false });
      rows += await session.copyIn(table.name, table.columns, text);
      continue;
    }
    if (entry.name.startsWith("files/")) {
      const key = assertStorageKey(entry.name.slice("files/".length));
      await deps.storage.put(key, entry.body, entry.size);
      files += 1;
      continue;
    }
    // manifest.json, last: already checked.
    entry.body.resume();
  }
  for (const table of manifest.tables) {
    const hash = hashes.get(table.name)?.digest("hex") ?? EMPTY_SHA256;
    if (hash !== table.sha256) throw new BackupRefused(T.hashMismatch(`tables/${table.name}`));
  }
  return { rows, files };
}

async function* hashed(body: AsyncIterable<Buffer>, hash: Hash) {
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
}

/**
 * Every sequence of a column (serial or identity) set past the column's largest value: COPY
 * writes ids without taking them from the sequence, so the next insert would repeat one.
 */
async function resetSequences(session: RawSession) {
  const columns = await session.query<{ table: string; column: string; sequence: string }>(
    `select c.relname as table, a.attname as column, s.relname as sequence
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_class c on c.oid = d.refobjid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
      where n.nspname = 'public' and d.deptype in ('a', 'i')`,
  );
  for (const { table, column, sequence } of columns) {
    await session.query(
      `select setval($1::regclass, coalesce((select max(${quoteIdent(column)}) from ${quoteIdent(table)}), 0) + 1, false)`,
      [`public.${quoteIdent(sequence)}`],
    );
  }
}

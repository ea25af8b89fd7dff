import { readFileSync } from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrationsFolder } from "./client.ts";
import type { RawSession } from "./raw-access.ts";

/**
 * A database's migration level: the journal time (`when`, drizzle's folderMillis) of the last
 * migration applied to it, as drizzle records it in drizzle.__drizzle_migrations. Levels compare
 * as numbers: a backup made by a newer app has a level this app's journal does not reach.
 */
export interface MigrationLevel {
  level: number;
  /** The migration's file name (0045_signature_requests), when this app's journal knows it. */
  tag: string | null;
}

interface JournalEntry {
  when: number;
  tag: string;
}

const journal = (): JournalEntry[] =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: JournalEntry[];
    }
  ).entries;

/** The level this app's migrations bring a database to. */
export function appMigrationLevel(): MigrationLevel {
  const last = journal().at(-1);
  if (!last) throw new Error("the migrations journal is empty");
  return { level: last.when, tag: last.tag };
}

export function migrationTag(level: number): string | null {
  return journal().find((entry) => entry.when === level)?.tag ?? null;
}

/** The level of the database the session is on; null when no migration was ever applied. */
export async function databaseMigrationLevel(session: RawSession): Promise<MigrationLevel | null> {
  const [table] = await session.query<{ name: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as name",
  );
  if (!table?.name) return null;
  const [row] = await session.query<{ level: string | null }>(
    "select max(created_at)::text as level from drizzle.__drizzle_migrations",
  );
  if (!row?.level) return null;
  const level = Number(row.level);
  return { level, tag: migrationTag(level) };
}

/**
 * Applies this app's migrations above `after` and up to `upTo` in the session's transaction, and
 * records them as drizzle's migrator does (same table, hash and time), so a later start of the app
 * sees them as applied. Drizzle's own migrator opens a transaction of its own, which a restore,
 * running everything in one, cannot let it do.
 */
export async function applyMigrations(
  session: RawSession,
  range: { after: number | null; upTo: number },
): Promise<number> {
  await session.query("create schema if not exists drizzle");
  await session.query(
    "create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
  );
  let applied = 0;
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    if (range.after !== null && migration.folderMillis <= range.after) continue;
    if (migration.folderMillis > range.upTo) break;
    for (const statement of migration.sql) {
      if (statement.trim() !== "") await session.query(statement);
    }
    await session.query(
      "insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)",
      [migration.hash, migration.folderMillis],
    );
    applied += 1;
  }
  return applied;
}

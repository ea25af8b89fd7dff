import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";

/** The archive's layout version; a reader refuses a format it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);

export const backupTableSchema = z.object({
  name: z.string().min(1),
  /** The columns copied, in the order of each line (generated columns are left out). */
  columns: z.array(z.string().min(1)),
  rows: count,
  /** Bytes and SHA-256 of the table's COPY text, its parts taken together in order. */
  bytes: count,
  sha256,
  /** Entries `tables/<name>/<00001…>.tsv` the text is cut into (a few MB each). */
  parts: count,
});

export const backupFileSchema = z.object({ key: z.string().min(1), bytes: count, sha256 });

/**
 * manifest.json, the archive's last entry: what the backup holds and how to check every part of
 * it. Field names are snake_case, as everything a person or the API reads.
 */
export const backupManifestSchema = z.object({
  format_version: z.number().int(),
  app_version: z.string(),
  /** drizzle's time of the last migration applied to the source (server/db/migration-level.ts). */
  migration_level: z.number().int(),
  migration_tag: z.string().nullable(),
  engine: z.enum(["pglite", "postgres"]),
  created_at: z.iso.datetime({ offset: true }),
  /** Whether the archive around this manifest was encrypted with age (BACKUP_PASSPHRASE). */
  encrypted: z.boolean(),
  /** PostgreSQL's COPY text format: tab-separated, \N for null, one line a row. */
  table_format: z.literal("postgresql-copy-text"),
  /** In dependency order: a table comes after every table it refers to. */
  tables: z.array(backupTableSchema),
  files: z.array(backupFileSchema),
  /** Keys rows named in the snapshot whose files were deleted before they could be copied. */
  files_missing: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type BackupTable = z.infer<typeof backupTableSchema>;
export type BackupFile = z.infer<typeof backupFileSchema>;

export const MANIFEST_ENTRY = "manifest.json";
export const tablePartEntry = (table: string, part: number) =>
  `tables/${table}/${String(part).padStart(5, "0")}.tsv`;
export const fileEntry = (key: string) => `files/${key}`;
/** A table part's entry name: the table and the part's number. */
export const TABLE_PART_ENTRY = /^tables\/([^/]+)\/(\d{5})\.tsv$/;
/** The SHA-256 of nothing: a table without rows has no part, and this as its hash. */
export const EMPTY_SHA256 = createHash("sha256").digest("hex");

let version: string | undefined;
/** package.json's version, recorded in every manifest. */
export function appVersion(): string {
  version ??= (
    JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
      version: string;
    }
  ).version;
  return version;
}

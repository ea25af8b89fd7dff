import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { BackupArchiver, ManifestSummary } from "./backup-archiver.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import { createBackup } from "./create-backup.ts";
import { verifyBackup } from "./verify-backup.ts";

export interface ArchiveDeps {
  config: Config;
  database: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** What the cabinet's row keeps of a manifest: enough to say what the backup holds. */
const summaryOf = (manifest: BackupManifest): ManifestSummary => ({
  app_version: manifest.app_version,
  migration_tag: manifest.migration_tag,
  engine: manifest.engine,
  created_at: manifest.created_at,
  encrypted: manifest.encrypted,
  tables: manifest.tables.length,
  rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
  files: manifest.files.length,
  files_missing: manifest.files_missing.length,
});

/**
 * The archive of issue 46 §1 (create-backup.ts, verify-backup.ts, decision 062) as the cabinet
 * uses it: a gzip-compressed tar, encrypted with age when BACKUP_PASSPHRASE is set.
 */
export function archiverOf({ config, database, storage }: ArchiveDeps): BackupArchiver {
  const passphrase = config.BACKUP_PASSPHRASE;
  return {
    extension: passphrase ? ".tar.gz.age" : ".tar.gz",
    async write(out, onProgress) {
      return summaryOf(await createBackup({ database, storage, passphrase }, out, { onProgress }));
    },
    async verify(open) {
      return summaryOf(await verifyBackup(open, passphrase));
    },
  };
}

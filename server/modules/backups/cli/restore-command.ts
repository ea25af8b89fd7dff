/**
 * `npm run restore -- --from <file> [--force]` (issue 46 §2): the archive into the configured
 * database and storage (restore-backup.ts). Any engine and storage from any other: a backup made
 * on PGlite with files on disk restores into PostgreSQL with files in S3 (README, «Moving to
 * PostgreSQL»).
 */
import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { BACKUP_TEXTS as T } from "../../../../domain/backups/backup-texts.ts";
import { formatMoscowDateTime } from "../../../../domain/time.ts";
import { restoreBackup } from "../restore-backup.ts";
import {
  CommandLineRefusal,
  closeSite,
  openSite,
  parseArguments,
  runCommand,
} from "./command-line.ts";

runCommand(async () => {
  const { values, flags } = parseArguments(
    process.argv.slice(2),
    { values: ["from"], flags: ["force"] },
    T.usageRestore,
  );
  const from = values.get("from");
  if (!from) throw new CommandLineRefusal(T.usageRestore);
  const file = path.resolve(from);
  if (!existsSync(file)) throw new CommandLineRefusal(T.fileNotFound(file));
  const site = await openSite();
  try {
    const report = await restoreBackup(
      {
        database: site.database,
        storage: site.files.storage,
        passphrase: site.config.BACKUP_PASSPHRASE,
      },
      () => createReadStream(file),
      { force: flags.has("force"), onProgress: (line) => console.log(line) },
    );
    console.log(
      T.restored(
        formatMoscowDateTime(report.manifest.created_at),
        report.rows,
        report.files,
        report.migrationsApplied,
      ),
    );
  } finally {
    await closeSite(site);
  }
});

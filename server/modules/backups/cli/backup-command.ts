/**
 * `npm run backup -- [--out <file>]` (issue 46 §1): one archive of the configured database and
 * files, checked after it is written, as the cabinet's «Создать сейчас» makes it. Without --out,
 * the file is DATA_DIR/backups/backup-<time>.tar.gz (.age when BACKUP_PASSPHRASE is set).
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { BACKUP_TEXTS as T } from "../../../../domain/backups/backup-texts.ts";
import { createBackup } from "../create-backup.ts";
import { verifyBackup } from "../verify-backup.ts";
import {
  CommandLineRefusal,
  closeSite,
  openSite,
  parseArguments,
  runCommand,
} from "./command-line.ts";

runCommand(async () => {
  const { values } = parseArguments(
    process.argv.slice(2),
    { values: ["out"], flags: [] },
    T.usageBackup,
  );
  const site = await openSite();
  try {
    const passphrase = site.config.BACKUP_PASSPHRASE;
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
    const extension = passphrase ? ".tar.gz.age" : ".tar.gz";
    const out = path.resolve(
      values.get("out") ?? path.join(site.config.dataDir, "backups", `backup-${stamp}${extension}`),
    );
    if (existsSync(out)) throw new CommandLineRefusal(T.outExists(out));
    await mkdir(path.dirname(out), { recursive: true });
    const file = createWriteStream(out, { flags: "wx" });
    try {
      await createBackup(
        { database: site.database, storage: site.files.storage, passphrase },
        file,
      );
      if (!file.writableEnded) file.end();
      await finished(file);
      const manifest = await verifyBackup(() => createReadStream(out), passphrase);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        T.backupMade(
          out,
          manifest.tables.length,
          rows,
          manifest.files.length,
          manifest.files_missing.length,
        ),
      );
    } catch (error) {
      file.destroy();
      await rm(out, { force: true });
      throw error;
    }
  } finally {
    await closeSite(site);
  }
});

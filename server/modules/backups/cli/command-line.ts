import { BACKUP_TEXTS as T } from "../../../../domain/backups/backup-texts.ts";
import { type Config, ConfigError, loadConfig } from "../../../config.ts";
import { type Database, openDatabase } from "../../../db/client.ts";
import {
  type ConfiguredStorage,
  storageFromConfig,
} from "../../../platform/storage/storage-from-config.ts";
import { BackupRefused } from "../backup-refused.ts";

/** What `npm run backup` and `npm run restore` share: the site's configuration, opened. */
export interface CommandLineSite {
  config: Config;
  database: Database;
  files: ConfiguredStorage;
}

/** A refusal the command prints as it is, in Russian, and exits with 1. */
export class CommandLineRefusal extends Error {}

/**
 * `--name value` and `--flag` arguments; anything not in `known` is refused, so a mistyped
 * `--froce` never runs a restore without the flag its author meant.
 */
export function parseArguments(
  argv: readonly string[],
  known: { values: readonly string[]; flags: readonly string[] },
  usage: string,
): { values: Map<string, string>; flags: Set<string> } {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let at = 0; at < argv.length; at += 1) {
    const argument = argv[at] ?? "";
    const name = argument.replace(/^--/, "");
    if (known.flags.includes(name)) flags.add(name);
    else if (known.values.includes(name) && argv[at + 1] !== undefined) {
      values.set(name, argv[at + 1] ?? "");
      at += 1;
    } else throw new CommandLineRefusal(`${T.unknownArgument(argument)}\n${usage}`);
  }
  return { values, flags };
}

/**
 * Opens the configured database and storage, after making sure the app is not running on this
 * machine: PGlite's folder must have one process, and a restore replaces what the app reads.
 */
export async function openSite(): Promise<CommandLineSite> {
  const config = loadConfig();
  const probe = `http://127.0.0.1:${config.PORT}/api/ready`;
  const answered = await fetch(probe, { signal: AbortSignal.timeout(1500) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new CommandLineRefusal(T.appRunning(probe));
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dir: config.dbDir },
  );
  return { config, database, files: storageFromConfig(config.fileStorage) };
}

export async function closeSite(site: CommandLineSite): Promise<void> {
  site.files.close();
  await site.database.close();
}

/** Runs a command: a refusal prints its Russian message, anything else its error; exit code 1. */
export function runCommand(work: () => Promise<void>): void {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      if (
        error instanceof CommandLineRefusal ||
        error instanceof BackupRefused ||
        error instanceof ConfigError
      ) {
        console.error(error.message);
      } else {
        console.error(error);
      }
      process.exit(1);
    },
  );
}

import { appSecret } from "./app-secret.ts";
import { type Database, migrateDatabase } from "./client.ts";

const NAME = "installation-id";

/**
 * A random id of this site's database, made by its first start: the Redis key space of what the
 * instances of one site share (events, rate-limit counters, throttles). Two sites, or two test
 * runs, on one Redis then never hear each other's events nor use up each other's limits — an
 * e2e run once found the operator's e-mail-change limit spent by the previous run's (decision
 * 043). Instances of one site read the same row, so they share one key space.
 */
export async function installationId(database: Database): Promise<string> {
  return database.withStartupLock(async (db) => {
    // The first start of a new database: the table comes with the migrations.
    await migrateDatabase(database, db);
    return appSecret(db, NAME, 9);
  });
}

import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Db } from "./db-type.ts";
import type { RawAccess } from "./raw-access.ts";
import { pgliteRawAccess } from "./raw-access-pglite.ts";
import { postgresRawAccess } from "./raw-access-postgres.ts";

export type { Db } from "./db-type.ts";

/** RawAccess: one held transaction with COPY in and out, for backups (server/db/raw-access.ts). */
export interface Database extends RawAccess {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Runs `work` while holding a database-wide lock, so that start-up steps (migrations, seeding,
   * the admin account) happen once even when several app instances start together.
   */
  withStartupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `work` unless this job (`lockKey`) is running right now in any instance sharing this
   * database, in which case it answers `{ ran: false }` at once: periodic jobs that only waste
   * work when doubled (the orphan sweep) run once at a time across instances.
   */
  tryJobLock<T>(lockKey: number, work: () => Promise<T>): Promise<JobLockResult<T>>;
  /**
   * Statements sent to PostgreSQL since the start, each a round trip (BEGIN and COMMIT
   * included): the metric `db_round_trips_total`, and how the send's budget is checked (issue 49
   * §3). Null on PGlite, which runs in this process and has no trips to count.
   */
  roundTrips(): number | null;
  close(): Promise<void>;
}

export type JobLockResult<T> = { ran: true; value: T } | { ran: false };

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Arbitrary constant shared by every instance of this app (pg advisory lock key). */
const STARTUP_LOCK_KEY = 724_310_001;

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /**
   * `dir` undefined means in-memory (tests); `template` starts it from a dump of an already
   * initialised cluster (createPgliteTemplate) instead of running initdb again.
   */
  | { kind: "pglite"; dir?: string; template?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres"
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dir, options.template);
}

async function openPglite(dir?: string, template?: Blob): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  const heldJobLocks = new Set<number>();
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ...pgliteRawAccess(client),
    // PGlite is a single in-process connection: nothing else can run start-up at the same time.
    withStartupLock: (work) => work(db),
    // One process opens a PGlite directory, so a lock within the process is the whole lock.
    async tryJobLock(lockKey, work) {
      if (heldJobLocks.has(lockKey)) return { ran: false };
      heldJobLocks.add(lockKey);
      try {
        return { ran: true, value: await work() };
      } finally {
        heldJobLocks.delete(lockKey);
      }
    },
    roundTrips: () => null,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // While the database is down a request waits this long for a connection, then answers 503
    // (http/error-handler.ts) instead of hanging; the pool reconnects by itself afterwards.
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // Nor may one that is checked out (in a transaction between two statements): pg listens to
  // clients' errors only while they are idle, and an unheard "Connection terminated" would throw
  // out of the process. The statement in flight rejects anyway, and that request answers 503.
  let roundTrips = 0;
  pool.on("connect", (client) => {
    client.on("error", () => {});
    // Every statement goes through a pooled client's query (the pool's own query included).
    const query = client.query;
    client.query = function countedQuery(this: pg.PoolClient, ...args: unknown[]) {
      roundTrips++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof client.query;
  });
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ...postgresRawAccess(pool),
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await work(drizzlePg({ client }) as unknown as Db);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async tryJobLock(lockKey, work) {
      // A session lock on a connection of its own, held while `work` runs on the pool. If that
      // connection dies the lock goes with it: jobs must stay correct when doubled anyway.
      const client = await pool.connect();
      // A connection whose unlock failed is closed, not pooled: it might still hold the lock.
      let unlockFailed = false;
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1) as locked",
          [lockKey],
        );
        if (!rows[0]?.locked) return { ran: false };
        try {
          return { ran: true, value: await work() };
        } finally {
          await client.query("select pg_advisory_unlock($1)", [lockKey]).catch(() => {
            unlockFailed = true;
          });
        }
      } finally {
        client.release(unlockFailed);
      }
    },
    roundTrips: () => roundTrips,
    close: () => pool.end(),
  };
}

export async function migrateDatabase(database: Database, db: Db = database.db): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(db as never, { migrationsFolder });
  } else {
    await migratePg(db as never, { migrationsFolder });
  }
}

/**
 * An in-memory PGlite cluster with every migration applied, dumped: the API tests start each
 * file's database from it, since creating a PGlite cluster (initdb) costs seconds and a dump
 * loads in a fraction of that.
 */
export async function createPgliteTemplate(): Promise<Blob> {
  const database = await openPglite();
  try {
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return await client.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

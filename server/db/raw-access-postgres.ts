import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import type { Db } from "./db-type.ts";
import { columnList, quoteIdent, type RawAccess, type RawSession } from "./raw-access.ts";

/** RawAccess on PostgreSQL: a connection of the pool held for the run, COPY by pg-copy-streams. */
export function postgresRawAccess(pool: pg.Pool): RawAccess {
  const run = async <T>(begin: string, work: (session: RawSession) => Promise<T>) => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query(begin);
      try {
        const result = await work(sessionOn(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {
          broken = true;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
  return {
    readSnapshot: (work) => run("begin isolation level repeatable read read only", work),
    writeTransaction: (work) => run("begin", work),
  };
}

function sessionOn(client: pg.PoolClient): RawSession {
  return {
    db: drizzle({ client }) as unknown as Db,
    async query(text, params) {
      return (await client.query(text, params as unknown[])).rows;
    },
    copyOut(table, columns) {
      return client.query(copyTo(`copy ${quoteIdent(table)} (${columnList(columns)}) to stdout`));
    },
    async copyIn(table, columns, source: Readable) {
      const sink = client.query(
        copyFrom(`copy ${quoteIdent(table)} (${columnList(columns)}) from stdin`),
      );
      await pipeline(source, sink);
      return sink.rowCount;
    },
  };
}

import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A throw-away PostgreSQL database on the server of `baseUrl`, for tests and the benchmark:
 * created empty, dropped (even with open connections) by `drop()`.
 */
export async function createScratchDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

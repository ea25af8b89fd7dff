import { Readable } from "node:stream";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Db } from "./db-type.ts";
import { columnList, quoteIdent, type RawAccess, type RawSession } from "./raw-access.ts";

/**
 * Heap pages one COPY reads on PGlite (8 KB each): PGlite answers a COPY as one Blob, so a table
 * is copied out in slices of its pages (a TID range scan), each a few MB, never whole.
 */
const PAGES_PER_SLICE = 512;
/** Bytes of whole rows one COPY FROM takes on PGlite, for the same reason. */
const BYTES_PER_LOAD = 4 * 1024 * 1024;

/** RawAccess on PGlite: its one connection in a transaction, COPY through its /dev/blob device. */
export function pgliteRawAccess(client: PGlite): RawAccess {
  return {
    readSnapshot: (work) =>
      client.transaction(async (tx) => {
        await tx.exec("set transaction isolation level repeatable read, read only");
        return work(sessionOn(tx));
      }),
    writeTransaction: (work) => client.transaction((tx) => work(sessionOn(tx))),
  };
}

function sessionOn(tx: Transaction): RawSession {
  return {
    // The query builder over the transaction object: every statement goes through `tx`.
    db: drizzle({ client: tx as unknown as PGlite }) as unknown as Db,
    async query(text, params) {
      return (await tx.query<never>(text, params ?? [])).rows;
    },
    copyOut(table, columns) {
      return Readable.from(slices(tx, table, columns), { objectMode: false });
    },
    async copyIn(table, columns, source) {
      const statement = `copy ${quoteIdent(table)} (${columnList(columns)}) from '/dev/blob'`;
      let rows = 0;
      const load = async (parts: Buffer[]) => {
        const result = await tx.query(statement, [], {
          blob: new Blob(parts as Uint8Array<ArrayBuffer>[]),
        });
        rows += result.affectedRows ?? 0;
      };
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        // Text format ends every row with a newline byte and escapes newlines inside values, so
        // cutting after the last newline of what has arrived sends whole rows only.
        const cut = chunk.lastIndexOf(0x0a);
        if (cut === -1) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          continue;
        }
        pending.push(chunk.subarray(0, cut + 1));
        pendingBytes += cut + 1;
        const rest = chunk.subarray(cut + 1);
        if (pendingBytes >= BYTES_PER_LOAD) {
          await load(pending);
          pending = [];
          pendingBytes = 0;
        }
        if (rest.length > 0) {
          pending.push(rest);
          pendingBytes += rest.length;
        }
      }
      if (pendingBytes > 0) await load(pending);
      return rows;
    },
  };
}

async function* slices(tx: Transaction, table: string, columns: readonly string[]) {
  const { rows } = await tx.query<{ pages: number }>(
    `select (pg_relation_size(${literal(quoteIdent(table))}) / current_setting('block_size')::int)::int as pages`,
  );
  const pages = rows[0]?.pages ?? 0;
  for (let first = 0; first < pages; first += PAGES_PER_SLICE) {
    const result = await tx.query(
      `copy (select ${columnList(columns)} from ${quoteIdent(table)} where ctid >= '(${first},0)'::tid and ctid < '(${first + PAGES_PER_SLICE},0)'::tid) to '/dev/blob'`,
    );
    if (result.blob && result.blob.size > 0) yield Buffer.from(await result.blob.arrayBuffer());
  }
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

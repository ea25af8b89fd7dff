import type { Readable } from "node:stream";
import type { Db } from "./db-type.ts";

/**
 * What a backup and a restore need below the query builder (issue 46, docs/decisions/062): one
 * transaction held for the whole run, and COPY in and out in PostgreSQL's text format, the same on
 * PGlite and on PostgreSQL, so one archive moves between the engines.
 */
export interface RawAccess {
  /**
   * Runs `work` in one REPEATABLE READ, READ ONLY transaction: every read it makes, COPY included,
   * sees the same snapshot. On PGlite the one connection is held meanwhile: app queries wait.
   */
  readSnapshot<T>(work: (session: RawSession) => Promise<T>): Promise<T>;
  /** Runs `work` in one read-write transaction, committed only if it returns. */
  writeTransaction<T>(work: (session: RawSession) => Promise<T>): Promise<T>;
}

export interface RawSession {
  /** The query builder on this same transaction (never call its transaction()). */
  db: Db;
  query<R extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /**
   * `COPY table (columns) TO STDOUT` in text format, as a stream of bytes: one line a row, so a
   * reader can count rows and cut the stream between them. Never buffers the table whole.
   */
  copyOut(table: string, columns: readonly string[]): Readable;
  /** `COPY table (columns) FROM STDIN` in text format; answers the rows written. */
  copyIn(table: string, columns: readonly string[], source: Readable): Promise<number>;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const columnList = (columns: readonly string[]) => columns.map(quoteIdent).join(", ");

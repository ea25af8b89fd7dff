import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./db-type.ts";

/**
 * One part of a statement that does several things at once: a select or a write. A part that
 * answers gives rows of (part, key, id, count), e.g. `select 'notification'::text as part,
 * user_id::text as key, id::text as id, count::int as count …`, or a write's RETURNING of them.
 */
export interface StatementPart {
  sql: SQL;
  answers: boolean;
}

/** A row a part answered; `part` names the part, `key` what the row is about. */
export interface PartAnswer {
  part: string;
  key: string;
  id: string | null;
  count: number;
}

const rowsOf = <T>(result: { rows?: T[] } | T[]): T[] =>
  Array.isArray(result) ? result : (result.rows ?? []);

/**
 * Runs the parts as one statement, each a WITH query of it: one round trip where each part
 * would take one (issue 49 §3: an event's notices, pushes, alerts and mail). PostgreSQL runs every
 * part to completion, on one snapshot: no part sees what another writes, so they must be
 * independent, and no two may change the same row. A part that locks (`FOR UPDATE`) locks as a
 * statement of its own would, in the order of the parts; it must answer (a SELECT that answers
 * nothing is never run, and locks nothing). No parts: no statement.
 */
export async function inOneStatement(tx: Db, parts: StatementPart[]): Promise<PartAnswer[]> {
  if (parts.length === 0) return [];
  const name = (i: number) => sql.raw(`part_${i}`);
  const queries = sql.join(
    parts.map((part, i) => sql`${name(i)} as (${part.sql})`),
    sql`, `,
  );
  const answering = parts.flatMap((part, i) =>
    part.answers ? [sql`select part, key, id, count from ${name(i)}`] : [],
  );
  const answer =
    answering.length > 0
      ? sql.join(answering, sql` union all `)
      : sql`select null::text as part, null::text as key, null::text as id, 0 as count where false`;
  const result = await tx.execute(sql`with ${queries} ${answer}`);
  return rowsOf(result as unknown as { rows?: PartAnswer[] }).map((row) => ({
    part: row.part,
    key: row.key,
    id: row.id,
    count: Number(row.count),
  }));
}

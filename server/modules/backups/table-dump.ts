import type { RawSession } from "../../db/raw-access.ts";

export interface DumpedTable {
  name: string;
  /** Copied columns in their table order; generated columns are computed again on restore. */
  columns: string[];
}

/** A foreign key from `table` to `references` (a table referring to itself is left out). */
interface Reference {
  table: string;
  references: string;
}

/**
 * Every table of the app's schema (`public`; drizzle's own migrations table is not one: its level
 * goes into the manifest instead), in dependency order: a table comes after every table it refers
 * to, so a restore can COPY them in one after another with their foreign keys checked. Read from
 * pg_catalog in the session's snapshot, so a backup lists what it copies.
 */
export async function tablesInDependencyOrder(session: RawSession): Promise<DumpedTable[]> {
  const columns = await session.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const references = await session.query<{ table: string; references: string }>(
    `select distinct c.relname as table, r.relname as references
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> r.oid`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of columns) {
    const list = byTable.get(row.table) ?? [];
    list.push(row.column);
    byTable.set(row.table, list);
  }
  return dependencyOrder([...byTable.keys()].sort(), references).map((name) => ({
    name,
    columns: byTable.get(name) ?? [],
  }));
}

/**
 * Names sorted so that every table follows those it refers to (alphabetical among equals, so the
 * order is the same on every engine). A cycle of foreign keys would have no such order: it is
 * reported, not guessed around, since a restore could not load it with its keys checked.
 */
export function dependencyOrder(names: string[], references: Reference[]): string[] {
  const pending = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { table, references: target } of references) {
    if (pending.has(table) && pending.has(target)) pending.get(table)?.add(target);
  }
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending.keys()].filter((name) =>
      [...(pending.get(name) ?? [])].every((target) => !pending.has(target)),
    );
    if (ready.length === 0) {
      throw new Error(`foreign keys form a cycle among: ${[...pending.keys()].join(", ")}`);
    }
    for (const name of ready) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  return ordered;
}

/** A table's text is cut into archive entries of about this size, between rows. */
export const PART_BYTES = 4 * 1024 * 1024;

/**
 * A table's COPY text cut into parts of whole rows, each at least `partBytes` (a row longer than
 * that makes a longer part) except the last, with the rows each holds: each part is loaded by a
 * COPY of its own on restore, and only one part is ever held in memory.
 */
export async function* tableParts(
  source: AsyncIterable<Buffer>,
  partBytes = PART_BYTES,
): AsyncGenerator<{ data: Buffer; rows: number }> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of source) {
    held.push(chunk);
    heldBytes += chunk.length;
    if (heldBytes < partBytes) continue;
    const joined = Buffer.concat(held);
    const cut = joined.lastIndexOf(0x0a);
    if (cut === -1) {
      held = [joined];
      continue;
    }
    const data = joined.subarray(0, cut + 1);
    yield { data, rows: countRows(data) };
    const rest = joined.subarray(cut + 1);
    held = rest.length > 0 ? [rest] : [];
    heldBytes = rest.length;
  }
  if (heldBytes > 0) {
    const data = Buffer.concat(held);
    yield { data, rows: countRows(data) };
  }
}

/** Rows in COPY text: one newline each (newlines inside values are escaped as \n). */
export function countRows(data: Buffer): number {
  let rows = 0;
  for (let at = data.indexOf(0x0a); at !== -1; at = data.indexOf(0x0a, at + 1)) rows += 1;
  return rows;
}

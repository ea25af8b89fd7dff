import { inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "./db-type.ts";

/**
 * Takes up to `limit` due rows of an outbox or queue for this instance in one statement: the
 * rows are picked `FOR UPDATE SKIP LOCKED` (another instance taking at the same moment gets
 * others) and moved by `set` (a lease: the next attempt later, one attempt more) as they are
 * picked. One round trip where a transaction around a select and an update took four, and most
 * flushes, after every event that might have queued something, find nothing. The answer is in no
 * particular order.
 */
export async function takeDue<TTable extends PgTable>(
  db: Db,
  table: TTable,
  pick: {
    id: PgColumn;
    due: SQL | undefined;
    order: (PgColumn | SQL)[];
    limit: number;
    set: PgUpdateSetSource<TTable>;
  },
): Promise<TTable["$inferSelect"][]> {
  const due = db
    .select({ id: pick.id })
    .from(table as PgTable)
    .where(pick.due)
    .orderBy(...pick.order)
    .limit(pick.limit)
    .for("update", { skipLocked: true });
  const taken = await db.update(table).set(pick.set).where(inArray(pick.id, due)).returning();
  return taken as TTable["$inferSelect"][];
}

import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import type {
  CourtEvent,
  CourtEventInput,
  CourtEventUpdate,
} from "../../../domain/court-events/court-event-schemas.ts";
import {
  COURT_EVENT_TEXTS,
  COURT_EVENTS_MAX_PER_EXECUTOR,
} from "../../../domain/court-events/court-events.ts";
import type { Db } from "../../db/client.ts";
import { courtEvents } from "../../db/schema/court-events.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, notFound } from "../../errors.ts";

type CourtEventRow = typeof courtEvents.$inferSelect;

export function toCourtEvent(row: CourtEventRow): CourtEvent {
  return {
    id: row.id,
    title: row.title,
    court_name: row.courtName,
    date: row.date.toISOString(),
    notes: row.notes,
    is_completed: row.isCompleted,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every hearing of the executor, the earliest first (the grid and the list read one answer). */
export async function listCourtEvents(db: Db, executorId: number): Promise<CourtEvent[]> {
  const rows = await db
    .select()
    .from(courtEvents)
    .where(eq(courtEvents.executorId, executorId))
    .orderBy(asc(courtEvents.date), asc(courtEvents.id))
    .limit(COURT_EVENTS_MAX_PER_EXECUTOR);
  return rows.map(toCourtEvent);
}

/** The executor's planned hearings from `from` (inclusive) to `to` (exclusive). */
export async function plannedCourtEventsBetween(
  db: Db,
  executorId: number,
  from: Date,
  to: Date,
): Promise<CourtEvent[]> {
  const rows = await db
    .select()
    .from(courtEvents)
    .where(
      and(
        eq(courtEvents.executorId, executorId),
        eq(courtEvents.isCompleted, false),
        gte(courtEvents.date, from),
        lt(courtEvents.date, to),
      ),
    )
    .orderBy(asc(courtEvents.date), asc(courtEvents.id))
    .limit(COURT_EVENTS_MAX_PER_EXECUTOR);
  return rows.map(toCourtEvent);
}

export async function createCourtEvent(
  db: Db,
  executorId: number,
  input: CourtEventInput,
): Promise<CourtEvent> {
  return db.transaction(async (tx) => {
    // The executor's row is locked first: two adds at once cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, executorId)).for("update");
    const [existing] = await tx
      .select({ total: count() })
      .from(courtEvents)
      .where(eq(courtEvents.executorId, executorId));
    if ((existing?.total ?? 0) >= COURT_EVENTS_MAX_PER_EXECUTOR) {
      throw badRequest(COURT_EVENT_TEXTS.tooMany);
    }
    const [row] = await tx
      .insert(courtEvents)
      .values({
        executorId,
        title: input.title,
        courtName: input.court_name,
        date: new Date(input.date),
        notes: input.notes ?? "",
      })
      .returning();
    return toCourtEvent(row!);
  });
}

/**
 * The whole form, or the status alone (the schema allows nothing in between). Another
 * executor's event answers 404 like a missing one: its existence is not theirs to learn.
 */
export async function updateCourtEvent(
  db: Db,
  executorId: number,
  id: number,
  update: CourtEventUpdate,
): Promise<CourtEvent> {
  const changes =
    update.title === undefined
      ? { isCompleted: update.is_completed }
      : {
          title: update.title,
          courtName: update.court_name,
          date: update.date === undefined ? undefined : new Date(update.date),
          notes: update.notes ?? "",
          isCompleted: update.is_completed,
        };
  const [row] = await db
    .update(courtEvents)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(courtEvents.id, id), eq(courtEvents.executorId, executorId)))
    .returning();
  if (!row) throw notFound(COURT_EVENT_TEXTS.notFound);
  return toCourtEvent(row);
}

/** One hearing of `executorId`'s (another lawyer's answers 404 like a missing one). */
export async function courtEventOfOwnerOr404(
  db: Db,
  executorId: number,
  id: number,
): Promise<CourtEventRow> {
  const [row] = await db
    .select()
    .from(courtEvents)
    .where(and(eq(courtEvents.id, id), eq(courtEvents.executorId, executorId)));
  if (!row) throw notFound(COURT_EVENT_TEXTS.notFound);
  return row;
}

export async function deleteCourtEvent(db: Db, executorId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(courtEvents)
    .where(and(eq(courtEvents.id, id), eq(courtEvents.executorId, executorId)))
    .returning({ id: courtEvents.id });
  if (deleted.length === 0) throw notFound(COURT_EVENT_TEXTS.notFound);
}

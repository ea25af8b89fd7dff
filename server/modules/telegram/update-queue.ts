import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Update } from "grammy/types";
import type { Db } from "../../db/client.ts";
import { telegramUpdates } from "../../db/schema/telegram.ts";
import { takeDue } from "../../db/take-due.ts";

/** An update is taken for this long before another instance may take it again. */
const HANDLE_LEASE_MS = 5 * 60_000;
/** Handled updates are kept this long: Telegram resends an unanswered one within a day. */
const HANDLED_KEEP_MS = 24 * 60 * 60_000;

/**
 * Keeps an update from the webhook or a long poll, once: its `update_id` is the key, so the same
 * update delivered twice (a retried webhook, two instances polling) is stored once. True when it
 * was new.
 */
export async function storeUpdate(db: Db, update: Update): Promise<boolean> {
  const stored = await db
    .insert(telegramUpdates)
    .values({
      updateId: update.update_id,
      payload: update as unknown as Record<string, unknown>,
      // This process's clock, in milliseconds, as the due query's: the database's own now() has
      // microseconds, and an update handled within the same millisecond would not yet be due.
      nextAttemptAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ updateId: telegramUpdates.updateId });
  return stored.length > 0;
}

/** The next `getUpdates` offset: one past the newest update kept (so nothing is asked twice). */
export async function nextOffset(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ max: sql<string | null>`max(${telegramUpdates.updateId})` })
    .from(telegramUpdates);
  return row?.max == null ? undefined : Number(row.max) + 1;
}

/**
 * Handles what is queued, oldest first, each update by one instance: taken under a lease
 * (`FOR UPDATE SKIP LOCKED`), handled, marked handled whatever came of it (the bot has told the
 * person; a message is never posted twice). Handled updates older than a day go.
 */
export async function handleQueuedUpdates(
  db: Db,
  handle: (update: Update) => Promise<void>,
  onError: (error: unknown) => void,
  limit = 50,
): Promise<number> {
  const now = new Date();
  await db
    .delete(telegramUpdates)
    .where(lte(telegramUpdates.handledAt, new Date(now.getTime() - HANDLED_KEEP_MS)));
  const taken = await takeDue(db, telegramUpdates, {
    id: telegramUpdates.updateId,
    due: and(isNull(telegramUpdates.handledAt), lte(telegramUpdates.nextAttemptAt, now)),
    order: [asc(telegramUpdates.updateId)],
    limit,
    set: {
      nextAttemptAt: new Date(now.getTime() + HANDLE_LEASE_MS),
      attempts: sql`${telegramUpdates.attempts} + 1`,
    },
  });
  taken.sort((a, b) => a.updateId - b.updateId);
  for (const row of taken) {
    let lastError: string | null = null;
    try {
      await handle(row.payload as unknown as Update);
    } catch (error) {
      onError(error);
      lastError = String(error instanceof Error ? error.message : error).slice(0, 500);
    }
    await db
      .update(telegramUpdates)
      .set({ handledAt: new Date(), lastError })
      .where(eq(telegramUpdates.updateId, row.updateId));
  }
  return taken.length;
}

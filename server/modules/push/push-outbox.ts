import { asc, eq, inArray, lte, sql } from "drizzle-orm";
import webpush from "web-push";
import { outboxRetryDelayMs } from "../../../domain/mail/mail.ts";
import { PUSH_MAX_ATTEMPTS, PUSH_TTL_SECONDS } from "../../../domain/push/push.ts";
import type { Db } from "../../db/client.ts";
import type { StatementPart } from "../../db/one-statement.ts";
import { pushOutbox, pushSubscriptions } from "../../db/schema/push.ts";
import { takeDue } from "../../db/take-due.ts";
import type { VapidKeys } from "./vapid.ts";

/** What the service worker shows: the notification's title and line, where a tap leads, its tag. */
export interface PushPayload extends Record<string, string> {
  title: string;
  body: string;
  /** A path inside the site. */
  url: string;
  /** A later push with the same tag replaces the earlier one on the phone (one per chat). */
  tag: string;
}

/** A row is taken for this long before another instance may take it again. */
const SEND_LEASE_MS = 60_000;
/** Pushes sent side by side: a queue chat told to every lawyer is not fifty sockets at once. */
const SENDS_AT_ONCE = 10;
/** A push service that does not answer within this is tried again later. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Queues `payload` for every browser `userId` turned pushes on in, as a part of the event's
 * writing statement (one-statement.ts), answering (part "push") per push queued: rolled back
 * with the event, sent after it (sendDuePushes). A part whether the account has browsers or not: this runs for every notice.
 * Due from this process's clock (milliseconds), which sendDuePushes compares with, not now()'s
 * microseconds.
 */
export function pushPart(userId: number, payload: PushPayload): StatementPart {
  return {
    answers: true,
    sql: sql`
    insert into ${pushOutbox} (${sql.identifier(pushOutbox.id.name)}, ${sql.identifier(pushOutbox.subscriptionId.name)}, ${sql.identifier(pushOutbox.payload.name)}, ${sql.identifier(pushOutbox.nextAttemptAt.name)})
    select gen_random_uuid()::text, ${pushSubscriptions.id}, ${JSON.stringify(payload)}::jsonb, ${new Date().toISOString()}::timestamptz
      from ${pushSubscriptions}
     where ${pushSubscriptions.userId} = ${userId}
    returning 'push'::text as part, ${userId}::text as key, id, 1 as count`,
  };
}

export interface PushDelivery {
  keys: VapidKeys;
  /** VAPID's contact: the site's address (push services write to it about abuse). */
  subject: string;
}

/**
 * Sends the pushes that are due, as the mail outbox does: a row is taken by moving its next
 * attempt a lease ahead, then sent (encrypted to the browser's keys and signed with ours, RFC
 * 8291/8292), then deleted. A push service that answers 404 or 410 has forgotten the browser: the
 * subscription goes, with whatever else waits for it. Other failures back off and give up after
 * PUSH_MAX_ATTEMPTS. Three round trips for a whole batch (up to `limit` pushes) when every push
 * goes through (take, the browsers, the sent rows' end), not three per push: one message told to
 * a lawyer's phone and laptop, or a queue chat told to every lawyer, is one batch. The pushes go
 * out SENDS_AT_ONCE side by side; should the end's statement fail, the batch's pushes go again
 * after their lease (a push with the same tag replaces the one on the phone).
 */
export async function sendDuePushes(
  db: Db,
  delivery: PushDelivery,
  now: Date = new Date(),
  limit = 50,
): Promise<{ sent: number; failed: number; dropped: number }> {
  const taken = await takeDue(db, pushOutbox, {
    id: pushOutbox.id,
    due: lte(pushOutbox.nextAttemptAt, now),
    order: [asc(pushOutbox.nextAttemptAt)],
    limit,
    set: {
      nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS),
      attempts: sql`${pushOutbox.attempts} + 1`,
    },
  });
  if (taken.length === 0) return { sent: 0, failed: 0, dropped: 0 };
  const browsers = new Map(
    (
      await db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, [...new Set(taken.map((row) => row.subscriptionId))]))
    ).map((subscription) => [subscription.id, subscription]),
  );
  type Answered = { row: (typeof taken)[number]; outcome: SendOutcome };
  const outcomes: Answered[] = [];
  // Gone since it was queued: its rows went with it (on delete cascade).
  const sendable = taken.filter((row) => browsers.has(row.subscriptionId));
  for (let start = 0; start < sendable.length; start += SENDS_AT_ONCE) {
    const part = sendable.slice(start, start + SENDS_AT_ONCE);
    const answered = part.map(async (row): Promise<Answered> => {
      const outcome = await sendOne(delivery, browsers.get(row.subscriptionId)!, row.payload).catch(
        (error: unknown) => ({
          status: 0,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      return { row, outcome };
    });
    outcomes.push(...(await Promise.all(answered)));
  }
  const by: Record<Outcome, Answered[]> = { sent: [], forgotten: [], failed: [] };
  for (const entry of outcomes) by[outcomeOf(entry.outcome.status)].push(entry);
  const { sent, forgotten, failed } = by;
  if (sent.length > 0) {
    // The sent rows and their browsers' «last sent», in one statement.
    await db.execute(sql`
      with sent as (
        delete from ${pushOutbox} where ${inArray(
          pushOutbox.id,
          sent.map(({ row }) => row.id),
        )}
        returning ${sql.identifier(pushOutbox.subscriptionId.name)} as subscription_id
      )
      update ${pushSubscriptions}
         set ${sql.identifier(pushSubscriptions.lastSentAt.name)} = ${new Date().toISOString()}::timestamptz
       where ${pushSubscriptions.id} in (select subscription_id from sent)`);
  }
  if (forgotten.length > 0) {
    const gone = forgotten.map(({ row }) => row.subscriptionId);
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  }
  // Failures are rare and each backs off by its own attempts: one statement each.
  for (const { row, outcome } of failed) {
    const lastError = `${outcome.status || "no answer"}: ${outcome.error ?? ""}`;
    if (row.attempts >= PUSH_MAX_ATTEMPTS) {
      await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
    } else {
      await db
        .update(pushOutbox)
        .set({
          nextAttemptAt: new Date(Date.now() + outboxRetryDelayMs(row.attempts)),
          lastError: lastError.slice(0, 500),
        })
        .where(eq(pushOutbox.id, row.id));
    }
  }
  return { sent: sent.length, failed: failed.length, dropped: forgotten.length };
}

type Outcome = "sent" | "forgotten" | "failed";

/** 2xx: delivered; 404 or 410: the push service has forgotten the browser; anything else: again later. */
function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return "sent";
  return status === 404 || status === 410 ? "forgotten" : "failed";
}

interface SendOutcome {
  status: number;
  error?: string;
}

/** One push over HTTP(S): web-push encrypts and signs it; fetch carries it (any scheme). */
async function sendOne(
  delivery: PushDelivery,
  subscription: typeof pushSubscriptions.$inferSelect,
  payload: Record<string, string>,
): Promise<SendOutcome> {
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: delivery.subject, ...delivery.keys },
      TTL: PUSH_TTL_SECONDS,
      urgency: "high",
      contentEncoding: "aes128gcm",
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body as Buffer) : null,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    redirect: "error",
  });
  const text = await response.text().catch(() => "");
  return { status: response.status, error: text.slice(0, 200) };
}

import { randomUUID } from "node:crypto";
import { and, asc, eq, lt, lte, ne, sql } from "drizzle-orm";
import {
  MAIL_MAX_ATTEMPTS,
  MAIL_SEND_LEASE_MS,
  outboxRetryDelayMs,
} from "../../../domain/mail/mail.ts";
import type { Db } from "../../db/client.ts";
import { smsOutbox } from "../../db/schema/phone.ts";
import { takeDue } from "../../db/take-due.ts";
import { coalescedRun } from "../../platform/coalesced-run.ts";
import type { SmsSender } from "../../platform/sms/sms-sender.ts";

/**
 * Puts an SMS into the outbox, in the transaction of the change it is about (a challenge): it
 * commits with it or not at all. `expiresAt`: the SMS is dropped rather than sent after it (a
 * code that arrives dead only confuses).
 */
export async function enqueueSms(
  tx: Db,
  sms: { to: string; text: string; expiresAt: Date; userId?: number | null },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(smsOutbox).values({
    id,
    recipient: sms.to,
    text: sms.text,
    expiresAt: sms.expiresAt,
    userId: sms.userId ?? null,
    nextAttemptAt: new Date(),
  });
  return id;
}

/** A row done with keeps no text: it held a working code. */
const NO_TEXT = { text: "" } as const;

/**
 * Sends the due SMS, as the mail outbox does (server/modules/mail/outbox.ts): a row is taken by
 * moving its next attempt a lease ahead, sent, then marked; a failure backs off and gives up after
 * MAIL_MAX_ATTEMPTS; one past its expiry is dropped. The text never reaches the log: the gateway's
 * error is kept, and it names no text.
 */
export async function sendDueSms(
  db: Db,
  sender: SmsSender,
  now: Date = new Date(),
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const leaseEnds = new Date(now.getTime() + MAIL_SEND_LEASE_MS);
  await db
    .update(smsOutbox)
    .set({ status: "expired", ...NO_TEXT })
    .where(and(eq(smsOutbox.status, "pending"), lte(smsOutbox.expiresAt, now)));
  const taken = await takeDue(db, smsOutbox, {
    id: smsOutbox.id,
    due: and(eq(smsOutbox.status, "pending"), lte(smsOutbox.nextAttemptAt, now)),
    order: [asc(smsOutbox.nextAttemptAt)],
    limit,
    set: { nextAttemptAt: leaseEnds, attempts: sql`${smsOutbox.attempts} + 1` },
  });
  let sent = 0;
  let failed = 0;
  for (const row of taken) {
    try {
      const providerId = await sender.send({ id: row.id, to: row.recipient, text: row.text });
      await db
        .update(smsOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null, providerId, ...NO_TEXT })
        .where(eq(smsOutbox.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(smsOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          ...(giveUp ? NO_TEXT : {}),
          nextAttemptAt: new Date(Date.now() + outboxRetryDelayMs(row.attempts)),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(smsOutbox.id, row.id));
    }
  }
  return { sent, failed };
}

/** Deletes SMS rows done with longer ago than the retention period. */
export async function purgeOldSms(
  db: Db,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const purged = await db
    .delete(smsOutbox)
    .where(and(ne(smsOutbox.status, "pending"), lt(smsOutbox.createdAt, cutoff)))
    .returning({ id: smsOutbox.id });
  return purged.length;
}

export interface SmsService {
  readonly sender: SmsSender;
  /** Sends what is due now; a call during a run asks for one more run after it. */
  flush(): Promise<void>;
}

export function createSmsService(db: Db, sender: SmsSender): SmsService {
  return { sender, flush: coalescedRun(() => sendDueSms(db, sender)) };
}

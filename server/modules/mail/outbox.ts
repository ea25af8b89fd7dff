import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import {
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_BASE_MS,
  MAIL_SEND_LEASE_MS,
} from "../../../domain/mail/mail.ts";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/mail.ts";

/** A mail as the outbox keeps it until it is sent. */
export interface OutgoingMail {
  to: string;
  /** What it is about: "security" mails (password reset) cannot be switched off. */
  category: string;
  subject: string;
  text: string;
  html: string;
}

/** What actually sends: SMTP, or .eml files when no server is configured (platform/mail). */
export interface MailSender {
  readonly description: string;
  send(mail: OutgoingMail & { id: string }): Promise<void>;
}

/**
 * Puts a mail into the outbox. Call it with the transaction of the change the mail is about:
 * the row commits with the change or not at all.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<string> {
  const id = randomUUID();
  await tx.insert(mailOutbox).values({
    id,
    recipient: mail.to,
    category: mail.category,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    // Due now by this process's clock, in whole milliseconds: the database's now() has
    // microseconds, and a flush right after (its `now` made in the same millisecond) would
    // otherwise find the mail not yet due.
    nextAttemptAt: new Date(),
  });
  return id;
}

const retryDelayMs = (attempts: number) => MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

/**
 * Sends the mails that are due, at most `limit` at a time. A row is first taken by moving its
 * next attempt a lease ahead (so another instance, or this one after a crash, takes it again only
 * once the lease ran out), then sent, then marked. A failure backs off (1, 2, 4 … minutes) and
 * gives up after MAIL_MAX_ATTEMPTS. Returns how many were sent and how many failed this round.
 */
export async function sendDueMail(
  db: Db,
  sender: MailSender,
  now: Date = new Date(),
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const leaseEnds = new Date(now.getTime() + MAIL_SEND_LEASE_MS);
  const taken = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseEnds, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  let sent = 0;
  let failed = 0;
  for (const row of taken) {
    try {
      await sender.send({
        id: row.id,
        to: row.recipient,
        category: row.category,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return { sent, failed };
}

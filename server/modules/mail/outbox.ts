import { randomUUID } from "node:crypto";
import { and, asc, eq, lt, lte, ne, sql } from "drizzle-orm";
import {
  MAIL_MAX_ATTEMPTS,
  MAIL_SEND_LEASE_MS,
  outboxRetryDelayMs,
} from "../../../domain/mail/mail.ts";
import type { Db } from "../../db/client.ts";
import type { StatementPart } from "../../db/one-statement.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { takeDue } from "../../db/take-due.ts";

/** A mail as the outbox keeps it until it is sent. */
export interface OutgoingMail {
  to: string;
  /** What it is about: "security" mails (password reset) cannot be switched off. */
  category: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe address of its category (none for security mail). */
  listUnsubscribe?: string | null;
  /** An iCalendar invitation (METHOD:REQUEST or CANCEL) the mail carries for calendar apps. */
  calendar?: string | null;
  /**
   * The chat the mail is about: deleting the chat (a client's erasure) deletes its mail, which
   * may name the client.
   */
  sessionId?: string | null;
  /**
   * The account a security mail is about: erasing the account deletes the mail, even one sent to
   * an address the account has since changed.
   */
  userId?: number | null;
}

/**
 * A mail about unread messages: not sent if, by the time it is due, `reader` has read the chat
 * up to `messageId` (the person saw them in the app; the mail would only be noise).
 */
export interface UnlessRead {
  sessionId: string;
  reader: "client" | "executor";
  messageId: number;
}

/** What actually sends: SMTP, or .eml files when no server is configured (platform/mail). */
export interface MailSender {
  readonly description: string;
  send(mail: OutgoingMail & { id: string }): Promise<void>;
}

/** A mail's row in the outbox, due now. */
function mailRow(mail: OutgoingMail, id: string) {
  return {
    id,
    recipient: mail.to,
    category: mail.category,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    listUnsubscribe: mail.listUnsubscribe ?? null,
    calendar: mail.calendar ?? null,
    sessionId: mail.sessionId ?? null,
    userId: mail.userId ?? null,
    // Due now by this process's clock, in whole milliseconds: the database's now() has
    // microseconds, and a flush right after (its `now` made in the same millisecond) would
    // otherwise find the mail not yet due.
    nextAttemptAt: new Date(),
  };
}

/**
 * Puts a mail into the outbox. Call it with the transaction of the change the mail is about:
 * the row commits with the change or not at all.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<string> {
  const id = randomUUID();
  await tx.insert(mailOutbox).values(mailRow(mail, id));
  return id;
}

/** enqueueMail as a part of an event's writing statement (one-statement.ts). */
export function mailPart(tx: Db, mail: OutgoingMail): StatementPart {
  return {
    answers: false,
    sql: tx.insert(mailOutbox).values(mailRow(mail, randomUUID())).getSQL(),
  };
}

/**
 * A mail that gathers events (issue 14 §1: several messages within 5 minutes make one mail): the
 * first event writes it due `delayMs` later; each next event with the same key, while it still
 * waits, counts up there and writes it again for the new count instead of adding a mail.
 */
export interface MailBatch {
  key: string;
  delayMs: number;
  to: string;
  category: string;
  /** RFC 8058 one-click address, sent as List-Unsubscribe. */
  listUnsubscribe: string;
  render(count: number): Pick<OutgoingMail, "subject" | "text" | "html">;
  /** Dropped when the reader has read up to the batch's last message meanwhile. */
  unlessRead?: UnlessRead;
}

/**
 * The open (still waiting) batches of `keys`, locked until the event's transaction ends, so two
 * events at once count two: a part of the event's reading statement (one-statement.ts),
 * answering (part "batch", key: the batch's key, id, count).
 */
export function openBatchesPart(keys: readonly string[]): StatementPart {
  const m = mailOutbox;
  return {
    answers: true,
    sql: sql`select 'batch'::text as part, ${m.batchKey} as key, ${m.id} as id,
                    ${m.batchCount}::int as count
               from ${m}
              where ${m.batchKey} in ${keys} and ${OPEN_BATCH}
                for update`,
  };
}

/**
 * The batch's write, rendered for `count` (1, or one more than its open batch read under lock):
 * a part of the event's writing statement, answering (part "mail", key, id, count). An event
 * racing it to open the batch meets the open batch's unique key and counts up there; its count
 * then differs from `count`, and batchedMailText writes the text again. A batch a worker has
 * taken is no longer open: the event opens the next.
 */
export function batchedMailPart(tx: Db, batch: MailBatch, count: number, now: Date): StatementPart {
  const mail = batch.render(count);
  return {
    answers: true,
    sql: sql`${tx
      .insert(mailOutbox)
      .values({
        id: randomUUID(),
        recipient: batch.to,
        category: batch.category,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        batchKey: batch.key,
        batchCount: count,
        listUnsubscribe: batch.listUnsubscribe,
        sessionId: batch.unlessRead?.sessionId ?? null,
        unlessReadBy: batch.unlessRead?.reader ?? null,
        upToMessageId: batch.unlessRead?.messageId ?? null,
        nextAttemptAt: new Date(now.getTime() + batch.delayMs),
      })
      .onConflictDoUpdate({
        target: mailOutbox.batchKey,
        targetWhere: OPEN_BATCH,
        set: {
          batchCount: sql`${mailOutbox.batchCount} + 1`,
          subject: sql`excluded.subject`,
          textBody: sql`excluded.text_body`,
          htmlBody: sql`excluded.html_body`,
          ...(batch.unlessRead ? { upToMessageId: batch.unlessRead.messageId } : {}),
        },
      })
      .getSQL()} returning 'mail'::text as part, ${mailOutbox.batchKey} as key, ${mailOutbox.id} as id,
                 ${mailOutbox.batchCount}::int as count`,
  };
}

/** A batch whose count came out other than it was rendered for (a race): its text again. */
export async function batchedMailText(
  tx: Db,
  queued: { id: string; count: number },
  batch: MailBatch,
  renderedFor: number,
): Promise<void> {
  if (queued.count === renderedFor) return;
  const mail = batch.render(queued.count);
  await tx
    .update(mailOutbox)
    .set({ subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .where(eq(mailOutbox.id, queued.id));
}

/** The predicate of the unique index on open batches (migration 0017). */
const OPEN_BATCH = sql`${mailOutbox.batchKey} is not null and ${mailOutbox.attempts} = 0 and ${mailOutbox.status} = 'pending'`;

/** True when the mail is about messages its reader has read since it was written. */
async function readMeanwhile(db: Db, row: typeof mailOutbox.$inferSelect): Promise<boolean> {
  if (!row.sessionId || !row.unlessReadBy || row.upToMessageId === null) return false;
  const pointer =
    row.unlessReadBy === "client"
      ? chatSessions.clientReadMessageId
      : chatSessions.executorReadMessageId;
  const [chat] = await db
    .select({ readUpTo: pointer })
    .from(chatSessions)
    .where(eq(chatSessions.id, row.sessionId));
  return (chat?.readUpTo ?? 0) >= row.upToMessageId;
}

/**
 * What a row keeps of its body once it is done with (sent, skipped, given up): nothing. The text
 * held working links — a reset or e-mail change token, a guest chat's address, a signed
 * unsubscribe — that must not stay readable in the database (issue 27 §2); recipient, subject,
 * category and times remain for the operator's record.
 */
const SENT_BODY = { textBody: "", htmlBody: "", calendar: null } as const;

/**
 * Deletes the rows done with (sent, skipped, failed) longer ago than the retention period; due
 * and retrying mail stays. Returns how many went.
 */
export async function purgeOldMail(
  db: Db,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const purged = await db
    .delete(mailOutbox)
    .where(
      and(
        ne(mailOutbox.status, "pending"),
        lt(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, cutoff),
      ),
    )
    .returning({ id: mailOutbox.id });
  return purged.length;
}

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
  const taken = await takeDue(db, mailOutbox, {
    id: mailOutbox.id,
    due: and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)),
    order: [asc(mailOutbox.nextAttemptAt)],
    limit,
    set: { nextAttemptAt: leaseEnds, attempts: sql`${mailOutbox.attempts} + 1` },
  });
  // Oldest first, as they were queued (the answer of one statement has no order).
  taken.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let sent = 0;
  let failed = 0;
  for (const row of taken) {
    if (await readMeanwhile(db, row)) {
      await db
        .update(mailOutbox)
        .set({ status: "skipped", ...SENT_BODY })
        .where(eq(mailOutbox.id, row.id));
      continue;
    }
    try {
      await sender.send({
        id: row.id,
        to: row.recipient,
        category: row.category,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        listUnsubscribe: row.listUnsubscribe,
        calendar: row.calendar,
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null, ...SENT_BODY })
        .where(eq(mailOutbox.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          ...(giveUp ? SENT_BODY : {}),
          nextAttemptAt: new Date(Date.now() + outboxRetryDelayMs(row.attempts)),
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return { sent, failed };
}

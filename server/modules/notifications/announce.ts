import type { ChatEvent } from "../../../domain/chat/chat-schemas.ts";
import { MAIL_BATCH_MS } from "../../../domain/mail/mail.ts";
import {
  GATHERED_KINDS,
  NOTIFICATION_MAIL_CATEGORY,
  type NotificationKind,
  NOTIFICATION_MAIL_TEXTS as T,
} from "../../../domain/notifications/notifications.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { isTelegramAlertKind } from "../../../domain/telegram/telegram.ts";
import type { Db } from "../../db/client.ts";
import { inOneStatement, type StatementPart } from "../../db/one-statement.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { TOPICS } from "../chat/chat-events.ts";
import { renderMail } from "../mail/mail-layout.ts";
import {
  batchedMailPart,
  batchedMailText,
  type MailBatch,
  mailPart,
  type OutgoingMail,
  openBatchesPart,
  type UnlessRead,
} from "../mail/outbox.ts";
import { optOutsPart, unsubscribeKey, unsubscribeLinks } from "../mail/unsubscribe.ts";
import { pushPart } from "../push/push-outbox.ts";
import { PUSH_DUE_TOPIC } from "../push/push-service.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import type { InstanceKept } from "../site-settings/settings-cache.ts";
import { gatheredAlertText, type StaffAlert, staffAlertPart } from "../telegram/outbox.ts";
import { TELEGRAM_DUE_TOPIC } from "../telegram/topics.ts";
import { notificationPart, openNotificationsPart } from "./notification-store.ts";
import type { Recipient } from "./recipients.ts";

/** What an event needs from the app: its address for links in mail (none: no mail) and a clock. */
export interface AnnounceContext {
  publicUrl?: string;
  now: Date;
  /**
   * What this instance keeps (the busiest events: a message), settled before the transaction
   * (settledKept); absent, read in the transaction.
   */
  kept?: InstanceKept;
  /** Counts what the event queued for after the commit (publishNotices flushes only those). */
  queued?: Queued;
}

/** Pushes and Telegram messages an event queued: their outboxes are flushed after the commit. */
export interface Queued {
  pushes: number;
  telegram: number;
}

/** One event, told to its recipients in the bell and by mail. */
export interface Notice {
  kind: NotificationKind;
  sessionId: string | null;
  /** Title and line for this many gathered events (1 otherwise). */
  text(count: number): { title: string; body: string };
  /** The mail's subject and paragraphs when they say more than the title and line. */
  mail?: { subject?: (count: number) => string; paragraphs?: (count: number) => string[] };
  /** The button of the mail. */
  action?: string;
  /** Gathered mail (messages) is dropped when the reader has read them while it waited. */
  unlessRead?: UnlessRead;
  /** What a Telegram alert quotes below the title and line (the client's message). */
  quote?: string;
  /**
   * The event's own writes, made in the same statement as its notices (a message's chat row,
   * its copies to the chat's Telegram): independent of them, and of each other.
   */
  writeAlso?: StatementPart[];
  /**
   * The rows `writeAlso` changes, locked first in the reading statement (answering parts: a part
   * that answers nothing is never run), so that the event takes its locks in the order every
   * other transaction does: the chat's row before any notification's or mail's.
   */
  lockFirst?: StatementPart[];
}

/**
 * Tells `recipients` of `notice` inside the event's transaction: a notification for each account
 * (always), a push to its browsers and an alert to a lawyer's Telegram, and a mail to each
 * address whose owner did not switch its category off. Messages gather: one notification and one
 * mail per chat within 5 minutes. Two round trips whoever and however many it goes to (issue 49
 * §3): one statement reads what is open (locked) and who switched mail off, one writes it all
 * (one-statement.ts); a third only when a gathered Telegram alert or a raced mail batch needs its
 * text for a new count. Returns the accounts to nudge live once the transaction has committed
 * (publishNotices).
 */
export async function announce(
  tx: Db,
  ctx: AnnounceContext,
  recipients: readonly (Recipient | null)[],
  notice: Notice,
): Promise<number[]> {
  // Each person once: two parts of one statement may not change the same row.
  const people = [
    ...new Map(
      recipients
        .filter((recipient): recipient is Recipient => recipient !== null)
        .map((person) => [person.userId ?? person.email, person]),
    ).values(),
  ];
  const accounts = people.flatMap((person) => (person.userId === null ? [] : [person.userId]));
  const publicUrl = ctx.publicUrl;
  const mails = publicUrl
    ? await mailsOf(tx, ctx, publicUrl, people, notice)
    : { batches: [], single: [] };
  const gathered = GATHERED_KINDS.has(notice.kind) ? notice.sessionId : null;

  // What is open now, locked until the transaction ends: the accounts' unread notification of
  // this chat, the mail batches still waiting; and the addresses that switched this mail off.
  // The rows the event's own writes change are locked first, as before any notice's row
  // everywhere else (a message's chat row): two sends at once never wait on each other in turn.
  const mailTo = [...mails.batches.map((batch) => batch.to), ...mails.single.map((m) => m.to)];
  const read = await inOneStatement(tx, [
    ...(notice.lockFirst ?? []),
    ...(gathered !== null && accounts.length > 0
      ? [openNotificationsPart(accounts, notice.kind, gathered)]
      : []),
    ...(mails.batches.length > 0 ? [openBatchesPart(mails.batches.map((b) => b.key))] : []),
    ...(mailTo.length > 0 ? [optOutsPart(mailTo, NOTIFICATION_MAIL_CATEGORY[notice.kind])] : []),
  ]);
  const found = (part: string, key: string) =>
    read.find((row) => row.part === part && row.key === key);

  const alerts = new Map<string, StaffAlert>();
  const batchCounts = new Map<string, { batch: MailBatch; count: number }>();
  const writes: StatementPart[] = [];
  for (const person of people) {
    if (person.userId === null) continue;
    const open = found("notification", String(person.userId));
    const note = {
      userId: person.userId,
      kind: notice.kind,
      sessionId: notice.sessionId,
      path: person.path,
      text: notice.text,
    };
    writes.push(
      notificationPart(tx, note, open && { id: Number(open.id), count: open.count }, ctx.now),
    );
    const { title, body } = notice.text(1);
    writes.push(
      pushPart(person.userId, {
        title,
        body,
        url: person.path,
        tag: notice.sessionId ?? notice.kind,
      }),
    );
    if (publicUrl && isTelegramAlertKind(notice.kind)) {
      // The lawyer's Telegram, when linked and this kind is on (issue 47 §2); a client's
      // events reach their Telegram through the chat's tie instead (chat-notices.ts).
      const alert: StaffAlert = {
        kind: notice.kind,
        sessionId: notice.sessionId,
        gather: GATHERED_KINDS.has(notice.kind),
        url: new URL(person.path, publicUrl).href,
        text: (count) => {
          const { title, body } = notice.text(count);
          return [title, body, notice.quote].filter(Boolean).join("\n");
        },
      };
      alerts.set(String(person.userId), alert);
      writes.push(staffAlertPart(person.userId, alert, ctx.now));
    }
  }
  for (const batch of mails.batches) {
    if (found("optout", batch.to)) continue;
    const count = (found("batch", batch.key)?.count ?? 0) + 1;
    batchCounts.set(batch.key, { batch, count });
    writes.push(batchedMailPart(tx, batch, count, ctx.now));
  }
  for (const mail of mails.single) {
    if (!found("optout", mail.to)) writes.push(mailPart(tx, mail));
  }
  writes.push(...(notice.writeAlso ?? []));
  for (const queued of await inOneStatement(tx, writes)) {
    if (ctx.queued && queued.part === "push") ctx.queued.pushes++;
    if (ctx.queued && (queued.part === "alert" || queued.part === "tie")) ctx.queued.telegram++;
    if (queued.id === null) continue;
    const alert = queued.part === "alert" ? alerts.get(queued.key) : undefined;
    if (alert) await gatheredAlertText(tx, { id: queued.id, count: queued.count }, alert);
    const mail = queued.part === "mail" ? batchCounts.get(queued.key) : undefined;
    if (mail)
      await batchedMailText(tx, { id: queued.id, count: queued.count }, mail.batch, mail.count);
  }
  return accounts;
}

/**
 * The mails of an event, rendered, one per address (whether its owner switched the category off
 * is read with the rest): gathered ones (messages) as batches, the others as they are.
 */
async function mailsOf(
  tx: Db,
  ctx: AnnounceContext,
  publicUrl: string,
  people: readonly Recipient[],
  notice: Notice,
): Promise<{ batches: MailBatch[]; single: OutgoingMail[] }> {
  const withMail = people.filter((person) => person.email);
  if (withMail.length === 0) return { batches: [], single: [] };
  // «Настройки сайта» for the footer and the unsubscribe links' key: read once per event (or kept
  // by the instance), whoever it goes to.
  const [settings, key] = await Promise.all([
    ctx.kept?.siteSettings() ?? getSiteSettings(tx),
    ctx.kept?.unsubscribeKey() ?? unsubscribeKey(tx),
  ]);
  const category = NOTIFICATION_MAIL_CATEGORY[notice.kind];
  const batches: MailBatch[] = [];
  const single: OutgoingMail[] = [];
  for (const person of withMail) {
    const email = person.email as string;
    const unsubscribe = unsubscribeLinks(key, publicUrl, email, category);
    const link = new URL(person.path, publicUrl).href;
    const render = (count: number) => {
      const { title, body } = notice.text(count);
      return {
        subject: `${notice.mail?.subject?.(count) ?? title} · ${siteNameOf(settings)}`,
        ...renderMail(
          {
            greeting: T.greeting(person.name),
            paragraphs: notice.mail?.paragraphs?.(count) ?? [body],
            action: { label: notice.action ?? T.openCabinet, url: link },
            after: [`${T.unsubscribe}: ${unsubscribe.page}`],
          },
          settings,
        ),
      };
    };
    if (GATHERED_KINDS.has(notice.kind) && notice.sessionId !== null) {
      batches.push({
        key: `${notice.kind}:${notice.sessionId}:${email}`,
        delayMs: MAIL_BATCH_MS,
        to: email,
        category,
        listUnsubscribe: unsubscribe.oneClick,
        render,
        unlessRead: notice.unlessRead,
      });
    } else {
      single.push({
        to: email,
        sessionId: notice.sessionId,
        category,
        listUnsubscribe: unsubscribe.oneClick,
        ...render(1),
      });
    }
  }
  return { batches, single };
}

/**
 * After the commit: each told account's screens refetch their notifications (every instance,
 * through the event bus), and the pushes and Telegram messages the event queued go out now, from
 * whichever instance — only those it counted when it counted them (`queued`: nothing queued, no
 * outbox to look at). A bus failure only delays the bell until its next poll.
 */
export async function publishNotices(
  events: EventBus,
  userIds: readonly number[],
  queued?: Queued,
): Promise<void> {
  const event: ChatEvent = { type: "notifications.updated", session_id: null, sent_at: Date.now() };
  const told = userIds.length > 0;
  await Promise.all([
    ...[...new Set(userIds)].map((id) => events.publish(TOPICS.user(id), event).catch(() => {})),
    ...((queued ? queued.pushes > 0 : told)
      ? [events.publish(PUSH_DUE_TOPIC, {}).catch(() => {})]
      : []),
    ...((queued ? queued.telegram > 0 : told)
      ? [events.publish(TELEGRAM_DUE_TOPIC, {}).catch(() => {})]
      : []),
  ]);
}

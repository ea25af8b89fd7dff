import { and, eq } from "drizzle-orm";
import type { ChatEvent } from "../../../domain/chat/chat-schemas.ts";
import { MAIL_BATCH_MS } from "../../../domain/mail/mail.ts";
import {
  GATHERED_KINDS,
  NOTIFICATION_MAIL_CATEGORY,
  type NotificationKind,
  NOTIFICATION_MAIL_TEXTS as T,
} from "../../../domain/notifications/notifications.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import type { SiteSettings } from "../../../domain/site-settings/site-settings.ts";
import { isTelegramAlertKind } from "../../../domain/telegram/telegram.ts";
import type { Db } from "../../db/client.ts";
import { mailOptOuts } from "../../db/schema/mail.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { TOPICS } from "../chat/chat-events.ts";
import { renderMail } from "../mail/mail-layout.ts";
import { enqueueBatchedMail, enqueueMail, type UnlessRead } from "../mail/outbox.ts";
import { unsubscribeLinks } from "../mail/unsubscribe.ts";
import { enqueuePush } from "../push/push-outbox.ts";
import { PUSH_DUE_TOPIC } from "../push/push-service.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { enqueueStaffAlert } from "../telegram/outbox.ts";
import { TELEGRAM_DUE_TOPIC } from "../telegram/topics.ts";
import { addNotification } from "./notification-store.ts";
import type { Recipient } from "./recipients.ts";

/** What an event needs from the app: its address for links in mail (none: no mail) and a clock. */
export interface AnnounceContext {
  publicUrl?: string;
  now: Date;
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
}

/**
 * Tells `recipients` of `notice` inside the event's transaction: a notification for each account
 * (always), and a mail to each address whose owner did not switch its category off. Messages
 * gather: one notification and one mail per chat within 5 minutes. Returns the accounts to nudge
 * live once the transaction has committed (publishNotices).
 */
export async function announce(
  tx: Db,
  ctx: AnnounceContext,
  recipients: readonly (Recipient | null)[],
  notice: Notice,
): Promise<number[]> {
  const told: number[] = [];
  // «Настройки сайта» for the mails' footer: read once per event, whoever it goes to.
  let settings: Promise<SiteSettings> | undefined;
  const siteSettings = () => {
    settings ??= getSiteSettings(tx);
    return settings;
  };
  for (const recipient of recipients) {
    if (!recipient) continue;
    if (recipient.userId !== null) {
      await addNotification(
        tx,
        {
          userId: recipient.userId,
          kind: notice.kind,
          sessionId: notice.sessionId,
          path: recipient.path,
          text: notice.text,
        },
        ctx.now,
      );
      const { title, body } = notice.text(1);
      await enqueuePush(tx, recipient.userId, {
        title,
        body,
        url: recipient.path,
        tag: notice.sessionId ?? notice.kind,
      });
      if (ctx.publicUrl && isTelegramAlertKind(notice.kind)) {
        // The lawyer's Telegram, when linked and this kind is on (issue 47 §2); a client's
        // events reach their Telegram through the chat's tie instead (chat-notices.ts).
        await enqueueStaffAlert(
          tx,
          recipient.userId,
          {
            kind: notice.kind,
            sessionId: notice.sessionId,
            gather: GATHERED_KINDS.has(notice.kind),
            url: new URL(recipient.path, ctx.publicUrl).href,
            text: (count) => {
              const { title, body } = notice.text(count);
              return [title, body, notice.quote].filter(Boolean).join("\n");
            },
          },
          ctx.now,
        );
      }
      told.push(recipient.userId);
    }
    if (recipient.email && ctx.publicUrl) {
      await mailNotice(
        tx,
        { publicUrl: ctx.publicUrl, now: ctx.now, siteSettings },
        { ...recipient, email: recipient.email },
        notice,
      );
    }
  }
  return told;
}

async function mailNotice(
  tx: Db,
  {
    publicUrl,
    now,
    siteSettings,
  }: { publicUrl: string; now: Date; siteSettings(): Promise<SiteSettings> },
  recipient: Recipient & { email: string },
  notice: Notice,
): Promise<void> {
  const category = NOTIFICATION_MAIL_CATEGORY[notice.kind];
  const [optedOut] = await tx
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.email, recipient.email), eq(mailOptOuts.category, category)));
  if (optedOut) return;
  const settings = await siteSettings();
  const unsubscribe = await unsubscribeLinks(tx, publicUrl, recipient.email, category);
  const link = new URL(recipient.path, publicUrl).href;
  const render = (count: number) => {
    const { title, body } = notice.text(count);
    return {
      subject: `${notice.mail?.subject?.(count) ?? title} · ${siteNameOf(settings)}`,
      ...renderMail(
        {
          greeting: T.greeting(recipient.name),
          paragraphs: notice.mail?.paragraphs?.(count) ?? [body],
          action: { label: notice.action ?? T.openCabinet, url: link },
          after: [`${T.unsubscribe}: ${unsubscribe.page}`],
        },
        settings,
      ),
    };
  };
  if (GATHERED_KINDS.has(notice.kind) && notice.sessionId !== null) {
    await enqueueBatchedMail(
      tx,
      {
        key: `${notice.kind}:${notice.sessionId}:${recipient.email}`,
        delayMs: MAIL_BATCH_MS,
        to: recipient.email,
        category,
        listUnsubscribe: unsubscribe.oneClick,
        render,
        unlessRead: notice.unlessRead,
      },
      now,
    );
    return;
  }
  await enqueueMail(tx, {
    to: recipient.email,
    sessionId: notice.sessionId,
    category,
    listUnsubscribe: unsubscribe.oneClick,
    ...render(1),
  });
}

/**
 * After the commit: each told account's screens refetch their notifications (every instance,
 * through the event bus). A bus failure only delays the bell until its next poll.
 */
export async function publishNotices(events: EventBus, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const event: ChatEvent = { type: "notifications.updated", session_id: null, sent_at: Date.now() };
  await Promise.all([
    ...[...new Set(userIds)].map((id) => events.publish(TOPICS.user(id), event).catch(() => {})),
    // The pushes and Telegram alerts the event queued go out now, from whichever instance.
    events.publish(PUSH_DUE_TOPIC, {}).catch(() => {}),
    events.publish(TELEGRAM_DUE_TOPIC, {}).catch(() => {}),
  ]);
}

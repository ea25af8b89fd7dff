import type { FastifyInstance } from "fastify";
import { MAIL_WORKER_INTERVAL_MS } from "../domain/mail/mail.ts";
import { deleteExpiredLoginChallenges } from "./auth/second-factor/login-challenge.ts";
import { deleteExpiredSessions } from "./auth/sessions.ts";
import type { Database } from "./db/client.ts";
import { scheduledBackupJob } from "./modules/backups/scheduled-backup.ts";
import { chatContextOf } from "./modules/chat/chat-context.ts";
import {
  CHAT_MAINTENANCE_INTERVAL_MS,
  runChatMaintenance,
} from "./modules/chat/chat-maintenance.ts";
import { purgeOldMail } from "./modules/mail/outbox.ts";
import { paymentContextOf } from "./modules/payments/payment-context.ts";
import { reconcilePendingPayments } from "./modules/payments/payment-service.ts";
import { reconcilePendingRefunds } from "./modules/payments/refunds.ts";
import { purgeOldChallenges } from "./modules/phone/challenges.ts";
import { purgeOldSms } from "./modules/phone/sms-outbox.ts";
import { ORPHAN_SWEEP_INTERVAL_MS, runOrphanSweep } from "./modules/storage/orphan-sweep.ts";
import { purgeOldSignIns } from "./modules/yandex-id/sign-ins.ts";
import type { Job } from "./platform/jobs/job-schedule.ts";

const SESSION_SWEEP_MS = 60 * 60 * 1000;
const PAYMENT_RECONCILE_MS = 60_000;
/** A paid booking's confirmation goes within this; a reminder this late at most. */
const BOOKING_NOTICES_INTERVAL_MS = 15_000;
const MAIL_RETENTION_SWEEP_MS = 60 * 60 * 1000;
/** How often each instance looks for a due job (the shortest interval is the mail's 5 s). */
export const JOB_TICK_MS = 1_000;

/**
 * The app's background work, each run once across instances by the shared schedule
 * (platform/jobs): guest chats deleted at 24 h, review auto-accept at 48 h, overdue tasks and
 * reminders (the chat maintenance), payments checked with the provider, the mail outbox and its
 * retention, expired sessions, orphaned files and the scheduled backup.
 */
export function appJobs(app: FastifyInstance, database: Database): Job[] {
  return [
    {
      name: "chat-maintenance",
      intervalMs: CHAT_MAINTENANCE_INTERVAL_MS,
      run: () => runChatMaintenance(chatContextOf(app)),
    },
    {
      name: "payment-reconciliation",
      intervalMs: PAYMENT_RECONCILE_MS,
      run: async () => {
        const ctx = paymentContextOf(app);
        await reconcilePendingPayments(ctx);
        await reconcilePendingRefunds(ctx);
      },
    },
    // A new mail is also sent at once by the route that wrote it; this picks up retries and batches.
    { name: "mail-outbox", intervalMs: MAIL_WORKER_INTERVAL_MS, run: () => app.mail.flush() },
    // An SMS is sent at once by the route that wrote it (a code); this picks up retries.
    { name: "sms-outbox", intervalMs: MAIL_WORKER_INTERVAL_MS, run: () => app.sms.flush() },
    // A push is sent once its event's transaction commits (publishNotices); this picks up retries.
    { name: "push-outbox", intervalMs: MAIL_WORKER_INTERVAL_MS, run: () => app.push.flush() },
    // Telegram: what events queued is sent at once; this picks up retries and gathered alerts.
    {
      name: "telegram-outbox",
      intervalMs: MAIL_WORKER_INTERVAL_MS,
      run: () => app.telegram.flush(),
    },
    // Bookings: holds run out, confirmations, changes and reminders told (issue 48).
    {
      name: "booking-notices",
      intervalMs: BOOKING_NOTICES_INTERVAL_MS,
      run: () => app.bookingNotices.run(),
    },
    // A local start (no https for a webhook): one instance at a time long-polls Telegram.
    { name: "telegram-poll", intervalMs: 1_000, leaseMs: 60_000, run: () => app.telegram.poll() },
    // Sent mail is kept (without its body) MAIL_RETENTION_DAYS for the operator's record.
    {
      name: "mail-retention",
      intervalMs: MAIL_RETENTION_SWEEP_MS,
      run: async () => {
        await purgeOldMail(database.db, app.config.MAIL_RETENTION_DAYS);
        await purgeOldSms(database.db, app.config.MAIL_RETENTION_DAYS);
        await purgeOldChallenges(database.db);
      },
    },
    // Expired sessions are refused anyway; the sweep only keeps the table small.
    {
      name: "session-sweep",
      intervalMs: SESSION_SWEEP_MS,
      run: async () => {
        await deleteExpiredSessions(database.db);
        await deleteExpiredLoginChallenges(database.db);
        // A day after it started, a sign-in with Yandex ID is useless and its prefill personal data.
        await purgeOldSignIns(database.db);
      },
    },
    // Daily at the Moscow time «Резервные копии» sets; the day is taken once across instances.
    scheduledBackupJob(app.backups),
    {
      name: "orphan-sweep",
      intervalMs: ORPHAN_SWEEP_INTERVAL_MS,
      run: () => runOrphanSweep(database, app.storage, app.log),
    },
  ];
}

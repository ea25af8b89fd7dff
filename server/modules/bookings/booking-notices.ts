import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  bookingHeadline,
  HOLD_EXPIRED,
  BOOKING_TEXTS as T,
} from "../../../domain/booking/booking.ts";
import {
  BOOKING_MAIL_SUBJECTS,
  BOOKING_SMS_TEXTS,
  type BookingNoticeKind,
  BOOKING_MAIL_TEXTS as M,
} from "../../../domain/booking/booking-mail.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { openSecret, secondFactorKey } from "../../auth/second-factor/secret-box.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { users } from "../../db/schema/users.ts";
import { coalescedRun } from "../../platform/coalesced-run.ts";
import { renderMail } from "../mail/mail-layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { enqueueSms } from "../phone/sms-outbox.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { enqueueForTies } from "../telegram/outbox.ts";
import type { BookingRow } from "./booking-access.ts";
import { writeChatLine } from "./booking-chat.ts";
import { bookingInvitation } from "./invitation.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const BATCH = 50;

/** What the notices need from the app. */
export interface BookingNoticeContext {
  db: Db;
  /** The site's address, for the booking's link. */
  publicUrl: string;
  /** The address the firm's mail comes from: the invitation's organizer without a support address. */
  fromAddress: string;
  /** The key the guests' manage tokens are sealed with. */
  secretKey: () => Promise<Buffer>;
}

/** The booking's page: a guest's link carries their token (their only key to it). */
function manageUrlOf(ctx: BookingNoticeContext, booking: BookingRow, key: Buffer | null) {
  const url = new URL(`/bookings/${booking.id}`, ctx.publicUrl);
  if (key !== null && booking.clientId === null && booking.manageTokenSealed) {
    url.searchParams.set("token", openSecret(key, booking.id, booking.manageTokenSealed));
  }
  return url.toString();
}

/**
 * What a booking's letters and its invitation say about the firm and the lawyer. Without `key`
 * (the staff's copy) the booking's link carries no guest token and the invitation no attendee.
 */
async function letterParts(
  tx: Db,
  ctx: BookingNoticeContext,
  booking: BookingRow,
  key: Buffer | null,
) {
  const settings = await getSiteSettings(tx);
  const siteName = siteNameOf(settings);
  const [lawyer] =
    booking.lawyerId === null
      ? []
      : await tx.select({ name: users.fullName }).from(users).where(eq(users.id, booking.lawyerId));
  const manageUrl = manageUrlOf(ctx, booking, key);
  // A client who left the form's address empty is written to at their account's.
  const [client] =
    booking.email !== null || booking.clientId === null
      ? []
      : await tx.select({ email: users.email }).from(users).where(eq(users.id, booking.clientId));
  const email = booking.email ?? client?.email ?? null;
  const invitation = () =>
    bookingInvitation(booking, {
      organizer: {
        name: settings.company_name.trim() || siteName,
        email: settings.support_email || ctx.fromAddress,
      },
      attendeeEmail: key === null ? null : email,
      lawyerName: lawyer?.name ?? null,
      manageUrl,
      officeAddress: settings.legal_address,
      now: new Date(),
    });
  return { settings, siteName, lawyer, manageUrl, email, invitation };
}

/**
 * GET /api/bookings/{id}/ics: the invitation as the last mail carried it (REQUEST or CANCEL); the
 * staff's copy names no client's address and carries no guest's key.
 */
export async function invitationOf(
  ctx: BookingNoticeContext,
  booking: BookingRow,
  { forStaff }: { forStaff: boolean },
) {
  const key = forStaff ? null : await ctx.secretKey();
  return (await letterParts(ctx.db, ctx, booking, key)).invitation();
}

/**
 * Tells the booking's client `kind`, in the transaction that claimed it: a mail (with the
 * invitation, REQUEST or CANCEL, for a confirmation, a change or a cancellation) when they gave an
 * address, their Telegram when their chat continues there, and an SMS for a confirmation and the
 * last reminder.
 */
async function tell(
  tx: Db,
  ctx: BookingNoticeContext,
  booking: BookingRow,
  kind: BookingNoticeKind,
  key: Buffer,
) {
  const parts = await letterParts(tx, ctx, booking, key);
  const { settings, siteName, lawyer, manageUrl, email, invitation } = parts;
  const headline = bookingHeadline(booking.startsAt.getTime(), booking.format);
  const withInvitation = kind === "confirmed" || kind === "moved" || kind === "cancelled";
  if (email) {
    const how =
      booking.format === "phone"
        ? M.phone(booking.phone)
        : booking.format === "video"
          ? M.video
          : M.office(settings.legal_address);
    const content = renderMail(
      {
        greeting: M.greeting(booking.name),
        paragraphs: [
          M.lead[kind],
          headline,
          M.service(booking.serviceTitle),
          ...(lawyer?.name ? [M.lawyer(lawyer.name)] : []),
          ...(kind === "cancelled" ? [] : [how, M.questions]),
          ...(withInvitation ? [M.calendar] : []),
        ],
        action: { label: M.action, url: manageUrl },
        after: kind === "cancelled" ? [] : [M.manageHint],
      },
      settings,
    );
    await enqueueMail(tx, {
      to: email,
      category: "booking",
      subject: BOOKING_MAIL_SUBJECTS[kind](headline),
      ...content,
      sessionId: booking.sessionId,
      calendar: withInvitation ? invitation() : null,
    });
  }
  // The client's Telegram, where their chat continues (issue 47 §3).
  if (booking.sessionId) {
    await enqueueForTies(
      tx,
      booking.sessionId,
      [
        {
          text: `${BOOKING_MAIL_SUBJECTS[kind](headline)}\n${M.lead[kind]}`,
          button: { text: M.action, url: manageUrl },
        },
      ],
      new Date(),
    );
  }
  if (kind === "confirmed" || kind === "hour_before") {
    await enqueueSms(tx, {
      to: booking.phone,
      text: BOOKING_SMS_TEXTS[kind](headline, siteName),
      expiresAt: booking.startsAt,
      userId: booking.clientId,
    });
  }
}

/**
 * The client chose to pay by transfer (booking-transfer.ts): the booking's link and what comes
 * next, in the transaction that recorded the choice (it happens once).
 */
export async function tellAwaitingTransfer(
  tx: Db,
  ctx: BookingNoticeContext,
  booking: BookingRow,
  key: Buffer,
) {
  await tell(tx, ctx, booking, "awaiting_transfer", key);
}

/**
 * An unpaid hold that ran out is closed (its time was already free): money may still come late.
 * A transfer's booking has a chat by then, which says so.
 */
async function closeExpiredHolds(db: Db, now: Date) {
  const closed = await db
    .update(bookings)
    .set({ status: "cancelled", cancelReason: HOLD_EXPIRED, updatedAt: now })
    .where(and(eq(bookings.status, "pending_payment"), lte(bookings.holdExpiresAt, now)))
    .returning();
  for (const booking of closed) {
    if (booking.sessionId === null) continue;
    await writeChatLine(
      db,
      booking.sessionId,
      T.transferExpiredLine(bookingHeadline(booking.startsAt.getTime(), booking.format)),
      now,
    );
  }
  return closed.length;
}

/**
 * A confirmation, a change or a cancellation not yet told: a booking whose SEQUENCE is not the
 * one its client last heard of. A hold that ran out unpaid was never told, and is not now.
 */
const UNTOLD = or(
  and(
    eq(bookings.status, "confirmed"),
    or(
      isNull(bookings.notifiedSequence),
      sql`${bookings.notifiedSequence} <> ${bookings.sequence}`,
    ),
  ),
  and(
    eq(bookings.status, "cancelled"),
    isNotNull(bookings.notifiedSequence),
    sql`${bookings.notifiedSequence} <> ${bookings.sequence}`,
  ),
);

async function tellChanges(ctx: BookingNoticeContext, key: Buffer) {
  const due = await ctx.db.select().from(bookings).where(UNTOLD).limit(BATCH);
  let told = 0;
  for (const seen of due) {
    // The claim: of two instances, the one whose update finds the sequence untold tells.
    const claimed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ notifiedSequence: seen.sequence })
        .where(
          and(
            eq(bookings.id, seen.id),
            eq(bookings.sequence, seen.sequence),
            eq(bookings.status, seen.status),
            seen.notifiedSequence === null
              ? isNull(bookings.notifiedSequence)
              : eq(bookings.notifiedSequence, seen.notifiedSequence),
          ),
        )
        .returning();
      if (!row) return false;
      const kind: BookingNoticeKind =
        row.status === "cancelled"
          ? "cancelled"
          : seen.notifiedSequence === null
            ? "confirmed"
            : "moved";
      await tell(tx, ctx, row, kind, key);
      return true;
    });
    if (claimed) told++;
  }
  return told;
}

/**
 * The reminders, each once across instances (the update that sets its time claims it): a day
 * before a booking made earlier than that, and an hour before one made earlier than that.
 */
async function remind(ctx: BookingNoticeContext, now: Date, key: Buffer) {
  let sent = 0;
  for (const [kind, ahead, column] of [
    ["day_before", 24 * HOUR_MS, bookings.dayReminderSentAt],
    ["hour_before", HOUR_MS, bookings.hourReminderSentAt],
  ] as const) {
    const due = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          isNull(column),
          gt(bookings.startsAt, now),
          lte(bookings.startsAt, new Date(now.getTime() + ahead)),
          // Booked within the period: the confirmation has just said it all.
          lte(
            bookings.createdAt,
            sql`${bookings.startsAt} - ${`${ahead / MINUTE_MS} minutes`}::interval`,
          ),
        ),
      )
      .limit(BATCH);
    for (const { id } of due) {
      const done = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set(kind === "day_before" ? { dayReminderSentAt: now } : { hourReminderSentAt: now })
          .where(and(eq(bookings.id, id), isNull(column), eq(bookings.status, "confirmed")))
          .returning();
        if (!row) return false;
        await tell(tx, ctx, row, kind, key);
        return true;
      });
      if (done) sent++;
    }
  }
  return sent;
}

/**
 * The bookings' background pass (a job, once across instances; each step claims its rows, so
 * two passes at once tell nothing twice): expired holds closed, confirmations, changes and
 * cancellations told with their invitation, reminders 24 hours and 1 hour before.
 */
export async function runBookingNotices(ctx: BookingNoticeContext, now = new Date()) {
  const expired = await closeExpiredHolds(ctx.db, now);
  // Read before any transaction: PGlite has one connection, which the transaction holds.
  const key = await ctx.secretKey();
  const told = await tellChanges(ctx, key);
  const reminded = await remind(ctx, now, key);
  return { expired, told, reminded };
}

/** The notices' context of a running app. */
export const bookingNoticeContextOf = (app: FastifyInstance): BookingNoticeContext => ({
  db: app.db,
  publicUrl: app.config.publicUrl,
  fromAddress: app.config.mailFromAddress,
  secretKey: () => secondFactorKey(app.db, app.config.SECOND_FACTOR_KEY),
});

/** The app's booking notices: the job's pass, and a nudge to run it now (a booking confirmed). */
export interface BookingNoticeService {
  run(): Promise<void>;
  /** Runs the pass soon, then sends what it wrote; errors are logged, never thrown. */
  kick(): void;
}

export function createBookingNoticeService(
  ctx: BookingNoticeContext,
  after: () => Promise<void>,
  onError: (error: unknown) => void,
): BookingNoticeService {
  const run = coalescedRun(async () => {
    const result = await runBookingNotices(ctx);
    if (result.told + result.reminded > 0) await after();
  });
  return {
    run,
    kick: () => {
      run().catch(onError);
    },
  };
}

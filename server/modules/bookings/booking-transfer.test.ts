import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_EXPIRED, BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import { addDays } from "../../../domain/day-keys.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { paymentSettings, payments } from "../../db/schema/payments.ts";
import { bookingFirm, openBooking } from "../../test/booking-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { createPaymentOk, decideInSandbox, PAYER } from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { bookingNoticeContextOf, runBookingNotices } from "./booking-notices.ts";

/**
 * Issue 48 §2, «card, СБП, transfer»: a booking paid by bank transfer is held up to three days
 * (never closer than a day to its start), its chat opens for the receipt and the client is mailed
 * its link; the lawyer's «Подтвердить оплату» records the money and confirms it; a transfer's
 * hold that runs out frees the time and the chat says so.
 */
let t: TestApp;
let lawyer: string;
let wednesday: string;
const SERVICE = 1;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  const firm = await bookingFirm(t);
  lawyer = firm.lawyer;
  // A week later than the other booking tests' Wednesday: at least five days ahead, always.
  wednesday = addDays(firm.monday, 9);
  await openBooking(t, firm.lawyer, SERVICE);
  await t.db
    .insert(paymentSettings)
    .values({ id: 1, manualCard: "2200 1234 5678 9012" })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { manualCard: "2200 1234 5678 9012" } });
});
afterAll(() => t?.close());

interface BookingAnswer {
  id: string;
  status: string;
  hold_expires_at: string | null;
  awaiting_transfer: boolean;
  chat_session_id: string | null;
  manage_token?: string;
}

async function book(time: string, email: string, token?: string, day = wednesday) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: token ? bearer(token) : {},
    payload: {
      service_id: SERVICE,
      start: `${day}T${time}:00+03:00`,
      format: "phone",
      name: "Вера Переводова",
      phone: "+7 900 222-33-44",
      email,
      consent: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as BookingAnswer;
}

const chooseTransfer = (booking: BookingAnswer, token?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/bookings/${booking.id}/transfer${booking.manage_token ? `?token=${booking.manage_token}` : ""}`,
    headers: token ? bearer(token) : {},
  });
const confirmPayment = (id: string, token = lawyer) =>
  t.app.inject({
    method: "POST",
    url: `/api/executor/bookings/${id}/confirm-payment`,
    headers: bearer(token),
  });
const chatLines = async (sessionId: string) =>
  (
    await t.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.id))
  ).map((row) => row.content ?? "");
const mailsTo = (address: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address));

describe("paying a booking by transfer", () => {
  it("holds the time for the transfer, opens the chat, mails the link; the lawyer confirms the money", async () => {
    const booking = await book("10:00", "vera@example.ru");
    expect(booking).toMatchObject({ status: "pending_payment", awaiting_transfer: false });
    const before = Date.now();
    const chosen = await chooseTransfer(booking);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const view = chosen.json() as BookingAnswer;
    expect(view).toMatchObject({ status: "pending_payment", awaiting_transfer: true });
    // Three days (the start is further than four days ahead).
    const hold = Date.parse(view.hold_expires_at ?? "");
    expect(hold - before).toBeGreaterThanOrEqual(72 * HOUR - 1000);
    expect(hold - before).toBeLessThanOrEqual(72 * HOUR + 60_000);
    expect(view.chat_session_id).toEqual(expect.any(String));
    const lines = await chatLines(view.chat_session_id as string);
    expect(lines.some((line) => line.startsWith("Запись ждёт оплаты переводом:"))).toBe(true);
    const [mail] = await mailsTo("vera@example.ru");
    expect(mail?.subject).toMatch(/^Запись ждёт оплаты переводом: Консультация/);
    // The guest's link carries their key: the mail is their way back.
    expect(mail?.textBody).toContain(`/bookings/${booking.id}?token=${booking.manage_token}`);

    // Asked again (a second tab): the same booking, nothing new.
    const again = await chooseTransfer(booking);
    expect(again.statusCode).toBe(200);
    expect(again.json().hold_expires_at).toBe(view.hold_expires_at);
    expect(await mailsTo("vera@example.ru")).toHaveLength(1);

    const confirmed = await confirmPayment(booking.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: "confirmed",
      awaiting_transfer: false,
      hold_expires_at: null,
      chat_session_id: view.chat_session_id,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ provider: "manual", status: "succeeded" });
    expect(payment?.confirmedByUserId).toEqual(expect.any(Number));
    const [chat] = await t.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, view.chat_session_id as string));
    expect(chat?.paymentStatus).toBe("paid");
    // Pinned when the transfer was chosen: confirming says it again nowhere.
    const pinned = (await chatLines(view.chat_session_id as string)).filter((line) =>
      line.startsWith("Запись: "),
    );
    expect(pinned).toHaveLength(1);
    // The confirmation with its invitation follows, as after a card.
    await runBookingNotices(bookingNoticeContextOf(t.app));
    const subjects = (await mailsTo("vera@example.ru")).map((row) => row.subject);
    expect(subjects.some((subject) => subject.startsWith("Запись подтверждена:"))).toBe(true);

    const twice = await confirmPayment(booking.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(T.alreadyPaid);
  });

  it("refuses a start under two days away, a booking not paid by transfer, and strangers", async () => {
    const soon = await book("11:30", "soon@example.ru");
    await t.db
      .update(bookings)
      .set({
        startsAt: new Date(Date.now() + 30 * HOUR),
        endsAt: new Date(Date.now() + 31 * HOUR),
      })
      .where(eq(bookings.id, soon.id));
    const tooLate = await chooseTransfer(soon);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().detail).toBe(T.transferTooLate);

    const online = await book("13:00", "online@example.ru");
    const notAwaiting = await confirmPayment(online.id);
    expect(notAwaiting.statusCode).toBe(409);
    expect(notAwaiting.json().detail).toBe(T.notAwaitingTransfer);

    // Someone else's booking without its key: as if there were none.
    const stranger = await registerClient(t.app);
    const foreign = await chooseTransfer({ ...online, manage_token: undefined }, stranger.token);
    expect(foreign.statusCode).toBe(404);
    // A client cannot confirm their own money.
    const byClient = await confirmPayment(online.id, stranger.token);
    expect(byClient.statusCode).toBe(403);
    const [unchanged] = await t.db.select().from(bookings).where(eq(bookings.id, online.id));
    expect(unchanged?.transferRequestedAt).toBeNull();
  });

  it("refuses a transfer while the firm has no transfer details", async () => {
    const booking = await book("14:30", "nodetails@example.ru");
    await t.db.update(paymentSettings).set({ manualCard: null }).where(eq(paymentSettings.id, 1));
    try {
      const refused = await chooseTransfer(booking);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toBe(T.transferNotOffered);
    } finally {
      await t.db
        .update(paymentSettings)
        .set({ manualCard: "2200 1234 5678 9012" })
        .where(eq(paymentSettings.id, 1));
    }
  });

  it("pays by card in the transfer's chat, and refuses «Подтвердить оплату» while that card payment may succeed", async () => {
    const booking = await book("09:00", "card@example.ru", undefined, addDays(wednesday, 1));
    const chosen = (await chooseTransfer(booking)).json() as BookingAnswer;
    const price = (
      (
        await t.app.inject({ url: `/api/bookings/${booking.id}?token=${booking.manage_token}` })
      ).json() as {
        price: number;
      }
    ).price;
    const card = await createPaymentOk(t.app, {
      booking_id: booking.id,
      booking_token: booking.manage_token,
      amount: price,
      ...PAYER,
      agree_to_terms: true,
    });
    const [pending] = await t.db.select().from(payments).where(eq(payments.id, card.payment_id));
    expect(pending?.chatSessionId).toBe(chosen.chat_session_id);
    const refused = await confirmPayment(booking.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(PAYMENT_TEXTS.cardPaymentInProgress);
    await decideInSandbox(t.app, card.confirmation_url, "pay");
    const [paid] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(paid).toMatchObject({ status: "confirmed", sessionId: chosen.chat_session_id });
    expect(
      await t.db.select().from(payments).where(eq(payments.bookingId, booking.id)),
    ).toHaveLength(1);
  });

  it("keeps a moved transfer's hold within three days and a day before the new start", async () => {
    const booking = await book("12:00", "move@example.ru", undefined, addDays(wednesday, 1));
    await chooseTransfer(booking);
    // A hold further away than the new start allows (as after a move from a later day).
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() + 30 * 24 * HOUR) })
      .where(eq(bookings.id, booking.id));
    const start = `${addDays(wednesday, 2)}T11:00:00+03:00`;
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${booking.id}/reschedule?token=${booking.manage_token}`,
      payload: { start },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ status: "pending_payment", awaiting_transfer: true });
    // A transfer's hold as of now: three days at most, ending a day before the new start.
    const latest = Math.min(Date.now() + 72 * HOUR, Date.parse(start) - 24 * HOUR);
    const hold = Date.parse(moved.json().hold_expires_at);
    expect(hold).toBeLessThanOrEqual(latest);
    expect(hold).toBeGreaterThan(latest - 60_000);
  });

  it("leaves a confirmed transfer to the lawyer to return when the booking is cancelled", async () => {
    const booking = await book("15:00", "cancel@example.ru", undefined, addDays(wednesday, 1));
    await chooseTransfer(booking);
    expect((await confirmPayment(booking.id)).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/bookings/${booking.id}/cancel?token=${booking.manage_token}`,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refunded_amount).toBe(0);
    const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ provider: "manual", status: "succeeded", refundedKopecks: 0 });
  });

  it("frees the time when the transfer is not confirmed in time, and the chat says so", async () => {
    const booking = await book("16:00", "late@example.ru");
    const chosen = (await chooseTransfer(booking)).json() as BookingAnswer;
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    const refused = await confirmPayment(booking.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(T.holdExpired);
    await runBookingNotices(bookingNoticeContextOf(t.app));
    const [closed] = await t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, booking.id), eq(bookings.cancelReason, HOLD_EXPIRED)));
    expect(closed?.status).toBe("cancelled");
    const lines = await chatLines(chosen.chat_session_id as string);
    expect(lines.at(-1)).toMatch(/^Оплата не подтверждена вовремя/);
    // Only the mail of the choice: a hold that ran out is not a cancellation the client made.
    const subjects = (await mailsTo("late@example.ru")).map((row) => row.subject);
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toMatch(/^Запись ждёт оплаты переводом/);
  });
});

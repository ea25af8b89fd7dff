import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import { addDays } from "../../../domain/day-keys.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { services } from "../../db/schema/catalogue.ts";
import { chatMessages } from "../../db/schema/chat.ts";
import { payments } from "../../db/schema/payments.ts";
import { bookingFirm, openBooking } from "../../test/booking-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { createPaymentOk, decideInSandbox, PAYER } from "../../test/payment-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { saveBookingPolicy } from "./booking-policy.ts";

/**
 * Issue 48 §3: a booking moved to another free time (the old one freed, the invitation's SEQUENCE
 * up under the same UID), cancelled with the money back by the firm's rule, and marked by the
 * lawyer; «Записи» lists the period.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let lawyer: string;
let lawyerId: number;
let wednesday: string;
let price: number;
const SERVICE = 1;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  const firm = await bookingFirm(t);
  ({ lawyer, lawyerId } = firm);
  wednesday = addDays(firm.monday, 2);
  await openBooking(t, lawyer, SERVICE);
  const [service] = await t.db.select().from(services).where(eq(services.id, SERVICE));
  price = (service?.basePriceKopecks ?? 0) / 100;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const at = (time: string, day = wednesday) => `${day}T${time}:00+03:00`;
async function paidBooking(time: string, email: string, token?: string) {
  const made = await t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: token ? bearer(token) : {},
    payload: {
      service_id: SERVICE,
      start: at(time),
      format: "video",
      name: "Анна Гостева",
      phone: "+7 900 111-22-33",
      email,
      consent: true,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json() as { id: string; manage_token?: string };
  const payment = await createPaymentOk(
    t.app,
    {
      booking_id: booking.id,
      booking_token: booking.manage_token,
      amount: price,
      ...PAYER,
      agree_to_terms: true,
    },
    { token },
  );
  await decideInSandbox(t.app, payment.confirmation_url, "pay");
  await t.app.bookingNotices.run();
  return { ...booking, paymentId: payment.payment_id };
}
const call = (path: string, payload: object, auth: { token?: string; query?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: `${path}${auth.query ?? ""}`,
    headers: auth.token ? bearer(auth.token) : {},
    payload,
  });
const slotStarts = async (day = wednesday) =>
  (
    (await t.app.inject({ url: `/api/services/${SERVICE}/slots?from=${day}&days=1` })).json() as {
      slots: { start: string }[];
    }
  ).slots.map((slot) => slot.start);
const invitationOf = async (subject: string) => {
  const mail = await smtp.waitFor((candidate) => candidate.subject?.startsWith(subject) === true);
  const part = mail.attachments.find((file) => file.contentType.startsWith("text/calendar"));
  const calendar = new ICAL.Component(ICAL.parse(part?.content.toString("utf8") ?? ""));
  return {
    method: calendar.getFirstPropertyValue("method"),
    event: new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component),
  };
};

describe("changing a booking", () => {
  it("moves a guest's paid booking to a free time: the old one frees, the calendar entry moves", async () => {
    const booking = await paidBooking("10:00", "move@example.ru");
    const query = `?token=${booking.manage_token}`;
    const first = await invitationOf("Запись подтверждена");

    const stranger = await call(`/api/bookings/${booking.id}/reschedule`, { start: at("14:00") });
    expect(stranger.statusCode).toBe(404);
    const taken = await call(
      `/api/bookings/${booking.id}/reschedule`,
      { start: at("10:00") },
      { query },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().detail).toBe(T.sameStart);

    // Half an hour later: it overlaps its own old time, which it gives up as it moves.
    const moved = await call(
      `/api/bookings/${booking.id}/reschedule`,
      { start: at("10:30") },
      { query },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id: booking.id,
      status: "confirmed",
      start: at("10:30"),
      lawyer: { id: lawyerId },
    });
    const free = await slotStarts();
    expect(free).not.toContain(at("10:30"));
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.sequence).toBe(1);
    const lines = await t.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, row?.sessionId ?? ""));
    expect(lines.some((line) => line.content?.startsWith("Запись перенесена"))).toBe(true);

    await t.app.bookingNotices.run();
    const second = await invitationOf("Запись перенесена");
    expect(second.method).toBe("REQUEST");
    expect(second.event.uid).toBe(first.event.uid);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toJSDate().getTime()).toBe(Date.parse(at("10:30")));
  });

  it("refunds the whole payment when cancelled a day ahead, and sends CANCEL under the same UID", async () => {
    const booking = await paidBooking("13:00", "cancel@example.ru");
    const cancelled = await call(
      `/api/bookings/${booking.id}/cancel`,
      { reason: "Заболел" },
      { query: `?token=${booking.manage_token}` },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      booking: { status: "cancelled" },
      refunded_amount: price,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, booking.paymentId));
    expect(payment?.refundedKopecks).toBe(price * 100);
    expect(await slotStarts()).toContain(at("13:00"));

    await t.app.bookingNotices.run();
    const cancel = await invitationOf("Запись отменена");
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.event.sequence).toBe(1);
    expect(cancel.event.uid).toBe(`booking-${booking.id}@${cancel.event.uid.split("@")[1]}`);

    const again = await call(
      `/api/bookings/${booking.id}/cancel`,
      {},
      { query: `?token=${booking.manage_token}` },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(T.notChangeable);
  });

  it("returns the firm's share on a late cancellation by the client, and all of it when the firm cancels", async () => {
    const client = await registerClient(t.app);
    await saveBookingPolicy(
      t.db,
      { userId: null, name: "тест", email: "", role: "admin", ip: null },
      { cancel_notice_hours: 24, late_refund_percent: 50 },
    );
    const soon = async (time: string) => {
      const booking = await paidBooking(time, "late@example.ru", client.token);
      const start = Date.now() + 3 * 3_600_000;
      await t.db
        .update(bookings)
        .set({ startsAt: new Date(start), endsAt: new Date(start + 3_600_000) })
        .where(eq(bookings.id, booking.id));
      return booking;
    };
    const late = await soon("15:30");
    const byClient = await call(`/api/bookings/${late.id}/cancel`, {}, { token: client.token });
    expect(byClient.statusCode, byClient.body).toBe(200);
    expect(byClient.json().refunded_amount).toBe(price / 2);

    const lateToo = await soon("17:00");
    const byFirm = await call(`/api/bookings/${lateToo.id}/cancel`, {}, { token: lawyer });
    expect(byFirm.statusCode, byFirm.body).toBe(200);
    expect(byFirm.json().refunded_amount).toBe(price);
  });

  it("lets the lawyer list the period and mark a consultation once it has begun", async () => {
    const list = await t.app.inject({
      url: `/api/executor/bookings?from=${wednesday}&to=${wednesday}&lawyer_id=${lawyerId}`,
      headers: bearer(lawyer),
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().bookings as { id: string; client_name: string; status: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ client_name: "Анна Гостева" });
    const tooLong = await t.app.inject({
      url: `/api/executor/bookings?from=${wednesday}&to=${addDays(wednesday, 70)}`,
      headers: bearer(lawyer),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toBe(T.rangeInvalid);

    const confirmed = rows.find((row) => row.status === "confirmed");
    const mark = () =>
      t.app.inject({
        method: "PUT",
        url: `/api/executor/bookings/${confirmed?.id}/outcome`,
        headers: bearer(lawyer),
        payload: { outcome: "held" },
      });
    const early = await mark();
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(T.outcomeTooEarly);
    await t.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, confirmed?.id ?? ""));
    const held = await mark();
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().status).toBe("held");
  });

  it("puts the lawyer's consultations into their calendar feed, and takes a cancelled one out", async () => {
    const link = await t.app.inject({
      method: "POST",
      url: "/api/executor/court-events/feed",
      headers: bearer(lawyer),
    });
    const feed = await t.app.inject({ url: new URL(link.json().url).pathname });
    expect(feed.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component));
    const rows = await t.db.select().from(bookings).where(eq(bookings.lawyerId, lawyerId));
    const shown = rows.filter((row) => ["confirmed", "held"].includes(row.status));
    const cancelled = rows.filter((row) => row.status === "cancelled");
    expect(shown.length).toBeGreaterThan(0);
    for (const row of shown) {
      const event = events.find((candidate) => candidate.uid.startsWith(`booking-${row.id}@`));
      expect(event?.summary).toContain("Анна Гостева");
      // iCalendar keeps whole seconds.
      const second = Math.floor(row.startsAt.getTime() / 1000) * 1000;
      expect(event?.startDate.toJSDate().getTime()).toBe(second);
    }
    for (const row of cancelled) {
      expect(events.some((event) => event.uid.startsWith(`booking-${row.id}@`))).toBe(false);
    }
  });
});

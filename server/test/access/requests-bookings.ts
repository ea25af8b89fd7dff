import { eq, ne } from "drizzle-orm";
import { addDays, moscowDayKey } from "../../../domain/day-keys.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { paymentSettings } from "../../db/schema/payments.ts";
import { users } from "../../db/schema/users.ts";
import type { Requests } from "./call.ts";
import { okJson } from "./http.ts";

/**
 * Bookings (issue 48). The matrix's firm works around the clock; each booking takes its own start
 * (90 minutes apart: an hour and two 15-minute buffers), two days ahead and on, so calls running
 * at once never want the same time; the staff take any number of chats, so none is at its limit.
 */
const SERVICE_BOOKING = {
  enabled: true,
  duration_minutes: 60,
  formats: ["phone", "video"],
  buffer_minutes: 15,
  min_notice_hours: 2,
  horizon_days: 30,
};
const STARTS_A_DAY = 16;
let nextStart = 0;

type World = Parameters<Requests[string]>[0];

async function bookableService(w: World) {
  await okJson(
    w.app,
    "PUT",
    `/api/executor/services/${w.service}/booking`,
    w.accounts.executor.token,
    SERVICE_BOOKING,
  );
  // Once: an update of every staff row at each call would take their row locks while a booking
  // holds some of them in id order (PostgreSQL would end one of the two as a deadlock).
  await w.t.db.update(users).set({ maxOpenChats: 10_000 }).where(ne(users.maxOpenChats, 10_000));
  return w.service;
}

/** A free start of its own, as POST /api/bookings takes it. */
async function bookingBody(w: World) {
  const service = await bookableService(w);
  const index = nextStart++;
  const day = addDays(moscowDayKey(new Date()), 2 + Math.floor(index / STARTS_A_DAY));
  const minutes = (index % STARTS_A_DAY) * 90;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return {
    service_id: service,
    start: `${day}T${time}:00+03:00`,
    format: "phone",
    name: "Клиент Первый",
    phone: "+7 900 123-45-67",
    consent: true,
  };
}

export const BOOKING_REQUESTS: Requests = {
  "GET /api/services/{id}/booking": async (w) => ({ params: { id: await bookableService(w) } }),
  "GET /api/services/{id}/slots": async (w) => ({
    params: { id: await bookableService(w) },
    query: { from: moscowDayKey(new Date()), days: "3" },
  }),
  "PUT /api/executor/services/{id}/booking": (w) => ({
    params: { id: w.service },
    payload: SERVICE_BOOKING,
  }),
  "GET /api/executor/services/{id}/booking": (w) => ({ params: { id: w.service } }),
  "PUT /api/executor/working-week": () => ({ payload: { week: null } }),
  "POST /api/bookings": async (w) => ({ payload: await bookingBody(w) }),
  // clientA's own booking: the others see it only as staff.
  "GET /api/bookings/{id}": (w) => clientABooking(w),
  "GET /api/bookings/{id}/ics": (w) => clientABooking(w),
  "POST /api/bookings/{id}/reschedule": async (w) => ({
    ...(await clientABooking(w)),
    payload: { start: (await bookingBody(w)).start },
  }),
  "POST /api/bookings/{id}/cancel": async (w) => ({ ...(await clientABooking(w)), payload: {} }),
  "POST /api/bookings/{id}/transfer": async (w) => ({
    ...(await transferableBooking(w)),
    payload: {},
  }),
  // A booking whose client chose the transfer.
  "POST /api/executor/bookings/{id}/confirm-payment": async (w) => {
    const booking = await transferableBooking(w);
    await okJson(
      w.app,
      "POST",
      `/api/bookings/${booking.params.id}/transfer`,
      w.accounts.clientA.token,
      {},
    );
    return { ...booking, payload: {} };
  },
  "GET /api/executor/bookings": () => {
    const today = moscowDayKey(new Date());
    return { query: { from: today, to: addDays(today, 7) } };
  },
  // A consultation that began an hour ago.
  "PUT /api/executor/bookings/{id}/outcome": async (w) => {
    const booking = await clientABooking(w);
    await w.t.db
      .update(bookings)
      .set({
        status: "confirmed",
        startsAt: new Date(Date.now() - 3_600_000),
        endsAt: new Date(Date.now() - 1000),
      })
      .where(eq(bookings.id, booking.params.id));
    return { ...booking, payload: { outcome: "held" } };
  },
  "GET /api/executor/booking-policy": () => ({}),
  "PUT /api/executor/booking-policy": () => ({
    payload: { cancel_notice_hours: 24, late_refund_percent: 0 },
  }),
};

async function clientABooking(w: World) {
  const booking = await okJson<{ id: string }>(
    w.app,
    "POST",
    "/api/bookings",
    w.accounts.clientA.token,
    await bookingBody(w),
  );
  return { params: { id: booking.id } };
}

/**
 * clientA's booking paid by transfer: a week ahead (a transfer needs two days and more), with the
 * firm's transfer details set.
 */
async function transferableBooking(w: World) {
  const booking = await clientABooking(w);
  await w.t.db
    .insert(paymentSettings)
    .values({ id: 1, manualCard: "2200 0000 0000 0000" })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { manualCard: "2200 0000 0000 0000" } });
  const start = Date.now() + 7 * 24 * 3_600_000;
  await w.t.db
    .update(bookings)
    .set({ startsAt: new Date(start), endsAt: new Date(start + 3_600_000) })
    .where(eq(bookings.id, booking.params.id));
  return booking;
}

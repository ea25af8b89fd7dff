import { addDays, moscowDayKey } from "../../../domain/day-keys.ts";
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
  await w.t.db.update(users).set({ maxOpenChats: 10_000 });
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
  "GET /api/bookings/{id}": async (w) => {
    const booking = await okJson<{ id: string }>(
      w.app,
      "POST",
      "/api/bookings",
      w.accounts.clientA.token,
      await bookingBody(w),
    );
    return { params: { id: booking.id } };
  },
};

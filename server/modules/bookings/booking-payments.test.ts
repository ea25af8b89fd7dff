import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import { addDays } from "../../../domain/day-keys.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { services } from "../../db/schema/catalogue.ts";
import { chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { bookingFirm, openBooking } from "../../test/booking-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import {
  createPaymentOk,
  createPaymentRequest,
  decideInSandbox,
  PAYER,
  paymentOf,
  sandboxIdOf,
} from "../../test/payment-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/**
 * Issue 48 §2: a booking is paid through the pay window (`booking_id` as the payment's target,
 * the amount checked), and then it is confirmed and pinned in the client's chat; a free one is
 * confirmed with its chat at once.
 */
let t: TestApp;
let lawyerId: number;
let wednesday: string;
const SERVICE = 1;
let price: number;

beforeAll(async () => {
  t = await buildTestApp();
  const firm = await bookingFirm(t);
  lawyerId = firm.lawyerId;
  wednesday = addDays(firm.monday, 2);
  await openBooking(t, firm.lawyer, SERVICE);
  const [service] = await t.db.select().from(services).where(eq(services.id, SERVICE));
  price = (service?.basePriceKopecks ?? 0) / 100;
});
afterAll(() => t?.close());

const GUEST = { name: "Анна Гостева", phone: "+7 900 111-22-33", email: "anna@example.ru" };
async function book(time: string, token?: string, format = "video", day = wednesday) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: token ? bearer(token) : {},
    payload: {
      service_id: SERVICE,
      start: `${day}T${time}:00+03:00`,
      format,
      ...GUEST,
      consent: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: string;
    status: string;
    price: number;
    manage_token?: string;
    chat_session_id: string | null;
  };
}
const payFor = (booking: { id: string; manage_token?: string }, extra = {}, token?: string) =>
  createPaymentRequest(
    t.app,
    {
      booking_id: booking.id,
      booking_token: booking.manage_token,
      amount: price,
      ...PAYER,
      agree_to_terms: true,
      ...extra,
    },
    { token },
  );
const readBooking = async (id: string, query = "", token?: string) => {
  const response = await t.app.inject({
    url: `/api/bookings/${id}${query}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const systemLines = async (sessionId: string) =>
  (
    await t.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.id))
  ).map((row) => row.content);

describe("paying a booking", () => {
  it("confirms a guest's paid booking and pins it in a guest chat of the booking's lawyer", async () => {
    const booking = await book("10:00");
    expect(booking).toMatchObject({ status: "pending_payment", chat_session_id: null });
    const created = await createPaymentOk(t.app, {
      booking_id: booking.id,
      booking_token: booking.manage_token,
      amount: price,
      ...PAYER,
      agree_to_terms: true,
    });
    const pending = await paymentOf(t.app, created.payment_id);
    expect(pending.description).toContain(`${Number(wednesday.slice(8))} `);
    expect(pending.description).toContain("в 10:00 МСК, видео");
    const paid = await decideInSandbox(t.app, sandboxIdOf(created.confirmation_url), "pay");
    expect(paid.statusCode, paid.body).toBe(200);

    const after = await readBooking(booking.id, `?token=${booking.manage_token}`);
    expect(after).toMatchObject({ status: "confirmed", hold_expires_at: null, guest: true });
    expect(after.chat_session_id).toEqual(expect.any(String));
    // No meeting link days ahead: it is given from 15 minutes before.
    expect(after.meeting_url).toBeNull();
    const [chat] = await t.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, after.chat_session_id));
    expect(chat).toMatchObject({ isGuest: true, assigneeId: lawyerId, paymentStatus: "paid" });
    // Kept a week past the consultation, however far ahead it is.
    const end = Date.parse(after.end);
    expect(chat?.expiresAt?.getTime()).toBeGreaterThanOrEqual(end + 7 * 24 * 3_600_000);
    const lines = await systemLines(after.chat_session_id);
    expect(lines.some((line) => line?.startsWith("Запись: Консультация"))).toBe(true);
    // Pinned at the top of the guest's chat.
    const pinned = await t.app.inject({
      url: `/api/guest/chat/sessions/${after.chat_session_id}/bookings`,
    });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().bookings).toMatchObject([{ id: booking.id, status: "confirmed" }]);
    // Paid once: a second payment is refused.
    const again = await payFor(booking);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(T.alreadyPaid);
  });

  it("gives the meeting link from 15 minutes before a video consultation", async () => {
    const booking = await book("15:00");
    await t.db
      .update(bookings)
      .set({
        status: "confirmed",
        holdExpiresAt: null,
        startsAt: new Date(Date.now() + 10 * 60_000),
        endsAt: new Date(Date.now() + 70 * 60_000),
      })
      .where(eq(bookings.id, booking.id));
    const soon = await readBooking(booking.id, `?token=${booking.manage_token}`);
    expect(soon.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/[A-Za-z0-9_-]{22}$/);
    await t.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
  });

  it("joins a client's open chat of the service, and refuses others, a wrong amount and an expired hold", async () => {
    const client = await registerClient(t.app);
    const booking = await book("12:00", client.token, "phone");
    expect(booking.manage_token).toBeUndefined();

    const stranger = await registerClient(t.app);
    const notTheirs = await payFor(booking, {}, stranger.token);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().detail).toBe(T.notFound);
    const guessed = await payFor({ id: booking.id, manage_token: "угадал" });
    expect(guessed.statusCode).toBe(404);
    const cheaper = await payFor(booking, { amount: 1 }, client.token);
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().detail).toContain(PAYMENT_TEXTS.amountChanged("").slice(0, 10));
    const both = await payFor(booking, { service_id: SERVICE }, client.token);
    expect(both.statusCode).toBe(400);

    const created = await payFor(booking, {}, client.token);
    expect(created.statusCode, created.body).toBe(200);
    await decideInSandbox(t.app, sandboxIdOf(created.json().confirmation_url), "pay");
    const after = await readBooking(booking.id, "", client.token);
    expect(after).toMatchObject({ status: "confirmed", guest: false });
    const [chat] = await t.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.id, after.chat_session_id));
    expect(chat?.clientId).toBe(client.user.id);

    // A second booking of the same client joins that chat: one chat per matter.
    const second = await book("16:30", client.token, "phone");
    const created2 = await payFor(second, {}, client.token);
    expect(created2.statusCode, created2.body).toBe(200);
    const paid2 = await decideInSandbox(
      t.app,
      sandboxIdOf(created2.json().confirmation_url),
      "pay",
    );
    expect(paid2.statusCode, paid2.body).toBe(200);
    const p2 = await paymentOf(t.app, created2.json().payment_id);
    expect(p2.status, JSON.stringify(p2)).toBe("succeeded");
    const secondAfter = await readBooking(second.id, "", client.token);
    expect(secondAfter.status).toBe("confirmed");
    expect(secondAfter.chat_session_id).toBe(after.chat_session_id);
    const pinned = await t.app.inject({
      url: `/api/chat/sessions/${after.chat_session_id}/bookings`,
      headers: bearer(client.token),
    });
    expect(pinned.json().bookings.map((row: { id: string }) => row.id)).toEqual([
      booking.id,
      second.id,
    ]);
    const lines = await systemLines(after.chat_session_id);
    expect(lines.filter((line) => line?.startsWith("Запись: "))).toHaveLength(2);
    // The second money is this booking's, not a second payment of the first.
    expect(lines.join("\n")).not.toContain("повторн");

    const late = await book("10:00", client.token, "phone", addDays(wednesday, 1));
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, late.id));
    const expired = await payFor(late, {}, client.token);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toBe(T.holdExpired);
  });

  it("cancels a booking paid after its hold ran out when someone took the time, and says so", async () => {
    const first = await book("14:00");
    const created = await payFor(first);
    expect(created.statusCode, created.body).toBe(200);
    // The hold runs out while the guest pays, and another guest books the same time.
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first.id));
    await book("14:00");
    await decideInSandbox(t.app, sandboxIdOf(created.json().confirmation_url), "pay");
    const after = await readBooking(first.id, `?token=${first.manage_token}`);
    expect(after.status).toBe("cancelled");
    const lines = await systemLines(after.chat_session_id);
    expect(lines.some((line) => line?.startsWith("Оплата пришла, когда время уже заняли"))).toBe(
      true,
    );
  });

  it("confirms a free consultation at once with its chat", async () => {
    const [service] = await t.db.select().from(services).where(eq(services.id, SERVICE));
    await t.db.update(services).set({ basePriceKopecks: 0 }).where(eq(services.id, SERVICE));
    try {
      const free = await book("17:00", undefined, "video", addDays(wednesday, 1));
      expect(free).toMatchObject({ status: "confirmed", price: 0 });
      expect(free.chat_session_id).toEqual(expect.any(String));
      const lines = await systemLines(free.chat_session_id as string);
      expect(lines.some((line) => line?.startsWith("Запись: Консультация"))).toBe(true);
      const unpayable = await payFor(free, { amount: 1 });
      expect(unpayable.statusCode).toBe(400);
      expect(unpayable.json().detail).toBe(T.notPayable);
    } finally {
      await t.db
        .update(services)
        .set({ basePriceKopecks: service?.basePriceKopecks ?? 0 })
        .where(eq(services.id, SERVICE));
    }
  });
});

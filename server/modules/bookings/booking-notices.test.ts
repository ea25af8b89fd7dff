import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_EXPIRED } from "../../../domain/booking/booking.ts";
import { addDays } from "../../../domain/day-keys.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { services } from "../../db/schema/catalogue.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { smsOutbox } from "../../db/schema/phone.ts";
import { telegramChatTies, telegramOutbox } from "../../db/schema/telegram.ts";
import { bookingFirm, openBooking } from "../../test/booking-fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { bookingNoticeContextOf, runBookingNotices } from "./booking-notices.ts";

/**
 * Issue 48 §2: the confirmation mail with its calendar invitation (read back by ical.js, as a
 * calendar app would), the same invitation at GET /api/bookings/{id}/ics, the reminders 24 hours
 * and 1 hour before (once across instances), and an unpaid hold closed when it runs out.
 */
let t: TestApp;
let second: TestApp;
let smtp: TestSmtpServer;
let wednesday: string;
const SERVICE = 1;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  second = await buildTestApp({ shareDatabaseOf: t, env: { SMTP_URL: smtp.url } });
  const firm = await bookingFirm(t);
  wednesday = addDays(firm.monday, 2);
  await openBooking(t, firm.lawyer, SERVICE);
  // Free consultations: confirmed when booked.
  await t.db.update(services).set({ basePriceKopecks: 0 }).where(eq(services.id, SERVICE));
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await smtp?.close();
});

async function book(time: string, email: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/bookings",
    payload: {
      service_id: SERVICE,
      start: `${wednesday}T${time}:00+03:00`,
      format: "video",
      name: "Анна Гостева",
      phone: "+7 900 111-22-33",
      email,
      consent: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; manage_token: string; start: string; end: string };
}

/** The invitation a mail carries (its text/calendar part), parsed as a calendar app parses it. */
function invitationIn(mail: ParsedMail) {
  const part = mail.attachments.find((file) => file.contentType.startsWith("text/calendar"));
  expect(part, "the mail carries an invitation").toBeDefined();
  return parseCalendar(part?.content.toString("utf8") ?? "");
}
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
  return { calendar, event };
}
const runBoth = () =>
  Promise.all([
    runBookingNotices(bookingNoticeContextOf(t.app)),
    runBookingNotices(bookingNoticeContextOf(second.app)),
  ]);

describe("a booking's mail", () => {
  it("confirms with an invitation a calendar reads: REQUEST from the firm, its times, a stable UID", async () => {
    const booking = await book("10:00", "anna@example.ru");
    const mail = await smtp.waitFor(
      (candidate) => candidate.subject?.startsWith("Запись подтверждена") === true,
    );
    expect(mail.subject).toContain("в 10:00 МСК, видео");
    expect(mail.text).toContain(`/bookings/${booking.id}?token=${booking.manage_token}`);
    const { calendar, event } = invitationIn(mail);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(`booking-${booking.id}@${event.uid.split("@")[1]}`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(booking.start));
    expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(booking.end));
    expect(event.summary).toContain("Консультация");
    expect(event.organizer).toMatch(/^mailto:/);
    expect(event.attendees[0]?.getFirstValue()).toBe("mailto:anna@example.ru");
    // The room is not in the invitation: it is given 15 minutes before.
    expect(event.location).not.toContain("meet.jit.si");

    // The same invitation by its link, for the guest holding the token.
    const ics = await t.app.inject({
      url: `/api/bookings/${booking.id}/ics?token=${booking.manage_token}`,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(parseCalendar(ics.body).event.uid).toBe(event.uid);
    const refused = await t.app.inject({ url: `/api/bookings/${booking.id}/ics?token=nope` });
    expect(refused.statusCode).toBe(404);

    // An SMS says it too; told once, however many passes run.
    await runBoth();
    const told = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "anna@example.ru"));
    expect(told).toHaveLength(1);
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, "+79001112233"));
    expect(sms.length).toBe(1);
  });

  it("reminds a day and an hour before, each once across two instances, in Telegram too", async () => {
    const booking = await book("12:00", "boris@example.ru");
    await runBoth();
    // The guest continues the booking's chat in Telegram (issue 47 §3).
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    await t.db
      .insert(telegramChatTies)
      .values({ sessionId: row?.sessionId as string, telegramChatId: 777_001 });
    const start = Date.now() + 23 * 3_600_000;
    await t.db
      .update(bookings)
      .set({
        startsAt: new Date(start),
        endsAt: new Date(start + 3_600_000),
        createdAt: new Date(Date.now() - 2 * 24 * 3_600_000),
      })
      .where(eq(bookings.id, booking.id));
    await runBoth();
    await runBoth();
    const subjects = async () =>
      (
        await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "boris@example.ru"))
      ).map((row) => row.subject);
    expect((await subjects()).filter((subject) => subject.startsWith("Напоминание"))).toHaveLength(
      1,
    );

    const soon = Date.now() + 50 * 60_000;
    await t.db
      .update(bookings)
      .set({ startsAt: new Date(soon), endsAt: new Date(soon + 3_600_000) })
      .where(eq(bookings.id, booking.id));
    await runBoth();
    await runBoth();
    expect((await subjects()).filter((subject) => subject.startsWith("Через час"))).toHaveLength(1);
    expect(await subjects()).toHaveLength(3);
    const telegram = await t.db
      .select()
      .from(telegramOutbox)
      .where(eq(telegramOutbox.telegramChatId, 777_001));
    const texts = telegram.map((sent) => (sent.message as { text?: string }).text ?? "");
    expect(texts.filter((text) => text.startsWith("Напоминание"))).toHaveLength(1);
    expect(texts.filter((text) => text.startsWith("Через час"))).toHaveLength(1);
  });

  it("closes an unpaid hold that ran out, and tells nobody", async () => {
    await t.db.update(services).set({ basePriceKopecks: 150_000 }).where(eq(services.id, SERVICE));
    try {
      const held = await book("15:00", "vera@example.ru");
      await t.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.id, held.id));
      const result = await runBookingNotices(bookingNoticeContextOf(t.app));
      expect(result.expired).toBe(1);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, held.id));
      expect(row).toMatchObject({ status: "cancelled", cancelReason: HOLD_EXPIRED });
      const mail = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, "vera@example.ru"));
      expect(mail).toHaveLength(0);
    } finally {
      await t.db.update(services).set({ basePriceKopecks: 0 }).where(eq(services.id, SERVICE));
    }
  });
});

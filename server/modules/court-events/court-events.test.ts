import { count, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourtEvent } from "../../../domain/court-events/court-event-schemas.ts";
import {
  COURT_EVENT_NOTES_MAX,
  COURT_EVENT_TEXTS,
} from "../../../domain/court-events/court-events.ts";
import { courtEventFeeds, courtEvents } from "../../db/schema/court-events.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { bearer } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const send = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const DAY = 24 * 60 * 60 * 1000;
const hearing = (overrides: object = {}) => ({
  title: "Иванов против ООО «Ромашка»",
  court_name: "Арбитражный суд г. Москвы",
  // 10:30 in Moscow
  date: "2026-12-03T10:30:00+03:00",
  notes: "Взять подлинник договора",
  ...overrides,
});

async function create(input: object = hearing(), token = tokens.executor): Promise<CourtEvent> {
  const response = await send("POST", "/api/executor/court-events", token, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const eventCount = async () => (await t.db.select({ n: count() }).from(courtEvents))[0]!.n;

describe("court events: access", () => {
  it("every route is for executors and admins only", async () => {
    const event = await create();
    const calls = [
      { method: "GET", url: "/api/executor/court-events" },
      { method: "GET", url: "/api/executor/court-events/upcoming" },
      { method: "GET", url: "/api/executor/court-events/export" },
      { method: "POST", url: "/api/executor/court-events", payload: hearing() },
      {
        method: "PUT",
        url: `/api/executor/court-events/${event.id}`,
        payload: { is_completed: true },
      },
      { method: "DELETE", url: `/api/executor/court-events/${event.id}` },
      { method: "POST", url: "/api/executor/court-events/feed" },
      { method: "DELETE", url: "/api/executor/court-events/feed" },
    ] as const;
    const before = await eventCount();
    for (const call of calls) await expectOnlyExecutors(t.app, call, tokens);
    expect(await eventCount()).toBe(before);
    const [row] = await t.db.select().from(courtEvents).where(eq(courtEvents.id, event.id));
    expect(row?.isCompleted).toBe(false);
  });

  it("an executor never sees, changes or deletes another's hearing (404, as if missing)", async () => {
    const adminEvent = await create(hearing({ title: "Дело администратора" }), tokens.admin);
    const list = (await send("GET", "/api/executor/court-events", tokens.executor)).json();
    expect(list.map((e: CourtEvent) => e.id)).not.toContain(adminEvent.id);
    const url = `/api/executor/court-events/${adminEvent.id}`;
    const toggle = await send("PUT", url, tokens.executor, { is_completed: true });
    expect(toggle.statusCode).toBe(404);
    expect(toggle.json().detail).toBe(COURT_EVENT_TEXTS.notFound);
    const edit = await send("PUT", url, tokens.executor, hearing({ title: "Чужое" }));
    expect(edit.statusCode).toBe(404);
    expect((await send("DELETE", url, tokens.executor)).statusCode).toBe(404);
    const [row] = await t.db.select().from(courtEvents).where(eq(courtEvents.id, adminEvent.id));
    expect(row).toMatchObject({ title: "Дело администратора", isCompleted: false });
  });
});

describe("court events: the calendar's calls", () => {
  it("adds a hearing and lists it by date, the instant kept exactly", async () => {
    const later = await create(hearing({ title: "Позднее", date: "2027-02-01T09:00:00+03:00" }));
    const earlier = await create(hearing({ title: "Раннее", date: "2027-01-10T15:45:00+03:00" }));
    expect(earlier).toMatchObject({
      title: "Раннее",
      court_name: "Арбитражный суд г. Москвы",
      date: "2027-01-10T12:45:00.000Z",
      notes: "Взять подлинник договора",
      is_completed: false,
    });
    const list: CourtEvent[] = (
      await send("GET", "/api/executor/court-events", tokens.executor)
    ).json();
    const ids = list.map((e) => e.id);
    expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id));
    const dates = list.map((e) => Date.parse(e.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it("notes are optional; title, court and date are required, each with its Russian text", async () => {
    const noNotes = await create(hearing({ notes: undefined }));
    expect(noNotes.notes).toBe("");
    const before = await eventCount();
    const cases: [object, string][] = [
      [hearing({ title: "   " }), COURT_EVENT_TEXTS.titleRequired],
      [hearing({ title: undefined }), COURT_EVENT_TEXTS.titleRequired],
      [hearing({ court_name: "" }), COURT_EVENT_TEXTS.courtRequired],
      [hearing({ date: undefined }), COURT_EVENT_TEXTS.dateRequired],
      [hearing({ date: "завтра" }), COURT_EVENT_TEXTS.dateRequired],
      [hearing({ date: "2026-12-03T10:30" }), COURT_EVENT_TEXTS.dateRequired],
      [hearing({ notes: "x".repeat(COURT_EVENT_NOTES_MAX + 1) }), COURT_EVENT_TEXTS.notesTooLong],
    ];
    for (const [payload, detail] of cases) {
      const response = await send("POST", "/api/executor/court-events", tokens.executor, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    expect(await eventCount()).toBe(before);
  });

  it("PUT takes the whole form or is_completed alone, and nothing in between", async () => {
    const event = await create();
    const url = `/api/executor/court-events/${event.id}`;
    const done = await send("PUT", url, tokens.executor, { is_completed: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      is_completed: true,
      title: event.title,
      notes: event.notes,
    });
    const back = await send("PUT", url, tokens.executor, { is_completed: false });
    expect(back.json().is_completed).toBe(false);

    const edited = await send("PUT", url, tokens.executor, {
      title: "Новое название",
      court_name: "Тверской районный суд",
      date: "2026-12-04T09:00:00+03:00",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Новое название",
      court_name: "Тверской районный суд",
      date: "2026-12-04T06:00:00.000Z",
      notes: "",
      is_completed: false,
    });

    const refused: [object, string][] = [
      [{}, COURT_EVENT_TEXTS.updateShape],
      [{ title: "Только название" }, COURT_EVENT_TEXTS.courtRequired],
      [{ notes: "Только заметки" }, COURT_EVENT_TEXTS.titleRequired],
      [{ is_completed: "да" }, COURT_EVENT_TEXTS.updateShape],
    ];
    for (const [payload, detail] of refused) {
      const response = await send("PUT", url, tokens.executor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    const [row] = await t.db.select().from(courtEvents).where(eq(courtEvents.id, event.id));
    expect(row).toMatchObject({ title: "Новое название", notes: "", isCompleted: false });
  });

  it("deletes a hearing; a second delete and a bad id answer in Russian", async () => {
    const event = await create();
    const url = `/api/executor/court-events/${event.id}`;
    expect((await send("DELETE", url, tokens.executor)).json()).toEqual({ deleted: true });
    const again = await send("DELETE", url, tokens.executor);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(COURT_EVENT_TEXTS.notFound);
    const bad = await send("DELETE", "/api/executor/court-events/abc", tokens.executor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/[а-яё]/i);
  });

  it("upcoming: the planned hearings of the next 7 days only", async () => {
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    const tomorrow = await create(hearing({ title: "Завтра", date: at(DAY) }));
    const inSixDays = await create(hearing({ title: "Через шесть дней", date: at(6 * DAY) }));
    const inEightDays = await create(hearing({ title: "Через восемь дней", date: at(8 * DAY) }));
    const yesterday = await create(hearing({ title: "Вчера", date: at(-DAY) }));
    const completed = await create(hearing({ title: "Уже прошло", date: at(2 * DAY) }));
    await send("PUT", `/api/executor/court-events/${completed.id}`, tokens.executor, {
      is_completed: true,
    });
    const upcoming: CourtEvent[] = (
      await send("GET", "/api/executor/court-events/upcoming", tokens.executor)
    ).json();
    const ids = upcoming.map((e) => e.id);
    expect(ids).toContain(tomorrow.id);
    expect(ids).toContain(inSixDays.id);
    for (const absent of [inEightDays, yesterday, completed]) expect(ids).not.toContain(absent.id);
    expect(ids.indexOf(tomorrow.id)).toBeLessThan(ids.indexOf(inSixDays.id));
  });
});

/** The calendar's VEVENTs as ical.js reads them (a parse error fails the test). */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("court events: iCalendar export and the subscription feed", () => {
  it("«Экспорт .ics» downloads every hearing as valid iCalendar, Cyrillic intact", async () => {
    const event = await create(hearing({ title: "Экспорт: дело №А40-1234/2026" }));
    const response = await send("GET", "/api/executor/court-events/export", tokens.executor);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(response.headers["content-disposition"]).toMatch(/attachment/);
    const events = parseCalendar(response.body);
    const exported = events.find((e) => e.uid.startsWith(`court-event-${event.id}@`));
    expect(exported?.summary).toBe("Экспорт: дело №А40-1234/2026");
    expect(exported?.location).toBe("Арбитражный суд г. Москвы");
    expect(exported?.description).toBe("Взять подлинник договора");
    expect(exported?.startDate.toJSDate().toISOString()).toBe("2026-12-03T07:30:00.000Z");
    // A planned hearing reminds the day before.
    const alarm = exported?.component.getFirstSubcomponent("valarm");
    expect(String(alarm?.getFirstPropertyValue("trigger"))).toBe("-P1D");
  });

  it("a feed link opens the calendar without a token; a new link or a revoke kills the old", async () => {
    const event = await create(hearing({ title: "Для подписки" }));
    const first = await send("POST", "/api/executor/court-events/feed", tokens.executor);
    expect(first.statusCode, first.body).toBe(200);
    const url = new URL(first.json().url);
    // The configured address of the site, never the request's Host.
    expect(url.origin).toBe(new URL(t.app.config.publicUrl).origin);
    const token = url.pathname.split("/").at(-1)!;
    // Only a hash is stored.
    const stored = await t.db.select().from(courtEventFeeds);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);

    const feed = await t.app.inject({ url: url.pathname, headers: { host: "evil.example" } });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toMatch(/^text\/calendar/);
    const summaries = parseCalendar(feed.body).map((e) => e.summary);
    expect(summaries).toContain("Для подписки");
    // Only the owner's hearings: the admin's are not in the executor's feed.
    expect(summaries).not.toContain("Дело администратора");

    const second = await send("POST", "/api/executor/court-events/feed", tokens.executor);
    const secondPath = new URL(second.json().url).pathname;
    expect(secondPath).not.toBe(url.pathname);
    const old = await t.app.inject({ url: url.pathname });
    expect(old.statusCode).toBe(404);
    expect(old.json().detail).toBe(COURT_EVENT_TEXTS.feedNotFound);
    expect((await t.app.inject({ url: secondPath })).statusCode).toBe(200);

    await send("DELETE", "/api/executor/court-events/feed", tokens.executor);
    expect((await t.app.inject({ url: secondPath })).statusCode).toBe(404);
    for (const guess of ["x", "a".repeat(43), "../../etc/passwd"]) {
      const response = await t.app.inject({ url: `/api/court-events/feed/${guess}` });
      expect(response.statusCode, guess).toBe(404);
    }
    expect(event.id).toBeGreaterThan(0);
  });
});

import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourtEvent } from "../../../domain/court-events/court-event-schemas.ts";
import {
  COURT_EVENT_STATUS_LABELS,
  COURT_EVENT_TEXTS,
  COURT_EVENT_TITLE_MAX,
} from "../../../domain/court-events/court-events.ts";
import { buildBackOfficeTestApp, type RoleTokens, roleTokens } from "../../test/back-office.ts";
import { bearer } from "../../test/fixtures.ts";
import { DURATION_VALUE, octets, physicalLines, unfold } from "../../test/icalendar-lines.ts";
import type { TestApp } from "../../test/test-app.ts";
import { MAX_LINE_OCTETS } from "./icalendar.ts";

/**
 * Issue 43 §6: the «Экспорт .ics» file and the subscription feed as a validator reads them — lines
 * of at most 75 octets folded between characters, durations RFC 5545 permits, and a STATUS that
 * matches each hearing's state (docs/decisions/051).
 */
let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const LONG_TITLE = "Иванов И. И. против ООО «Ромашка», взыскание неустойки по договору поставки; "
  .repeat(4)
  .slice(0, COURT_EVENT_TITLE_MAX)
  .trim();

async function create(input: object): Promise<CourtEvent> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/executor/court-events",
    headers: bearer(tokens.executor),
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A planned hearing next week, one whose hour has passed («В процессе»), and a completed one. */
async function hearingsInEveryState() {
  const court =
    "Девятый арбитражный апелляционный суд, зал №7, г. Москва, ул. Садовническая, д. 68";
  const planned = await create({
    title: LONG_TITLE,
    court_name: court,
    date: new Date(Date.now() + 7 * DAY).toISOString(),
    notes: "Взять: подлинник договора, доверенность; копии\nдля всех сторон — 3 шт.",
  });
  const inProgress = await create({
    title: "Заседание идёт: дело №А40-1/2026",
    court_name: court,
    date: new Date(Date.now() - 60_000).toISOString(),
  });
  const completed = await create({
    title: "Прошедшее заседание: дело №А40-2/2026",
    court_name: court,
    date: new Date(Date.now() - 7 * DAY).toISOString(),
  });
  const toggled = await t.app.inject({
    method: "PUT",
    url: `/api/executor/court-events/${completed.id}`,
    headers: bearer(tokens.executor),
    payload: { is_completed: true },
  });
  expect(toggled.statusCode, toggled.body).toBe(200);
  return { planned, inProgress, completed };
}

/** Each VEVENT by its hearing's id, as ical.js reads the text (a parse error fails the test). */
function eventsById(text: string): Map<number, ICAL.Component> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const byId = new Map<number, ICAL.Component>();
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    const uid = String(vevent.getFirstPropertyValue("uid"));
    byId.set(Number(/^court-event-(\d+)@/.exec(uid)?.[1]), vevent);
  }
  return byId;
}

/** What a validator checks in the raw text: line length in octets, whole characters, durations. */
function expectValidText(bytes: Buffer): void {
  for (const line of physicalLines(bytes)) {
    expect(octets(line), line).toBeLessThanOrEqual(MAX_LINE_OCTETS);
  }
  const logical = unfold(bytes.toString("utf8")).split("\r\n");
  const durations = logical.filter((line) => /^(TRIGGER|DURATION)[:;]/.test(line));
  expect(durations.length).toBeGreaterThan(0);
  for (const line of durations)
    expect(line.slice(line.indexOf(":") + 1), line).toMatch(DURATION_VALUE);
}

describe("the court calendar's iCalendar text", () => {
  it("the export and the feed: 75-octet lines, whole characters, valid durations, STATUS by state", async () => {
    const { planned, inProgress, completed } = await hearingsInEveryState();
    const exported = await t.app.inject({
      url: "/api/executor/court-events/export",
      headers: bearer(tokens.executor),
    });
    expect(exported.statusCode).toBe(200);
    const link = await t.app.inject({
      method: "POST",
      url: "/api/executor/court-events/feed",
      headers: bearer(tokens.executor),
    });
    const feed = await t.app.inject({ url: new URL(link.json().url).pathname });
    expect(feed.statusCode).toBe(200);

    for (const [name, response] of [
      ["export", exported],
      ["feed", feed],
    ] as const) {
      const bytes = response.rawPayload;
      expectValidText(bytes);
      // The long Cyrillic lines were folded, not left whole.
      const lines = physicalLines(bytes);
      expect(
        lines.some((line) => line.startsWith(" ")),
        name,
      ).toBe(true);
      const calendar = new ICAL.Component(ICAL.parse(bytes.toString("utf8")));
      expect(calendar.getFirstPropertyValue("x-wr-calname")).toMatch(
        new RegExp(`^${COURT_EVENT_TEXTS.feedName} — `),
      );

      const events = eventsById(bytes.toString("utf8"));
      const plannedEvent = events.get(planned.id);
      expect(plannedEvent?.getFirstPropertyValue("summary"), name).toBe(LONG_TITLE);
      expect(plannedEvent?.getFirstPropertyValue("description"), name).toBe(planned.notes);
      expect(plannedEvent?.getFirstPropertyValue("status"), name).toBe("CONFIRMED");
      const alarm = plannedEvent?.getFirstSubcomponent("valarm");
      expect(String(alarm?.getFirstPropertyValue("trigger")), name).toBe("-P1D");
      expect(alarm?.getFirstPropertyValue("description"), name).toBe(
        `${planned.title} — ${planned.court_name}`,
      );

      // «В процессе»: its hour has come, it is still on.
      expect(events.get(inProgress.id)?.getFirstPropertyValue("status"), name).toBe("CONFIRMED");

      // Completed: no STATUS (an event has no COMPLETED), its category, no reminder.
      const done = events.get(completed.id);
      expect(done?.hasProperty("status"), name).toBe(false);
      expect(done?.getFirstPropertyValue("categories"), name).toBe(
        COURT_EVENT_STATUS_LABELS.completed,
      );
      expect(done?.getFirstSubcomponent("valarm"), name).toBeNull();
    }
  });
});

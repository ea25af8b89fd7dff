import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_TEXTS,
  changePercent,
  VISITORS_PER_ADDRESS_PER_MINUTE,
} from "../../../domain/analytics/analytics.ts";
import type {
  AnalyticsDashboard,
  DailyStat,
  Funnel,
} from "../../../domain/analytics/analytics-schemas.ts";
import { addDays, moscowDayKey } from "../../../domain/day-keys.ts";
import {
  analyticsDailyEvents,
  analyticsDailyTotals,
  analyticsDailyVisitors,
  analyticsEvents,
  analyticsSalts,
} from "../../db/schema/analytics.ts";
import {
  buildBackOfficeTestApp,
  expectOnlyExecutors,
  type RoleTokens,
  roleTokens,
} from "../../test/back-office.ts";
import { bearer } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { rebuildRollups, recordEvent } from "./service.ts";
import { createSaltSource } from "./visitor.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp({ seedDemo: true });
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1";

let nextIp = 1;
/** A new visitor: their own address (the limit and the visitor id are per IP and browser). */
const visitor = (userAgent = BROWSER) => {
  const ip = `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  return (payload: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/analytics/track",
      payload,
      remoteAddress: ip,
      headers: { "user-agent": userAgent },
    });
};
const dashboard = async () => {
  const response = await t.app.inject({
    url: "/api/analytics/dashboard",
    headers: bearer(tokens.executor),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AnalyticsDashboard;
};
const eventCount = async () => (await t.db.select().from(analyticsEvents)).length;

describe("POST /api/analytics/track", () => {
  it.each(ANALYTICS_EVENT_TYPES)(
    "stores a %s event and counts it in today's rollup",
    async (type) => {
      const send = visitor();
      const before = await dashboard();
      const response = await send({
        event_type: type,
        page_url: "/services",
        metadata: { service_id: 3 },
      });
      expect(response.statusCode).toBe(201);
      const after = await dashboard();
      const metric = {
        page_view: "page_views",
        service_view: "service_views",
        chat_click: "chat_clicks",
        payment_click: "payment_clicks",
        registration: "registrations",
      }[type] as keyof AnalyticsDashboard["today"];
      expect(after.today[metric] - before.today[metric]).toBe(1);
      expect(after.today.unique_visitors - before.today.unique_visitors).toBe(1);
    },
  );

  it("keeps no IP, user agent, cookie id, account or query string, only the day's hash", async () => {
    const send = visitor();
    await send({
      event_type: "page_view",
      page_url: "/services?email=ivan@mail.ru#top",
      session_id: "browser-session-1",
      user_agent: "claimed",
      ip_address: "1.2.3.4",
      referrer: "https://yandex.ru/search/?text=юрист+ivan@mail.ru",
    });
    const [row] = await t.db
      .select()
      .from(analyticsEvents)
      .orderBy(sql`${analyticsEvents.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ pageUrl: "/services", referrer: "yandex.ru" });
    expect(row?.visitorId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const stored = JSON.stringify(row);
    for (const secret of ["ivan@mail.ru", "browser-session", "claimed", "1.2.3.4", "10.0."]) {
      expect(stored).not.toContain(secret);
    }
    const columns = await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'analytics_events'`,
    );
    const names = (columns as unknown as { rows: { column_name: string }[] }).rows.map(
      (column) => column.column_name,
    );
    expect(names).not.toContain("ip_address");
    expect(names).not.toContain("user_agent");
    expect(names).not.toContain("user_id");
  });

  it("keeps only spec 1's metadata fields: anything else a page sends is dropped", async () => {
    await visitor()({
      event_type: "chat_click",
      page_url: "/services",
      metadata: { service_id: 7, email: "ivan@mail.ru", name: "Иван" },
    });
    const [row] = await t.db
      .select()
      .from(analyticsEvents)
      .orderBy(sql`${analyticsEvents.id} desc`)
      .limit(1);
    expect(row?.metadata).toEqual({ service_id: 7 });
  });

  it("one visitor is one visitor all day; another browser on the same address is another", async () => {
    const send = visitor();
    await send({ event_type: "page_view", page_url: "/" });
    await send({ event_type: "page_view", page_url: "/reviews" });
    const ids = new Set(
      (
        await t.db.select().from(analyticsEvents).orderBy(sql`${analyticsEvents.id} desc`).limit(2)
      ).map((row) => row.visitorId),
    );
    expect(ids.size).toBe(1);
    const [visitorId] = [...ids];
    const days = await t.db
      .select()
      .from(analyticsDailyVisitors)
      .where(eq(analyticsDailyVisitors.visitorId, visitorId!));
    expect(days).toHaveLength(1);
    expect(days[0]!.lastSeen.getTime()).toBeGreaterThanOrEqual(days[0]!.firstSeen.getTime());
  });

  it("the salt is one per day and older ones are deleted", async () => {
    const salts = await t.db.select().from(analyticsSalts);
    const today = moscowDayKey(new Date());
    expect(salts.map((salt) => salt.day)).toContain(today);
    expect(salts.map((salt) => salt.day)).toEqual([today]);
  });

  it.each([
    "",
    "Googlebot/2.1 (+http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; YandexBot/3.0)",
    "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0",
    "curl/8.5.0",
    "python-requests/2.32",
  ])("does not count a bot («%s») but answers it the same", async (userAgent) => {
    const before = await eventCount();
    const response = await visitor(userAgent)({ event_type: "page_view", page_url: "/" });
    expect(response.statusCode).toBe(201);
    expect(await eventCount()).toBe(before);
  });

  it("limits one visitor to 60 events a minute with a Russian detail; others go on", async () => {
    const send = visitor(PHONE);
    const answers = [];
    for (let i = 0; i < 61; i++)
      answers.push((await send({ event_type: "page_view", page_url: "/" })).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 201)).toBe(true);
    const refused = await send({ event_type: "page_view", page_url: "/" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/[а-яё]/i);
    expect((await visitor(PHONE)({ event_type: "page_view", page_url: "/" })).statusCode).toBe(201);
  });

  it("one address is limited too, however many user agents it claims", async () => {
    const ip = "198.51.100.9";
    const statuses: number[] = [];
    for (let i = 0; i < 601; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/analytics/track",
        payload: { event_type: "page_view", page_url: "/" },
        remoteAddress: ip,
        headers: { "user-agent": `${BROWSER} build/${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 600).every((status) => status === 201)).toBe(true);
    expect(statuses[600]).toBe(429);
  });

  it(`counts ${VISITORS_PER_ADDRESS_PER_MINUTE} new visitors a minute per address at most, answering the rest as usual`, async () => {
    const visitorRows = async () => (await t.db.select().from(analyticsDailyVisitors)).length;
    const [visitorsBefore, eventsBefore] = [await visitorRows(), await eventCount()];
    const fake = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/analytics/track",
        payload: { event_type: "page_view", page_url: "/" },
        remoteAddress: "203.0.113.77",
        headers: { "user-agent": `${BROWSER} fake/${i}` },
      });
    // Thirty user agents from one address, each twice: the refused stay refused on return.
    for (const _round of [1, 2]) {
      for (let i = 0; i < 30; i++) expect((await fake(i)).statusCode).toBe(201);
    }
    expect(await visitorRows()).toBe(visitorsBefore + VISITORS_PER_ADDRESS_PER_MINUTE);
    expect(await eventCount()).toBe(eventsBefore + 2 * VISITORS_PER_ADDRESS_PER_MINUTE);
    // Another address is counted as before.
    expect((await visitor()({ event_type: "page_view", page_url: "/" })).statusCode).toBe(201);
    expect(await visitorRows()).toBe(visitorsBefore + VISITORS_PER_ADDRESS_PER_MINUTE + 1);
  });

  it.each([
    [{ event_type: "hack" }],
    [{}],
    [{ event_type: "page_view", page_url: "x".repeat(3000) }],
    [{ event_type: "payment_click", metadata: { amount: "много" } }],
  ])("answers 400 to %j and stores nothing", async (payload) => {
    const before = await eventCount();
    const response = await visitor()(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/[а-яё]/i);
    expect(await eventCount()).toBe(before);
  });
});

describe("the cabinet's analytics", () => {
  it("every route is for executors and admins only", async () => {
    for (const url of [
      "/api/analytics/dashboard",
      "/api/analytics/daily-stats?days=7",
      "/api/analytics/funnel?days=7",
    ]) {
      await expectOnlyExecutors(t.app, { method: "GET", url }, tokens);
    }
  });

  it("daily-stats has one row per Moscow day, zeros included, for 7, 14 and 30; other days 400", async () => {
    const today = moscowDayKey(new Date());
    for (const days of [7, 14, 30]) {
      const response = await t.app.inject({
        url: `/api/analytics/daily-stats?days=${days}`,
        headers: bearer(tokens.admin),
      });
      expect(response.statusCode).toBe(200);
      const rows = response.json() as DailyStat[];
      expect(rows).toHaveLength(days);
      expect(rows.at(-1)!.date).toBe(today);
      expect(rows[0]!.date).toBe(addDays(today, -(days - 1)));
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(
          [
            "chat_clicks",
            "date",
            "page_views",
            "payment_clicks",
            "registrations",
            "service_views",
            "unique_visitors",
          ].sort(),
        );
      }
      expect(rows.at(-1)!.page_views).toBeGreaterThan(0);
      expect(rows[0]!.page_views).toBe(0);
    }
    for (const days of ["0", "8", "31", "7.5", "abc", ""]) {
      const response = await t.app.inject({
        url: `/api/analytics/daily-stats?days=${days}`,
        headers: bearer(tokens.executor),
      });
      expect(response.statusCode, days).toBe(400);
      expect(response.json().detail).toBe(ANALYTICS_TEXTS.daysInvalid);
    }
    const none = await t.app.inject({
      url: "/api/analytics/daily-stats",
      headers: bearer(tokens.executor),
    });
    expect(none.statusCode).toBe(400);
  });

  it("the dashboard: periods, the change rule, top pages and visits", async () => {
    const figures = await dashboard();
    expect(figures.month.page_views).toBeGreaterThanOrEqual(figures.today.page_views);
    expect(figures.week.page_views).toBeGreaterThanOrEqual(figures.today.page_views);
    expect(figures.page_views_change_percent).toBe(
      changePercent(figures.today.page_views, figures.yesterday.page_views),
    );
    expect(figures.top_pages.length).toBeLessThanOrEqual(5);
    expect(figures.top_pages[0]!.url).toBe("/");
    const counts = figures.top_pages.map((page) => page.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(figures.avg_session_minutes).toBeGreaterThanOrEqual(0);
  });

  it("a pause over 30 minutes starts another visit and is not counted as time on the site", async () => {
    const salts = createSaltSource(t.db);
    const context = (minutes: number) => ({
      ip: "192.0.2.77",
      userAgent: PHONE,
      // A fixed day in the past, so today's figures are untouched.
      now: new Date(Date.UTC(2026, 9, 5, 7, minutes)),
    });
    for (const minutes of [0, 10, 130]) {
      await recordEvent(t.db, salts, { event_type: "page_view", page_url: "/" }, context(minutes));
    }
    const [totals] = await t.db
      .select()
      .from(analyticsDailyTotals)
      .where(eq(analyticsDailyTotals.day, "2026-10-05"));
    expect(totals).toMatchObject({ visitors: 1, sessions: 2, visitSeconds: 600 });
    await rebuildRollups(t.db, "2026-10-05");
    const [rebuilt] = await t.db
      .select()
      .from(analyticsDailyTotals)
      .where(eq(analyticsDailyTotals.day, "2026-10-05"));
    expect(rebuilt).toMatchObject({ visitors: 1, sessions: 2, visitSeconds: 600 });
  });

  it("the figures kept live equal the ones rebuilt from the events", async () => {
    const send = visitor();
    await send({ event_type: "page_view", page_url: "/articles" });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await send({ event_type: "page_view", page_url: "/articles/1" });
    const live = await dashboard();
    await rebuildRollups(t.db, moscowDayKey(new Date()));
    const rebuilt = await dashboard();
    expect(rebuilt.today).toEqual(live.today);
    expect(rebuilt.top_pages).toEqual(live.top_pages);
    expect(rebuilt.avg_session_minutes).toBeCloseTo(live.avg_session_minutes, 5);
  });

  it("yesterday's events count as yesterday; the change follows spec 3's rule", async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await t.db.insert(analyticsEvents).values(
      Array.from({ length: 4 }, () => ({
        eventType: "page_view",
        pageUrl: "/about",
        visitorId: "yesterday-visitor",
        createdAt: yesterday,
      })),
    );
    await rebuildRollups(t.db, moscowDayKey(yesterday));
    const figures = await dashboard();
    expect(figures.yesterday.page_views).toBe(4);
    expect(figures.yesterday.unique_visitors).toBe(1);
    expect(figures.page_views_change_percent).toBe(changePercent(figures.today.page_views, 4));
    // The rebuild recomputed today from the events too: the same figures as counted live.
    const [row] = await t.db
      .select()
      .from(analyticsDailyEvents)
      .where(eq(analyticsDailyEvents.day, moscowDayKey(new Date())));
    expect(row).toBeDefined();
  });

  it("the funnel: service views → chat clicks → «Оплатить» → paid, with conversions", async () => {
    const response = await t.app.inject({
      url: "/api/analytics/funnel?days=30",
      headers: bearer(tokens.executor),
    });
    expect(response.statusCode).toBe(200);
    const result = response.json() as Funnel;
    expect(result.steps.map((step) => step.key)).toEqual([
      "service_views",
      "chat_clicks",
      "payment_clicks",
      "paid_payments",
    ]);
    expect(result.steps[0]!.conversion_percent).toBe(100);
    const [views, clicks] = result.steps;
    expect(clicks!.conversion_percent).toBe(
      views!.count > 0 ? Math.round((clicks!.count / views!.count) * 1000) / 10 : 0,
    );
  });
});

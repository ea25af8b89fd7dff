import type { Locator, Page } from "@playwright/test";
import {
  ANALYTICS_METRICS,
  type AnalyticsEventType,
  type AnalyticsMetric,
  changePercent,
  conversionPercent,
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  ANALYTICS_TEXTS as T,
} from "../domain/analytics/analytics.ts";
import type { AnalyticsDashboard, DailyStat } from "../domain/analytics/analytics-schemas.ts";
import { dayLabel } from "../web/features/executor/analytics/analytics-format.ts";
import {
  authHeader,
  expectAccessible,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { getAs, uniqueTag } from "./support/chat.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Spec 3 §2 «Analytics», issue 13 §2: visits counted by /api/analytics/track show in the
 * cabinet's «Аналитика» — today's card, the daily chart (and its table for screen readers) and
 * the funnel — on a desktop and a 390 px phone. Other specs browse the same app meanwhile, so
 * the screen is compared with the API's answers read before and after it, never with fixed totals.
 */

/** A browser's user agent (the headless one would be taken for a bot and not counted). */
const browserAgent = (tag: string, index: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 e2e-${tag}-${index}`;

async function track(page: Page, tag: string, events: [AnalyticsEventType, string][]) {
  for (const [index, [eventType, pageUrl]] of events.entries()) {
    const response = await page.request.post("/api/analytics/track", {
      data: { event_type: eventType, page_url: pageUrl },
      headers: { "user-agent": browserAgent(tag, index) },
    });
    expect(response.status()).toBe(201);
  }
}

const dashboardOf = (page: Page, token: string) =>
  getAs<AnalyticsDashboard>(page, token, "/api/analytics/dashboard");

/** A figure as the screen shows it («1 234» with a no-break space) read back as a number. */
const figure = async (scope: Locator) =>
  Number(((await scope.textContent()) ?? "").replace(/\D/g, ""));

async function cardFigures(card: Locator): Promise<Record<AnalyticsMetric, number>> {
  const figures = {} as Record<AnalyticsMetric, number>;
  for (const metric of ANALYTICS_METRICS) {
    figures[metric] = await figure(card.locator(`[data-metric="${metric}"] dd`));
  }
  return figures;
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[executor] reads the visits just made in «Аналитика»: cards, chart and funnel (${name})`, async ({
      page,
    }) => {
      const tag = uniqueTag();
      const token = await signInExecutor(page);
      const before = await dashboardOf(page, token);
      const path = `/e2e-analytics-${tag}`;
      await track(page, tag, [
        ["page_view", path],
        ["page_view", path],
        ["service_view", "/services"],
        ["chat_click", "/services"],
        ["payment_click", "/dashboard"],
      ]);
      const sent = await dashboardOf(page, token);
      expect(sent.today.page_views).toBeGreaterThanOrEqual(before.today.page_views + 2);
      expect(sent.today.service_views).toBeGreaterThanOrEqual(before.today.service_views + 1);
      expect(sent.today.chat_clicks).toBeGreaterThanOrEqual(before.today.chat_clicks + 1);
      expect(sent.today.payment_clicks).toBeGreaterThanOrEqual(before.today.payment_clicks + 1);

      await page.goto("/executor-dashboard");
      await openCabinetTab(page, T.title);

      await test.step("today's card shows the figures the API counted", async () => {
        const today = page.locator('[data-testid="analytics-period"][data-period="today"]');
        const yesterday = page.locator('[data-testid="analytics-period"][data-period="yesterday"]');
        await expect(today).toBeVisible();
        await expect(page.getByTestId("analytics-period")).toHaveCount(4);
        const shown = await cardFigures(today);
        const later = await dashboardOf(page, token);
        for (const metric of ANALYTICS_METRICS) {
          expect(shown[metric], metric).toBeGreaterThanOrEqual(sent.today[metric]);
          expect(shown[metric], metric).toBeLessThanOrEqual(later.today[metric]);
        }
        // Both cards come from one answer, so the change follows from what they show.
        const shownYesterday = await figure(yesterday.locator('[data-metric="page_views"] dd'));
        await expect(today.getByTestId("page-views-change")).toHaveText(
          T.changeFromYesterday(changePercent(shown.page_views, shownYesterday)),
        );
        await expect(page.getByTestId("analytics-avg-session")).toContainText(T.avgSession);
      });

      await test.step("the chart of 7 days is drawn, with today's figures in its table", async () => {
        const daily = await getAs<DailyStat[]>(page, token, "/api/analytics/daily-stats?days=7");
        const todayKey = daily.at(-1)?.date ?? "";
        const chart = page.getByTestId("analytics-chart");
        await expect(chart).toHaveAttribute("data-days", "7");
        await expect(chart.locator("svg.recharts-surface")).toBeVisible();
        await expect(
          page.getByRole("img", {
            name: T.chartSummary(7, dayLabel(daily[0]?.date ?? ""), dayLabel(todayKey)),
          }),
        ).toBeVisible();
        const rows = chart.getByTestId("analytics-day-row");
        await expect(rows).toHaveCount(7);
        const todayRow = rows.last();
        await expect(todayRow).toHaveAttribute("data-date", todayKey);
        await expect(todayRow.getByRole("rowheader")).toHaveText(dayLabel(todayKey));
        expect(await figure(todayRow.getByRole("cell").first())).toBeGreaterThanOrEqual(
          sent.today.page_views,
        );
      });

      await test.step("the funnel shows its four steps, each with its share of the one before", async () => {
        const funnel = page.getByTestId("analytics-funnel");
        const steps = funnel.getByTestId("funnel-step");
        await expect(steps).toHaveCount(FUNNEL_STEPS.length);
        const counts: number[] = [];
        for (const [index, key] of FUNNEL_STEPS.entries()) {
          const step = steps.nth(index);
          await expect(step).toHaveAttribute("data-step", key);
          await expect(step).toContainText(FUNNEL_STEP_LABELS[key]);
          counts.push(await figure(step.getByTestId("funnel-count")));
          const expected =
            index === 0
              ? counts[0]! > 0
                ? 100
                : 0
              : conversionPercent(counts[index]!, counts[index - 1]!);
          await expect(step.getByTestId("funnel-percent")).toHaveText(
            `${T.funnelHint}: ${T.percent(expected)}`,
          );
        }
        expect(counts[0]).toBeGreaterThanOrEqual(1);
      });

      await test.step("30 days: the chart and the funnel follow the period", async () => {
        const period = page.getByRole("radiogroup", { name: T.periodLabel });
        await expect(period.getByRole("radio", { name: T.days(7) })).toBeChecked();
        await period.getByText(T.days(30), { exact: true }).click();
        await expect(period.getByRole("radio", { name: T.days(30) })).toBeChecked();
        const chart = page.getByTestId("analytics-chart");
        await expect(chart).toHaveAttribute("data-days", "30");
        await expect(chart.getByTestId("analytics-day-row")).toHaveCount(30);
        await expect(page.getByTestId("analytics-funnel")).toHaveAttribute("data-days", "30");
        const daily = await getAs<DailyStat[]>(page, token, "/api/analytics/daily-stats?days=30");
        expect(daily).toHaveLength(30);
        await expect(chart.getByTestId("analytics-day-row").first()).toHaveAttribute(
          "data-date",
          daily[0]?.date ?? "",
        );
      });

      await test.step("the tab passes axe and the page never scrolls sideways", async () => {
        await expectAccessible(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });
  });
}

test.describe("when the figures cannot be loaded", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("[executor] a failed load of «Аналитика» says so and a retry brings the figures", async ({
    page,
  }) => {
    test.setTimeout(45_000);
    const token = await signInExecutor(page);
    await page.route("**/api/analytics/dashboard", (route) =>
      route.fulfill({ status: 503, json: { detail: "Сервис временно недоступен" } }),
    );
    await page.goto("/executor-dashboard?tab=analytics");
    const alert = page.getByRole("alert").filter({ hasText: T.loadFailed });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText("Сервис временно недоступен");
    // The chart and the funnel load on their own and are not held back by the failed cards.
    await expect(page.getByTestId("analytics-funnel")).toBeVisible();

    await page.unroute("**/api/analytics/dashboard");
    await alert.getByRole("button", { name: "Повторить" }).click();
    await expect(page.getByTestId("analytics-period")).toHaveCount(4);
    const dashboard = await page.request.get("/api/analytics/dashboard", {
      headers: authHeader(token),
    });
    expect(dashboard.ok()).toBe(true);
  });
});

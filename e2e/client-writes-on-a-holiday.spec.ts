import type { Browser, Page } from "@playwright/test";
import { addDays, moscowDayKey } from "../domain/day-keys.ts";
import {
  autoReplyText,
  dayOffText,
  everyDay,
  holidayText,
  OFFICE_HOURS_TEXTS,
  type OfficeHours,
} from "../domain/office-hours/office-hours.ts";
import type { SiteSettings } from "../domain/site-settings/site-settings.ts";
import { SITE_SETTINGS_TEXTS as S } from "../domain/site-settings/site-settings-texts.ts";
import { type AppProcess, startAppProcess } from "../scripts/app-process.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { E2E_ADMIN_PHONE } from "./support/accounts.ts";
import { expectAccessible, openCabinetTab, VIEWPORTS } from "./support/back-office.ts";
import { composer, messageLog, openClientChat } from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/**
 * Issue 30 §3: the administrator marks today a holiday in «Настройки сайта»; a client who writes
 * then gets the automatic answer with the next opening, and the chat says «Сейчас нерабочее
 * время». The shared e2e app works around the clock (global-setup.ts), so this story has an app
 * of its own: a closed firm would answer every other spec's messages too.
 */
let app: AppProcess;
const OPERATOR = { email: "holiday-operator@e2e.test", password: "holiday-operator-password" };
/** Today's Moscow date, or `offsetDays` later. */
const moscowDate = (offsetDays: number) => addDays(moscowDayKey(new Date()), offsetDays);
/** 9:00–18:00 every day, tomorrow a holiday too: closed now, whatever the hour of the run. */
const WEEK = everyDay([{ from: "09:00", to: "18:00" }]);

test.beforeAll(async () => {
  test.setTimeout(90_000);
  app = await startAppProcess({
    env: {
      ADMIN_EMAIL: OPERATOR.email,
      ADMIN_PASSWORD: OPERATOR.password,
      // The operator's number, confirmed by the configuration (issue 45 §2).
      ADMIN_PHONE: E2E_ADMIN_PHONE,
    },
  });
});
test.afterAll(async () => {
  await app?.stop();
});

async function operatorToken(page: Page): Promise<string> {
  const login = await page.request.post("/api/auth/login", {
    data: { ...OPERATOR, login_type: "executor" },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function putHours(page: Page, token: string, hours: Partial<OfficeHours>) {
  const current = (await (await page.request.get("/api/site-settings")).json()) as SiteSettings;
  const saved = await page.request.put("/api/site-settings", {
    headers: { authorization: `Bearer ${token}` },
    data: { ...current, office_hours: { ...current.office_hours, ...hours } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

const ownContext = (browser: Browser, viewport: { width: number; height: number }) =>
  browser.newContext({ baseURL: app.origin, viewport, locale: "ru-RU" });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`[admin, client] a holiday in «Настройки сайта»; the client's message gets the auto-reply (${name})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await ownContext(browser, viewport);
    try {
      const page = await context.newPage();
      const token = await operatorToken(page);
      await putHours(page, token, { week: WEEK, holidays: [moscowDate(1)] });

      // The administrator adds today in the form.
      await signInWithToken(page, token, OPERATOR.email);
      await page.goto("/executor-dashboard");
      await openCabinetTab(page, EXECUTOR_TEXTS.tabs.siteSettings);
      const hours = page.getByRole("group", { name: S.sections.hours });
      await hours.getByLabel(S.holidays, { exact: true }).fill(moscowDate(0));
      await hours.getByRole("button", { name: S.addHoliday }).click();
      // The day as it is read: «3 декабря 2026», not «2026-12-03».
      const chip = hours.getByRole("button", {
        name: S.removeHolidayOf(holidayText(moscowDate(0))),
      });
      await expect(chip).toBeVisible();
      await expect(chip).toHaveText(holidayText(moscowDate(0)));
      expect(holidayText(moscowDate(0))).toMatch(/^\d{1,2} [а-я]+ \d{4}$/);
      await expectAccessible(page);
      await page.getByRole("button", { name: S.save, exact: true }).click();
      await expect(page.getByText(S.saved).first()).toBeVisible();
      const saved = (await (await page.request.get("/api/site-settings")).json()) as SiteSettings;
      expect(saved.office_hours.holidays).toEqual([moscowDate(0), moscowDate(1)].sort());

      // The header tells today's truth: closed today, not the week's hours (wide screens show
      // the hours strip; a phone has none).
      if (viewport.width > 990) {
        await page.goto("/");
        const strip = page.getByRole("complementary", { name: "Часы работы и контакты" });
        const closed = dayOffText(saved.office_hours, new Date());
        expect(closed).toMatch(/^Сегодня выходной, \d{1,2} [а-я]+$/);
        await expect(strip).toContainText(closed ?? "");
        await expect(strip).not.toContainText("Работаем");
        // The server drew it so (a guest's page runs no script until touched).
        const html = await (await page.request.get("/about")).text();
        expect(html).toContain(closed ?? "");
      }

      // A client writes: the answer comes at once, and the chat says the firm is closed.
      const client = await createClient(page, "individual", "Клиент Праздничный");
      const chat = await openClientChat(page, client.token, 1);
      await signInWithToken(page, client.token, client.email);
      await page.goto(`/dashboard?tab=chat&chat=${chat.id}`);
      await expect(page.getByTestId("off-hours-badge")).toHaveText(OFFICE_HOURS_TEXTS.offHours);
      const box = composer(page);
      await box.text.fill("Здравствуйте, нужен совет по договору");
      await box.send.click();
      const expected = autoReplyText(saved.office_hours, new Date());
      await expect(messageLog(page).getByText(expected)).toBeVisible();
      await expect(messageLog(page).getByText(/Ответим .+ с 9:00\./)).toHaveCount(1);
      await expectAccessible(page);
      // A second message in the same off period gets no second answer.
      await box.text.fill("И ещё вопрос");
      await box.send.click();
      await expect(messageLog(page).getByText("И ещё вопрос")).toBeVisible();
      await expect(messageLog(page).getByText(/Ответим .+ с 9:00\./)).toHaveCount(1);
    } finally {
      const page = await context.newPage();
      await putHours(page, await operatorToken(page), { holidays: [] });
      await context.close();
    }
  });
}

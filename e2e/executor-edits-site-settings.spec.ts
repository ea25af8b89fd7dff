import type { Page } from "@playwright/test";
import { holidayText, officeHoursText } from "../domain/office-hours/office-hours.ts";
import type { SiteSettings } from "../domain/site-settings/site-settings.ts";
import { SITE_SETTINGS_TEXTS as T } from "../domain/site-settings/site-settings-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  authHeader,
  expectAccessible,
  expectUncovered,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
  withOperator,
} from "./support/back-office.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

/** A phone no other run uses: +7 (9XX) XXX-XX-XX from random digits. */
function uniquePhone(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
  return `+7 (9${digits.slice(0, 2)}) ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7)}`;
}

const putSettings = async (page: Page, settings: SiteSettings) => {
  const response = await withOperator(page, (token) =>
    page.request.put("/api/site-settings", { headers: authHeader(token), data: settings }),
  );
  expect(response.ok(), `restoring the settings answered ${response.status()}`).toBe(true);
};

/** The settings as they were before this file's stories, put back at the end (specs share one app). */
let original: SiteSettings | null = null;

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  original = await getJson<SiteSettings>(await context.newPage(), "/api/site-settings");
  await context.close();
});

test.afterAll(async ({ browser, baseURL }) => {
  if (!original) return;
  const context = await browser.newContext({ baseURL });
  await putSettings(await context.newPage(), original);
  await context.close();
});

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("[executor] changes the second support phone; the footer and «О нас» show it", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const phone = uniquePhone();
      await signInExecutor(page);
      await page.goto("/executor-dashboard");
      await openCabinetTab(page, EXECUTOR_TEXTS.tabs.siteSettings);
      for (const legend of Object.values(T.sections)) {
        await expect(page.getByRole("group", { name: legend })).toBeVisible();
      }
      await expectAccessible(page);

      const inn = page.getByRole("textbox", { name: T.inn });
      await test.step("a wrong ИНН is refused with the server's reason; what was typed stays", async () => {
        await inn.fill("500 123 456 751");
        await expect(inn).toHaveValue("500123456751");
        await page.getByRole("button", { name: T.save }).click();
        // The form's own alert (the notification says the same in two lines).
        await expect(
          page.getByRole("alert").filter({ hasText: `${T.saveFailed}: ${T.innChecksum}` }),
        ).toBeVisible();
        await expect(inn).toHaveValue("500123456751");
        await inn.fill("");
      });

      await test.step("the second phone is saved in the site's one format", async () => {
        const second = page.getByRole("textbox", { name: T.secondPhone });
        // As a person clears a field: select all, delete.
        await second.click();
        await second.press("ControlOrMeta+a");
        await second.press("Backspace");
        await expect(second).toHaveValue("");
        await second.pressSequentially(phone.replace(/^\+7/, "").replace(/\D/g, ""));
        await expect(second).toHaveValue(phone);
        const save = page.getByRole("button", { name: T.save });
        await expectUncovered(save);
        await save.click();
        await expect(page.getByText(T.saved)).toBeVisible();
        const saved = await getJson<SiteSettings>(page, "/api/site-settings");
        expect(saved.support_phones[1]).toBe(phone);
        expect(saved.inn).toBeNull();
      });

      await test.step("a Yandex.Webmaster code pasted as its whole meta tag is in every page's head", async () => {
        const code = `e2e${Math.random().toString(36).slice(2, 12)}`;
        const field = page.getByRole("textbox", { name: T.yandexVerification });
        await field.fill(`<meta name="yandex-verification" content="${code}" />`);
        await page.getByRole("button", { name: T.save }).click();
        await expect(page.getByText(T.saved).first()).toBeVisible();
        await expect(field).toHaveValue(code);
        for (const address of ["/", "/about"]) {
          const html = await (await page.request.get(address)).text();
          expect(html).toContain(`<meta name="yandex-verification" content="${code}">`);
        }
      });

      await test.step("a holiday far ahead is added to the office hours and saved", async () => {
        // Far ahead and around the clock: no other spec's chat meets a closed firm.
        const day = `2031-0${viewport.width > 500 ? 1 : 2}-0${viewport.width > 500 ? 1 : 2}`;
        const hours = page.getByRole("group", { name: T.sections.hours });
        await expect(hours.getByTestId("hours-mon")).toBeVisible();
        await hours.getByLabel(T.holidays, { exact: true }).fill(day);
        await hours.getByRole("button", { name: T.addHoliday }).click();
        await expect(
          hours.getByRole("button", { name: T.removeHolidayOf(holidayText(day)) }),
        ).toBeVisible();
        await expect(page.getByTestId("hours-preview")).toContainText("Работаем");
        await page.getByRole("button", { name: T.save }).click();
        await expect(page.getByText(T.saved).first()).toBeVisible();
        const saved = await getJson<SiteSettings>(page, "/api/site-settings");
        expect(saved.office_hours.holidays).toContain(day);
      });

      await test.step("the footer and «О нас» read it, with the hours and this year", async () => {
        await page.goto("/");
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("link", { name: phone })).toBeVisible();
        await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
        await expect(footer).not.toContainText("24/7");
        const shown = await getJson<SiteSettings>(page, "/api/site-settings");
        await expect(footer).toContainText(
          `Юрист на связи: ${officeHoursText(shown.office_hours)} МСК`,
        );
        await page.goto("/about");
        await expect(page.getByRole("main").getByRole("link", { name: phone })).toBeVisible();
      });
    });
  });
}

import type { Locator, Page } from "@playwright/test";
import { BOOKING_FORMAT_LABELS, BOOKING_TEXTS } from "../domain/booking/booking.ts";
import type { ServiceBooking, Slots, WorkingWeek } from "../domain/booking/booking-schemas.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { WEEKDAY_NAMES } from "../domain/office-hours/office-hours.ts";
import { OFFICE_HOURS_CHECKS } from "../domain/office-hours/office-hours-schemas.ts";
import { SITE_SETTINGS_TEXTS as S } from "../domain/site-settings/site-settings-texts.ts";
import { type AppProcess, startAppProcess } from "../scripts/app-process.ts";
import { BOOKING_SETTINGS_TEXTS } from "../web/features/executor/booking-settings-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { DEMO_ACCOUNTS, E2E_ADMIN_PHONE } from "./support/accounts.ts";
import {
  authHeader,
  expectAccessible,
  expectUncovered,
  OPEN_DIALOG,
  openCabinetTab,
  signInOperatorOn,
  VIEWPORTS,
} from "./support/back-office.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 48 §1, the cabinet's side of bookings: the demo lawyer opens «Запись на консультацию»
 * for a service in «Услуги» (on, 45 minutes, by video and in the office) and sets their own
 * «Часы приёма для записи» in «Учётная запись» (Monday 10:00–13:00 and 15:00–16:00); both are
 * there after a reload, and the public slots of next Monday fall only within those hours. The
 * slots are every lawyer's who takes chats, so each screen gets an app of its own, where the
 * only other one, the operator, takes no consultations on Mondays.
 */
const OPERATOR = { email: "owner@booking.test", password: "booking-operator-password" };
const SERVICE = BOOKING_SETTINGS_TEXTS.service;
const WEEK = BOOKING_SETTINGS_TEXTS.week;
const MONDAY = WEEKDAY_NAMES.mon;

/** Next Monday's Moscow date («2026-12-07»), a week on when today is Monday. */
function nextMonday(): string {
  const moscow = new Date(Date.now() + 3 * 3_600_000);
  const ahead = (8 - moscow.getUTCDay()) % 7 || 7;
  return new Date(moscow.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
}

async function click(locator: Locator) {
  await expectUncovered(locator);
  await locator.click();
}

/** The Monday range `index` (from 1) of the hours' form: its «С» and «До». */
const mondayRange = (section: Locator, index: number) => ({
  from: section.getByLabel(`${S.rangeOf(MONDAY, index)}: ${S.hoursFrom}`),
  to: section.getByLabel(`${S.rangeOf(MONDAY, index)}: ${S.hoursTo}`),
});

async function openBookingOf(page: Page, title: string) {
  const row = page.getByTestId("executor-service").filter({ hasText: title });
  await click(row.getByRole("button", { name: SERVICE.openOf(title) }));
  const dialog = page.getByRole("dialog", { name: SERVICE.dialogTitle(title) });
  await expect(dialog.getByTestId("service-booking-form")).toBeVisible();
  return dialog;
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe
    .serial(`${screen} (${viewport.width} px)`, () => {
      let app: AppProcess;

      test.beforeAll(async () => {
        test.setTimeout(120_000);
        app = await startAppProcess({
          env: {
            ADMIN_EMAIL: OPERATOR.email,
            ADMIN_PASSWORD: OPERATOR.password,
            ADMIN_PHONE: E2E_ADMIN_PHONE,
          },
        });
      });
      test.afterAll(async () => {
        await app?.stop();
      });
      test.use({ viewport });

      test(`[lawyer] opens booking for a service and sets own hours; the slots follow them (${screen})`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const api = page.request;
        const services = (await (await api.get(`${app.origin}/api/services`)).json()) as Service[];
        const service = services.find((item) => item.category !== "auto");
        if (!service) throw new Error("the demo catalogue has no service");
        const title = service.title;

        await test.step("the operator takes no consultations on Mondays", async () => {
          const login = await api.post(`${app.origin}/api/auth/login`, {
            data: { email: OPERATOR.email, password: OPERATOR.password, login_type: "executor" },
          });
          const { access_token: token } = (await login.json()) as { access_token: string };
          const own = (await (
            await api.get(`${app.origin}/api/executor/working-week`, {
              headers: authHeader(token),
            })
          ).json()) as WorkingWeek;
          const saved = await api.put(`${app.origin}/api/executor/working-week`, {
            headers: authHeader(token),
            data: { week: { ...own.firm_week, mon: [] } },
          });
          expect(saved.status(), await saved.text()).toBe(200);
        });

        const token = await signInOperatorOn(page, app.origin, DEMO_ACCOUNTS.executor);
        await page.goto(`${app.origin}/executor-dashboard`);

        await test.step("turns on booking for the service: 45 minutes, video and office", async () => {
          await openCabinetTab(page, EXECUTOR_TEXTS.tabs.services);
          const dialog = await openBookingOf(page, title);
          await expectAccessible(page, OPEN_DIALOG);
          const enabled = dialog.getByRole("switch", { name: SERVICE.enabled });
          await expect(enabled).not.toBeChecked();
          await enabled.check();
          await dialog.getByRole("checkbox", { name: BOOKING_FORMAT_LABELS.phone }).uncheck();
          await dialog.getByRole("checkbox", { name: BOOKING_FORMAT_LABELS.office }).check();
          // Shorter than the least: the server refuses it in its own words.
          const duration = dialog.getByLabel(SERVICE.duration);
          await duration.fill("10");
          const save = dialog.getByRole("button", { name: SERVICE.save });
          await click(save);
          await expect(dialog.getByRole("alert")).toContainText(
            BOOKING_TEXTS.settingsInvalid.duration,
          );
          await duration.fill("45");
          await click(save);
          await expect(dialog).toBeHidden();
          await expect(page.getByText(SERVICE.saved)).toBeVisible();
        });

        await test.step("after a reload the dialog shows what was saved", async () => {
          await page.reload();
          await openCabinetTab(page, EXECUTOR_TEXTS.tabs.services);
          const dialog = await openBookingOf(page, title);
          await expect(dialog.getByRole("switch", { name: SERVICE.enabled })).toBeChecked();
          await expect(dialog.getByLabel(SERVICE.duration)).toHaveValue("45");
          await expect(
            dialog.getByRole("checkbox", { name: BOOKING_FORMAT_LABELS.phone }),
          ).not.toBeChecked();
          await expect(
            dialog.getByRole("checkbox", { name: BOOKING_FORMAT_LABELS.video }),
          ).toBeChecked();
          await expect(
            dialog.getByRole("checkbox", { name: BOOKING_FORMAT_LABELS.office }),
          ).toBeChecked();
          await click(dialog.getByRole("button", { name: CONFIRM_TEXTS.cancel }));
          await expect(dialog).toBeHidden();
          const open = (await (
            await api.get(`${app.origin}/api/services/${service.id}/booking`)
          ).json()) as ServiceBooking;
          expect(open).toMatchObject({
            enabled: true,
            duration_minutes: 45,
            formats: ["video", "office"],
          });
        });

        const section = page.getByRole("region", { name: WEEK.title });
        await test.step("sets own hours for Monday: 10:00–13:00 and 15:00–16:00", async () => {
          await openCabinetTab(page, EXECUTOR_TEXTS.tabs.account);
          await expect(section.getByRole("radio", { name: WEEK.firm })).toBeChecked();
          await expect(section.getByTestId("firm-week")).toContainText("8:00–21:00");
          await click(section.getByRole("radio", { name: WEEK.own }));
          // Own hours start from the firm's.
          const first = mondayRange(section, 1);
          await expect(first.from).toHaveValue("08:00");
          await expect(first.to).toHaveValue("21:00");
          await first.from.fill("10:00");
          await first.to.fill("13:00");
          await click(section.getByRole("button", { name: S.addRangeOf(MONDAY) }));
          const second = mondayRange(section, 2);
          await second.from.fill("15:00");
          await second.to.fill("14:00");
          const save = section.getByRole("button", { name: WEEK.save });
          await click(save);
          await expect(section.getByRole("alert")).toContainText(OFFICE_HOURS_CHECKS.order(MONDAY));
          await second.to.fill("16:00");
          await click(save);
          await expect(page.getByText(WEEK.saved)).toBeVisible();
          await expect(section.getByRole("alert")).toHaveCount(0);
          await expectAccessible(page);
        });

        await test.step("after a reload the own hours are there", async () => {
          await page.reload();
          await openCabinetTab(page, EXECUTOR_TEXTS.tabs.account);
          await expect(section.getByRole("radio", { name: WEEK.own })).toBeChecked();
          const first = mondayRange(section, 1);
          const second = mondayRange(section, 2);
          await expect(first.from).toHaveValue("10:00");
          await expect(first.to).toHaveValue("13:00");
          await expect(second.from).toHaveValue("15:00");
          await expect(second.to).toHaveValue("16:00");
          const own = (await (
            await api.get(`${app.origin}/api/executor/working-week`, {
              headers: authHeader(token),
            })
          ).json()) as WorkingWeek;
          expect(own.week?.mon).toEqual([
            { from: "10:00", to: "13:00" },
            { from: "15:00", to: "16:00" },
          ]);
          expect(own.week?.tue).toEqual(own.firm_week.tue);
        });

        await test.step("next Monday's free slots lie within those hours only", async () => {
          const monday = nextMonday();
          const answer = await api.get(
            `${app.origin}/api/services/${service.id}/slots?from=${monday}&days=1`,
          );
          expect(answer.status(), await answer.text()).toBe(200);
          const { slots } = (await answer.json()) as Slots;
          // 45 minutes on a half-hour grid, each wholly inside a range.
          const at = (time: string) => `${monday}T${time}:00+03:00`;
          expect(slots.map((slot) => slot.start)).toEqual(
            ["10:00", "10:30", "11:00", "11:30", "12:00", "15:00"].map(at),
          );
          expect(slots.map((slot) => slot.end)).toEqual(
            ["10:45", "11:15", "11:45", "12:15", "12:45", "15:45"].map(at),
          );
        });
      });
    });
}

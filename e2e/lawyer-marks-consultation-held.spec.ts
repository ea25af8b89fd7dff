import type { Page } from "@playwright/test";
import pg from "pg";
import { BOOKING_FORMAT_LABELS, BOOKING_STATUS_LABELS } from "../domain/booking/booking.ts";
import type { Booking, ServiceBooking, Slots } from "../domain/booking/booking-schemas.ts";
import { type AppProcess, startAppProcess } from "../scripts/app-process.ts";
import { BOOKINGS_TAB_TEXTS as T } from "../web/features/executor/bookings/bookings-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { E2E_ADMIN_PHONE } from "./support/accounts.ts";
import {
  authHeader,
  expectAccessible,
  expectUncovered,
  OPEN_DIALOG,
  openCabinetTab,
  signInOperatorOn,
  VIEWPORTS,
} from "./support/back-office.ts";
import { bookingCardOf, bookingsTabSettled, findBookingInWeeks } from "./support/bookings.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 48 §3, the lawyer's side: two clients book a free consultation of the spec's own service;
 * in «Записи» the administrator finds them in the week, sees no «Состоялась» before the start,
 * moves one to another free time and cancels the other; then (the booking's start moved an hour
 * back in the database, which the API never allows) marks the first «Состоялась».
 *
 * Each screen gets an app of its own on a PostgreSQL database of its own (DATABASE_URL's server),
 * made here and dropped after: the spec makes its service free (the catalogue takes none) and moves
 * the booking's start, which no API allows. Without DATABASE_URL (the embedded database lives
 * inside the app) the spec is skipped.
 */
const OPERATOR = { email: "owner@bookings-tab.test", password: "bookings-tab-operator-password" };
const BOOKING: ServiceBooking = {
  enabled: true,
  duration_minutes: 60,
  formats: ["phone", "video"],
  buffer_minutes: 0,
  min_notice_hours: 0,
  horizon_days: 30,
};
const SERVER_URL = process.env.DATABASE_URL;

const withDatabase = async <R>(url: string, run: (client: pg.Client) => Promise<R>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe
    .serial(`${screen} (${viewport.width} px)`, () => {
      let app: AppProcess;
      let database: string | null = null;

      test.beforeAll(async () => {
        test.setTimeout(180_000);
        const env: Record<string, string> = {
          ADMIN_EMAIL: OPERATOR.email,
          ADMIN_PASSWORD: OPERATOR.password,
          ADMIN_PHONE: E2E_ADMIN_PHONE,
        };
        if (SERVER_URL) {
          const name = `e2e_bookings_${uniqueTag()}`;
          await withDatabase(SERVER_URL, (client) => client.query(`CREATE DATABASE ${name}`));
          database = name;
          env.DATABASE_URL = databaseUrl(name);
        }
        app = await startAppProcess({ env });
      });
      test.afterAll(async () => {
        await app?.stop();
        if (SERVER_URL && database) {
          const name = database;
          await withDatabase(SERVER_URL, (client) =>
            client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
          );
        }
      });
      test.use({ viewport });
      test.skip(!SERVER_URL, "the spec reaches the booking's price and time in PostgreSQL");

      test(`[lawyer] finds bookings, moves one, cancels one and marks one held (${screen})`, async ({
        page,
      }) => {
        test.setTimeout(150_000);
        const api = page.request;
        const origin = app.origin;
        const token = await signInOperatorOn(page, origin, OPERATOR);

        const { service, first, second } =
          await test.step("a free service with booking on, booked twice by guests", async () => {
            const made = await api.post(`${origin}/api/services`, {
              headers: authHeader(token),
              data: {
                title: `Консультация по записи ${uniqueTag()}`,
                description: "Бесплатная консультация для проверки записей",
                tooltip: "Консультация",
                base_price: 100,
                category: "litigation",
                price_from: false,
              },
            });
            expect(made.status(), await made.text()).toBe(201);
            const service = (await made.json()) as { id: number; title: string };
            // The catalogue takes no free service: made free here, so a booking is confirmed at once.
            await withDatabase(databaseUrl(database ?? ""), (client) =>
              client.query("UPDATE services SET base_price_kopecks = 0 WHERE id = $1", [
                service.id,
              ]),
            );
            const opened = await api.put(`${origin}/api/executor/services/${service.id}/booking`, {
              headers: authHeader(token),
              data: BOOKING,
            });
            expect(opened.status(), await opened.text()).toBe(200);
            const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
            const { slots } = (await (
              await api.get(`${origin}/api/services/${service.id}/slots?from=${today}&days=14`)
            ).json()) as Slots;
            expect(slots.length).toBeGreaterThan(2);
            const documents = (await (await api.get(`${origin}/api/site-documents`)).json()) as {
              offer_version?: number | null;
              privacy_policy_version?: number | null;
            };
            const book = async (start: string, name: string, phone: string) => {
              const answer = await api.post(`${origin}/api/bookings`, {
                data: {
                  service_id: service.id,
                  start,
                  format: "phone",
                  name,
                  phone,
                  email: `${uniqueTag()}@bookings.test`,
                  comment: null,
                  consent: true,
                  offer_version: documents.offer_version ?? undefined,
                  privacy_policy_version: documents.privacy_policy_version ?? undefined,
                },
              });
              expect(answer.status(), await answer.text()).toBe(201);
              return (await answer.json()) as Booking;
            };
            const [earliest, , third] = slots;
            if (!earliest || !third) throw new Error("no free slots");
            const first = await book(earliest.start, "Анна Записанная", "+79991112233");
            const second = await book(third.start, "Борис Отменяющий", "+79994445566");
            expect(first.status).toBe("confirmed");
            return { service, first, second };
          });

        await page.goto(`${origin}/executor-dashboard`);
        await openCabinetTab(page, EXECUTOR_TEXTS.tabs.bookings);
        await bookingsTabSettled(page);

        const card =
          await test.step("the week shows the booking, with no mark before its start", async () => {
            const card = await findBookingInWeeks(page, first.id);
            await expect(card.getByTestId("booking-time")).toHaveText(
              `${first.start.slice(11, 16)}–${first.end.slice(11, 16)}`,
            );
            await expect(card.getByTestId("booking-status")).toHaveText(
              BOOKING_STATUS_LABELS.confirmed,
            );
            await expect(card).toContainText(service.title);
            await expect(card).toContainText(BOOKING_FORMAT_LABELS.phone);
            await expect(card).toContainText("Анна Записанная");
            await expect(card.getByRole("link", { name: "+79991112233" })).toHaveAttribute(
              "href",
              "tel:+79991112233",
            );
            await expect(card.getByRole("link", { name: T.openChat })).toBeVisible();
            await expect(card.getByRole("button", { name: T.held, exact: true })).toHaveCount(0);
            await expect(card.getByRole("button", { name: T.noShow })).toHaveCount(0);
            await expect(page.getByTestId("booking-policy")).toBeVisible();
            await expectAccessible(page);
            return card;
          });

        await test.step("moves it to another free time", async () => {
          await expectUncovered(card.getByRole("button", { name: T.reschedule }));
          await card.getByRole("button", { name: T.reschedule }).click();
          const dialog = page.getByRole("dialog", { name: T.rescheduleTitle });
          const time = dialog.getByTestId("reschedule-time").first();
          await expect(time).toBeVisible();
          await expectAccessible(page, OPEN_DIALOG);
          const start = (await time.getAttribute("data-start")) ?? "";
          expect(start).not.toBe(first.start);
          await time.click();
          await expect(time).toHaveAttribute("aria-pressed", "true");
          await dialog.getByRole("button", { name: T.rescheduleSubmit }).click();
          await expect(dialog).toBeHidden();
          const moved = await findInWeeksFromToday(page, first.id);
          await expect(moved.getByTestId("booking-time")).toContainText(`${start.slice(11, 16)}–`);
          const listed = (await (
            await api.get(
              `${origin}/api/executor/bookings?from=${start.slice(0, 10)}&to=${start.slice(0, 10)}`,
              { headers: authHeader(token) },
            )
          ).json()) as { bookings: Booking[] };
          expect(listed.bookings.find((item) => item.id === first.id)?.start).toBe(start);
        });

        await test.step("cancels the other one with a reason", async () => {
          const other = await findInWeeksFromToday(page, second.id);
          await other.getByRole("button", { name: T.cancel }).click();
          const dialog = page.getByRole("dialog", { name: T.cancelTitle });
          await expect(dialog).toContainText(T.cancelLead);
          await expectAccessible(page, OPEN_DIALOG);
          await dialog.getByRole("textbox", { name: T.cancelReasonLabel }).fill("Юрист заболел");
          await dialog.getByRole("button", { name: T.cancelSubmit }).click();
          await expect(dialog.getByTestId("cancel-done")).toContainText(T.cancelled);
          await expectAccessible(page, OPEN_DIALOG);
          await dialog.getByRole("button", { name: T.done }).click();
          await expect(dialog).toBeHidden();
          await expect(other.getByTestId("booking-status")).toHaveText(
            BOOKING_STATUS_LABELS.cancelled,
          );
          await expect(other).toContainText("Юрист заболел");
        });

        await test.step("the administrator's cancellation rule is saved", async () => {
          const policy = page.getByTestId("booking-policy");
          await policy.getByRole("textbox", { name: T.policy.percent }).fill("50");
          await policy.getByRole("button", { name: T.policy.save }).click();
          await expect(page.getByText(T.policy.saved)).toBeVisible();
          const saved = (await (
            await api.get(`${origin}/api/executor/booking-policy`, { headers: authHeader(token) })
          ).json()) as { late_refund_percent: number };
          expect(saved.late_refund_percent).toBe(50);
        });

        await test.step("once begun, it is marked «Состоялась»", async () => {
          // Begun half an hour ago, but never before today's Moscow midnight: the tab opens on
          // today, and a run just after midnight would otherwise look for it in yesterday.
          await withDatabase(databaseUrl(database ?? ""), (client) =>
            client.query(
              `UPDATE bookings
                  SET starts_at = greatest(now() - interval '30 minutes',
                        date_trunc('day', now() AT TIME ZONE 'Europe/Moscow') AT TIME ZONE 'Europe/Moscow'),
                      ends_at = now() + interval '30 minutes'
                WHERE id = $1`,
              [first.id],
            ),
          );
          await page.reload();
          await openCabinetTab(page, EXECUTOR_TEXTS.tabs.bookings);
          await bookingsTabSettled(page);
          const begun = bookingCardOf(page, first.id);
          await expect(begun).toBeVisible();
          await expect(begun.getByRole("button", { name: T.reschedule })).toHaveCount(0);
          await begun.getByRole("button", { name: T.held, exact: true }).click();
          await expect(begun.getByTestId("booking-status")).toHaveText(BOOKING_STATUS_LABELS.held);
          await expect(begun).toHaveAttribute("data-status", "held");
          await expectAccessible(page);
        });
      });
    });
}

/** «Сегодня», then the weeks ahead until the booking's card is there. */
async function findInWeeksFromToday(page: Page, id: string) {
  await page.getByTestId("bookings-tab").getByRole("button", { name: T.today }).click();
  await bookingsTabSettled(page);
  return findBookingInWeeks(page, id);
}

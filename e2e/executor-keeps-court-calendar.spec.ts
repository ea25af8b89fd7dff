import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import type { CourtEvent } from "../domain/court-events/court-event-schemas.ts";
import {
  COURT_EVENT_TEXTS,
  courtEventStatus,
  dayKeyParts,
  COURT_EVENT_STATUS_LABELS as STATUS,
  COURT_CALENDAR_TEXTS as T,
} from "../domain/court-events/court-events.ts";
import { addDays, moscowDayKey } from "../domain/day-keys.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  authHeader,
  expectAccessible,
  expectUncovered,
  isPhone,
  OPEN_DIALOG,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { getAs, postAs, uniqueTag } from "./support/chat.ts";
import { expect, test } from "./support/fixtures.ts";
import { withSpecLock } from "./support/spec-lock.ts";

/**
 * The phone and the desktop runs share the demo executor, and other specs walk the calendar tab
 * at the same time: each story adds hearings with its own tag, finds them by title and deletes
 * them again, and never assumes the calendar is empty.
 */

const EVENTS = "/api/executor/court-events";

const listAs = (page: Page, token: string) => getAs<CourtEvent[]>(page, token, EVENTS);

/** An iCalendar text with its folded lines joined again (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, "");

async function click(locator: Locator) {
  await expectUncovered(locator);
  await locator.click();
}

async function openCalendar(page: Page) {
  await page.goto("/executor-dashboard");
  await openCabinetTab(page, EXECUTOR_TEXTS.tabs.calendar);
  await expect(page.getByTestId("calendar-month")).toBeVisible();
}

/** One hearing's card in the list under the grid. */
const listCard = (page: Page, title: string) =>
  page.getByTestId("court-event-list").getByTestId("court-event").filter({ hasText: title });

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor] adds a hearing, sees it in the month and the list, completes, edits, exports, subscribes and deletes it (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const token = await signInExecutor(page);
      const tag = uniqueTag();
      const title = `Иск Петрова к ООО Ромашка ${tag}`;
      const renamed = `Апелляция Петрова ${tag}`;
      const court = "Арбитражный суд города Москвы";
      const today = moscowDayKey(new Date());
      let created: CourtEvent | undefined;

      try {
        await test.step("opens «Календарь»: the month of today, today marked, axe passes", async () => {
          await openCalendar(page);
          const { year, month } = dayKeyParts(today);
          await expect(
            page.getByRole("heading", { level: 3, name: T.monthTitle(month, year) }),
          ).toBeVisible();
          const todayCell = page.locator(`[data-testid=calendar-day][data-day="${today}"]`);
          await expect(todayCell).toHaveAttribute("aria-current", "date");
          await expectAccessible(page);
          // The grid fits the screen: nothing scrolls sideways, on a phone too.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
          // Another month and back with «Сегодня».
          const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
          await click(page.getByRole("button", { name: T.nextMonth }));
          await expect(
            page.getByRole("heading", { level: 3, name: T.monthTitle(next.month, next.year) }),
          ).toBeVisible();
          await click(page.getByRole("button", { name: T.today, exact: true }));
          await expect(todayCell).toBeVisible();
        });

        await test.step("adds a hearing for today in the «Новое заседание» dialog", async () => {
          await click(page.getByRole("button", { name: T.add }));
          const dialog = page.getByRole("dialog", { name: T.createTitle });
          await expect(dialog).toBeVisible();
          await expectAccessible(page, OPEN_DIALOG);
          // The form refuses what the server would refuse, with the same words.
          await dialog.getByRole("button", { name: T.create, exact: true }).click();
          await expect(dialog.getByText(COURT_EVENT_TEXTS.titleRequired)).toBeVisible();
          await expect(dialog.getByText(COURT_EVENT_TEXTS.courtRequired)).toBeVisible();
          await expect(dialog.getByText(COURT_EVENT_TEXTS.dateRequired)).toBeVisible();
          await dialog.getByLabel(T.titleLabel).fill(title);
          await dialog.getByLabel(T.courtLabel).fill(court);
          await dialog.getByLabel(T.dateLabel).fill(`${today}T11:30`);
          await dialog.getByLabel(T.notesLabel).fill("Взять подлинник договора");
          await click(dialog.getByRole("button", { name: T.create, exact: true }));
          await expect(dialog).toBeHidden();
          await expect(page.getByText(COURT_EVENT_TEXTS.created)).toBeVisible();
          created = (await listAs(page, token)).find((event) => event.title === title);
          // 11:30 in Moscow is 08:30 UTC.
          expect(created).toMatchObject({
            court_name: court,
            date: `${today}T08:30:00.000Z`,
            notes: "Взять подлинник договора",
            is_completed: false,
          });
        });
        if (!created) throw new Error("the hearing was not created");
        const id = created.id;

        await test.step("sees it in today's cell and in the list under the grid", async () => {
          const cell = page.locator(`[data-testid=calendar-day][data-day="${today}"]`);
          if (isPhone(page)) {
            // A phone's grid shows a count per day; the cell's name says it.
            await expect(cell).toHaveAccessibleName(/: \d+ заседани/);
          } else {
            await expect(
              cell.getByTestId("calendar-day-event").filter({ hasText: title }),
            ).toBeVisible();
          }
          const card = listCard(page, title);
          await expect(card).toBeVisible();
          await expect(card).toContainText("11:30 МСК");
          await expect(card).toContainText(court);
          await expect(
            page.locator(`[data-testid=court-event-day][data-day="${today}"]`),
          ).toContainText(title);
        });

        const dayDialog = page.getByRole("dialog", { name: T.dayTitle(today) });
        const dayCard = dayDialog.getByTestId("court-event").filter({ hasText: title });

        await test.step("opens the day from the keyboard: the hearing is in its dialog", async () => {
          const cell = page.locator(`[data-testid=calendar-day][data-day="${today}"]`);
          await cell.scrollIntoViewIfNeeded();
          await cell.focus();
          await page.keyboard.press("Enter");
          await expect(dayDialog).toBeVisible();
          await expect(dayCard).toContainText("11:30 МСК");
          await expect(dayCard).toContainText("Взять подлинник договора");
          // Today's 11:30 may have passed already: then it reads «В процессе» (spec 3 §4).
          await expect(dayCard.getByTestId("court-event-status")).toHaveText(
            STATUS[courtEventStatus(created as CourtEvent, new Date())],
          );
          await expectAccessible(page, OPEN_DIALOG);
        });

        await test.step("marks it «Завершено»: the badge changes, the server agrees", async () => {
          await click(dayCard.getByRole("button", { name: T.markCompletedOf(title) }));
          await expect(dayCard.getByTestId("court-event-status")).toHaveText(STATUS.completed);
          await expect
            .poll(async () => (await listAs(page, token)).find((e) => e.id === id)?.is_completed)
            .toBe(true);
        });

        await test.step("edits its title from the day's dialog", async () => {
          await click(dayCard.getByRole("button", { name: T.editOf(title) }));
          const form = page.getByRole("dialog", { name: T.editTitle });
          await expect(form.getByLabel(T.titleLabel)).toHaveValue(title);
          await expect(form.getByLabel(T.dateLabel)).toHaveValue(`${today}T11:30`);
          await form.getByLabel(T.titleLabel).fill(renamed);
          await click(form.getByRole("button", { name: T.save, exact: true }));
          await expect(form).toBeHidden();
          await expect(page.getByText(COURT_EVENT_TEXTS.updated)).toBeVisible();
          // Back in the day's dialog, which shows the new title; the status is kept.
          const renamedCard = dayDialog.getByTestId("court-event").filter({ hasText: renamed });
          await expect(renamedCard).toBeVisible();
          await expect(renamedCard.getByTestId("court-event-status")).toHaveText(STATUS.completed);
          await page.keyboard.press("Escape");
          await expect(dayDialog).toBeHidden();
          await expect(listCard(page, renamed)).toBeVisible();
          const saved = (await listAs(page, token)).find((event) => event.id === id);
          expect(saved).toMatchObject({ title: renamed, is_completed: true });
        });

        await test.step("downloads «Экспорт .ics» with the hearing in it", async () => {
          const download = page.waitForEvent("download");
          await click(page.getByRole("button", { name: T.exportIcs }));
          const file = await download;
          expect(file.suggestedFilename()).toMatch(/\.ics$/);
          const text = unfold(await readFile(await file.path(), "utf8"));
          expect(text).toContain("BEGIN:VCALENDAR");
          expect(text).toContain(`SUMMARY:${renamed}`);
        });

        // A new link revokes the other run's: the stretch from making one to reading it is one
        // worker's at a time.
        await withSpecLock("court-calendar-feed", async () => {
          await test.step("creates a subscription link that a calendar app reads without a token", async () => {
            await click(page.getByRole("button", { name: T.feedCreate, exact: true }));
            const link = page.getByLabel(T.feedUrlLabel);
            await expect(link).toHaveValue(/\/api\/court-events\/feed\//);
            await expect(page.getByText(T.feedShownOnce)).toBeVisible();
            await expect(page.getByText(T.feedReplaces)).toBeVisible();
            await expect(page.getByRole("button", { name: T.feedCopy })).toBeVisible();
            const url = await link.inputValue();
            const feed = await page.request.get(url);
            expect(feed.status()).toBe(200);
            expect(feed.headers()["content-type"]).toContain("text/calendar");
            expect(unfold(await feed.text())).toContain(`SUMMARY:${renamed}`);

            await click(page.getByRole("button", { name: T.feedRevoke }));
            const question = page.getByRole("dialog", { name: T.feedRevokeTitle });
            await question.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
            await expect(question).toBeHidden();
            await expect(page.getByText(T.feedRevoked)).toBeVisible();
            await expect(link).toHaveCount(0);
            expect((await page.request.get(url)).status()).toBe(404);
          });
        });

        await test.step("deletes it after a confirmation that names it", async () => {
          await click(listCard(page, renamed).getByRole("button", { name: T.deleteOf(renamed) }));
          const question = page.getByRole("dialog", { name: T.deleteTitle });
          await expect(question).toContainText(`«${renamed}»`);
          await click(question.getByRole("button", { name: CONFIRM_TEXTS.confirm }));
          await expect(question).toBeHidden();
          await expect(page.getByText(COURT_EVENT_TEXTS.deleted)).toBeVisible();
          await expect(listCard(page, renamed)).toHaveCount(0);
          expect((await listAs(page, token)).map((event) => event.id)).not.toContain(id);
          created = undefined;
        });
      } finally {
        // A failed run must not leave its hearing on the shared app.
        if (created) {
          await page.request.delete(`${EVENTS}/${created.id}`, { headers: authHeader(token) });
        }
      }
    });

    test(`[executor] the overview reminds of tomorrow's hearing and opens the calendar (${screen})`, async ({
      page,
    }) => {
      const token = await signInExecutor(page);
      const title = `Заседание по делу Смирновой ${uniqueTag()}`;
      const tomorrow = addDays(moscowDayKey(new Date()), 1);
      const event = await postAs<CourtEvent>(page, token, EVENTS, {
        title,
        court_name: "Мещанский районный суд",
        date: `${tomorrow}T09:15:00+03:00`,
      });
      try {
        await page.goto("/executor-dashboard");
        const section = page.getByTestId("upcoming-hearings");
        await expect(
          section.getByRole("heading", { level: 2, name: T.upcomingSoonTitle }),
        ).toBeVisible();
        const reminder = section
          .getByTestId("tomorrow-reminder")
          .filter({ hasText: T.tomorrowReminder(title) });
        await expect(reminder).toBeVisible();
        await expect(reminder).toContainText("09:15 МСК");
        await expect(reminder).toContainText("Мещанский районный суд");
        await expect(
          section.getByTestId("upcoming-hearing").filter({ hasText: title }),
        ).toBeVisible();
        await expectAccessible(page);
        await click(section.getByRole("link", { name: T.openCalendar }));
        await expect(page).toHaveURL(/\?tab=calendar$/);
        await expect(
          page.getByRole("heading", { level: 2, name: EXECUTOR_TEXTS.tabs.calendar }),
        ).toBeVisible();
        await expect(listCard(page, title)).toBeVisible();
      } finally {
        await page.request.delete(`${EVENTS}/${event.id}`, { headers: authHeader(token) });
      }
      // Gone from the overview's source once deleted.
      const upcoming = await getAs<CourtEvent[]>(page, token, `${EVENTS}/upcoming`);
      expect(upcoming.map((item) => item.id)).not.toContain(event.id);
    });
  });
}

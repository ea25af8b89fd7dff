import type { CourtEvent } from "../domain/court-events/court-event-schemas.ts";
import { COURT_EVENT_STATUS_LABELS as STATUS } from "../domain/court-events/court-events.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  authHeader,
  expectAccessible,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { postAs, uniqueTag } from "./support/chat.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Spec 3 §4: a planned hearing reads «Запланировано» until its time comes and «В процессе» from
 * then until the lawyer marks it completed.
 */
const EVENTS = "/api/executor/court-events";
const HOUR_MS = 3_600_000;

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor] a hearing whose time has come reads «В процессе», a later one «Запланировано» (${screen})`, async ({
      page,
    }) => {
      const token = await signInExecutor(page);
      const tag = uniqueTag();
      const started = await postAs<CourtEvent>(page, token, EVENTS, {
        title: `Заседание идёт ${tag}`,
        court_name: "Тверской районный суд",
        date: new Date(Date.now() - HOUR_MS).toISOString(),
        notes: "",
      });
      const later = await postAs<CourtEvent>(page, token, EVENTS, {
        title: `Заседание впереди ${tag}`,
        court_name: "Тверской районный суд",
        date: new Date(Date.now() + 3 * HOUR_MS).toISOString(),
        notes: "",
      });
      try {
        await page.goto("/executor-dashboard");
        await openCabinetTab(page, EXECUTOR_TEXTS.tabs.calendar);
        const card = (title: string) =>
          page
            .getByTestId("court-event-list")
            .getByTestId("court-event")
            .filter({ hasText: title });
        await expect(card(started.title).getByTestId("court-event-status")).toHaveText(
          STATUS.inProgress,
        );
        await expect(card(later.title).getByTestId("court-event-status")).toHaveText(
          STATUS.planned,
        );
        await expectAccessible(page);
      } finally {
        for (const event of [started, later]) {
          await page.request.delete(`${EVENTS}/${event.id}`, { headers: authHeader(token) });
        }
      }
    });
  });
}

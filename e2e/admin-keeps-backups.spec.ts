import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { REAUTHENTICATION_TEXTS as R } from "../domain/access/reauthentication.ts";
import type { BackupList } from "../domain/backups/backup-schedule-schemas.ts";
import { BACKUP_CABINET_TEXTS as T } from "../domain/backups/backup-schedule-texts.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { E2E_ADMIN } from "./support/accounts.ts";
import {
  authHeader,
  expectAccessible,
  OPEN_DIALOG,
  openCabinetTab,
  VIEWPORTS,
  withOperator,
} from "./support/back-office.ts";
import { proveItIsMe } from "./support/chat.ts";
import { expect, signInWithToken, test } from "./support/fixtures.ts";

/** The schedule as a fresh site has it: off (the other specs' app must not back up on its own). */
const OFF = { enabled: false, time: "03:00", keep_daily: 7, keep_weekly: 4 };

/** No backup left and the schedule off: every run of this story starts from the empty list. */
async function clearBackups(page: Page, token: string) {
  await proveItIsMe(page, token, E2E_ADMIN.password);
  const headers = authHeader(token);
  const list = (await (
    await page.request.get("/api/executor/backups", { headers })
  ).json()) as BackupList;
  for (const backup of list.items.filter((item) => item.status !== "running")) {
    const response = await page.request.delete(`/api/executor/backups/${backup.id}`, { headers });
    expect(response.status()).toBe(204);
  }
  const schedule = await page.request.put("/api/executor/backups/schedule", { headers, data: OFF });
  expect(schedule.ok()).toBe(true);
}

/**
 * Issue 46 §3: the administrator keeps the firm's backups in «Резервные копии» — makes one,
 * sees it checked, downloads it after proving it is them, sets the schedule, deletes one.
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[admin] makes, checks, downloads and deletes a backup, and sets the schedule (${screen})`, async ({
      page,
    }) => {
      // A whole backup of the e2e app's database and files, read back, and two axe checks.
      test.setTimeout(120_000);
      await withOperator(
        page,
        async (token) => {
          try {
            await clearBackups(page, token);
            // A session that has only signed in: the download asks for the password.
            const fresh = await page.request.post("/api/auth/login", {
              data: {
                email: E2E_ADMIN.email,
                password: E2E_ADMIN.password,
                login_type: "executor",
              },
            });
            const unproven = ((await fresh.json()) as { access_token: string }).access_token;
            await signInWithToken(page, unproven, E2E_ADMIN.email);
            await page.goto("/executor-dashboard");
            await openCabinetTab(page, T.title);
            const tab = page.getByTestId("backups-tab");
            await expect(tab.getByTestId("backups-empty")).toBeVisible();
            await expect(tab.getByText(T.restoreCommand)).toBeVisible();
            await expectAccessible(page);

            await test.step("«Создать сейчас»: progress, then the backup checked ✓", async () => {
              await tab.getByRole("button", { name: T.createNow }).click();
              const card = tab.getByTestId("backup-card");
              await expect(card).toHaveCount(1, { timeout: 60_000 });
              await expect(card.getByText(T.verified)).toBeVisible();
              await expect(card.getByText("вручную")).toBeVisible();
              await expect(tab.getByTestId("backup-progress")).toBeHidden();
            });

            await test.step("«Скачать» after the password: the archive the server keeps", async () => {
              const card = tab.getByTestId("backup-card");
              await card.getByRole("button", { name: new RegExp(`^${T.download}`) }).click();
              const dialog = page.locator(OPEN_DIALOG);
              await expect(dialog.getByRole("heading", { name: R.title })).toBeVisible();
              await expectAccessible(page, OPEN_DIALOG);
              await dialog
                .getByRole("textbox", { name: R.passwordLabel, exact: true })
                .fill(E2E_ADMIN.password);
              const downloading = page.waitForEvent("download");
              await dialog.getByRole("button", { name: R.submit }).click();
              const download = await downloading;
              expect(download.suggestedFilename()).toMatch(/^backup-.+\.tar\.gz(\.age)?$/);
              const bytes = await readFile((await download.path()) as string);
              const list = (await (
                await page.request.get("/api/executor/backups", { headers: authHeader(unproven) })
              ).json()) as BackupList;
              expect(bytes.length).toBe(list.items[0]?.size_bytes);
            });

            await test.step("the schedule: daily at a Moscow time, what is kept", async () => {
              const form = tab.getByTestId("backup-schedule");
              await form.getByRole("switch", { name: T.enabled }).click({ force: true });
              await form.getByRole("textbox", { name: T.time }).fill("25:00");
              await form.getByRole("button", { name: T.save }).click();
              await expect(form.getByText(T.timeInvalid)).toBeVisible();
              await form.getByRole("textbox", { name: T.time }).fill("04:15");
              await form.getByRole("textbox", { name: T.keepDaily }).fill("10");
              await form.getByRole("textbox", { name: T.keepWeekly }).fill("6");
              await form.getByRole("button", { name: T.save }).click();
              await expect(page.getByText(T.saved)).toBeVisible();
              await expect(form.getByTestId("backup-next-run")).toContainText("04:15");
              const stored = (await (
                await page.request.get("/api/executor/backups", { headers: authHeader(unproven) })
              ).json()) as BackupList;
              expect(stored.schedule).toMatchObject({
                enabled: true,
                time: "04:15",
                keep_daily: 10,
                keep_weekly: 6,
              });
            });

            await test.step("«Удалить» after a confirmation", async () => {
              const card = tab.getByTestId("backup-card");
              await card.getByRole("button", { name: new RegExp(`^${T.delete}`) }).click();
              const dialog = page.locator(OPEN_DIALOG);
              await expect(dialog.getByRole("heading", { name: T.deleteTitle })).toBeVisible();
              await expectAccessible(page, OPEN_DIALOG);
              await dialog.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
              await expect(page.getByText(T.deleted)).toBeVisible();
              await expect(tab.getByTestId("backups-empty")).toBeVisible();
            });
          } finally {
            await clearBackups(page, token);
          }
        },
        { proven: false },
      );
    });
  });
}

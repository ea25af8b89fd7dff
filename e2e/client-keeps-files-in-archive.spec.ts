import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { FIXED_FOLDERS, ARCHIVE_TEXTS as T } from "../domain/archive/archive.ts";
import type { ArchiveList } from "../domain/archive/archive-schemas.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { CLIENT_DASHBOARD_TEXTS } from "../web/features/dashboards/client-dashboard-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  authHeader,
  clickCabinetTab,
  expectAccessible,
  expectUncovered,
  OPEN_DIALOG,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { executorToken, getAs, openClientChat, uniqueTag } from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/** A real PDF padded to `kilobytes`, so a throttled upload takes long enough to be seen. */
function pdfOf(name: string, kilobytes = 1) {
  const head = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n", "latin1");
  const buffer = Buffer.concat([head, Buffer.alloc(kilobytes * 1024, 32), Buffer.from("%%EOF\n")]);
  return { name, mimeType: "application/pdf", buffer };
}

/** Picks files through the OS picker that `opener` opens, as a person would. */
async function pickFiles(page: Page, opener: Locator, files: ReturnType<typeof pdfOf>[]) {
  await expectUncovered(opener);
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), opener.click()]);
  await chooser.setFiles(files);
}

async function click(locator: Locator) {
  await expectUncovered(locator);
  await locator.click();
}

const fileRow = (scope: Page | Locator, name: string) =>
  scope.getByTestId("archive-file").filter({ hasText: name });
const folderCard = (page: Page, name: string) =>
  page.getByTestId("archive-folder").filter({ hasText: name });

/** Network conditions of a slow line (CDP): uploads crawl so their progress can be read. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const set = (upload: number) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: upload,
    });
  await set(bytesPerSecond);
  return () => set(-1);
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[client] uploads three files with progress, files one in a new folder, downloads it, deletes another, keeps a chat file (${screen})`, async ({
      page,
    }) => {
      // One story with a ten-second throttled upload and axe on the way: on a busy two-core machine
      // it takes well over a minute.
      test.setTimeout(180_000);
      const tag = uniqueTag();
      const client = await createClient(page, "individual", "Анна Архивная");
      // A chat in which the lawyer sent a document, for «Сохранить в архив» at the end.
      const chat = await openClientChat(page, client.token, 1);
      const conclusion = `заключение-${tag}.pdf`;
      const sent = await page.request.post(`/api/chat/sessions/${chat.id}/messages`, {
        headers: authHeader(await executorToken(page)),
        multipart: { content: "Заключение готово", files: pdfOf(conclusion) },
      });
      expect(sent.status()).toBe(201);
      await signInWithToken(page, client.token, client.email);
      const archive = () => getAs<ArchiveList>(page, client.token, "/api/files");

      await page.goto("/dashboard?tab=archive");
      const tab = page.getByTestId("archive-tab");
      await expect(tab.getByRole("heading", { level: 2, name: T.title })).toBeVisible();
      await expect(tab.getByTestId("archive-empty")).toContainText(T.empty);
      await expect(tab.getByTestId("archive-usage")).toContainText("Занято 0\u00a0Б из 1\u00a0ГБ");
      await expectAccessible(page);

      const names = [`иск-${tag}.pdf`, `претензия-${tag}.pdf`, `акт-${tag}.pdf`];
      await test.step("adds three files at once; each shows its progress", async () => {
        // 3 × 100 KB at 32 KB/s: about ten seconds, one file after another, so the last one is on
        // screen long enough to be read even on a busy machine.
        const restore = await throttleUploads(page, 32 * 1024);
        await pickFiles(
          page,
          tab.getByRole("button", { name: T.addFile }),
          names.map((name) => pdfOf(name, 100)),
        );
        const uploads = tab.getByTestId("archive-upload");
        await expect(uploads).toHaveCount(3);
        // The last file waits for the other two: it is on screen longest.
        const last = uploads.filter({ hasText: names[2] });
        await expect(last).toContainText(new RegExp(`${names[2]}: \\d+%`));
        await expect(last.getByRole("progressbar")).toBeVisible();
        await expect(
          last.getByRole("button", { name: T.cancelUpload(names[2] ?? "") }),
        ).toBeVisible();
        await expect(uploads).toHaveCount(0, { timeout: 30_000 });
        await restore();
        const loose = tab.getByTestId("archive-loose-files");
        for (const name of names) await expect(fileRow(loose, name)).toBeVisible();
        expect((await archive()).files.map((file) => file.filename).sort()).toEqual(
          [...names].sort(),
        );
        await expect(tab.getByTestId("archive-usage")).toContainText(/Занято [\d,]+\u00a0КБ/);
      });

      const folderName = `Суд ${tag}`;
      await test.step("creates a folder; an empty name is refused with the spec's rule", async () => {
        await click(tab.getByRole("button", { name: T.createFolder }));
        const dialog = page.getByRole("dialog", { name: T.newFolderTitle });
        await expect(dialog).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG);
        await dialog.getByLabel(T.folderNameLabel).fill("   ");
        await dialog.getByRole("button", { name: T.create }).click();
        await expect(dialog.getByText(T.folderNameRequired)).toBeVisible();
        await dialog.getByLabel(T.folderNameLabel).fill(folderName);
        await dialog.getByRole("button", { name: T.create }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(T.folderCreated)).toBeVisible();
        await expect(folderCard(page, folderName)).toContainText(T.fileCount(0));
      });

      const moved = names[0] ?? "";
      await test.step("moves a file into it: the root is disabled as its current place", async () => {
        await click(fileRow(tab, moved).getByRole("button", { name: T.move(moved) }));
        const dialog = page.getByRole("dialog", { name: T.moveTitle });
        await expect(dialog).toBeVisible();
        await expect(
          dialog.getByRole("radio", { name: `${T.root} (${T.current})` }),
        ).toBeDisabled();
        await expectAccessible(page, OPEN_DIALOG);
        await dialog.getByRole("radio", { name: folderName }).check();
        await dialog.getByRole("button", { name: T.moveSubmit }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(T.moved)).toBeVisible();
        await expect(fileRow(tab.getByTestId("archive-loose-files"), moved)).toHaveCount(0);
        const card = folderCard(page, folderName);
        await expect(card).toContainText(T.fileCount(1));
        const folder = (await archive()).folders.find((f) => f.name === folderName);
        expect(folder?.files.map((file) => file.filename)).toEqual([moved]);
      });

      await test.step("opens the folder and downloads the file with its name and bytes", async () => {
        const card = folderCard(page, folderName);
        const toggle = card.getByRole("button", { name: new RegExp(`^${folderName}`) });
        await click(toggle);
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          click(fileRow(card, moved).getByRole("button", { name: T.download(moved) })),
        ]);
        expect(download.suggestedFilename()).toBe(moved);
        const bytes = await readFile(await download.path());
        expect(bytes.equals(pdfOf(moved, 100).buffer)).toBe(true);
        await expectAccessible(page);
      });

      const deleted = names[1] ?? "";
      await test.step("deletes another file after the confirmation", async () => {
        await click(fileRow(tab, deleted).getByRole("button", { name: T.remove(deleted) }));
        const dialog = page.getByRole("dialog", { name: T.deleteFileTitle });
        await expect(dialog).toContainText(deleted);
        await expectAccessible(page, OPEN_DIALOG);
        await dialog.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(T.fileDeleted)).toBeVisible();
        await expect(fileRow(tab, deleted)).toHaveCount(0);
        const left = await archive();
        expect(left.files.map((file) => file.filename)).toEqual([names[2]]);
      });

      await test.step("keeps the lawyer's file from the chat with «Сохранить в архив»", async () => {
        await click(page.getByRole("tab", { name: CLIENT_DASHBOARD_TEXTS.tabs.chat }));
        const view = page.getByTestId("chat-view");
        const save = view.getByRole("button", { name: T.saveToArchiveOf(conclusion) }).first();
        await click(save);
        await expect(page.getByText(T.savedToArchive(conclusion))).toBeVisible();
        await click(page.getByRole("tab", { name: CLIENT_DASHBOARD_TEXTS.tabs.archive }));
        await expect(fileRow(page.getByTestId("archive-loose-files"), conclusion)).toBeVisible();
      });
    });

    test(`[executor] «Файлы» shows the five fixed folders and takes a file into «Договоры» (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const token = await signInExecutor(page);
      const contract = `договор-${uniqueTag()}.pdf`;
      await page.goto("/executor-dashboard");
      await clickCabinetTab(page, EXECUTOR_TEXTS.tabs.files);
      const tab = page.getByTestId("archive-tab");
      await expect(tab.getByRole("heading", { level: 2, name: T.executorTitle })).toBeVisible();
      const cards = tab.getByTestId("archive-folder");
      for (const [index, folder] of FIXED_FOLDERS.entries()) {
        await expect(cards.nth(index)).toHaveAttribute("data-folder-id", folder.id);
        await expect(cards.nth(index)).toContainText(folder.name);
        await expect(cards.nth(index).getByText(T.fixedBadge)).toBeVisible();
      }
      await expectAccessible(page);

      const contracts = tab.locator('[data-folder-id="contracts"]');
      await click(contracts.getByRole("button", { name: /^Договоры/ }));
      await pickFiles(page, contracts.getByRole("button", { name: T.uploadInto("Договоры") }), [
        pdfOf(contract),
      ]);
      await expect(fileRow(contracts, contract)).toBeVisible();
      // A file dragged from the desktop onto the folder's card goes into that folder too.
      const dropped = `доверенность-${uniqueTag()}.pdf`;
      const transfer = await page.evaluateHandle((name) => {
        const data = new DataTransfer();
        data.items.add(new File(["%PDF-1.4\n%%EOF\n"], name, { type: "application/pdf" }));
        return data;
      }, dropped);
      for (const type of ["dragenter", "dragover", "drop"]) {
        await contracts.dispatchEvent(type, { dataTransfer: transfer });
      }
      await expect(fileRow(contracts, dropped)).toBeVisible();
      const list = await getAs<ArchiveList>(page, token, "/api/files");
      expect(
        list.folders.find((folder) => folder.id === "contracts")?.files.map((f) => f.filename),
      ).toEqual(expect.arrayContaining([contract, dropped]));
    });
  });
}

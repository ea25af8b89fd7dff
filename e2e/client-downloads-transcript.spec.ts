import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import type { ChatSession } from "../domain/chat/chat-schemas.ts";
import { TRANSCRIPT_TEXTS as T, transcriptFileName } from "../domain/chat/transcript.ts";
import { pdfText } from "../server/test/pdf-text.ts";
import { authHeader, expectAccessible, expectUncovered, VIEWPORTS } from "./support/back-office.ts";
import {
  executorToken,
  messageLog,
  openClientChat,
  pdfFile,
  sendAs,
  uniqueTag,
} from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/** A chat with the client's question and the lawyer's draft, made through the API. */
async function chatWithDraft(page: Page, tag: string) {
  const client = await createClient(page, "individual", `Клиент ${tag}`);
  const chat = await openClientChat(page, client.token, 1);
  await sendAs(page, client.token, chat.id, `Нужна помощь с договором аренды #${tag}`);
  const draft = `проект-договора-${tag}.pdf`;
  const sent = await page.request.post(`/api/chat/sessions/${chat.id}/messages`, {
    headers: authHeader(await executorToken(page)),
    multipart: { content: "Проект договора готов", files: pdfFile(draft) },
  });
  expect(sent.status()).toBe(201);
  return { client, chat, draft };
}

/** «Скачать» → one of its two items, as a person picks it; resolves with the browser's file. */
async function downloadFromMenu(page: Page, item: string): Promise<Download> {
  const menu = page.getByTestId("chat-view").getByRole("button", { name: T.menu, exact: true });
  await expectUncovered(menu);
  await menu.click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: item }).click(),
  ]);
  return download;
}

async function bytesOf(download: Download): Promise<Buffer> {
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBeGreaterThan(0);
  return bytes;
}

/** The PDF says who wrote what: checked in its text, not only by its size. */
function expectTranscript(pdf: Buffer, chat: ChatSession, tag: string) {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain(chat.service_title);
  expect(text).toContain(`Клиент — Клиент ${tag}`);
  expect(text).toContain(`Нужна помощь с договором аренды #${tag}`);
  expect(text).toContain(`Файл: проект-договора-${tag}.pdf`);
}

async function expectArchive(zip: Buffer, chat: ChatSession, draft: string, tag: string) {
  const entries = unzipSync(new Uint8Array(zip));
  const pdfName = transcriptFileName(chat.service_title, "pdf");
  expect(Object.keys(entries)).toEqual([pdfName, draft]);
  expectTranscript(Buffer.from(entries[pdfName] ?? []), chat, tag);
  expect(Buffer.from(entries[draft] ?? []).equals(pdfFile(draft).buffer)).toBe(true);
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client] downloads the chat as a PDF and everything as a zip (${screen})`, async ({
      page,
    }) => {
      const tag = uniqueTag();
      const { client, chat, draft } = await chatWithDraft(page, tag);
      await signInWithToken(page, client.token, client.email);
      await page.goto(`/dashboard?tab=chat&chat=${chat.id}`);
      await expect(messageLog(page)).toContainText(`#${tag}`);

      await test.step("«Скачать переписку (PDF)»", async () => {
        const pdf = await downloadFromMenu(page, T.downloadPdf);
        expect(pdf.suggestedFilename()).toBe(transcriptFileName(chat.service_title, "pdf"));
        expectTranscript(await bytesOf(pdf), chat, tag);
      });

      await test.step("«Скачать всё (ZIP)»: the PDF and the lawyer's file", async () => {
        const zip = await downloadFromMenu(page, T.downloadZip);
        expect(zip.suggestedFilename()).toBe(transcriptFileName(chat.service_title, "zip"));
        await expectArchive(await bytesOf(zip), chat, draft, tag);
      });

      await test.step("the open menu passes axe", async () => {
        await page
          .getByTestId("chat-view")
          .getByRole("button", { name: T.menu, exact: true })
          .click();
        await expect(page.getByRole("menu", { name: T.menu })).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press("Escape");
      });
    });

    test(`[executor] downloads a client's chat from the cabinet (${screen})`, async ({ page }) => {
      const tag = uniqueTag();
      const { chat, draft } = await chatWithDraft(page, tag);
      await signInWithToken(page, await executorToken(page), "executor@demo.ru");
      await page.goto(`/executor-dashboard?chat=${chat.id}`);
      await expect(messageLog(page)).toContainText(`#${tag}`);

      expectTranscript(await bytesOf(await downloadFromMenu(page, T.downloadPdf)), chat, tag);
      await expectArchive(
        await bytesOf(await downloadFromMenu(page, T.downloadZip)),
        chat,
        draft,
        tag,
      );
    });
  });
}

test("[guest] the guest chat offers no transcript", async ({ page }) => {
  const created = await page.request.post("/api/guest/chat/sessions", {
    data: {
      service_id: "1",
      guest_name: `Гость ${uniqueTag()}`,
      guest_phone: "+7 (903) 111-22-33",
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/guest-chat/${((await created.json()) as ChatSession).id}`);
  await expect(page.getByTestId("guest-chat")).toBeVisible();
  await expect(page.getByRole("button", { name: T.menu, exact: true })).toHaveCount(0);
});

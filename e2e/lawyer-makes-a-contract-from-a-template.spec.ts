import type { ChatMessage } from "../domain/chat/chat-schemas.ts";
import {
  KNOWN_PLACEHOLDERS,
  DOCUMENT_TEMPLATE_TEXTS as T,
} from "../domain/document-templates/document-templates.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { documentXml, docxBytes } from "../server/test/docx-bytes.ts";
import {
  expectAccessible,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { getAs, messageLog, openClientChat, uniqueTag } from "./support/chat.ts";
import { openGenerate } from "./support/documents.ts";
import { createClient, expect, test } from "./support/fixtures.ts";

/**
 * Issue 31 §2: the lawyer uploads a contract template in «Шаблоны документов» (a mistyped
 * placeholder is named at once), makes the contract in a client's chat, checks what is missing
 * and sends it; the client's copy carries their name. The template is deleted after a confirmation.
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor, client] a contract from a template, sent into the chat (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag();
      const templateName = `Договор оказания услуг ${tag}`;
      const clientName = `Клиент Договорный ${tag}`;
      const client = await createClient(page, "individual", clientName);
      const chat = await openClientChat(page, client.token, 1);
      await signInExecutor(page);

      await test.step("uploads the template; the mistyped placeholder is named", async () => {
        await page.goto("/executor-dashboard");
        await openCabinetTab(page, T.tab);
        // The price as a number (for «… руб.») and with its sign, both in the list (issue 43 §6).
        for (const tag of ["order.price", "order.price_with_currency"] as const) {
          const row = page
            .getByRole("row")
            .filter({ has: page.getByText(`{${tag}}`, { exact: true }) });
          await expect(row).toContainText(KNOWN_PLACEHOLDERS[tag]);
        }
        await page.getByRole("textbox", { name: T.name }).fill(templateName);
        const chooser = page.waitForEvent("filechooser");
        await page.getByRole("button", { name: T.file }).click();
        await (await chooser).setFiles({
          name: "dogovor.docx",
          mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          buffer: docxBytes([
            "Договор оказания юридических услуг",
            "Заказчик: {client.full_name}",
            "Паспорт: {client.pasport}",
            "Дата: {today}",
          ]),
        });
        await page.getByRole("button", { name: T.upload }).click();
        await expect(page.getByText(T.uploaded)).toBeVisible();
        await expect(page.getByTestId("template-unknown").first()).toContainText(
          "{client.pasport}",
        );
        await expect(
          page.getByTestId("document-template").filter({ hasText: templateName }),
        ).toBeVisible();
        await expectAccessible(page);
      });

      let fileName = "";
      await test.step("makes the contract in the client's chat and sends it", async () => {
        await page.goto(`/executor-dashboard?chat=${chat.id}`);
        await expect(page.getByTestId("chat-view")).toHaveAttribute("data-session-id", chat.id);
        await openGenerate(page);
        const dialog = page.getByRole("dialog", { name: T.generateTitle });
        await dialog
          .getByRole("combobox", { name: T.template })
          .selectOption({ label: templateName });
        await expectAccessible(page, "[role=dialog]");
        await dialog.getByRole("button", { name: T.create }).click();
        const made = dialog.getByTestId("generated-document");
        await expect(made).toContainText(`${templateName} — ${clientName}.docx`);
        await expect(made.getByTestId("generated-missing")).toContainText("{client.pasport}");
        fileName = `${templateName} — ${clientName}.docx`;
        await dialog.getByRole("button", { name: T.send }).click();
        await expect(page.getByText(T.sent)).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(messageLog(page.getByTestId("chat-view"))).toContainText(fileName);
      });

      await test.step("the client's copy is filled with their name", async () => {
        const messages = await getAs<ChatMessage[]>(
          page,
          client.token,
          `/api/chat/sessions/${chat.id}/messages`,
        );
        const file = messages.find((message) => message.file_name === fileName);
        expect(file?.file_url).toBeTruthy();
        const response = await page.request.get(file?.file_url ?? "", {
          headers: { authorization: `Bearer ${client.token}` },
        });
        expect(response.ok()).toBe(true);
        const xml = documentXml(Buffer.from(await response.body()));
        expect(xml).toContain(`Заказчик: ${clientName}`);
        expect(xml).not.toContain("{client.full_name}");
      });

      await test.step("deletes the template after a confirmation", async () => {
        await page.goto("/executor-dashboard");
        await openCabinetTab(page, T.tab);
        const card = page.getByTestId("document-template").filter({ hasText: templateName });
        await card.getByRole("button", { name: T.deleteOf(templateName) }).click();
        const confirm = page.getByRole("dialog", { name: T.delete });
        await expect(confirm).toContainText(T.deleteConfirm(templateName));
        await confirm.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
        await expect(page.getByText(T.deleted)).toBeVisible();
        await expect(card).toHaveCount(0);
      });
    });
  });
}

import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import type { ChatMessage } from "../domain/chat/chat-schemas.ts";
import { DOCUMENT_TEMPLATE_TEXTS as DT } from "../domain/document-templates/document-templates.ts";
import { maskPhone } from "../domain/phone-auth/phone-auth.ts";
import { SIGNATURE_TEXTS, SIGNATURE_UI_TEXTS as T } from "../domain/signatures/signatures.ts";
import { docxBytes } from "../server/test/docx-bytes.ts";
import { authHeader, expectAccessible, signInExecutor, VIEWPORTS } from "./support/back-office.ts";
import { getAs, messageLog, openClientChat, uniqueTag } from "./support/chat.ts";
import { openGenerate } from "./support/documents.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";
import { codeSentTo, E2E_SMS_RESEND_AFTER_SECONDS, smsTo } from "./support/sms.ts";

/** A contract template of the spec's own, uploaded as «Шаблоны документов» takes it. */
async function uploadTemplate(page: Page, token: string, name: string): Promise<string> {
  const response = await page.request.post("/api/executor/document-templates", {
    headers: authHeader(token),
    multipart: {
      name,
      file: {
        name: "dogovor.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: docxBytes(["Договор оказания юридических услуг", "Заказчик: {client.full_name}"]),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Issue 45 §3: the lawyer makes a contract from a template in the client's chat and asks for the
 * signature on it; the client opens the chat, «Подписать», gets the code by SMS (the e2e app's
 * SMS.ru fake), signs; both see «Подписан», the «Лист подписания» is in the chat, and the
 * public check answers «signed» for the file's SHA-256.
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor, client] a contract from a template, signed by a code from an SMS (${screen})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag();
      const templateName = `Договор ${tag}`;
      const clientName = `Смирнов Иван ${tag}`;
      const client = await createClient(page, "individual", clientName);
      // The registration's code went a moment ago: the next code to the number waits its pause.
      const nextCodeAt = Date.now() + E2E_SMS_RESEND_AFTER_SECONDS * 1000;
      const chat = await openClientChat(page, client.token, 1);
      const lawyerToken = await signInExecutor(page);
      const templateId = await uploadTemplate(page, lawyerToken, templateName);
      const fileName = `${templateName} — ${clientName}.docx`;

      await test.step("the lawyer makes the contract, sends it and asks for the signature", async () => {
        await page.goto(`/executor-dashboard?chat=${chat.id}`);
        await expect(page.getByTestId("chat-view")).toHaveAttribute("data-session-id", chat.id);
        await openGenerate(page);
        const dialog = page.getByRole("dialog", { name: DT.generateTitle });
        await dialog
          .getByRole("combobox", { name: DT.template })
          .selectOption({ label: templateName });
        await dialog.getByRole("button", { name: DT.create }).click();
        await expect(dialog.getByTestId("generated-document")).toContainText(fileName);
        await expectAccessible(page, "[role=dialog]");
        await dialog.getByRole("button", { name: DT.send }).click();
        await expect(dialog).toBeHidden();
        const log = messageLog(page.getByTestId("chat-view"));
        await log.getByRole("button", { name: T.requestOf(fileName) }).click();
        await expect(page.getByText(T.requested)).toBeVisible();
        await expect(log.getByTestId("file-signature-pending")).toContainText(T.pending);
        await expect(log).toContainText(SIGNATURE_TEXTS.requestMessage(fileName));
        await expectAccessible(page);
      });

      const clientContext = await browser.newContext({ baseURL, viewport });
      const clientPage = await clientContext.newPage();
      try {
        await signInWithToken(clientPage, client.token, client.email);
        const signing = clientPage.getByRole("dialog", { name: T.dialogTitle });

        await test.step("the client sees what waits for their signature", async () => {
          await clientPage.goto(`/chat/1?sessionId=${chat.id}`);
          const waiting = clientPage.getByTestId("pending-signatures");
          await expect(waiting).toContainText(T.waitingTitle);
          await expect(waiting).toContainText(fileName);
          await expect(
            messageLog(clientPage).getByRole("button", { name: T.signOf(fileName) }),
          ).toBeVisible();
          await expectAccessible(clientPage);
          await waiting.getByRole("button", { name: T.signOf(fileName) }).click();
          await expect(signing).toContainText(T.dialogDocument(fileName));
          await expectAccessible(clientPage, "[role=dialog]");
        });

        await test.step("«Отправить код»: too soon after the registration's code, then the SMS", async () => {
          if (nextCodeAt - Date.now() > 5_000) {
            // The pause between two codes to one number is the server's, said in Russian.
            await signing.getByRole("button", { name: T.sendCode }).click();
            await expect(signing.getByRole("alert")).toContainText(
              "Новый код можно запросить через",
            );
          }
          const wait = nextCodeAt + 1_000 - Date.now();
          if (wait > 0) await clientPage.waitForTimeout(wait);
          const before = smsTo(client.phone).length;
          await signing.getByRole("button", { name: T.sendCode }).click();
          await expect(signing).toContainText(T.codeSent(maskPhone(client.phone)));
          const code = await codeSentTo(client.phone, before);
          expect(smsTo(client.phone).at(-1)).toBe(SIGNATURE_TEXTS.sms(fileName, code));
          // The resend waits its minute, and says so.
          await expect(signing).toContainText("Отправить код ещё раз можно через");
          await expectAccessible(clientPage, "[role=dialog]");

          // A wrong code first: refused in Russian, nothing signed.
          const wrong = code === "000000" ? "111111" : "000000";
          await signing.getByRole("textbox", { name: T.codeLabel }).fill(wrong);
          await signing.getByRole("button", { name: T.confirm, exact: true }).click();
          await expect(signing.getByRole("alert")).toContainText("Неверный код или номер");

          await signing.getByRole("textbox", { name: T.codeLabel }).fill(code);
          await signing.getByRole("button", { name: T.confirm, exact: true }).click();
          await expect(signing.getByTestId("signing-done")).toContainText(T.signed);
          await expectAccessible(clientPage, "[role=dialog]");
          await signing.getByTestId("signing-done").getByRole("button", { name: T.close }).click();
          await expect(signing).toBeHidden();
        });

        await test.step("both see it signed, with the certificate beside it", async () => {
          const log = messageLog(clientPage);
          await expect(log.getByTestId("file-signed")).toContainText("Подписан");
          await expect(clientPage.getByTestId("pending-signatures")).toHaveCount(0);
          const certificate = SIGNATURE_TEXTS.certificateFileName(fileName);
          await expect(log.getByRole("link", { name: certificate })).toBeVisible();
          await expectAccessible(clientPage);
          const lawyerLog = messageLog(page.getByTestId("chat-view"));
          await expect(lawyerLog.getByTestId("file-signed")).toContainText("Подписан");
          await expect(lawyerLog.getByRole("link", { name: certificate })).toBeVisible();
        });

        await test.step("anyone holding the file checks the signature by its SHA-256", async () => {
          const messages = await getAs<ChatMessage[]>(
            page,
            client.token,
            `/api/chat/sessions/${chat.id}/messages`,
          );
          const contract = messages.find((message) => message.file_name === fileName);
          const bytes = await page.request.get(contract?.file_url ?? "", {
            headers: authHeader(client.token),
          });
          const sha256 = createHash("sha256")
            .update(Buffer.from(await bytes.body()))
            .digest("hex");
          const verified = await page.request.get(`/api/signatures/verify?sha256=${sha256}`);
          expect(await verified.json()).toMatchObject({
            signed: true,
            signer_initials: `Смирнов И. ${tag.charAt(0).toUpperCase()}.`,
            document_name: fileName,
          });
        });
      } finally {
        await clientContext.close();
        await page.request.delete(`/api/executor/document-templates/${templateId}`, {
          headers: authHeader(lawyerToken),
        });
      }
    });
  });
}

import type { Locator, Page } from "@playwright/test";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { CONSENT_CONTEXT_LABELS, CONSENT_TEXTS } from "../domain/consents/consents.ts";
import type { SiteDocuments } from "../domain/site-documents/site-document-schemas.ts";
import { SITE_DOCUMENT_TEXTS as T } from "../domain/site-documents/site-document-texts.ts";
import { editionLabel, SITE_DOCUMENT_TITLES } from "../domain/site-documents/site-documents.ts";
import { formatMoscowShortDate } from "../domain/time.ts";
import { AUTH_TEXTS } from "../domain/users/auth-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  expectAccessible,
  expectUncovered,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { openClientChat, uniqueTag } from "./support/chat.ts";
import { createClient, expect, getJson, test, uniqueEmail } from "./support/fixtures.ts";
import { proveNumberForRegistration } from "./support/sms.ts";
import { withSpecLock } from "./support/spec-lock.ts";

const TAB = EXECUTOR_TEXTS.tabs.siteDocuments;
const offerTitle = SITE_DOCUMENT_TITLES.offer;

const documentText = (page: Page) => page.getByTestId("document-text");
const editor = (page: Page) => page.getByRole("textbox", { name: T.textLabel });
const documentChoice = (page: Page) => page.getByRole("radiogroup", { name: T.chooseDocument });

/** The offer's current text as the executor edits it (placeholders and all). */
async function openEditor(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: T.edit }).click();
  const box = editor(page);
  await expect(box).toBeVisible();
  return box;
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("[executor] saves a new offer version; the registration page shows it and a new client's consent names it", async ({
      page,
      browser,
      baseURL,
    }) => {
      // A long story (two people, a registration, axe three times).
      test.setTimeout(90_000);
      // A visitor agrees to the edition the page showed: no other worker may save one meanwhile.
      await withSpecLock("site-documents", async () => {
        const tag = uniqueTag();
        const sentence = `Пункт оферты ${tag}: исполнитель отвечает в чате в рабочее время.`;
        await signInExecutor(page);
        await page.goto("/executor-dashboard");
        await openCabinetTab(page, TAB);
        await expect(documentChoice(page)).toBeVisible();
        await expect(documentText(page)).toContainText("ПУБЛИЧНАЯ ОФЕРТА");
        await expectAccessible(page);

        await test.step("«Отмена» drops the draft and shows the server's text again", async () => {
          const box = await openEditor(page);
          // One document at a time: the other cannot be chosen while this one is edited.
          await expect(documentChoice(page).getByRole("radio").first()).toBeDisabled();
          await box.fill(`Черновик ${tag}`);
          await page.getByRole("button", { name: T.cancel }).click();
          await expect(editor(page)).toHaveCount(0);
          await expect(documentText(page)).toContainText("ПУБЛИЧНАЯ ОФЕРТА");
          await expect(documentText(page)).not.toContainText(`Черновик ${tag}`);
        });

        await test.step("a blank text is refused with the spec's message, the draft stays", async () => {
          const box = await openEditor(page);
          await box.fill("   ");
          await page.getByRole("button", { name: T.save }).click();
          // The form's own alert (the notification says the same in two lines).
          await expect(
            page.getByRole("alert").filter({ hasText: `${T.saveFailed}: ${T.contentRequired}` }),
          ).toBeVisible();
          await expect(box).toBeVisible();
          await page.getByRole("button", { name: T.cancel }).click();
        });

        const before = await getJson<SiteDocuments>(page, "/api/site-documents");
        let version = 0;
        await test.step("saving makes the next version, with a notice and at the top of the history", async () => {
          const box = await openEditor(page);
          // Appended at the end, so the offer keeps its opening (other specs read it) and «оферт».
          const current = await box.inputValue();
          await box.fill(`${current}\n\n${sentence}`);
          const save = page.getByRole("button", { name: T.save });
          await expectUncovered(save);
          await save.click();
          version = (before.offer_version ?? 0) + 1;
          await expect(page.getByText(T.saved(version))).toBeVisible();
          await expect(editor(page)).toHaveCount(0);
          await expect(documentText(page)).toContainText(sentence);
          const newest = page.getByTestId("document-version").first();
          await expect(newest).toHaveAttribute("data-version", String(version));
          await expect(newest).toContainText(T.current);
          await expect(newest).toContainText("Анна Сергеевна Юрьева");
        });

        await test.step("the history opens the new version and the one before it", async () => {
          await page.getByRole("button", { name: T.openVersion(version) }).click();
          const dialog = page.getByRole("dialog");
          await expect(dialog.getByTestId("version-text")).toContainText(sentence);
          await expectAccessible(page, "[role=dialog]");
          await dialog.getByRole("button", { name: "Закрыть" }).last().click();
          await expect(dialog).toBeHidden();
          await page.getByRole("button", { name: T.openVersion(version - 1) }).click();
          await expect(page.getByRole("dialog").getByTestId("version-text")).not.toContainText(
            sentence,
          );
          await page.getByRole("dialog").getByRole("button", { name: "Закрыть" }).last().click();
        });

        const visitor = await browser.newContext({ baseURL, viewport });
        const visitorPage = await visitor.newPage();
        const email = uniqueEmail(`consent-${tag}`);
        try {
          await test.step("the registration page's offer is the new version", async () => {
            await visitorPage.goto("/register");
            await proveNumberForRegistration(visitorPage);
            await visitorPage.getByRole("link", { name: "публичной офертой" }).click();
            const modal = visitorPage.getByRole("dialog", { name: offerTitle });
            await expect(modal).toContainText(sentence);
            const saved = await getJson<SiteDocuments>(visitorPage, "/api/site-documents");
            await expect(modal.getByTestId("site-document-edition")).toHaveText(
              editionLabel(version, formatMoscowShortDate(saved.offer_updated_at ?? "")),
            );
            await modal.getByRole("button", { name: "Закрыть" }).last().click();
            await expect(modal).toBeHidden();
          });

          await test.step("a visitor registers, agreeing to it", async () => {
            await visitorPage.getByLabel("ФИО").fill(`Согласный ${tag}`);
            await visitorPage.getByLabel("Email").fill(email);
            await visitorPage.getByLabel(/^Пароль/).fill("visitor-password");
            await visitorPage.getByLabel(/^Подтверждение пароля/).fill("visitor-password");
            await visitorPage.getByRole("button", { name: "Зарегистрироваться" }).click();
            await expect(visitorPage.getByText(AUTH_TEXTS.consentRequired)).toBeVisible();
            await visitorPage.getByRole("checkbox", { name: /Я согласен/ }).check();
            await visitorPage.getByRole("button", { name: "Зарегистрироваться" }).click();
            await expect(visitorPage).toHaveURL(/\/dashboard$/);
          });
        } finally {
          await visitor.close();
        }

        await test.step("the executor finds that registration in «Журнал согласий» with the new version", async () => {
          const search = page.getByRole("searchbox", { name: CONSENT_TEXTS.search });
          await search.fill(email);
          const entry = page.getByTestId("consent-entry");
          await expect(entry).toHaveCount(1);
          await expect(entry).toContainText(CONSENT_CONTEXT_LABELS.registration);
          await expect(entry).toContainText(`Согласный ${tag}`);
          await expect(entry).toContainText(
            CONSENT_TEXTS.versions(version, before.privacy_policy_version ?? 0),
          );
          await expectAccessible(page);
        });
      });
    });

    test("[executor] opens a client's «Согласия» from the chat", async ({ page }) => {
      const tag = uniqueTag();
      const client = await createClient(page, "individual", `Клиент согласий ${tag}`);
      const [service] = await getJson<Service[]>(page, "/api/services");
      if (!service) throw new Error("the demo catalogue is empty");
      const chat = await openClientChat(page, client.token, service.id);

      await signInExecutor(page);
      await page.goto(`/executor-dashboard?chat=${chat.id}`);
      await page.getByRole("button", { name: CONSENT_TEXTS.openClientLog }).click();
      const dialog = page.getByRole("dialog", {
        name: CONSENT_TEXTS.clientLogTitle(client.fullName),
      });
      const entry = dialog.getByTestId("consent-entry");
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(CONSENT_CONTEXT_LABELS.registration);
      await expect(entry).toContainText(client.email);
      await expectAccessible(page, "[role=dialog]");
      await dialog.getByRole("button", { name: "Закрыть" }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

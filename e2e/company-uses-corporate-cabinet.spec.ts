import type { Page } from "@playwright/test";
import {
  COMPANY_CARD_LABELS,
  COMPANY_CARD_TEXTS,
  type CompanyCard,
} from "../domain/corporate/company-card.ts";
import { CATEGORY_LABELS, CORPORATE_TEXTS } from "../domain/corporate/corporate.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { CORPORATE_UI_TEXTS as T } from "../web/features/corporate/corporate-texts.ts";
import { CORPORATE_CLIENTS_TEXTS } from "../web/features/executor/corporate-clients/corporate-clients-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  expectAccessible,
  isPhone,
  OPEN_DIALOG,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { composer, messageLog, pdfFile, uniqueTag } from "./support/chat.ts";
import { notice, pickFiles } from "./support/files.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/** Sberbank's requisites with a settlement account whose control key fits Sberbank's БИК. */
const CARD: Omit<CompanyCard, "company_name"> = {
  inn: "7707083893",
  ogrn_ogrnip: "1027700132195",
  kpp: "773601001",
  address: "117997, г. Москва, ул. Вавилова, д. 19",
  signatory_name: "Петров Пётр Петрович",
  signatory_title: "Генеральный директор",
  account_number: "40702810200000012345",
  correspondent_account: "30101810400000000225",
  bank_name: "ПАО Сбербанк",
  bank_bik: "044525225",
};

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** Moves to a section the way a person does: the side menu, or the phone's tab bar. */
async function openSection(page: Page, label: string) {
  const nav = page.getByRole("navigation", { name: T.menuLabel });
  await nav.getByRole("link", { name: label }).click();
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[company → executor] fills the card, files documents, writes in the corporate chat; the lawyer sees it all in executor mode (${screen})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const tag = uniqueTag();
      const companyName = `ООО «Ромашка ${tag}»`;
      const company = await createClient(page, "corporate", `Директор ${tag}`);
      await signInWithToken(page, company.token, company.email);
      const main = page.getByRole("main");

      await test.step("the cabinet opens on the overview: the card still needs filling", async () => {
        await page.goto("/corporate-dashboard");
        await expect(
          page.getByRole("heading", { level: 1, name: CORPORATE_TEXTS.cabinetTitle }),
        ).toBeVisible();
        await expect(page.getByText(CORPORATE_TEXTS.welcome(company.fullName))).toBeVisible();
        await expect(page.getByTestId("overview-card-status")).toContainText(T.cardNeedsFilling);
        await expect(page.getByTestId("overview-documents")).toContainText(T.documentsValue(0));
        await expectAccessible(page);
      });

      await test.step("the card refuses a wrong ИНН, naming the field, then saves", async () => {
        await page.getByTestId("overview-card-status").click();
        await expect(page).toHaveURL(/tab=company-card/);
        const form = page.getByTestId("company-card-form");
        const field = (name: keyof CompanyCard) =>
          form.getByRole("textbox", { name: COMPANY_CARD_LABELS[name] });
        await field("company_name").fill(companyName);
        for (const [name, value] of Object.entries(CARD)) {
          await field(name as keyof CompanyCard).fill(value);
        }
        await field("inn").fill("7707083894");
        await form.getByRole("button", { name: T.save }).click();
        await expect(form.getByText(COMPANY_CARD_TEXTS.innChecksum)).toBeVisible();
        await expect(field("inn")).toHaveAttribute("aria-invalid", "true");
        await expectAccessible(page);

        await field("inn").fill(CARD.inn);
        await form.getByRole("button", { name: T.save }).click();
        await expect(notice(page, CORPORATE_TEXTS.profileSaved)).toBeVisible();
        await expect(form.getByText(COMPANY_CARD_TEXTS.innChecksum)).toHaveCount(0);
      });

      await test.step("a card document is uploaded, and one is deleted after a confirmation", async () => {
        const uploader = page.getByTestId("card-uploader");
        await pickFiles(page, uploader.getByRole("button", { name: T.uploadDocument }), [
          pdfFile(`Устав ${tag}.pdf`),
        ]);
        await expect(notice(page, CORPORATE_TEXTS.documentUploaded)).toBeVisible();
        await pickFiles(page, uploader.getByRole("button", { name: T.uploadDocument }), [
          pdfFile(`Лишний ${tag}.pdf`),
        ]);
        const cards = page.getByTestId("card-document");
        await expect(cards).toHaveCount(2);
        await cards
          .filter({ hasText: `Лишний ${tag}` })
          .getByRole("button", { name: T.actionLabel(T.delete, `Лишний ${tag}.pdf`) })
          .click();
        const dialog = page.getByRole("dialog", { name: T.deleteTitle });
        await expect(dialog).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG);
        await dialog.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
        await expect(notice(page, CORPORATE_TEXTS.documentDeleted)).toBeVisible();
        await expect(cards).toHaveCount(1);
        await expect(cards).toContainText(`Устав ${tag}`);
        await expectAccessible(page);
      });

      await test.step("organisation documents go into two categories (one, then a bulk of two)", async () => {
        await openSection(page, T.tabs["organization-docs"]);
        const categories = main.getByRole("tablist", { name: T.categoriesLabel });
        await categories
          .getByRole("tab", { name: new RegExp(`^${CATEGORY_LABELS.contracts}`) })
          .click();
        await expect(page).toHaveURL(/category=contracts/);
        await pickFiles(
          page,
          main.getByRole("button", { name: T.uploadInto(CATEGORY_LABELS.contracts) }),
          [pdfFile(`Договор поставки ${tag}.pdf`)],
        );
        await expect(notice(page, CORPORATE_TEXTS.documentUploaded)).toBeVisible();
        await expect(
          categories.getByRole("tab", { name: T.categoryTab(CATEGORY_LABELS.contracts, 1) }),
        ).toBeVisible();

        await categories.getByRole("tab", { name: new RegExp(`^${CATEGORY_LABELS.all}`) }).click();
        await main.getByRole("combobox", { name: T.bulkCategory }).click();
        await page.getByRole("option", { name: CATEGORY_LABELS.claims }).click();
        await pickFiles(page, main.getByRole("button", { name: T.bulkUpload }), [
          {
            name: `Претензия ${tag}.txt`,
            mimeType: "text/plain",
            buffer: Buffer.from("Претензия"),
          },
          { name: `Почтовая квитанция ${tag}.png`, mimeType: "image/png", buffer: PNG },
        ]);
        await expect(notice(page, CORPORATE_TEXTS.bulkUploaded(2, 2))).toBeVisible();
        await expect(
          categories.getByRole("tab", { name: T.categoryTab(CATEGORY_LABELS.claims, 2) }),
        ).toBeVisible();
        const rows = main.getByTestId("organization-document");
        await expect(rows).toHaveCount(3);
        await expect(rows.filter({ hasText: `Договор поставки ${tag}` })).toContainText(
          CATEGORY_LABELS.contracts,
        );
        await expect(rows.filter({ hasText: `Претензия ${tag}` })).toContainText(
          CATEGORY_LABELS.claims,
        );
        await expectAccessible(page);
      });

      await test.step("the corporate chat opens and takes a message", async () => {
        await openSection(page, T.tabs.chat);
        const view = page.getByTestId("chat-view");
        await expect(
          view.getByRole("heading", { name: CORPORATE_TEXTS.corporateChatTitle }),
        ).toBeVisible();
        const box = composer(view);
        await box.text.fill(`Прошу проверить договор поставки ${tag}`);
        await box.send.click();
        await expect(
          messageLog(view).getByText(`Прошу проверить договор поставки ${tag}`),
        ).toBeVisible();
        await expectAccessible(page);

        await openSection(page, T.tabs.overview);
        await expect(page.getByTestId("overview-card-status")).toContainText(T.cardFilled);
        await expect(page.getByTestId("overview-documents")).toContainText(T.documentsValue(3));
      });

      const lawyerContext = await browser.newContext({ baseURL, viewport });
      const lawyer = await lawyerContext.newPage();
      const lawyerMain = lawyer.getByRole("main");
      try {
        await test.step("the lawyer finds the company in «Корпоративные клиенты»", async () => {
          await signInExecutor(lawyer);
          await lawyer.goto("/executor-dashboard");
          await openCabinetTab(lawyer, EXECUTOR_TEXTS.tabs.corporateClients);
          await lawyerMain
            .getByRole("searchbox", { name: CORPORATE_CLIENTS_TEXTS.searchLabel })
            .fill(tag);
          const card = lawyerMain.getByTestId("corporate-client");
          await expect(card).toHaveCount(1);
          await expect(card).toContainText(companyName);
          await expect(card).toContainText(CORPORATE_CLIENTS_TEXTS.profileFilled);
          await expectAccessible(lawyer);
          await card
            .getByRole("link", { name: CORPORATE_CLIENTS_TEXTS.openLabel(companyName) })
            .click();
        });

        await test.step("executor mode: the banner, the heading and the client's overview", async () => {
          await expect(lawyer).toHaveURL(
            new RegExp(`/corporate-dashboard\\?executor_mode=true&client_id=${company.user.id}`),
          );
          await expect(
            lawyer.getByRole("heading", {
              level: 1,
              name: `${CORPORATE_TEXTS.cabinetTitle} ${CORPORATE_TEXTS.executorModeSuffix}`,
            }),
          ).toBeVisible();
          await expect(lawyer.getByTestId("executor-mode-banner")).toContainText(
            CORPORATE_TEXTS.executorModeBanner(companyName),
          );
          await expect(lawyer.getByTestId("client-info")).toContainText(company.email);
          await expect(lawyer.getByTestId("overview-documents")).toContainText(T.documentsValue(3));
          await expectAccessible(lawyer);
        });

        await test.step("the same card and documents, read-only", async () => {
          await openSection(lawyer, T.tabs["company-card"]);
          const view = lawyer.getByTestId("company-card-view");
          await expect(view).toContainText(companyName);
          await expect(view).toContainText(CARD.inn);
          await expect(view).toContainText(CARD.account_number);
          await expect(lawyer.getByTestId("company-card-form")).toHaveCount(0);
          await expect(lawyer.getByTestId("card-document")).toContainText(`Устав ${tag}`);
          await expect(lawyerMain.getByRole("button", { name: /^Удалить/ })).toHaveCount(0);
          await expectAccessible(lawyer);

          await openSection(lawyer, T.tabs["organization-docs"]);
          await expect(lawyerMain.getByTestId("organization-document")).toHaveCount(3);
          await expect(lawyerMain.getByRole("button", { name: T.bulkUpload })).toHaveCount(0);
          await expect(lawyerMain.getByRole("button", { name: /^Удалить/ })).toHaveCount(0);
          await expectAccessible(lawyer);
        });

        await test.step("the corporate chat, read here and answered in «Чаты»", async () => {
          await openSection(lawyer, T.tabs.chat);
          const view = lawyer.getByTestId("chat-view");
          await expect(
            messageLog(view).getByText(`Прошу проверить договор поставки ${tag}`),
          ).toBeVisible();
          await expect(view.getByText(T.chatReadOnly)).toBeVisible();
          await expect(composer(view).text).toHaveCount(0);
          await expectAccessible(lawyer);
          // Back to the cabinet keeps the lawyer where the list was.
          await lawyer.getByRole("link", { name: CORPORATE_TEXTS.backToExecutor }).click();
          await expect(lawyer).toHaveURL(/\/executor-dashboard\?tab=corporate-clients/);
          if (isPhone(lawyer))
            await expect(lawyerMain.getByTestId("corporate-clients-tab")).toBeVisible();
        });
      } finally {
        await lawyerContext.close();
      }
    });
  });
}

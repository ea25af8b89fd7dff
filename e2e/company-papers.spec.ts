import { BILLING_TEXTS } from "../domain/billing/billing.ts";
import type { BillingDocument } from "../domain/billing/billing-schemas.ts";
import { FIRM_READINESS_TEXTS as R } from "../domain/billing/firm-readiness.ts";
import { PAYMENT_STATUS_LABELS } from "../domain/chat/chat.ts";
import type { ChatSession } from "../domain/chat/chat-schemas.ts";
import {
  COMPANY_CARD_LABELS,
  COMPANY_CARD_TEXTS,
  type CompanyCard,
} from "../domain/corporate/company-card.ts";
import { CORPORATE_TEXTS } from "../domain/corporate/corporate.ts";
import { formatAmount } from "../domain/money.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import type { SiteSettings } from "../domain/site-settings/site-settings.ts";
import { SITE_SETTINGS_TEXTS as S } from "../domain/site-settings/site-settings-texts.ts";
import { type AppProcess, startAppProcess } from "../scripts/app-process.ts";
import { EXECUTOR_CHAT_TEXTS } from "../web/features/chat/chat-texts.ts";
import { CORPORATE_UI_TEXTS } from "../web/features/corporate/corporate-texts.ts";
import { CLIENT_DASHBOARD_TEXTS } from "../web/features/dashboards/client-dashboard-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { E2E_ADMIN_PHONE } from "./support/accounts.ts";
import {
  authHeader,
  expectAccessible,
  isPhone,
  OPEN_DIALOG,
  openCabinetTab,
  signInExecutor,
  signInOperatorOn,
  VIEWPORTS,
} from "./support/back-office.ts";
import { getAs, postAs } from "./support/chat.ts";
import { notice } from "./support/files.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";
import { goToSandbox, payInSandbox, paymentDialog, pricedService } from "./support/payments.ts";

/**
 * Issue 44 §2 on the screens: the firm's КПП and signatory in «Настройки сайта», «Обзор» saying
 * what companies' papers still lack, the company card's КПП and signatory, and «Мои заказы» after
 * a payment from the catalogue. The operator's walk changes the firm's settings, so it runs on an
 * app of its own; the others on the suite's.
 */
const OPERATOR = { email: "owner@papers.test", password: "papers-operator-password" };
/** Sberbank's own ИНН, ОГРН and КПП: the check digits hold. */
const FIRM = {
  company_name: "ООО «Право и Дело»",
  legal_form: "organization",
  inn: "7707083893",
  ogrn: "1027700132195",
  kpp: null,
  signatory_name: null,
  signatory_title: null,
} as const;

/** One app for both widths: starting one takes a minute or more on a busy machine. */
test.describe
  .serial("the firm's settings, on an app of its own", () => {
    let app: AppProcess;
    test.beforeAll(async () => {
      test.setTimeout(240_000);
      app = await startAppProcess({
        env: {
          ADMIN_EMAIL: OPERATOR.email,
          ADMIN_PASSWORD: OPERATOR.password,
          // The operator's number, confirmed by the configuration (issue 45 §2).
          ADMIN_PHONE: E2E_ADMIN_PHONE,
        },
      });
    });
    test.afterAll(async () => {
      await app?.stop();
    });

    for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
      test(`[operator] «Обзор» names what the papers lack; the КПП and signatory fill it (${screen})`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        const token = await signInOperatorOn(page, app.origin, OPERATOR);
        const site = (await (
          await page.request.get(`${app.origin}/api/site-settings`)
        ).json()) as SiteSettings;
        const saved = await page.request.put(`${app.origin}/api/site-settings`, {
          headers: authHeader(token),
          data: { ...site, ...FIRM },
        });
        expect(saved.ok(), await saved.text()).toBe(true);

        await page.goto(`${app.origin}/executor-dashboard`);
        const missing = page.getByTestId("firm-requisites-notice");
        await expect(missing).toContainText(
          BILLING_TEXTS.firmIncomplete([R.kpp, R.signatoryName, R.signatoryTitle]),
        );
        await expectAccessible(page);

        await openCabinetTab(page, EXECUTOR_TEXTS.tabs.siteSettings);
        const company = page.getByRole("group", { name: S.sections.company });
        await company.getByRole("textbox", { name: S.kpp }).fill("77360100");
        await company.getByRole("textbox", { name: S.signatoryName }).fill("Иванов Иван Иванович");
        await company.getByRole("textbox", { name: S.signatoryTitle }).fill("Генеральный директор");
        await page.getByRole("button", { name: S.save, exact: true }).click();
        await expect(page.getByText(S.kppInvalid).first()).toBeVisible();
        await company.getByRole("textbox", { name: S.kpp }).fill("773601001");
        await page.getByRole("button", { name: S.save, exact: true }).click();
        await expect(page.getByText(S.saved)).toBeVisible();
        await expectAccessible(page);
        const stored = (await (
          await page.request.get(`${app.origin}/api/site-settings`)
        ).json()) as SiteSettings;
        expect(stored).toMatchObject({
          kpp: "773601001",
          signatory_name: "Иванов Иван Иванович",
          signatory_title: "Генеральный директор",
        });

        // Complete now: «Обзор» reads the list again and has nothing to say.
        const readiness = page.waitForResponse((answer) =>
          answer.url().endsWith("/api/billing/readiness"),
        );
        await page.goto(`${app.origin}/executor-dashboard`);
        expect(await (await readiness).json()).toEqual({ missing: [] });
        await expect(page.getByText(EXECUTOR_TEXTS.stats.active)).toBeVisible();
        await expect(missing).toHaveCount(0);
      });
    }
  });

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[company] the company card keeps its КПП and who signs (${screen})`, async ({ page }) => {
      test.setTimeout(60_000);
      const company = await createClient(page, "corporate", "Петров Пётр Петрович");
      await signInWithToken(page, company.token, company.email);
      await page.goto("/corporate-dashboard?tab=company-card");
      const form = page.getByTestId("company-card-form");
      const field = (name: keyof CompanyCard) =>
        form.getByRole("textbox", { name: COMPANY_CARD_LABELS[name] });
      const card: CompanyCard = {
        company_name: "ООО «Ромашка»",
        inn: "7707083893",
        ogrn_ogrnip: "1027700132195",
        kpp: "77360100",
        address: "117997, г. Москва, ул. Вавилова, д. 19",
        signatory_name: "Петров Пётр Петрович",
        signatory_title: "Генеральный директор",
        account_number: "40702810200000012345",
        correspondent_account: "30101810400000000225",
        bank_name: "ПАО Сбербанк",
        bank_bik: "044525225",
      };
      for (const [name, value] of Object.entries(card)) {
        await field(name as keyof CompanyCard).fill(value);
      }
      await form.getByRole("button", { name: CORPORATE_UI_TEXTS.save }).click();
      await expect(form.getByText(COMPANY_CARD_TEXTS.kppShape)).toBeVisible();
      await expect(field("kpp")).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);
      await field("kpp").fill("773601001");
      await form.getByRole("button", { name: CORPORATE_UI_TEXTS.save }).click();
      await expect(notice(page, CORPORATE_TEXTS.profileSaved)).toBeVisible();
      await page.reload();
      await expect(field("kpp")).toHaveValue("773601001");
      await expect(field("signatory_name")).toHaveValue("Петров Пётр Петрович");
      await expect(field("signatory_title")).toHaveValue("Генеральный директор");
      await expectAccessible(page);
    });

    test(`[lawyer] the corporate chat's payment request names the service its invoice sells (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const company = await createClient(page, "corporate", "ООО «Ромашка»");
      const chat = await postAs<ChatSession>(page, company.token, "/api/corporate/chat/session");
      await signInExecutor(page);
      await page.goto(`/executor-dashboard?tab=chats&chat=${chat.id}`);
      const view = page.getByTestId("chat-view");
      await expect(view).toHaveAttribute("data-session-id", chat.id);
      // A phone's actions are in one «Действия» menu, a desktop's in a toolbar.
      const actions = view.getByTestId("executor-actions");
      if (isPhone(page)) {
        await actions.getByRole("button", { name: EXECUTOR_CHAT_TEXTS.actionsMenu }).click();
        await page.getByRole("menuitem", { name: PAYMENT_TEXTS.requestDialogTitle }).click();
      } else {
        await actions.getByRole("button", { name: PAYMENT_TEXTS.requestDialogTitle }).click();
      }
      const dialog = page.getByRole("dialog", { name: PAYMENT_TEXTS.requestDialogTitle });
      await dialog.getByRole("textbox", { name: PAYMENT_TEXTS.requestAmountLabel }).fill("3000");
      await dialog.getByRole("button", { name: PAYMENT_TEXTS.requestSend }).click();
      await expect(dialog.getByText(PAYMENT_TEXTS.requestServiceRequired)).toBeVisible();
      await expectAccessible(page, OPEN_DIALOG);
      const service = "Проверка договора поставки";
      await dialog.getByRole("textbox", { name: PAYMENT_TEXTS.requestServiceLabel }).fill(service);
      await dialog.getByRole("button", { name: PAYMENT_TEXTS.requestSend }).click();
      await expect(notice(page, PAYMENT_TEXTS.requestSent)).toBeVisible();
      const documents = await getAs<BillingDocument[]>(
        page,
        company.token,
        `/api/billing/documents?session_id=${chat.id}`,
      );
      expect(documents.map((doc) => [doc.kind, doc.service_title])).toEqual([["invoice", service]]);
    });

    test(`[client] «Мои заказы» after a catalogue payment: its price and «Оплачено» (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const service = await pricedService(page);
      const client = await createClient(page, "individual", "Шевченко Анна Сергеевна");
      await signInWithToken(page, client.token, client.email);
      await page.goto("/services");
      const card = page.locator(`[data-testid="service-card"][data-service-id="${service.id}"]`);
      await card.getByTestId("order-pay").click();
      const dialog = paymentDialog(page, service.title);
      await expect(dialog).toBeVisible();
      await goToSandbox(page, dialog, service.base_price);
      await payInSandbox(page, service.base_price);

      await page.goto("/dashboard?tab=orders");
      const order = page.getByRole("listitem", { name: service.title });
      await expect(order.getByTestId("order-payment")).toHaveText(PAYMENT_STATUS_LABELS.paid);
      await expect(order.getByTestId("order-price")).toHaveText(
        `${CLIENT_DASHBOARD_TEXTS.orderPrice}: ${formatAmount(service.base_price)}`,
      );
      await expectAccessible(page);
    });
  });
}

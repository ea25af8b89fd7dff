import type { Page } from "@playwright/test";
import type { ChatSession } from "../domain/chat/chat-schemas.ts";
import { PAYMENT_METHOD_SHORT_LABELS } from "../domain/payments/payments.ts";
import { FIRST_RUN_SETUP_TEXTS as SETUP } from "../domain/site-settings/first-run-setup-texts.ts";
import { SITE_SETTINGS_TEXTS as S } from "../domain/site-settings/site-settings-texts.ts";
import { SLA_TEXTS } from "../domain/sla/sla.ts";
import { STAFF_TEXTS } from "../domain/staff/staff.ts";
import { type AppProcess, startAppProcess } from "../scripts/app-process.ts";
import { DEMO_SITE_SETTINGS } from "../server/db/seed/demo-site-settings.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { E2E_ADMIN_PHONE } from "./support/accounts.ts";
import {
  expectAccessible,
  OPEN_DIALOG,
  openCabinetTab,
  signInOperatorOn,
  VIEWPORTS,
} from "./support/back-office.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Issue 44 §3 on a firm's own fresh install (SEED_DEMO=false): no demo contact anywhere; the
 * setup asks the operator's own name and whether they take chats, and «Обзор» resumes it until
 * each step is done or skipped; an administrator who is no lawyer is no client's lawyer; the
 * lawyer who answers a chat of the queue gets it, and «Команда» credits them; an СБП payment
 * reads «СБП» in «Платежи». Every viewport gets a new app, so each walk starts from scratch.
 */
const OPERATOR = { email: "owner@team.test", password: "team-operator-password" };
const OPERATOR_NAME = "Мария Соколова";
const COMPANY = {
  name: "ИП Соколова Мария Андреевна",
  inn: "500123456750",
  ogrn: "304500100123451",
  address: "125009, г. Москва, ул. Тверская, д. 7",
};
const DEMO_CONTACTS = [...DEMO_SITE_SETTINGS.support_phones, DEMO_SITE_SETTINGS.support_email];

/**
 * A guest's quick question (a fresh site has no catalogue yet), which is the chat's first message;
 * the guest's browser remembers the contact, as after the form.
 */
async function guestChat(page: Page, origin: string, email: string): Promise<ChatSession> {
  const created = await page.request.post(`${origin}/api/guest/chat/sessions`, {
    data: {
      service_id: "consultation",
      contact_method: "email",
      guest_email: email,
      question: "Здравствуйте, нужна консультация по договору аренды.",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as ChatSession;
}

/** Opens the guest's chat in their own browser, as the guest who asked. */
async function openAsGuest(guest: Page, origin: string, chatId: string, email: string) {
  await guest.goto(`${origin}/api/health`);
  await guest.evaluate(
    ({ id, value }) =>
      localStorage.setItem(`guestChatContact:${id}`, JSON.stringify({ method: "email", value })),
    { id: chatId, value: email },
  );
  await guest.goto(`${origin}/guest-chat/${chatId}`);
}

async function answerAs(page: Page, origin: string, token: string, chatId: string) {
  const sent = await page.request.post(`${origin}/api/chat/sessions/${chatId}/messages`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { content: "Добрый день! Смотрю ваш вопрос." },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

async function chatOf(page: Page, origin: string, token: string, chatId: string) {
  const response = await page.request.get(`${origin}/api/chat/sessions/${chatId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ChatSession;
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe
    .serial(`${screen} (${viewport.width} px)`, () => {
      let app: AppProcess;
      test.beforeAll(async () => {
        test.setTimeout(120_000);
        app = await startAppProcess({
          env: {
            SEED_DEMO: "false",
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
      test.use({ viewport });

      test("[visitor] a fresh site shows no demo contact anywhere", async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(`${app.origin}/`);
        await expect(
          page.getByRole("heading", { level: 2, name: "Популярные услуги" }),
        ).toBeVisible();
        for (const address of ["/", "/about", "/order-instructions"]) {
          // The HTML as served (the JSON-LD included) and the page as drawn.
          const html = await (await page.request.get(`${app.origin}${address}`)).text();
          for (const contact of DEMO_CONTACTS) expect(html).not.toContain(contact);
        }
        const body = page.locator("body");
        for (const contact of DEMO_CONTACTS) await expect(body).not.toContainText(contact);
        await page.goto(`${app.origin}/about`);
        await expect(page.getByRole("heading", { level: 2, name: "Контакты" })).toBeVisible();
        for (const contact of DEMO_CONTACTS) await expect(body).not.toContainText(contact);
        await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
        await expectAccessible(page);
      });

      test("[operator] the setup asks their name and resumes until each step is done or skipped", async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await signInOperatorOn(page, app.origin, OPERATOR);
        await page.goto(`${app.origin}/executor-dashboard`);
        const setup = page.getByRole("dialog", { name: SETUP.title });
        // The cabinet's first load: the settings, the setup's progress and the staff list.
        await expect(setup).toBeVisible({ timeout: 30_000 });
        // Not «Администратор»: the operator gives the name clients will read.
        const name = setup.getByRole("textbox", { name: SETUP.yourName });
        await expect(name).toHaveValue("");
        await name.fill(OPERATOR_NAME);
        const takesChats = setup.getByRole("checkbox", { name: SETUP.takesChats });
        await expect(takesChats).toBeChecked();
        await takesChats.uncheck();
        await setup.getByRole("textbox", { name: S.companyName }).fill(COMPANY.name);
        await setup.getByRole("textbox", { name: S.inn }).fill(COMPANY.inn);
        await setup.getByRole("textbox", { name: "ОГРНИП" }).fill(COMPANY.ogrn);
        await setup.getByRole("textbox", { name: S.legalAddress }).fill(COMPANY.address);
        await expectAccessible(page, OPEN_DIALOG);
        await setup.getByRole("button", { name: SETUP.saveAndNext }).click();

        // Step 2 offers no demo contact to keep.
        await expect(setup.getByRole("textbox", { name: S.email })).toHaveValue("");
        await expect(setup.getByRole("textbox", { name: S.phone })).not.toHaveValue(/\d{3}/);
        await setup.getByRole("button", { name: SETUP.skip }).click();
        await expect(setup).toBeHidden();

        // The requisites are all there, yet two steps were never opened: «Обзор» still offers them.
        const notice = page.getByTestId("setup-notice");
        await expect(notice).toContainText(SETUP.unfinishedTitle);
        await expect(notice).toContainText(
          SETUP.unfinishedSteps([SETUP.steps.contacts, SETUP.steps.payment]),
        );
        await expectAccessible(page);
        await page.reload();
        await notice.getByRole("button", { name: SETUP.resume }).click();
        // It resumes where it was left: the contacts.
        await expect(setup.getByRole("textbox", { name: S.email })).toBeVisible();
        await setup.getByRole("button", { name: SETUP.skipStep }).click();
        await expect(setup.getByTestId("setup-payment")).toBeVisible();
        await setup.getByRole("button", { name: SETUP.done }).click();
        await expect(setup).toBeHidden();
        await expect(notice).toHaveCount(0);

        // «Сотрудники»: the operator under their own name, taking no chats.
        await openCabinetTab(page, EXECUTOR_TEXTS.tabs.staff);
        const me = page.getByTestId("staff-member").filter({ hasText: OPERATOR_NAME });
        await expect(me).toContainText(STAFF_TEXTS.notAcceptingChats);
        await expect(
          me.getByRole("switch", { name: STAFF_TEXTS.acceptsChatsOf(OPERATOR_NAME) }),
        ).not.toBeChecked();
        await expectAccessible(page);
      });

      test("[guest, operator] an administrator who is no lawyer is no client's lawyer; whoever answers a queued chat gets it", async ({
        page,
        browser,
      }) => {
        test.setTimeout(90_000);
        const token = await signInOperatorOn(page, app.origin, OPERATOR);
        const me = (await (
          await page.request.get(`${app.origin}/api/auth/me`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { id: number; full_name: string };
        expect(me.full_name).toBe(OPERATOR_NAME);

        // Nobody takes chats yet: the guest's chat waits, and the operator's answer does not
        // make them the guest's lawyer.
        const guestEmail = `first-${screen}@team.test`;
        const first = await guestChat(page, app.origin, guestEmail);
        await answerAs(page, app.origin, token, first.id);
        expect((await chatOf(page, app.origin, token, first.id)).assignee_id).toBeNull();
        const guest = await (await browser.newContext({ viewport })).newPage();
        await openAsGuest(guest, app.origin, first.id, guestEmail);
        await expect(guest.getByText("Добрый день! Смотрю ваш вопрос.")).toBeVisible();
        // Her message is signed as hers; she is not named as the guest's lawyer.
        await expect(guest.getByText(STAFF_TEXTS.yourLawyer)).toHaveCount(0);
        expect((await chatOf(page, app.origin, token, first.id)).executor_name).toBeNull();
        await expectAccessible(guest);

        // The operator takes chats after all, one at a time: the waiting chat is theirs.
        await page.goto(`${app.origin}/executor-dashboard`);
        await openCabinetTab(page, EXECUTOR_TEXTS.tabs.staff);
        const card = page.getByTestId("staff-member").filter({ hasText: OPERATOR_NAME });
        await card.getByRole("textbox", { name: STAFF_TEXTS.maxOpenChats }).fill("1");
        await card.getByRole("button", { name: STAFF_TEXTS.save }).click();
        await expect(card).toContainText(`${STAFF_TEXTS.openChats}: 0 / 1`);
        await card.getByRole("switch", { name: STAFF_TEXTS.acceptsChatsOf(OPERATOR_NAME) }).click();
        await expect(card).toContainText(`${STAFF_TEXTS.openChats}: 1 / 1`);
        await expect(card).not.toContainText(STAFF_TEXTS.notAcceptingChats);
        await guest.reload();
        await expect(guest.getByText(`${STAFF_TEXTS.yourLawyer}: ${OPERATOR_NAME}`)).toBeVisible();

        // Full now: the next chat waits in the queue, until the operator answers it.
        const second = await guestChat(page, app.origin, `second-${screen}@team.test`);
        expect((await chatOf(page, app.origin, token, second.id)).assignee_id).toBeNull();
        await answerAs(page, app.origin, token, second.id);
        expect((await chatOf(page, app.origin, token, second.id)).assignee_id).toBe(me.id);

        // «Команда» credits the operator with both chats; nothing is left to «очередь».
        await openCabinetTab(page, EXECUTOR_TEXTS.tabs.analytics);
        const table = page.getByTestId("team-report").getByTestId("team-table");
        const row = table.getByRole("row").filter({ hasText: OPERATOR_NAME });
        await expect(row.getByRole("cell").nth(1)).toHaveText("2");
        await expect(table.getByRole("row").filter({ hasText: SLA_TEXTS.queue })).toHaveCount(0);
        await expectAccessible(page);
        await guest.context().close();
      });

      test("[operator] an СБП payment reads «СБП» in «Платежи», a card payment «Картой»", async ({
        page,
      }) => {
        test.setTimeout(60_000);
        const paid: Record<"card" | "sbp", string> = { card: "", sbp: "" };
        for (const method of ["sbp", "card"] as const) {
          const created = await page.request.post(`${app.origin}/api/payments/create`, {
            data: {
              // A tariff, as the existing fresh-install walk pays: a new site has no catalogue yet.
              amount: 60_000,
              plan_type: "silver",
              method,
              client_name: `Плательщик ${method}`,
              client_email: `payer-${method}-${screen}@team.test`,
              agree_to_terms: true,
            },
          });
          expect(created.ok(), await created.text()).toBe(true);
          const answer = (await created.json()) as { payment_id: string; confirmation_url: string };
          const sandboxId = answer.confirmation_url.split("/").pop();
          const decided = await page.request.post(
            `${app.origin}/api/payments/sandbox/${sandboxId}/decision`,
            { data: { action: "pay" } },
          );
          expect(decided.ok(), await decided.text()).toBe(true);
          paid[method] = answer.payment_id;
        }
        await signInOperatorOn(page, app.origin, OPERATOR);
        await page.goto(`${app.origin}/executor-dashboard`);
        await openCabinetTab(page, EXECUTOR_TEXTS.tabs.payments);
        const cardOf = (id: string) => page.locator(`[data-payment-id="${id}"]`);
        await expect(cardOf(paid.sbp).getByTestId("payment-method")).toHaveText(
          PAYMENT_METHOD_SHORT_LABELS.sbp,
        );
        await expect(cardOf(paid.card).getByTestId("payment-method")).toHaveText(
          PAYMENT_METHOD_SHORT_LABELS.card,
        );
        await expectAccessible(page);
      });
    });
}

import type { Locator, Page } from "@playwright/test";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { PAYMENT_STATUS_LABELS, SYSTEM_MESSAGES } from "../domain/chat/chat.ts";
import { MONTH_NAMES } from "../domain/day-keys.ts";
import { formatAmount } from "../domain/money.ts";
import type { EarningsStats, MonthlyEarnings } from "../domain/payments/payment-schemas.ts";
import {
  EARNINGS_PERIOD_LABELS,
  PAYMENT_TEXTS,
  purchaseStatusLabel,
} from "../domain/payments/payments.ts";
import type { BusinessTariff } from "../domain/tariffs/tariff-schemas.ts";
import { TARIFF_TEXTS } from "../domain/tariffs/tariffs.ts";
import { formatMoscowDateTime, MOSCOW_TIME_ZONE } from "../domain/time.ts";
import { EXECUTOR_CHAT_TEXTS } from "../web/features/chat/chat-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  messageLog,
  openClientChat,
  openExecutorPage,
  postAs,
  uniqueTag,
  waitForPushChannel,
} from "./support/chat.ts";
import { createClient, expect, getJson, test } from "./support/fixtures.ts";
import {
  earningsStats,
  goToSandbox,
  monthlyEarnings,
  payInSandbox,
  paymentDialog,
  paymentOf,
  tariffStats,
  withPaymentsLock,
} from "./support/payments.ts";

const moscowMonth = new Intl.DateTimeFormat("en-US", {
  timeZone: MOSCOW_TIME_ZONE,
  month: "numeric",
});

/** Roubles with kopecks added exactly (0.1 + 0.2 style noise would break an exact check). */
const plus = (a: number, b: number) => Math.round((a + b) * 100) / 100;

/** A text of the card shown whole (a substring check would take «11 234,56 ₽» for «1 234,56 ₽»). */
const expectShown = (scope: Locator, text: string) =>
  expect(scope.getByText(text, { exact: true })).toBeVisible();

/** One of the «Доходы» cards: its label, the amount and the number of payments. */
async function expectCard(
  page: Page,
  period: keyof EarningsStats,
  figures: { amount: number; count: number },
) {
  const card = page.locator(`[data-testid="earnings-card"][data-period="${period}"]`);
  await expectShown(card, EARNINGS_PERIOD_LABELS[period]);
  await expectShown(card, formatAmount(figures.amount));
  await expectShown(card, PAYMENT_TEXTS.earningsCount(figures.count));
}

/** «Итого за … год» with the amount and the number of payments. */
async function expectYearTotal(page: Page, monthly: MonthlyEarnings) {
  const total = page.getByTestId("earnings-year-total");
  await expect(total).toHaveAttribute("data-year", String(monthly.year));
  await expectShown(total, PAYMENT_TEXTS.earningsYear(monthly.year));
  await expectShown(total, formatAmount(monthly.total_amount));
  await expectShown(total, PAYMENT_TEXTS.earningsCount(monthly.total_count));
}

test("[executor] a transfer confirmed in a chat shows in today's, this month's and the year's earnings", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const clientName = `Олег Переводов ${tag}`;
  const amount = 1234.56;
  const amountText = formatAmount(amount);

  const { context, page: executor, token } = await openExecutorPage(browser, baseURL);
  const services = await getJson<Service[]>(executor, "/api/services");
  const service = services[0];
  if (!service) throw new Error("the demo catalogue is empty");
  const account = await createClient(executor, "individual", clientName);
  const chat = await openClientChat(executor, account.token, service.id);
  // «Подтвердить оплату» is offered only where a payment is owed (spec 2 §4): ask for one first.
  await postAs(executor, token, `/api/chat/sessions/${chat.id}/executor-messages`, {
    message_type: "payment_request",
    payment_amount: 1000,
  });
  const chatView = executor.getByTestId("chat-view");

  await test.step("the executor opens the client's chat in the cabinet", async () => {
    const pushed = waitForPushChannel(executor);
    await executor.goto(`/executor-dashboard?chat=${chat.id}`);
    await pushed;
    await expect(chatView).toHaveAttribute("data-session-id", chat.id);
    await expect(chatView).toContainText(clientName);
  });

  // No other spec's payment may land between the first reading and the last check.
  await withPaymentsLock(async () => {
    const before = await earningsStats(executor, token);
    const yearBefore = await monthlyEarnings(executor, token);

    await test.step("«Подтвердить оплату» of 1 234,56 ₽: the chat is paid", async () => {
      await chatView
        .getByRole("toolbar", { name: EXECUTOR_CHAT_TEXTS.actionsLabel })
        .getByRole("button", { name: PAYMENT_TEXTS.markPaid })
        .click();
      const dialog = executor.getByRole("dialog", { name: PAYMENT_TEXTS.markPaidTitle });
      await expect(dialog).toContainText(PAYMENT_TEXTS.markPaidText);
      const field = dialog.getByRole("textbox", { name: PAYMENT_TEXTS.markPaidAmountLabel });
      // 1 000 ₽ was requested; the transfer that came is what the executor says it was.
      await field.fill("1234,56");
      await dialog.getByRole("button", { name: PAYMENT_TEXTS.markPaid }).click();
      await expect(executor.getByText(PAYMENT_TEXTS.markPaidSuccess)).toBeVisible();
      await expect(dialog).toBeHidden();

      const status = chatView.getByTestId("payment-status");
      await expect(status).toHaveAttribute("data-status", "paid");
      await expect(status).toContainText(PAYMENT_STATUS_LABELS.paid);
      await expect(messageLog(chatView)).toContainText(
        SYSTEM_MESSAGES.paymentConfirmed(amountText),
      );
      // Paid once: there is nothing left to confirm.
      await expect(chatView.getByRole("button", { name: PAYMENT_TEXTS.markPaid })).toHaveCount(0);
    });

    await test.step("«Доходы»: today and this month grew by the amount and one payment", async () => {
      await executor.goto("/executor-dashboard?tab=earnings");
      await expect(
        executor
          .getByRole("navigation", { name: EXECUTOR_TEXTS.menuLabel })
          .getByRole("link", { name: EXECUTOR_TEXTS.tabs.earnings }),
      ).toHaveAttribute("aria-current", "page");
      await expect(
        executor.getByRole("heading", { level: 2, name: PAYMENT_TEXTS.earningsTitle }),
      ).toBeVisible();
      await expectCard(executor, "today", {
        amount: plus(before.today.amount, amount),
        count: before.today.count + 1,
      });
      await expectCard(executor, "month", {
        amount: plus(before.month.amount, amount),
        count: before.month.count + 1,
      });
      await expectCard(executor, "week", {
        amount: plus(before.week.amount, amount),
        count: before.week.count + 1,
      });
      await expectCard(executor, "yesterday", before.yesterday);
    });

    await test.step("the year's total is the API's, and grew by the same payment", async () => {
      const year = await monthlyEarnings(executor, token);
      expect(year.total_amount).toBe(plus(yearBefore.total_amount, amount));
      expect(year.total_count).toBe(yearBefore.total_count + 1);
      await expectYearTotal(executor, year);
      const month = Number(moscowMonth.format(new Date()));
      const row = executor.locator(`[data-testid="earnings-month"][data-month="${month}"]`);
      const figures = year.monthly_breakdown.find((item) => item.month === month);
      expect(figures?.amount).toBe(plus(before.month.amount, amount));
      await expectShown(row, MONTH_NAMES[month - 1] ?? "");
      await expectShown(row, formatAmount(figures?.amount ?? 0));
    });
  });

  await context.close();
});

test("[guest and executor] a Gold tariff bought on the home page shows in «Бизнес-тарифы»", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const {
    context: executorContext,
    page: executor,
    token,
  } = await openExecutorPage(browser, baseURL);
  const tariffs = await getJson<BusinessTariff[]>(executor, "/api/business-tariffs");
  const gold = tariffs.find((tariff) => tariff.id === "gold");
  if (!gold) throw new Error("the demo data has no Gold tariff");
  const before = await tariffStats(executor, token);

  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  let paymentId = "";
  await test.step("a guest pays the Gold tariff from its card on the home page", async () => {
    await guest.goto("/");
    const card = guest.locator(`[data-testid="tariff-card"][data-tariff-id="${gold.id}"]`);
    await card.getByRole("button", { name: TARIFF_TEXTS.pay }).click();
    const dialog = paymentDialog(guest, `Тариф ${gold.name}`);
    await expect(dialog.getByTestId("payment-amount")).toHaveText(formatAmount(gold.price));
    await dialog.getByRole("textbox", { name: PAYMENT_TEXTS.nameLabel }).fill(`ООО Ромашка ${tag}`);
    await dialog
      .getByRole("textbox", { name: PAYMENT_TEXTS.emailLabel })
      .fill(`buyer-${tag}@e2e.test`);
    await goToSandbox(guest, dialog, gold.price);
    paymentId = await payInSandbox(guest, gold.price);
  });

  await test.step("the executor's «Бизнес-тарифы» lists the purchase as «Оплачено»", async () => {
    const payment = await paymentOf(executor, paymentId);
    expect(payment).toMatchObject({ status: "succeeded", amount: gold.price, plan_type: gold.id });

    await executor.goto("/executor-dashboard?tab=business-tariffs");
    await expect(
      executor.getByRole("heading", { level: 2, name: PAYMENT_TEXTS.tariffStatsTitle }),
    ).toBeVisible();
    const purchase = executor
      .getByTestId("purchase-row")
      .filter({ hasText: formatMoscowDateTime(payment.created_at) })
      .filter({ hasText: gold.name });
    await expect(purchase).toHaveCount(1);
    await expect(purchase).toHaveAttribute("data-status", "succeeded");
    await expectShown(purchase, formatAmount(gold.price));
    await expectShown(purchase, purchaseStatusLabel("succeeded"));

    // Only this spec buys tariffs on the shared app, so its purchase is the whole difference.
    const goldBefore = before.tariff_stats[gold.id];
    const stat = executor.locator(`[data-testid="tariff-stat"][data-plan="${gold.id}"]`);
    await expectShown(stat, gold.name);
    await expectShown(stat, formatAmount(plus(goldBefore?.revenue ?? 0, gold.price)));
    await expectShown(stat, PAYMENT_TEXTS.tariffPurchases((goldBefore?.count ?? 0) + 1));
    await expectShown(
      executor.getByTestId("tariff-total-purchases"),
      String(before.total_purchases + 1),
    );
    await expectShown(
      executor.getByTestId("tariff-total-revenue"),
      formatAmount(plus(before.total_revenue, gold.price)),
    );
  });

  await guestContext.close();
  await executorContext.close();
});

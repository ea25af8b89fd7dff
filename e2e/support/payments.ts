import type { Locator, Page } from "@playwright/test";
import type { Service } from "../../domain/catalogue/service-schemas.ts";
import { isAutoLawyerCategory } from "../../domain/catalogue/services.ts";
import { formatAmount } from "../../domain/money.ts";
import type {
  BusinessTariffStats,
  EarningsStats,
  MonthlyEarnings,
  Payment,
} from "../../domain/payments/payment-schemas.ts";
import { PAYMENT_METHOD_LABELS, PAYMENT_TEXTS } from "../../domain/payments/payments.ts";
import { getAs } from "./chat.ts";
import { expect, getJson } from "./fixtures.ts";
import { withSpecLock } from "./spec-lock.ts";

/** The manual transfer details the e2e app is started with (PAYMENT_MANUAL_*). */
export const E2E_MANUAL_TRANSFER = {
  card: "2202 2061 4507 3318",
  phone: "+7 (916) 123-45-67",
  recipient: "Петров Пётр Петрович",
} as const;

/** The card payment modal («Оплата: …») of what is being paid for. */
export const paymentDialog = (page: Page, title: string) =>
  page.getByRole("dialog", { name: PAYMENT_TEXTS.modalTitle(title) });

/** One of the modal's radio cards: «Переводом», «Картой онлайн» or «СБП». */
export const methodChoice = (dialog: Locator, method: keyof typeof PAYMENT_METHOD_LABELS) =>
  dialog.getByRole("radio", { name: PAYMENT_METHOD_LABELS[method] });

/** The /payment/result page's status block; its data-status is the payment's state. */
export const paymentResult = (page: Page) => page.getByTestId("payment-result");

/** The id in /payment/result?payment_id=… of the page's address. */
export function paymentIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get("payment_id") ?? "";
  expect(id, `no payment id in ${page.url()}`).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

/** «Я согласен с публичной офертой и политикой…»: the card payment's consent tick. */
export const consentCheckbox = (dialog: Locator) =>
  dialog.getByRole("checkbox", { name: /Я согласен/ });

/**
 * Chooses «Картой онлайн» (or СБП), ticks the consent and presses «Перейти к оплате» with the
 * name and e-mail already in the form: the browser leaves for the test provider's page, which
 * says plainly that it is a test and shows the amount.
 */
export async function goToSandbox(
  page: Page,
  dialog: Locator,
  amount: number,
  method: "card" | "sbp" = "card",
) {
  await methodChoice(dialog, method).click();
  await consentCheckbox(dialog).check();
  await dialog.getByRole("button", { name: PAYMENT_TEXTS.payByCard }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/[^/?#]+$/);
  await expect(page.getByTestId("sandbox-badge")).toHaveText(PAYMENT_TEXTS.sandboxBadge);
  await expect(
    page.getByRole("heading", { level: 1, name: PAYMENT_TEXTS.sandboxTitle }),
  ).toBeVisible();
  await expect(page.getByTestId("sandbox-amount")).toHaveText(formatAmount(amount));
}

/**
 * Earnings count every payment of the shared app, whichever spec made it. A spec that checks
 * exact earnings holds this lock from its first reading to its last check, and every payment the
 * specs complete holds it while it succeeds, so no other worker's payment lands in between.
 */
export const withPaymentsLock = <T>(run: () => Promise<T>) => withSpecLock("payments", run);

/**
 * «Оплатить» on the test provider's page: back on /payment/result the payment has succeeded, with
 * the amount. Returns the payment's id.
 */
export async function payInSandbox(page: Page, amount: number): Promise<string> {
  await withPaymentsLock(async () => {
    await page.getByRole("button", { name: PAYMENT_TEXTS.sandboxPay }).click();
    await expect(page).toHaveURL(/\/payment\/result\?payment_id=[0-9a-f-]{36}$/);
    await expect(paymentResult(page)).toHaveAttribute("data-status", "succeeded");
  });
  const result = paymentResult(page);
  await expect(
    result.getByRole("heading", { level: 1, name: PAYMENT_TEXTS.resultSucceeded }),
  ).toBeVisible();
  await expect(result).toContainText(formatAmount(amount));
  return paymentIdOf(page);
}

/** GET /api/payments/{id}, as the result page reads it. */
/**
 * A payment as its result page reads it: anonymously by default, or as `token`'s account — the
 * payment's chat is named only to those who see the payment (issue 43 §2).
 */
export const paymentOf = (page: Page, id: string, token?: string) =>
  token
    ? getAs<Payment>(page, token, `/api/payments/${id}`)
    : getJson<Payment>(page, `/api/payments/${id}`);

/** The executor's earnings by period (today, yesterday, week, month). */
export const earningsStats = (page: Page, token: string) =>
  getAs<EarningsStats>(page, token, "/api/executor/earnings/stats");

/** The executor's earnings of this year, by month. */
export const monthlyEarnings = (page: Page, token: string) =>
  getAs<MonthlyEarnings>(page, token, "/api/executor/earnings/monthly");

/** Business-tariff purchases: totals, per tariff, and the latest ones. */
export const tariffStats = (page: Page, token: string) =>
  getAs<BusinessTariffStats>(page, token, "/api/business-tariffs/stats");

/** A service of the demo catalogue with a price, outside the auto-lawyer's categories. */
export async function pricedService(page: Page): Promise<Service> {
  const services = await getJson<Service[]>(page, "/api/services");
  const service = services.find((s) => s.base_price > 0 && !isAutoLawyerCategory(s.category));
  if (!service) throw new Error("the demo catalogue has no priced service");
  return service;
}

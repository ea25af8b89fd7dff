import type { AutoLawyerService, Service } from "../domain/catalogue/service-schemas.ts";
import { PRICE_TEXTS } from "../domain/catalogue/services.ts";
import { formatAmount } from "../domain/money.ts";
import { PAYMENT_METHOD_LABELS, PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import type { SiteDocuments } from "../domain/site-documents/site-document-schemas.ts";
import {
  SITE_DOCUMENT_KEYS,
  SITE_DOCUMENT_TITLES,
} from "../domain/site-documents/site-documents.ts";
import { TARIFF_TEXTS } from "../domain/tariffs/tariffs.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

/**
 * Auto-lawyer services that specs running beside this one make for a moment carry «e2e» in their
 * titles (executor-manages-auto-lawyer): the guest's checks read the demo ones only.
 */
const MADE_BY_SPECS = "e2e";
const demoAutoServices = async (page: Parameters<typeof getJson>[0]) =>
  (await getJson<AutoLawyerService[]>(page, "/api/auto-lawyer/services")).filter(
    (service) => !service.title.includes(MADE_BY_SPECS),
  );

/** A line from the body of a document, long enough to be its own and not a heading. */
function lineOf(text: string): string {
  const line = text.split("\n").find((candidate) => candidate.trim().length > 40);
  if (!line) throw new Error("the document has no body text");
  return line.trim().slice(0, 60);
}

test("[guest] reads the public offer and the privacy policy from the footer", async ({ page }) => {
  const documents = await getJson<SiteDocuments>(page, "/api/site-documents");
  await page.goto("/");
  const footer = page.getByRole("contentinfo");

  for (const key of SITE_DOCUMENT_KEYS) {
    const title = SITE_DOCUMENT_TITLES[key];
    await footer.getByRole("button", { name: title }).click();
    const modal = page.getByRole("dialog", { name: title });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(lineOf(documents[key]))).toBeVisible();
    await modal.locator("button", { hasText: "Закрыть" }).click();
    await expect(modal).toBeHidden();
  }
});

test("[guest] «Оплатить» and «Написать в чат» open their dialogs in place; nothing is paid until asked", async ({
  page,
}) => {
  const services = await getJson<Service[]>(page, "/api/services");
  const paid = services.find((s) => s.base_price > 0 && s.category !== "auto");
  if (!paid) throw new Error("the demo catalogue has no priced service");
  // No payment is created by opening the modal, and no page (e.g. a provider's checkout) loads.
  const paymentsCreated: string[] = [];
  const pageLoads: string[] = [];
  page.on("request", (request) => {
    if (
      request.method() === "POST" &&
      new URL(request.url()).pathname.startsWith("/api/payments")
    ) {
      paymentsCreated.push(request.url());
    }
    if (request.isNavigationRequest()) pageLoads.push(request.url());
  });

  await page.goto("/");
  const home = page.url();
  pageLoads.length = 0;
  const card = page.locator(`[data-testid="service-card"][data-service-id="${paid.id}"]`);

  await card.getByTestId("order-pay").click();
  const payment = page.getByRole("dialog", { name: PAYMENT_TEXTS.modalTitle(paid.title) });
  await expect(payment).toBeVisible();
  await expect(payment.getByTestId("payment-amount")).toHaveText(formatAmount(paid.base_price));
  // Spec 1 §2: manual transfer is the default way to pay.
  await expect(payment.getByRole("radio", { name: PAYMENT_METHOD_LABELS.manual })).toBeChecked();
  // The click on the button does not also open the card's detail modal.
  await expect(page.getByRole("dialog")).toHaveCount(1);
  expect(page.url()).toBe(home);
  await page.keyboard.press("Escape");
  await expect(payment).toBeHidden();

  await card.getByTestId("order-chat").click();
  const chat = page.getByRole("dialog", { name: "Чат с юристом" });
  await expect(chat).toBeVisible();
  // The guest contact form for this very service (the chat itself is covered by guest-chat specs).
  await expect(chat).toContainText(paid.title);
  await expect(chat.getByRole("button", { name: "Начать чат" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  expect(page.url()).toBe(home);
  await page.keyboard.press("Escape");
  await expect(chat).toBeHidden();

  expect(paymentsCreated).toEqual([]);
  expect(pageLoads).toEqual([]);
  expect(page.context().pages()).toHaveLength(1);
});

test("[guest] the auto-lawyer widget lists the services and «Показать все» shows them all", async ({
  page,
}) => {
  const autoServices = await demoAutoServices(page);
  expect(autoServices.length).toBeGreaterThan(0);
  await page.goto("/");

  // The pill steps aside while a heading is under it (web/app/floating-helpers.tsx); a reader
  // scrolls on until it is back.
  const toggle = page.getByTestId("auto-lawyer-widget-toggle");
  for (let step = 0; step < 12 && !(await toggle.isVisible()); step += 1) {
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(100);
  }
  await toggle.click();
  const panel = page.getByTestId("auto-lawyer-widget-panel");
  await expect(panel).toBeVisible();
  const items = panel.getByRole("listitem").filter({ hasNotText: MADE_BY_SPECS });
  await expect(items).toHaveCount(autoServices.length);
  await expect(items).toHaveText(autoServices.map((s) => s.title));

  await panel.getByRole("button", { name: "Показать все" }).click();
  const all = page.getByRole("dialog", { name: "Услуги автоюриста" });
  await expect(all).toBeVisible();
  const cards = all
    .getByTestId("auto-lawyer-all")
    .getByTestId("auto-lawyer-card")
    .filter({ hasNotText: MADE_BY_SPECS });
  await expect(cards).toHaveCount(autoServices.length);
  await expect(cards).toContainText(autoServices.map((s) => s.title));
});

test("[guest] /auto-lawyer shows «Скрыто» for a hidden price and «Не указано» for a missing one", async ({
  page,
}) => {
  const autoServices = await demoAutoServices(page);
  const hidden = autoServices.find((s) => s.hide_full_service_price || s.hide_remote_price);
  const unpriced = autoServices.find(
    (s) => s.price_full_service === null && s.price_remote === null,
  );
  const plain = autoServices.find(
    (s) =>
      !s.hide_full_service_price &&
      !s.hide_remote_price &&
      s.price_full_service !== null &&
      s.price_remote !== null,
  );
  if (!hidden || !unpriced || !plain) throw new Error("the demo auto-lawyer data changed");

  await page.goto("/auto-lawyer");
  await expect(page.getByRole("heading", { level: 1, name: "Автоюрист" })).toBeVisible();
  const grid = page.getByTestId("auto-lawyer-grid");
  const cardOf = (service: AutoLawyerService) =>
    grid.getByTestId("auto-lawyer-card").filter({ hasText: service.title });

  await expect(
    grid.getByTestId("auto-lawyer-card").filter({ hasNotText: MADE_BY_SPECS }),
  ).toHaveCount(autoServices.length);
  await expect(cardOf(hidden).getByTestId("auto-lawyer-prices")).toContainText(PRICE_TEXTS.hidden);
  await expect(cardOf(unpriced).getByTestId("auto-lawyer-prices")).toContainText(
    PRICE_TEXTS.notSet,
  );
  const plainPrices = cardOf(plain).getByTestId("auto-lawyer-prices");
  await expect(plainPrices).toContainText("₽");
  await expect(plainPrices).not.toContainText(PRICE_TEXTS.hidden);
  await expect(plainPrices).not.toContainText(PRICE_TEXTS.notSet);
});

test("[guest] the business tariffs on /services are four plans, МикроБизнес within 72 hours", async ({
  page,
}) => {
  await page.goto("/services");
  await page.getByTestId("business-tariffs-button").click();
  const modal = page.getByRole("dialog", { name: TARIFF_TEXTS.modalTitle });
  await expect(modal).toBeVisible();
  const cards = modal.getByTestId("tariff-card");
  await expect(cards).toHaveCount(4);
  for (const name of ["Silver", "Gold", "Platinum", "МикроБизнес"]) {
    await expect(
      cards.filter({ has: page.getByRole("heading", { name, exact: true }) }),
    ).toHaveCount(1);
  }

  const micro = modal.locator('[data-testid="tariff-card"][data-tariff-id="micro"]');
  await expect(micro.getByRole("heading", { name: "МикроБизнес" })).toBeVisible();
  const deadline = micro.getByText("Выполнение задач в течение 72 часов");
  await expect(deadline).toBeHidden();
  await micro.getByRole("button", { name: TARIFF_TEXTS.showDetails }).click();
  await expect(deadline).toBeVisible();
  await expect(micro.getByRole("button", { name: TARIFF_TEXTS.pay })).toBeVisible();
});

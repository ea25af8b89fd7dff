import type { Service } from "../domain/catalogue/service-schemas.ts";
import { documentTitle } from "../domain/site-pages/page-meta.ts";
import { DEMO_SITE_NAME } from "../server/db/seed/demo-site-settings.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

const digitsOf = (text: string | null) => (text ?? "").replace(/\D/g, "");

/**
 * Issue 29: each service has a page of its own, reached from its catalogue card, while the card's
 * title keeps opening the quick view.
 */
test("[guest] follows a card to the service's own page, then a recommendation to another", async ({
  page,
}) => {
  const services = await getJson<Service[]>(page, "/api/services");
  // A priced catalogue service with recommendations (an auto-lawyer one is priced in the chat).
  let chosen: { service: Service; recommended: Service[] } | undefined;
  for (const service of services) {
    if (service.category === "auto" || service.base_price <= 0) continue;
    const recommended = await getJson<Service[]>(
      page,
      `/api/services/${service.id}/recommendations`,
    );
    if (recommended.length > 0) {
      chosen = { service, recommended };
      break;
    }
  }
  if (!chosen) throw new Error("the demo catalogue has no priced service with recommendations");
  const { service, recommended } = chosen;

  await page.goto("/services");
  const card = page.locator(`[data-testid="service-card"][data-service-id="${service.id}"]`);
  await card.getByTestId("service-page-link").click();

  await expect(page).toHaveURL(new RegExp(`/services/${service.id}$`));
  await expect(page.getByTestId("service-detail-modal")).toHaveCount(0);
  await expect(
    page.getByRole("heading", { level: 1, name: service.title, exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(service.title, DEMO_SITE_NAME));
  await expect(page.locator("title")).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  const price = page.getByTestId("service-page-price");
  expect(digitsOf(await price.textContent())).toBe(String(service.base_price));
  if (service.price_from) await expect(price).toHaveText(/^От /);
  const main = page.getByTestId("service-page");
  await expect(main.getByTestId("order-chat")).toBeVisible();
  await expect(main.getByTestId("order-pay")).toBeVisible();

  const [first] = recommended;
  const links = main.getByTestId("recommendation");
  await expect(links).toHaveCount(recommended.length);
  await links.filter({ hasText: first!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${first!.id}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: first!.title, exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(first!.title, DEMO_SITE_NAME));
});

test("[guest] an unknown service's address answers 404 and says the service is not found", async ({
  page,
}) => {
  const response = await page.goto("/services/2147480000");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("service-not-found")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Услуга не найдена" })).toBeVisible();
});

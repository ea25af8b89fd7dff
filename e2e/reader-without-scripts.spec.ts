import type { ArticleListItem } from "../domain/articles/article-schemas.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { formatRoubles } from "../domain/money.ts";
import { expect, getJson, test } from "./support/fixtures.ts";

/**
 * Issue 29: a crawler that runs no script, or a phone with scripts off, reads a service's page
 * and an article's from the HTML alone, and their links lead on.
 */
test.describe("JavaScript off, 390 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("[guest] reads an article and follows «Ко всем статьям»", async ({ page }) => {
    const [item] = await getJson<ArticleListItem[]>(page, "/api/articles");
    if (!item) throw new Error("the demo content has no article");
    const article = await getJson<{ content: string }>(page, `/api/articles/${item.id}`);
    const firstWords = (/<p>([^<]{20,})/.exec(article.content)?.[1] ?? "").slice(0, 40);
    expect(firstWords.length).toBeGreaterThan(10);

    await page.goto(`/articles/${item.id}`);
    await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByText(firstWords, { exact: false }).first()).toBeVisible();
    // Nothing runs wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByRole("link", { name: "Ко всем статьям" }).first().click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test("[guest] reads a service's page: title, description and price", async ({ page }) => {
    const services = await getJson<Service[]>(page, "/api/services");
    const service = services.find((item) => item.base_price > 0 && item.category !== "auto");
    if (!service) throw new Error("the demo catalogue has no priced service");

    await page.goto(`/services/${service.id}`);
    await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible();
    await expect(
      page.getByText(service.description.split("\n")[0]!.slice(0, 40)).first(),
    ).toBeVisible();
    await expect(page.getByTestId("service-page-price")).toContainText(
      `${formatRoubles(service.base_price)} ₽`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // The recommendations are links to their own pages, rendered by the server.
    await expect(page.getByTestId("recommendation").first()).toHaveAttribute(
      "href",
      /^\/services\/\d+$/,
    );
    await page.getByLabel("Путь к странице").getByRole("link", { name: "Услуги и цены" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

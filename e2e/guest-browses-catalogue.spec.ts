import type { Article, ArticleListItem } from "../domain/articles/article-schemas.ts";
import { ARTICLE_TEXTS, htmlToPlainText } from "../domain/articles/articles.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { HOME_SERVICES_COUNT } from "../domain/catalogue/services.ts";
import type { Review } from "../domain/reviews/review-schemas.ts";
import { withCatalogueLock } from "./support/back-office.ts";
import { expect, getJson, test } from "./support/fixtures.ts";
import { withSpecLock } from "./support/spec-lock.ts";

const digitsOf = (text: string | null) => (text ?? "").replace(/\D/g, "");

test("[guest] browses home → services → detail → recommendations → contract types", async ({
  page,
}) => {
  const services = await getJson<Service[]>(page, "/api/services");
  expect(services.length).toBeGreaterThan(HOME_SERVICES_COUNT);

  await test.step("the home page shows the hero, 15 services, the tariffs and the reviews", async () => {
    // Other specs publish reviews: the count is read and checked while none may.
    await withSpecLock("reviews", async () => {
      const approved = (await getJson<Review[]>(page, "/api/reviews")).filter((r) => r.is_approved);
      expect(approved.length).toBeGreaterThan(0);
      await page.goto("/");
      await expect(
        page.getByRole("heading", { level: 1, name: "Удалённый юридический офис онлайн" }),
      ).toBeVisible();
      const homeCards = page.getByTestId("service-grid").getByTestId("service-card");
      await expect(homeCards).toHaveCount(HOME_SERVICES_COUNT);
      const shownIds = await homeCards.evaluateAll((cards) =>
        cards.map((card) => Number(card.getAttribute("data-service-id"))),
      );
      expect(shownIds).toEqual(services.slice(0, HOME_SERVICES_COUNT).map((s) => s.id));

      await expect(page.getByTestId("tariff-cards").getByTestId("tariff-card")).toHaveCount(4);

      const reviewsBlock = page.getByTestId("reviews-block");
      await expect(reviewsBlock.getByTestId("review-card")).toHaveCount(
        Math.min(5, approved.length),
      );
      await expect(page.getByTestId("hero-reviews")).toContainText(`(${approved.length})`);
    });
  });

  await test.step("the catalogue lists every active service", async () => {
    await page.getByRole("link", { name: "Выбрать услугу" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Услуги" })).toBeVisible();
    // Other specs add and remove services: the list is read and compared while none may.
    await withCatalogueLock(async () => {
      const active = await getJson<Service[]>(page, "/api/services");
      await page.reload();
      const cards = page.getByTestId("service-grid").getByTestId("service-card");
      await expect(cards).toHaveCount(active.length);
      const ids = await cards.evaluateAll((all) =>
        all.map((card) => Number(card.getAttribute("data-service-id"))),
      );
      expect(ids).toEqual(active.map((s) => s.id));
    });
  });

  // The first service the API recommends something for, and what it recommends.
  let withRecommendations: { service: Service; recommended: Service[] } | undefined;
  for (const service of services) {
    const recommended = await getJson<Service[]>(
      page,
      `/api/services/${service.id}/recommendations`,
    );
    if (recommended.length > 0) {
      withRecommendations = { service, recommended };
      break;
    }
  }
  if (!withRecommendations) throw new Error("the demo catalogue has no recommendations at all");
  const { service, recommended } = withRecommendations;
  const [firstRecommended] = recommended;
  if (!firstRecommended) throw new Error("unreachable");

  await test.step(`opens «${service.title}» and sees its recommendations`, async () => {
    await page
      .locator(`[data-testid="service-card"][data-service-id="${service.id}"]`)
      .getByRole("button", { name: service.title, exact: true })
      .click();
    const modal = page.getByRole("dialog", { name: service.title, exact: true });
    await expect(modal).toBeVisible();
    expect(digitsOf(await modal.getByTestId("service-modal-price").textContent())).toBe(
      String(service.base_price),
    );
    const items = modal.getByTestId("service-recommendations").getByTestId("recommendation");
    await expect(items).toHaveCount(recommended.length);
    await expect(items).toContainText(recommended.map((r) => r.title));
  });

  await test.step(`clicks the recommendation «${firstRecommended.title}» and the modal switches`, async () => {
    const nextRecommended = await getJson<Service[]>(
      page,
      `/api/services/${firstRecommended.id}/recommendations`,
    );
    await page.getByTestId("recommendation").filter({ hasText: firstRecommended.title }).click();
    const modal = page.getByRole("dialog", { name: firstRecommended.title, exact: true });
    await expect(modal).toBeVisible();
    await expect(page.getByRole("dialog", { name: service.title, exact: true })).toHaveCount(0);
    expect(digitsOf(await modal.getByTestId("service-modal-price").textContent())).toBe(
      String(firstRecommended.base_price),
    );
    if (nextRecommended.length > 0) {
      await expect(modal.getByTestId("recommendation")).toContainText(
        nextRecommended.map((r) => r.title),
      );
    } else {
      await expect(modal.getByTestId("no-recommendations")).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  });

  const contractDrafting = services.find((s) => s.slug === "contract-drafting");
  if (!contractDrafting) throw new Error("the demo catalogue has no contract-drafting service");

  await test.step("opens contract drafting and follows «Виды договоров»", async () => {
    await page
      .locator(`[data-testid="service-card"][data-service-id="${contractDrafting.id}"]`)
      .getByRole("button", { name: contractDrafting.title, exact: true })
      .click();
    const modal = page.getByRole("dialog", { name: contractDrafting.title, exact: true });
    await expect(modal).toBeVisible();
    await modal.getByRole("link", { name: "Виды договоров" }).click();
    await expect(page).toHaveURL(/\/contract-types$/);
    await expect(page.getByRole("heading", { level: 1, name: "Виды договоров" })).toBeVisible();
    await expect(page.getByTestId("document-kind").first()).toBeVisible();
    await expect(modal).toBeHidden();
  });
});

test("[guest] reads an article, returns to the list, and a missing article is «Статья не найдена»", async ({
  page,
}) => {
  // The oldest article is demo content: other specs publish and delete articles meanwhile (the
  // list is paged: one large page reaches the oldest).
  const listed = (await getJson<ArticleListItem[]>(page, "/api/articles?limit=100")).at(-1);
  if (!listed) throw new Error("the demo content has no articles");
  const article = await getJson<Article>(page, `/api/articles/${listed.id}`);
  const opening = htmlToPlainText(article.content).slice(0, 60);

  await page.goto("/");
  // The list the page itself received, so a spec publishing in parallel cannot skew the count.
  const pageList = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/articles");
  await page
    .getByRole("navigation", { name: "Основное меню" })
    .getByRole("link", { name: "Статьи" })
    .click();
  await expect(page).toHaveURL(/\/articles$/);
  const articles = (await (await pageList).json()) as ArticleListItem[];
  await expect(page.getByTestId("article-card")).toHaveCount(articles.length);

  await page.getByRole("link", { name: `${ARTICLE_TEXTS.readMore}: ${article.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${article.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByTestId("article-body")).toContainText(opening);

  await page.getByRole("link", { name: ARTICLE_TEXTS.backToList }).first().click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(page.getByTestId("article-card").filter({ hasText: article.title })).toBeVisible();

  await page.goto("/articles/999999");
  await expect(
    page.getByTestId("article-not-found").getByRole("heading", { name: ARTICLE_TEXTS.notFound }),
  ).toBeVisible();
  await expect(page.getByTestId("article-body")).toHaveCount(0);
});

import { expect, test } from "./support/fixtures.ts";

test("[guest] reads how to order, follows the start button, and reads about us and the lawsuit kinds", async ({
  page,
}) => {
  await page.goto("/order-instructions");
  await expect(
    page.getByRole("heading", { level: 1, name: "Как заказать и оплатить" }),
  ).toBeVisible();
  // The spec's three steps after payment, in order.
  const steps = page
    .getByRole("region", { name: "Что происходит после оплаты" })
    .getByRole("listitem");
  await expect(steps).toHaveCount(3);
  await expect(steps.first()).toContainText("Напишите нам после оплаты");
  await page.getByRole("link", { name: "Начать — выбрать услугу" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByTestId("service-card").first()).toBeVisible();

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "О нас" })).toBeVisible();
  await page.getByRole("link", { name: "Как заказать" }).first().click();
  await expect(page).toHaveURL(/\/order-instructions$/);

  await page.goto("/lawsuit-types");
  await expect(page.getByRole("heading", { level: 1, name: "Виды исков" })).toBeVisible();
  await expect(page.getByTestId("document-kind").first()).toBeVisible();
  expect(await page.getByTestId("document-kind").count()).toBeGreaterThan(5);
});

import { expect, test } from "./support/fixtures.ts";

test.use({ viewport: { width: 375, height: 740 } });

const NAV_LABELS = ["Главная", "Услуги", "О нас", "Отзывы", "Статьи"];

test("[guest on a phone] opens the burger menu and goes to «Услуги»", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Основное меню" })).toBeHidden();

  await page.getByRole("button", { name: "Открыть меню" }).click();
  const menu = page.getByRole("dialog");
  const nav = menu.getByRole("navigation", { name: "Мобильное меню" });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link")).toHaveText(NAV_LABELS);
  await expect(menu.getByRole("link", { name: "Вход", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Регистрация", exact: true })).toBeVisible();

  await nav.getByRole("link", { name: "Услуги" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1, name: "Услуги" })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(page.getByTestId("service-card").first()).toBeVisible();
});

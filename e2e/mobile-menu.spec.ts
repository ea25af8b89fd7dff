import { A11Y_TEXTS } from "../domain/accessibility/accessibility.ts";
import { expect, test } from "./support/fixtures.ts";

test.use({ viewport: { width: 375, height: 740 } });

const NAV_LABELS = ["Главная", "Услуги", "О нас", "Отзывы", "Статьи"];

test("[guest on a phone] opens the burger menu and goes to «Услуги»", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Основное меню" })).toBeHidden();

  await page.getByRole("button", { name: A11Y_TEXTS.openMenu }).click();
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

test("[guest on a phone] the open menu holds the page still, and a tap beside it closes it", async ({
  page,
}) => {
  await page.goto("/");
  const burger = page.getByRole("button", { name: A11Y_TEXTS.openMenu });
  const pageOverflow = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  await burger.click();
  const menu = page.getByRole("dialog", { name: A11Y_TEXTS.menuDialog });
  await expect(menu.getByRole("navigation", { name: "Мобильное меню" })).toBeVisible();
  await expect(burger).toHaveAttribute("aria-expanded", "true");
  expect(await pageOverflow()).toBe("hidden");

  // The menu is 360 px wide on a 375 px screen: the strip on its left is the backdrop.
  const panel = await menu.boundingBox();
  if (!panel) throw new Error("the open menu has no box");
  expect(panel.x).toBeGreaterThan(0);
  await page.mouse.click(panel.x / 2, 400);
  await expect(menu).toBeHidden();
  await expect(burger).toHaveAttribute("aria-expanded", "false");
  expect(await pageOverflow()).not.toBe("hidden");
});

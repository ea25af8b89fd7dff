import { randomBytes } from "node:crypto";
import type { Review } from "../domain/reviews/review-schemas.ts";
import { REVIEW_TEXTS } from "../domain/reviews/reviews.ts";
import { createClient, expect, getJson, signInWithToken, test } from "./support/fixtures.ts";

test("[client] leaves a review that waits for moderation and is not published", async ({
  page,
}) => {
  const client = await createClient(page, "individual", "Светлана Отзывчивая");
  await signInWithToken(page, client.token, client.email);
  const comment = `Юрист быстро подготовил договор аренды, всё понятно объяснил. #${randomBytes(4).toString("hex")}`;

  await page.goto("/reviews");
  const form = page.getByTestId("review-form");
  await form.getByRole("combobox", { name: /^Услуга/ }).fill("Составление договора");
  await page.keyboard.press("Escape");
  // The rating's radios are visually hidden; a user clicks the star, which is their label.
  const fourStars = form.getByRole("radio", { name: "4 из 5" });
  await form.locator(`label[for="${await fourStars.getAttribute("id")}"]`).click();
  await expect(fourStars).toBeChecked();
  await form.getByRole("textbox", { name: /^Отзыв/ }).fill(comment);
  await form.getByRole("button", { name: "Отправить отзыв" }).click();

  await expect(form.getByTestId("review-success")).toHaveText(REVIEW_TEXTS.submitted);
  await expect(form.getByRole("textbox", { name: /^Отзыв/ })).toHaveValue("");

  await test.step("the public list on /reviews does not show it", async () => {
    await page.reload();
    await expect(page.getByTestId("review-list").getByTestId("review-card").first()).toBeVisible();
    await expect(page.getByText(comment)).toHaveCount(0);
  });

  await test.step("the home page does not show it", async () => {
    await page.goto("/");
    await expect(
      page.getByTestId("reviews-block").getByTestId("review-card").first(),
    ).toBeVisible();
    await expect(page.getByText(comment)).toHaveCount(0);
  });

  await test.step("the public API does not return it", async () => {
    const reviews = await getJson<Review[]>(page, "/api/reviews");
    expect(reviews.map((review) => review.comment)).not.toContain(comment);
  });
});

test("[guest] on /reviews is asked to sign in before writing a review", async ({ page }) => {
  await page.goto("/reviews");
  await expect(page.getByTestId("review-login-required")).toContainText(REVIEW_TEXTS.loginRequired);
  await expect(page.getByTestId("review-form")).toHaveCount(0);
  await page.getByTestId("review-login-required").getByRole("link", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

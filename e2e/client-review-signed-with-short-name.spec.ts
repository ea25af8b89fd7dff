import { REVIEW_AUTHOR_TEXTS } from "../domain/reviews/review-author.ts";
import type { Review } from "../domain/reviews/review-schemas.ts";
import { authHeader, expectAccessible, signInExecutor, VIEWPORTS } from "./support/back-office.ts";
import { postAs, uniqueTag } from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";
import { withSpecLock } from "./support/spec-lock.ts";

/**
 * Issue 28 §1: a review names its author «Имя Ф.» wherever the public sees it, and the form says
 * so before the author sends it. The account's name here is «Фамилия Имя Отчество».
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[client] the review form says «Отзыв будет подписан: Анна С.», and the published review says the same (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const tag = uniqueTag();
      const fullName = `Смирнова${tag} Анна Петровна`;
      const comment = `Всё сделали в срок #${tag}`;
      const author = await createClient(page, "individual", fullName);

      await test.step("the form tells the author how the name will appear", async () => {
        await signInWithToken(page, author.token, author.email);
        await page.goto("/reviews");
        const form = page.getByTestId("review-form");
        await expect(form.getByTestId("review-signed-as")).toContainText(
          REVIEW_AUTHOR_TEXTS.signedAs("Анна С."),
        );
        await expect(form).not.toContainText(fullName);
        await expectAccessible(page);
      });

      // Publishing changes the public count of reviews that the guest's home-page story checks.
      await withSpecLock("reviews", async () => {
        const review = await postAs<Review>(page, author.token, "/api/reviews", {
          service_title: "Консультация",
          rating: 5,
          comment,
        });
        const executor = await signInExecutor(page);
        try {
          const approve = await page.request.put(`/api/reviews/${review.id}/approve`, {
            headers: authHeader(executor),
          });
          expect(approve.status()).toBe(200);

          for (const path of ["/reviews", "/"]) {
            await test.step(`${path} shows «Анна С.», never the whole name`, async () => {
              await page.goto(path);
              const card = page.getByTestId("review-card").filter({ hasText: comment });
              await expect(card).toBeVisible();
              await expect(card).toContainText("Анна С.");
              await expect(page.locator("body")).not.toContainText(`Смирнова${tag}`);
              await expectAccessible(page);
            });
          }
        } finally {
          await page.request.delete(`/api/reviews/${review.id}`, { headers: authHeader(executor) });
        }
      });
    });
  });
}

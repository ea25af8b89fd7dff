import type { Locator, Page } from "@playwright/test";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { REVIEW_MODERATION_TEXTS as M } from "../domain/reviews/review-moderation.ts";
import type { Review } from "../domain/reviews/review-schemas.ts";
import { REVIEW_STATUS_LABELS, REVIEW_TEXTS } from "../domain/reviews/reviews.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  authHeader,
  expectAccessible,
  expectUncovered,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { openClientChat, postAs, uniqueTag, waitForPushChannel } from "./support/chat.ts";
import { createClient, expect, getJson, test } from "./support/fixtures.ts";
import { withSpecLock } from "./support/spec-lock.ts";

const TAB = EXECUTOR_TEXTS.tabs.reviews;

/** A client whose order the executor delivered and the client accepted: a «Проверенный клиент». */
async function clientWithAcceptedOrder(page: Page, executor: string, name: string) {
  const client = await createClient(page, "individual", name);
  const session = await openClientChat(page, client.token, 1);
  const url = (tail: string) => `/api/chat/sessions/${session.id}/${tail}`;
  await postAs(page, executor, url("start-task"), { duration_value: 1, duration_unit: "days" });
  await postAs(page, executor, url("documents-ready"));
  await postAs(page, client.token, url("accept-order"));
  return client;
}

const submitReview = (page: Page, token: string, comment: string) =>
  postAs<Review>(page, token, "/api/reviews", {
    service_title: "Составление договора",
    rating: 5,
    comment,
  });

/** The «Отзывы» badge of the cabinet's menu: its count, 0 when it is not shown. */
async function pendingBadge(page: Page): Promise<number> {
  const badge = page
    .getByRole("navigation", { name: EXECUTOR_TEXTS.menuLabel })
    .getByLabel(/^На модерации: \d+$/);
  if ((await badge.count()) === 0) return 0;
  const label = (await badge.first().getAttribute("aria-label")) ?? "";
  return Number(label.replace(/\D/g, ""));
}

const filterButton = (page: Page, label: string) =>
  page
    .getByRole("group", { name: M.filterLabel })
    .getByRole("button", { name: new RegExp(`^${label}`) });

const reviewCard = (page: Page, comment: string) =>
  page.getByTestId("moderation-review").filter({ hasText: comment });

const notice = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

async function expectOnlyActions(card: Locator, offered: string[], absent: string[]) {
  for (const label of offered)
    await expect(card.getByRole("button", { name: label })).toBeVisible();
  for (const label of absent)
    await expect(card.getByRole("button", { name: label })).toHaveCount(0);
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor] sees a new review on the badge, adds a reply and publishes it on /reviews (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      // Approving changes the public count of reviews that the guest's home-page story checks.
      await withSpecLock("reviews", async () => {
        const tag = uniqueTag();
        const comment = `Юрист помог с договором поставки, всё четко. #${tag}`;
        const reply = `Спасибо, что выбрали нас! #${tag}`;
        const executor = await signInExecutor(page);
        const author = await clientWithAcceptedOrder(page, executor, `Ольга Довольная ${tag}`);

        const push = waitForPushChannel(page);
        await page.goto("/executor-dashboard");
        await push;
        const before = await pendingBadge(page);

        await test.step("the client's review lights the «Отзывы» badge without a reload", async () => {
          await submitReview(page, author.token, comment);
          await expect.poll(() => pendingBadge(page)).toBeGreaterThan(before);
        });

        await openCabinetTab(page, TAB);
        await expectAccessible(page);
        await filterButton(page, M.filters.pending).click();
        await expect(filterButton(page, M.filters.pending)).toHaveAttribute("aria-pressed", "true");
        const card = reviewCard(page, comment);
        await expect(card.getByTestId("review-status")).toHaveText(REVIEW_STATUS_LABELS.pending);
        await expect(card.getByTestId("verified-client")).toHaveText(REVIEW_TEXTS.verifiedClient);
        await expectOnlyActions(
          card,
          [M.edit, M.actions.approve, M.actions.reject, M.remove],
          [M.actions.pending],
        );

        await test.step("edits the review, adding the executor's reply", async () => {
          await expectUncovered(card.getByRole("button", { name: M.edit }));
          await card.getByRole("button", { name: M.edit }).click();
          const dialog = page.getByRole("dialog", { name: M.editTitle });
          await expect(dialog.getByRole("textbox", { name: M.fields.comment })).toHaveValue(
            comment,
          );
          await expectAccessible(page, '[role="dialog"]');
          await dialog.getByRole("textbox", { name: M.fields.executorReply }).fill(reply);
          await dialog.getByRole("button", { name: M.save }).click();
          await expect(notice(page, M.updated)).toBeVisible();
          await expect(dialog).toBeHidden();
          await expect(card.getByTestId("review-reply")).toContainText(reply);
        });

        await test.step("publishes it: it leaves the moderation queue", async () => {
          await card.getByRole("button", { name: M.actions.approve }).click();
          await expect(notice(page, M.moved.approve)).toBeVisible();
          await expect(card).toHaveCount(0);
          await filterButton(page, M.filters.approved).click();
          await expect(reviewCard(page, comment).getByTestId("review-status")).toHaveText(
            REVIEW_STATUS_LABELS.approved,
          );
          await expectOnlyActions(
            reviewCard(page, comment),
            [M.actions.reject, M.actions.pending],
            [M.actions.approve],
          );
        });

        await test.step("/reviews shows it with «Ответ специалиста» and the verified mark", async () => {
          await page.goto("/reviews");
          const shown = page.getByTestId("review-list").getByTestId("review-card").filter({
            hasText: comment,
          });
          await expect(shown.getByTestId("review-reply")).toContainText(REVIEW_TEXTS.executorReply);
          await expect(shown.getByTestId("review-reply")).toContainText(reply);
          await expect(shown.getByTestId("verified-client")).toHaveText(
            REVIEW_TEXTS.verifiedClient,
          );
        });
      });
    });

    test(`[executor] rejects a review, returns it to moderation and deletes it (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      // Approving changes the public count of reviews that the guest's home-page story checks.
      await withSpecLock("reviews", async () => {
        const tag = uniqueTag();
        const comment = `Отзыв для проверки модерации #${tag}`;
        const executor = await signInExecutor(page);
        const author = await createClient(page, "individual", `Игорь Спорный ${tag}`);
        const review = await submitReview(page, author.token, comment);
        const approve = await page.request.put(`/api/reviews/${review.id}/approve`, {
          headers: authHeader(executor),
        });
        expect(approve.status()).toBe(200);

        await page.goto("/executor-dashboard");
        await openCabinetTab(page, TAB);
        await filterButton(page, M.filters.approved).click();
        const card = reviewCard(page, comment);
        await expect(card.getByTestId("verified-client")).toHaveCount(0);

        await test.step("rejects it: /reviews no longer shows it", async () => {
          await card.getByRole("button", { name: M.actions.reject }).click();
          await expect(notice(page, M.moved.reject)).toBeVisible();
          await expect(card).toHaveCount(0);
          const shown = await getJson<Review[]>(page, "/api/reviews");
          expect(shown.map((r) => r.id)).not.toContain(review.id);
        });

        await test.step("returns it to moderation from «Отклонены»", async () => {
          await filterButton(page, M.filters.rejected).click();
          await expectOnlyActions(card, [M.actions.approve, M.actions.pending], [M.actions.reject]);
          await card.getByRole("button", { name: M.actions.pending }).click();
          await expect(notice(page, M.moved.pending)).toBeVisible();
          await filterButton(page, M.filters.pending).click();
          await expect(card.getByTestId("review-status")).toHaveText(REVIEW_STATUS_LABELS.pending);
        });

        await test.step("deletes it after confirming", async () => {
          await card.getByRole("button", { name: M.remove }).click();
          const confirm = page.getByRole("dialog", { name: M.deleteTitle });
          await expect(confirm).toContainText(M.deleteText(author.fullName));
          await confirm.getByRole("button", { name: CONFIRM_TEXTS.cancel }).click();
          await expect(card).toBeVisible();
          await card.getByRole("button", { name: M.remove }).click();
          await confirm.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
          await expect(notice(page, M.deleted)).toBeVisible();
          await expect(card).toHaveCount(0);
          await filterButton(page, M.filters.all).click();
          await expect(filterButton(page, M.filters.all)).toHaveAttribute("aria-pressed", "true");
          await expect(reviewCard(page, comment)).toHaveCount(0);
        });
      });
    });
  });
}

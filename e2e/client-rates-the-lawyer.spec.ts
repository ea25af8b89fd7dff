import { ANALYTICS_TEXTS } from "../domain/analytics/analytics.ts";
import { CHAT_TEXTS } from "../domain/chat/chat.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { SLA_TEXTS as T } from "../domain/sla/sla.ts";
import { STAFF_TEXTS } from "../domain/staff/staff.ts";
import { CHAT_UI_TEXTS } from "../web/features/chat/chat-texts.ts";
import { DEMO_ACCOUNTS } from "./support/accounts.ts";
import { expectAccessible, openCabinetTab, VIEWPORTS } from "./support/back-office.ts";
import {
  assignChat,
  chatCardOf,
  executorToken,
  getAs,
  openClientChat,
  postAs,
  sendAs,
} from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/** A 1×1 PNG: the smallest picture the server's content check takes. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Issue 30 §1, §4, §5: the lawyer puts a photo in «Учётная запись»; a client's first message
 * starts the reply-time clock («Ответить до …» on the
 * lawyer's card); the lawyer answers and delivers; the client accepts, is asked «Оцените работу
 * юриста» at once and rates; «Команда» in «Аналитика» shows the lawyer's line with the rating.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client, executor] the reply-time badge, the rating after acceptance, «Команда» (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const client = await createClient(page, "individual", "Клиент Оценивающий");
      const chat = await openClientChat(page, client.token, 3);
      await sendAs(page, client.token, chat.id, "Здравствуйте, нужна помощь с договором");
      const lawyer = await executorToken(page);
      // The demo lawyer's chat, whoever was least busy when it opened.
      const me = await getAs<{ id: number }>(page, lawyer, "/api/auth/me");
      await assignChat(page, lawyer, chat.id, me.id);

      // The lawyer's photo, from «Учётная запись»: the client will see it beside the name.
      await signInWithToken(page, lawyer, DEMO_ACCOUNTS.executor.email);
      await page.goto("/executor-dashboard?tab=account");
      const photo = page.getByRole("region", { name: STAFF_TEXTS.photoTitle });
      const chooser = page.waitForEvent("filechooser");
      await photo.getByRole("button", { name: STAFF_TEXTS.photoChoose }).click();
      await (await chooser).setFiles({ name: "photo.png", mimeType: "image/png", buffer: PHOTO });
      await expect(page.getByText(STAFF_TEXTS.photoSaved)).toBeVisible();
      await expect(
        photo.getByRole("img", { name: STAFF_TEXTS.photoAlt(DEMO_ACCOUNTS.executor.fullName) }),
      ).toBeVisible();
      await expectAccessible(page);

      // The lawyer's card counts down to the first answer.
      await page.goto("/executor-dashboard?tab=chats");
      const card = chatCardOf(page, chat.id);
      // Service 3's target is 60 working minutes; the e2e firm works around the clock.
      await expect(card.getByTestId("reply-due")).toHaveText(/^Осталось (1 ч|59 мин|58 мин)$/);
      await expectAccessible(page);
      await sendAs(page, lawyer, chat.id, "Добрый день! Подготовлю договор сегодня.");
      await postAs(page, lawyer, `/api/chat/sessions/${chat.id}/start-task`, {
        duration_value: 1,
        duration_unit: "days",
      });
      await postAs(page, lawyer, `/api/chat/sessions/${chat.id}/documents-ready`);
      await page.reload();
      await expect(chatCardOf(page, chat.id)).toBeVisible();
      await expect(chatCardOf(page, chat.id).getByTestId("reply-due")).toHaveCount(0);

      // The client accepts: the rating dialog opens by itself.
      await signInWithToken(page, client.token, client.email);
      await page.goto(`/dashboard?tab=chat&chat=${chat.id}`);
      const assigned = page.getByTestId("assigned-lawyer");
      await expect(assigned).toContainText(
        `${STAFF_TEXTS.yourLawyer}: ${DEMO_ACCOUNTS.executor.fullName}`,
      );
      await expect(assigned.getByRole("img")).toHaveAttribute(
        "src",
        /\/api\/staff\/\d+\/photo\?v=\d+/,
      );
      await page.getByRole("button", { name: CHAT_UI_TEXTS.acceptOrder }).click();
      const confirm = page.getByRole("dialog", { name: CHAT_TEXTS.acceptConfirmTitle });
      await confirm.getByRole("button", { name: CONFIRM_TEXTS.confirm }).click();
      const dialog = page.getByRole("dialog", { name: T.rateTitle });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      // Four stars out of five: Mantine's rating is radio inputs drawn by their labels' stars.
      const four = await dialog.getByRole("radio", { name: "4" }).getAttribute("id");
      await dialog.locator(`label[for="${four}"]`).click();
      await expect(dialog.getByRole("radio", { name: "4" })).toBeChecked();
      await dialog.getByLabel(T.rateComment).fill("Быстро и по делу");
      await dialog.getByRole("button", { name: T.rateSubmit }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("client-rating")).toContainText(T.rated(4));

      // «Команда» has the lawyer's line with a rating.
      await signInWithToken(page, lawyer, DEMO_ACCOUNTS.executor.email);
      await page.goto("/executor-dashboard");
      await openCabinetTab(page, ANALYTICS_TEXTS.title);
      const team = page.getByTestId("team-report");
      await expect(team.getByRole("heading", { name: T.teamTitle })).toBeVisible();
      const row = team
        .getByTestId("team-table")
        .getByRole("row")
        .filter({ hasText: DEMO_ACCOUNTS.executor.fullName });
      await expect(row).toBeVisible();
      await expect(row.getByRole("cell").last()).not.toHaveText(T.noValue);
      await expect(team.getByTestId("team-table").getByRole("row").last()).toContainText(T.total);
      await expectAccessible(page);
    });
  });
}

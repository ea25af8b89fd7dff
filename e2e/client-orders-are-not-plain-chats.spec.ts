import { CLIENT_DASHBOARD_TEXTS as T } from "../web/features/dashboards/client-dashboard-texts.ts";
import { expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { executorToken, openClientChat, postAs, sendAs, uniqueTag } from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/**
 * Issue 28 §1: «Написать в чат» opens a conversation, not an order. «Мои заказы» and «Активные
 * заказы» take a chat in once the lawyer takes it into work (or a payment is asked or made).
 */
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[client] a chat opened with a question is not an order until the lawyer takes it into work (${screen})`, async ({
      page,
    }) => {
      const tag = uniqueTag();
      const client = await createClient(page, "individual", `Вера Вопросова ${tag}`);
      const chat = await openClientChat(page, client.token, 1);
      await sendAs(page, client.token, chat.id, `Сколько стоит договор? ${tag}`);
      const lawyer = await executorToken(page);
      await signInWithToken(page, client.token, client.email);
      const activeOrders = (count: number) =>
        page.getByRole("button", { name: `${T.activeOrders}: ${count}. ${T.activeOrdersHint}` });

      await test.step("the overview counts no active order, «Мои заказы» is empty", async () => {
        await page.goto("/dashboard?tab=overview");
        await expect(activeOrders(0)).toBeVisible();
        await page.goto("/dashboard?tab=orders");
        await expect(page.getByRole("heading", { name: T.noOrders })).toBeVisible();
        await expect(page.getByRole("listitem", { name: chat.service_title })).toHaveCount(0);
        await expectAccessible(page);
      });

      await test.step("the chat itself is there, with the question", async () => {
        await page.goto(`/dashboard?tab=chat&chat=${chat.id}`);
        await expect(page.getByTestId("chat-view")).toContainText(`Сколько стоит договор? ${tag}`);
      });

      await test.step("once the lawyer takes it into work it is an active order", async () => {
        await postAs(page, lawyer, `/api/chat/sessions/${chat.id}/start-task`, {
          duration_value: 2,
          duration_unit: "days",
        });
        await page.goto("/dashboard?tab=orders");
        const order = page.getByRole("listitem", { name: chat.service_title });
        await expect(order).toBeVisible();
        await expect(order.getByTestId("order-state")).toHaveText("В работе");
        await expectAccessible(page);
        await page.goto("/dashboard?tab=overview");
        await expect(activeOrders(1)).toBeVisible();
      });
    });
  });
}

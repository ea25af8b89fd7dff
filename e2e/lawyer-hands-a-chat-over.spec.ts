import { STAFF_TEXTS as T } from "../domain/staff/staff.ts";
import { DEMO_ACCOUNTS, E2E_ADMIN } from "./support/accounts.ts";
import {
  expectAccessible,
  expectUncovered,
  VIEWPORTS,
  withOperator,
} from "./support/back-office.ts";
import {
  assignChat,
  chatCardOf,
  executorToken,
  getAs,
  openClientChat,
  sessionAs,
} from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

interface StaffList {
  items: { id: number; full_name: string; email: string; is_active: boolean }[];
}

/**
 * Issue 30 §2: a new chat is assigned at once; the lawyer finds it under «Мои» (or the colleague's
 * under «Все»), hands it to a colleague with «Передать чат», and returns it to the queue, where
 * «Очередь» shows it. The client's chat names the lawyer it was handed to. Two lawyers with one
 * chat open see each other («Сейчас смотрит»); «Кто видит чаты» is the administrator's switch.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[executor] hands a chat to a colleague and back to the queue (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const client = await createClient(page, "individual", "Клиент Передачи");
      const chat = await openClientChat(page, client.token, 1);
      const token = await executorToken(page);
      const staff = await getAs<StaffList>(page, token, "/api/executor/staff");
      const me = staff.items.find((member) => member.email === DEMO_ACCOUNTS.executor.email)!;
      // The operator: a colleague no other spec switches off meanwhile (its address, which
      // executor-changes-own-account.spec.ts changes and puts back, is read under that spec's lock).
      const colleague = await withOperator(page, async () => {
        const list = await getAs<StaffList>(page, token, "/api/executor/staff");
        return list.items.find((member) => member.email === E2E_ADMIN.email)!;
      });
      expect(colleague, "the e2e app's operator is on the staff list").toBeTruthy();

      // The new chat went to whoever was least busy: it starts as the demo lawyer's own.
      await assignChat(page, token, chat.id, me.id);
      await signInWithToken(page, token, DEMO_ACCOUNTS.executor.email);
      await page.goto("/executor-dashboard?tab=chats");
      const card = chatCardOf(page, chat.id);
      await expect(card).toBeVisible();
      await expectAccessible(page);

      // To the colleague: the card and the client's chat name them.
      await card.getByRole("combobox", { name: `${T.assignTo}: ${chat.service_title}` }).click();
      await page.getByRole("option", { name: colleague.full_name, exact: true }).click();
      await expect(page.getByText(T.assignedTo(colleague.full_name))).toBeVisible();
      await expect(card.getByTestId("chat-card-assignee")).toHaveText(
        `${T.assigneeLabel}: ${colleague.full_name}`,
      );
      const seen = await sessionAs(page, client.token, chat.id);
      expect(seen.executor_name).toBe(colleague.full_name);

      // «Мои» no longer lists it; back to the queue, «Очередь» does.
      const views = page.getByRole("group", { name: T.assigneeFilterLabel });
      await views.getByRole("button", { name: T.assigneeFilters.me }).click();
      await expect(page).toHaveURL(/assignee=me/);
      await expect(card).toHaveCount(0);
      await views.getByRole("button", { name: T.assigneeFilters.all }).click();
      // «Все» is still arriving (and live events refresh it): a card drawn anew under the click
      // closes its list, so the choice is made again until it takes.
      await expect(async () => {
        await page.keyboard.press("Escape");
        await card.getByRole("combobox", { name: `${T.assignTo}: ${chat.service_title}` }).click();
        await page.getByRole("option", { name: T.queue, exact: true }).click({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByText(T.returnedToQueue)).toBeVisible();
      await views.getByRole("button", { name: T.assigneeFilters.none }).click();
      await expect(card.getByTestId("chat-card-assignee")).toHaveText(
        `${T.assigneeLabel}: ${T.queue}`,
      );
      // Opening the chat from «Очередь» keeps that view for the way back.
      await expect(card.locator(`a[href*="chat=${chat.id}"]`)).toHaveAttribute(
        "href",
        /assignee=none/,
      );
      await expectAccessible(page);
    });

    test(`[executor] sees a colleague who has the same chat open (${name})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const client = await createClient(page, "individual", "Клиент Просмотра");
      const chat = await openClientChat(page, client.token, 2);
      const token = await executorToken(page);
      await signInWithToken(page, token, DEMO_ACCOUNTS.executor.email);
      await page.goto(`/executor-dashboard?tab=chats&chat=${chat.id}`);
      await expect(page.getByTestId("chat-view")).toBeVisible();
      await withOperator(page, async (operatorToken) => {
        const context = await browser.newContext({ baseURL, viewport });
        try {
          const operator = await context.newPage();
          await signInWithToken(operator, operatorToken, E2E_ADMIN.email);
          await operator.goto(`/executor-dashboard?tab=chats&chat=${chat.id}`);
          // Each sees the other: the operator at once, the lawyer when the arrival is announced.
          await expect(operator.getByTestId("chat-viewers")).toHaveText(
            T.viewing(DEMO_ACCOUNTS.executor.fullName),
          );
          const operatorName = await operator.evaluate(async (bearer) => {
            const me = await fetch("/api/auth/me", { headers: { authorization: bearer } });
            return ((await me.json()) as { full_name: string }).full_name;
          }, `Bearer ${operatorToken}`);
          await expect(page.getByTestId("chat-viewers")).toHaveText(T.viewing(operatorName));
          await expectAccessible(page);
          // The operator closes the chat: the lawyer's line clears without waiting.
          await operator.goto("/executor-dashboard?tab=chats");
          await expect(page.getByTestId("chat-viewers")).toHaveCount(0);
        } finally {
          await context.close();
        }
      });
    });

    test(`[admin] «Кто видит чаты» in «Сотрудники»: the administrator's switch, a lawyer reads it (${name})`, async ({
      page,
    }) => {
      const token = await executorToken(page);
      await signInWithToken(page, token, DEMO_ACCOUNTS.executor.email);
      await page.goto("/executor-dashboard?tab=staff");
      const section = page.getByTestId("staff-visibility");
      // The e2e app pins the setting on (global-setup.ts); a lawyer cannot change it.
      const toggle = section.getByRole("switch", { name: T.allSeeAll });
      await expect(toggle).toBeChecked();
      await expect(toggle).toBeDisabled();
      await expect(section).toContainText(T.visibilityAdminOnly);
      await withOperator(page, async (operatorToken) => {
        await signInWithToken(page, operatorToken, E2E_ADMIN.email);
        await page.goto("/executor-dashboard?tab=staff");
        await expect(section.getByRole("switch", { name: T.allSeeAll })).toBeEnabled();
        await expect(section.getByRole("button", { name: T.backToAutomatic })).toBeVisible();
        await expectAccessible(page);
        await expectUncovered(section.getByRole("switch", { name: T.allSeeAll }));
      });
    });
  });
}

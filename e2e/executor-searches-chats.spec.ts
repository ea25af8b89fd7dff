import type { Page } from "@playwright/test";
import type { ChatMessage } from "../domain/chat/chat-schemas.ts";
import { SEARCH_TEXTS as T } from "../domain/search/search.ts";
import { CLIENT_DASHBOARD_TEXTS } from "../web/features/dashboards/client-dashboard-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  expectAccessible,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { executorToken, messageLog, openClientChat, sendAs, uniqueTag } from "./support/chat.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/**
 * Issue 14 §4: the lawyer finds a chat by a word from an old message — one that newer messages
 * have pushed out of sight — sees it under «Сообщения» with the word marked, and lands in that
 * chat at that message; a client finds their own words and never another client's. Every text
 * carries the run's own tag, so the desktop and phone runs (and other specs) never meet.
 */

const NEWER_MESSAGES = 24;

/**
 * The run's tag as one Cyrillic word: a hex tag like «3e45abcd» is read by the text parser as a
 * number («3e45») and a word, so it would be marked in two pieces.
 */
const wordTag = () =>
  [...uniqueTag()].map((c) => "абвгдежзиклмнопр"["0123456789abcdef".indexOf(c)]).join("");

/** The old message: the word asked is in another form («договоры»), and markup is only letters. */
const oldText = (tag: string) =>
  `Прошу проверить договоры поставки <img src=x onerror="window.__hacked=1"> ${tag}`;

async function seedChat(page: Page, tag: string) {
  const executor = await executorToken(page);
  const client = await createClient(page, "individual", `Клиент Поиска ${tag}`);
  const chat = await openClientChat(page, client.token, 1);
  const sent = await page.request.post(`/api/chat/sessions/${chat.id}/messages`, {
    headers: { authorization: `Bearer ${client.token}` },
    multipart: { content: oldText(tag) },
  });
  expect(sent.status()).toBe(201);
  const [old] = (await sent.json()) as ChatMessage[];
  for (let index = 0; index < NEWER_MESSAGES; index++) {
    await sendAs(
      page,
      index % 2 ? client.token : executor,
      chat.id,
      `Сообщение номер ${index + 1}: обсуждаем сроки`,
    );
  }
  // Another client says the same words: the first client must never find this one.
  const stranger = await createClient(page, "individual", `Чужой Клиент ${tag}`);
  const strangerChat = await openClientChat(page, stranger.token, 1);
  await sendAs(page, stranger.token, strangerChat.id, `Чужой договор ${tag}`);
  return { client, chat, oldId: old?.id ?? 0 };
}

const searchBox = (page: Page) => page.getByRole("searchbox", { name: T.label });
const hits = (page: Page, group: string) =>
  page.getByTestId(`search-group-${group}`).getByTestId("search-hit");

/** The found message is drawn, scrolled into the log's view, lit and focused. */
async function expectLandedOn(page: Page, messageId: number) {
  const message = messageLog(page).locator(`[data-message-id="${messageId}"]`);
  await expect(message).toBeInViewport();
  await expect(message).toBeFocused();
  // Not the newest: the log was scrolled up to it.
  const atBottom = await messageLog(page).evaluate(
    (log) => log.scrollHeight - log.scrollTop - log.clientHeight < 10,
  );
  expect(atBottom).toBe(false);
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor] finds a chat by a word from an old message and lands on it (${screen})`, async ({
      page,
    }) => {
      const tag = wordTag();
      const { chat, oldId } = await seedChat(page, tag);
      await signInExecutor(page);
      await page.goto("/executor-dashboard");
      await openCabinetTab(page, EXECUTOR_TEXTS.tabs.search);
      await expect(page.getByText(T.hint)).toBeVisible();

      await test.step("the search waits for a word and groups what it finds", async () => {
        await searchBox(page).fill(`договор ${tag}`);
        await expect(page).toHaveURL(/[?&]q=/);
        // The lawyer sees every client's chat: the other client's words are found too.
        await expect(hits(page, "messages")).toHaveCount(2);
        await expect(
          page.getByRole("heading", { level: 3, name: `${T.groups.messages} (2)` }),
        ).toBeVisible();
        const found = hits(page, "messages").filter({ hasText: "поставки" });
        await expect(found).toContainText(`Клиент Поиска ${tag}`);
        await expect(found.locator("mark")).toHaveText(["договоры", tag]);
        // The markup typed in the message is shown as letters; nothing of it ran or rendered.
        await expect(found).toContainText('<img src=x onerror="window.__hacked=1">');
        await expect(page.locator('[data-testid="search-panel"] img')).toHaveCount(0);
        expect(await page.evaluate(() => "__hacked" in window)).toBe(false);
        await expectAccessible(page);
      });

      await test.step("nothing found says so", async () => {
        await searchBox(page).fill(`несуществующее${tag}`);
        await expect(page.getByTestId("search-empty")).toHaveText(
          T.nothingFound(`несуществующее${tag}`),
        );
        await searchBox(page).fill(`договор ${tag}`);
        await expect(hits(page, "messages")).toHaveCount(2);
      });

      await test.step("the hit opens the chat at that message", async () => {
        await hits(page, "messages").filter({ hasText: "поставки" }).click();
        await expect(page).toHaveURL(new RegExp(`tab=chats&chat=${chat.id}&message=${oldId}`));
        await expectLandedOn(page, oldId);
        await expectAccessible(page);
      });

      await test.step("«back» returns to the same results", async () => {
        await page.goBack();
        await expect(searchBox(page)).toHaveValue(`договор ${tag}`);
        await expect(hits(page, "messages")).toHaveCount(2);
      });
    });

    test(`[client] finds their own words, never another client's (${screen})`, async ({ page }) => {
      const tag = wordTag();
      const { client, chat, oldId } = await seedChat(page, tag);
      await signInWithToken(page, client.token, client.email);
      await page.goto("/dashboard");
      await page.getByRole("tab", { name: CLIENT_DASHBOARD_TEXTS.tabs.search }).click();
      await searchBox(page).fill(tag);

      const found = hits(page, "messages");
      await expect(found).toHaveCount(1);
      await expect(found.locator("mark")).toHaveText([tag]);
      await expect(page.getByTestId("search-panel")).not.toContainText("Чужой");
      await expectAccessible(page);

      await found.click();
      await expect(page).toHaveURL(new RegExp(`tab=chat&chat=${chat.id}&message=${oldId}`));
      await expectLandedOn(page, oldId);
    });
  });
}

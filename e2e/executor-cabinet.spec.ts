import type { Page } from "@playwright/test";
import { A11Y_TEXTS } from "../domain/accessibility/accessibility.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { CHAT_FILTER_LABELS, CHAT_FILTERS, type ChatFilter } from "../domain/chat/chat.ts";
import type { ExecutorDashboard } from "../domain/chat/chat-schemas.ts";
import { TASK_STATUS_LABELS } from "../domain/chat/task-status.ts";
import { CHAT_UI_TEXTS } from "../web/features/chat/chat-texts.ts";
import { EXECUTOR_TEXTS as T } from "../web/features/executor/executor-texts.ts";
import { DEMO_ACCOUNTS } from "./support/accounts.ts";
import {
  chatCardOf,
  chatList,
  executorStats,
  executorToken,
  headerUnreadCount,
  openClientChat,
  postAs,
  sendAs,
  sessionAs,
  uniqueTag,
  waitForPushChannel,
} from "./support/chat.ts";
import { createClient, expect, getJson, signInWithToken, test } from "./support/fixtures.ts";

/** Which number of GET /api/executor/dashboard each overview card shows. */
const CARD_FIELDS: Record<ChatFilter, keyof ExecutorDashboard> = {
  active: "active_chats",
  unread: "unread_messages",
  completed: "completed_orders",
  all: "total_chats",
};

const menu = (page: Page) => page.getByRole("navigation", { name: T.menuLabel });
const filterButton = (page: Page, filter: ChatFilter) =>
  page.getByRole("group", { name: T.filterLabel }).getByRole("button", {
    name: CHAT_FILTER_LABELS[filter],
  });
const overviewCard = (page: Page, filter: ChatFilter) =>
  page.getByRole("link", { name: new RegExp(`^${T.stats[filter]}: `) });

async function firstService(page: Page): Promise<Service> {
  const services = await getJson<Service[]>(page, "/api/services");
  const service = services[0];
  if (!service) throw new Error("the demo catalogue is empty");
  return service;
}

/** A fresh client with one chat and one message the executor has not read yet. */
async function clientWithUnreadChat(page: Page, text: string) {
  const client = await createClient(page, "individual", `Клиент кабинета ${uniqueTag()}`);
  const session = await openClientChat(page, client.token, (await firstService(page)).id);
  await sendAs(page, client.token, session.id, text);
  return { client, session };
}

/** Signs the page in as the demo executor; returns the token for API checks. */
async function signInExecutor(page: Page): Promise<string> {
  const token = await executorToken(page);
  await signInWithToken(page, token, DEMO_ACCOUNTS.executor.email);
  return token;
}

test("[executor] the overview cards show the counts and each opens the chats with its filter", async ({
  page,
}) => {
  const token = await signInExecutor(page);
  await page.goto("/executor-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();

  await test.step("the four cards show the dashboard's numbers", async () => {
    // Other specs add chats meanwhile: the cards and the API agree once both are read together.
    await expect(async () => {
      const stats = await executorStats(page, token);
      for (const filter of CHAT_FILTERS) {
        await expect(overviewCard(page, filter)).toHaveAccessibleName(
          `${T.stats[filter]}: ${stats[CARD_FIELDS[filter]]}. ${T.statsHint}`,
          { timeout: 1_000 },
        );
      }
    }).toPass({ timeout: 10_000 });
  });

  await test.step("on a wide screen the side menu lists the tabs one under another", async () => {
    const [overview, chats] = [
      await menu(page).getByRole("link", { name: T.tabs.overview }).boundingBox(),
      await menu(page)
        .getByRole("link", { name: new RegExp(`^${T.tabs.chats}`) })
        .boundingBox(),
    ];
    if (!overview || !chats) throw new Error("the side menu is not laid out");
    expect(Math.abs(overview.x - chats.x)).toBeLessThan(4);
    expect(chats.y).toBeGreaterThanOrEqual(overview.y + overview.height - 1);
    await expect(page.getByRole("button", { name: A11Y_TEXTS.openMenu })).toBeHidden();
  });

  for (const filter of CHAT_FILTERS) {
    await test.step(`«${T.stats[filter]}» opens the chats filtered by «${CHAT_FILTER_LABELS[filter]}»`, async () => {
      await overviewCard(page, filter).click();
      await expect(page).toHaveURL(
        filter === "all" ? /\?tab=chats$/ : new RegExp(`\\?tab=chats&filter=${filter}$`),
      );
      await expect(filterButton(page, filter)).toHaveAttribute("aria-pressed", "true");
      await expect(
        menu(page).getByRole("link", { name: new RegExp(`^${T.tabs.chats}`) }),
      ).toHaveAttribute("aria-current", "page");
      await expect(chatList(page).or(page.getByText(T.emptyChats[filter]))).toBeVisible();
      await menu(page).getByRole("link", { name: T.tabs.overview }).click();
      await expect(overviewCard(page, filter)).toBeVisible();
    });
  }
});

test("[executor] the filters switch the list between active, unread and completed chats", async ({
  page,
}) => {
  const tag = uniqueTag();
  const token = await signInExecutor(page);
  const open = await clientWithUnreadChat(page, `Нужна консультация по наследству. #${tag}`);

  // A second client's order that went all the way to acceptance and was read.
  const done = await clientWithUnreadChat(page, `Проверьте, пожалуйста, договор. #${tag}`);
  const doneId = done.session.id;
  await postAs(page, token, `/api/chat/sessions/${doneId}/start-task`, {
    duration_value: 1,
    duration_unit: "days",
  });
  await postAs(page, token, `/api/chat/sessions/${doneId}/documents-ready`);
  await postAs(page, done.client.token, `/api/chat/sessions/${doneId}/accept-order`);
  await postAs(page, token, `/api/chat/sessions/${doneId}/mark-read`);
  expect((await sessionAs(page, token, doneId)).task_status).toBe("accepted");

  const openCard = chatCardOf(page, open.session.id);
  const doneCard = chatCardOf(page, doneId);
  await page.goto("/executor-dashboard?tab=chats");

  await test.step("«Все» lists both", async () => {
    await expect(filterButton(page, "all")).toHaveAttribute("aria-pressed", "true");
    await expect(openCard).toBeVisible();
    await expect(doneCard).toBeVisible();
    await expect(openCard).toContainText(TASK_STATUS_LABELS.new);
    await expect(openCard).toContainText(T.unreadBadge(1));
    await expect(doneCard).toContainText(TASK_STATUS_LABELS.accepted);
  });

  // Each list is checked for the chat it must show first, so «absent» is never read too early.
  const expectations: [ChatFilter, "open" | "done"][] = [
    ["active", "open"],
    ["unread", "open"],
    ["completed", "done"],
  ];
  for (const [filter, shown] of expectations) {
    await test.step(`«${CHAT_FILTER_LABELS[filter]}» shows only the ${shown} chat`, async () => {
      await filterButton(page, filter).click();
      await expect(page).toHaveURL(new RegExp(`filter=${filter}`));
      await expect(filterButton(page, filter)).toHaveAttribute("aria-pressed", "true");
      await expect(shown === "open" ? openCard : doneCard).toBeVisible();
      await expect(shown === "open" ? doneCard : openCard).toHaveCount(0);
    });
  }

  await test.step("«Все» brings both back", async () => {
    await filterButton(page, "all").click();
    await expect(page).toHaveURL(/\?tab=chats$/);
    await expect(openCard).toBeVisible();
    await expect(doneCard).toBeVisible();
  });
});

test("[executor] the header's unread badge counts a new client message live and drops once it is read", async ({
  page,
}) => {
  const tag = uniqueTag();
  const token = await signInExecutor(page);
  const pushed = waitForPushChannel(page);
  await page.goto("/executor-dashboard?tab=chats");
  await pushed;
  await expect(chatList(page).or(page.getByText(T.emptyChats.all))).toBeVisible();

  /** The header shows the server's total (other specs' chats count too, so compare, not guess). */
  const expectHeaderToMatchServer = () =>
    expect(async () => {
      const { unread_messages } = await executorStats(page, token);
      expect(await headerUnreadCount(page)).toBe(unread_messages);
    }).toPass({ timeout: 10_000 });

  const text = `Добрый день! Когда будет готов иск? #${tag}`;
  const { session } = await clientWithUnreadChat(page, text);
  const card = chatCardOf(page, session.id);

  await test.step("the client's message appears with its badge, and the header counts it", async () => {
    await expect(card).toContainText(text);
    await expect(card).toContainText(T.unreadBadge(1));
    await expectHeaderToMatchServer();
    expect(await headerUnreadCount(page)).toBeGreaterThanOrEqual(1);
  });

  await test.step("opening the chat reads it: its badge goes and the header drops", async () => {
    await card.getByRole("link").first().click();
    const chat = page.getByTestId("chat-view");
    await expect(chat.getByRole("log", { name: CHAT_UI_TEXTS.messagesLabel })).toContainText(text);
    await expect
      .poll(async () => (await sessionAs(page, token, session.id)).unread_messages_count)
      .toBe(0);
    await expectHeaderToMatchServer();

    await chat.getByRole("button", { name: CHAT_UI_TEXTS.back }).click();
    await expect(card).toBeVisible();
    await expect(card).not.toContainText(T.unreadBadge(1));
  });
});

test("[executor] «Удалить все чаты» asks twice; cancelling the second question deletes nothing", async ({
  page,
}) => {
  const tag = uniqueTag();
  const token = await signInExecutor(page);
  const { session } = await clientWithUnreadChat(page, `Этот чат должен остаться. #${tag}`);
  // A safety net for the shared app: a bulk delete never reaches the server from this spec.
  const deleteCalls: string[] = [];
  await page.route("**/api/executor/chat-sessions/all", async (route) => {
    deleteCalls.push(route.request().method());
    await route.abort();
  });

  await page.goto("/executor-dashboard?tab=chats");
  const card = chatCardOf(page, session.id);
  await expect(card).toBeVisible();
  const deleteAll = page.getByRole("button", { name: T.deleteAll });

  await test.step("cancelling the first question closes it", async () => {
    await deleteAll.click();
    const first = page.getByRole("dialog", { name: T.deleteAllFirstTitle });
    await expect(first).toContainText(T.deleteAllFirstText);
    await first.getByRole("button", { name: T.cancel }).click();
    await expect(first).toBeHidden();
  });

  await test.step("the first «yes» leads to a second, different question", async () => {
    await deleteAll.click();
    const first = page.getByRole("dialog", { name: T.deleteAllFirstTitle });
    await first.getByRole("button", { name: T.deleteAllFirstConfirm }).click();
    await expect(first).toBeHidden();
    const second = page.getByRole("dialog", { name: T.deleteAllSecondTitle });
    await expect(second).toContainText(T.deleteAllSecondText);
    await expect(second.getByRole("button", { name: T.deleteAllSecondConfirm })).toBeVisible();

    await second.getByRole("button", { name: T.cancel }).click();
    await expect(second).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  await test.step("nothing was deleted", async () => {
    expect(deleteCalls).toEqual([]);
    await expect(card).toBeVisible();
    expect((await sessionAs(page, token, session.id)).id).toBe(session.id);
    await page.reload();
    await expect(card).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("[executor on a phone] the cabinet shows a tab bar instead of the side menu", async ({
    page,
  }) => {
    const tag = uniqueTag();
    await signInExecutor(page);
    // At least this chat is unread while the test runs, so the bar's «Чаты» carries a badge.
    const { session } = await clientWithUnreadChat(page, `Пишу с телефона. #${tag}`);
    await page.goto("/executor-dashboard");

    const nav = page.getByRole("navigation", { name: T.menuLabel });
    await expect(nav).toHaveCount(1);
    const overview = nav.getByRole("link", { name: T.tabs.overview });
    const chats = nav.getByRole("link", { name: new RegExp(`^${T.tabs.chats}`) });

    await test.step("the tabs sit side by side in one row above the content", async () => {
      await expect(overview).toHaveAttribute("aria-current", "page");
      const [a, b] = [await overview.boundingBox(), await chats.boundingBox()];
      if (!a || !b) throw new Error("the tab bar is not laid out");
      expect(Math.abs(a.y - b.y)).toBeLessThan(4);
      expect(b.x).toBeGreaterThan(a.x + a.width - 1);
      const firstCard = await overviewCard(page, "active").boundingBox();
      expect(firstCard?.y ?? 0).toBeGreaterThan(a.y + a.height);
      await expect(chats.getByLabel(/^Непрочитанных: \d+$/)).toBeVisible();
    });

    await test.step("the header folds its links into the burger", async () => {
      await expect(page.getByRole("button", { name: A11Y_TEXTS.openMenu })).toBeVisible();
      await expect(
        page.getByRole("banner").getByRole("link", { name: /Кабинет исполнителя/ }),
      ).toBeHidden();
    });

    await test.step("«Чаты» in the bar opens the list", async () => {
      await chats.click();
      await expect(chats).toHaveAttribute("aria-current", "page");
      await expect(chatCardOf(page, session.id)).toBeVisible();
    });
  });
});

import type { Locator, Page } from "@playwright/test";
import {
  CANNED_REPLY_TEXTS,
  CANNED_REPLY_PICKER_TEXTS as PICKER,
  CANNED_REPLIES_TAB_TEXTS as T,
} from "../domain/canned-replies/canned-replies.ts";
import type { CannedReply } from "../domain/canned-replies/canned-reply-schemas.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { CONFIRM_TEXTS } from "../domain/errors.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { E2E_ADMIN } from "./support/accounts.ts";
import {
  authHeader,
  expectAccessible,
  expectUncovered,
  OPEN_DIALOG,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
  withOperator,
} from "./support/back-office.ts";
import { composer, getAs, messageLog, openClientChat, postAs, uniqueTag } from "./support/chat.ts";
import { createClient, expect, getJson, signInWithToken, test } from "./support/fixtures.ts";

/**
 * The phone and the desktop runs share the demo executor: each story adds replies with its own
 * tag, searches for that tag and deletes what it added, never assuming the list is empty.
 */

const REPLIES = "/api/canned-replies";

async function click(locator: Locator) {
  await expectUncovered(locator);
  await locator.click();
}

const replyCard = (page: Page, title: string) =>
  page.getByTestId("canned-reply").filter({ hasText: title });

/** The «/» list of the message box and its options. */
const pickerList = (page: Page) => page.getByRole("listbox", { name: PICKER.listLabel });

async function openRepliesTab(page: Page) {
  await page.goto("/executor-dashboard");
  await openCabinetTab(page, EXECUTOR_TEXTS.tabs.cannedReplies);
  await expect(page.getByTestId("canned-replies-tab")).toBeVisible();
}

/** A client's chat with the demo executor, to write in. */
async function clientChat(page: Page) {
  const [service] = await getJson<Service[]>(page, "/api/services");
  if (!service) throw new Error("the demo catalogue is empty");
  const client = await createClient(page, "individual", `Клиент Шаблонов ${uniqueTag()}`);
  const chat = await openClientChat(page, client.token, service.id);
  return { client, chat, service };
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${screen}`, () => {
    test.use({ viewport });

    test(`[executor] adds a canned reply, inserts it with «/» from the keyboard, sends it, edits and deletes it (${screen})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const token = await signInExecutor(page);
      const { chat } = await clientChat(page);
      const tag = uniqueTag();
      const title = `Реквизиты для оплаты ${tag}`;
      const content = `Получатель: ООО «Право ${tag}»\nИНН 7700000000, счёт 40702810000000000001`;
      const edited = `Оплата по счёту ${tag}: реквизиты во вложении.`;
      // A second reply with the tag, so the arrows have somewhere to go.
      const other = await postAs<CannedReply>(page, token, REPLIES, {
        title: `Реквизиты ИП ${tag}`,
        content: `ИП Петров ${tag}, ИНН 500000000000`,
      });
      let created: CannedReply | undefined;

      try {
        await test.step("opens «Шаблоны ответов»: the list with titles and previews, axe passes", async () => {
          await openRepliesTab(page);
          await expect(page.getByRole("list", { name: T.listLabel })).toBeVisible();
          await expect(replyCard(page, other.title)).toContainText(other.content);
          await expectAccessible(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        });

        await test.step("adds a reply in the «Новый шаблон» dialog", async () => {
          await click(page.getByRole("button", { name: T.add }));
          const dialog = page.getByRole("dialog", { name: T.createTitle });
          await expect(dialog).toBeVisible();
          await expectAccessible(page, OPEN_DIALOG);
          // The form refuses what the server would refuse, with the same words.
          await dialog.getByRole("button", { name: T.create, exact: true }).click();
          await expect(dialog.getByText(CANNED_REPLY_TEXTS.titleRequired)).toBeVisible();
          await expect(dialog.getByText(CANNED_REPLY_TEXTS.contentRequired)).toBeVisible();
          await dialog.getByLabel(T.titleLabel).fill(title);
          await dialog.getByLabel(T.contentLabel).fill(content);
          await click(dialog.getByRole("button", { name: T.create, exact: true }));
          await expect(dialog).toBeHidden();
          await expect(page.getByText(CANNED_REPLY_TEXTS.created)).toBeVisible();
          await expect(replyCard(page, title)).toContainText("Получатель");
          created = (await getAs<CannedReply[]>(page, token, REPLIES)).find(
            (reply) => reply.title === title,
          );
          expect(created?.content).toBe(content);
        });
        if (!created) throw new Error("the reply was not created");
        const id = created.id;

        await test.step("in a chat, «/» and part of the title list the replies; arrows pick, Enter inserts", async () => {
          await page.goto(`/executor-dashboard?chat=${chat.id}`);
          const box = composer(page).text;
          await expect(box).toBeVisible();
          await box.click();
          await box.pressSequentially("Добрый день! /");
          await expect(pickerList(page)).toBeVisible();
          await box.pressSequentially(tag);
          const options = pickerList(page).getByRole("option");
          await expect(options).toHaveCount(2);
          // Titles by the list's order: «Реквизиты для…» before «Реквизиты ИП…».
          await expect(options.nth(0)).toContainText(title);
          await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
          await expect(box).toHaveAttribute(
            "aria-activedescendant",
            (await options.nth(0).getAttribute("id")) ?? "",
          );
          await expect(box).toHaveAttribute("aria-controls", /.+/);
          await expectAccessible(page);
          await box.press("ArrowDown");
          await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
          await box.press("ArrowDown");
          await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
          await box.press("ArrowUp");
          await box.press("ArrowUp");
          await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
          await box.press("Enter");
          await expect(pickerList(page)).toBeHidden();
          await expect(box).toHaveValue(`Добрый день! ${content}`);
        });

        await test.step("Escape closes the list and keeps the text; a click inserts too", async () => {
          const box = composer(page).text;
          const typed = `Добрый день! ${content}`;
          await box.press("End");
          await box.pressSequentially(" /");
          await expect(pickerList(page)).toBeVisible();
          await box.press("Escape");
          await expect(pickerList(page)).toBeHidden();
          await expect(box).toHaveValue(`${typed} /`);
          await box.pressSequentially(tag);
          // The list Escape closed stays closed for that «/».
          await expect(pickerList(page)).toBeHidden();
          await box.fill(`${typed} `);
          await box.pressSequentially(`/${tag}`);
          await click(pickerList(page).getByRole("option").filter({ hasText: other.title }));
          await expect(box).toHaveValue(`${typed} ${other.content}`);
          await expect(box).toBeFocused();
          await box.fill(typed);
        });

        await test.step("Enter sends the message with the reply in it", async () => {
          const box = composer(page).text;
          await box.press("Enter");
          await expect(box).toHaveValue("");
          await expect(messageLog(page)).toContainText(`Получатель: ООО «Право ${tag}»`);
          await expect(messageLog(page)).toContainText("ИНН 7700000000");
        });

        await test.step("edits the reply: the tab shows the new text", async () => {
          await openRepliesTab(page);
          await click(replyCard(page, title).getByRole("button", { name: T.editOf(title) }));
          const dialog = page.getByRole("dialog", { name: T.editTitle });
          await expect(dialog.getByLabel(T.contentLabel)).toHaveValue(content);
          await dialog.getByLabel(T.contentLabel).fill(edited);
          await click(dialog.getByRole("button", { name: T.save, exact: true }));
          await expect(dialog).toBeHidden();
          await expect(page.getByText(CANNED_REPLY_TEXTS.updated)).toBeVisible();
          await expect(replyCard(page, title)).toContainText(edited);
        });

        await test.step("deletes it after a confirmation that names it", async () => {
          await click(replyCard(page, title).getByRole("button", { name: T.deleteOf(title) }));
          const question = page.getByRole("dialog", { name: T.deleteTitle });
          await expect(question).toContainText(T.deleteText(title));
          await expectAccessible(page, OPEN_DIALOG);
          await click(question.getByRole("button", { name: CONFIRM_TEXTS.confirm }));
          await expect(question).toBeHidden();
          await expect(page.getByText(CANNED_REPLY_TEXTS.deleted)).toBeVisible();
          await expect(replyCard(page, title)).toHaveCount(0);
          const left = await getAs<CannedReply[]>(page, token, REPLIES);
          expect(left.map((reply) => reply.id)).not.toContain(id);
        });
      } finally {
        for (const reply of [created, other]) {
          if (reply) {
            await page.request.delete(`${REPLIES}/${reply.id}`, { headers: authHeader(token) });
          }
        }
      }
    });
  });
}

test("[client] a client's «/» is just a character: no list, and the replies are never asked for", async ({
  page,
}) => {
  const { client, chat, service } = await clientChat(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith(REPLIES)) asked.push(request.url());
  });
  await signInWithToken(page, client.token, client.email);
  await page.goto(`/chat/${service.id}?sessionId=${chat.id}`);
  const box = composer(page).text;
  await expect(box).toBeVisible();
  await box.click();
  await box.pressSequentially("Вопрос /до");
  await expect(box).toHaveValue("Вопрос /до");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(box).not.toHaveAttribute("aria-haspopup");
  expect(asked).toEqual([]);
  // The server refuses them too.
  const response = await page.request.get(REPLIES, { headers: authHeader(client.token) });
  expect(response.status()).toBe(403);
});

test("[admin] with no replies of their own, «/» says where to add them", async ({ page }) => {
  // The operator's account is one lock across the workers (withOperator), which another spec may
  // hold for a whole screen: the wait is not this test's own time (it twice ran out at 30 s).
  test.setTimeout(60_000);
  const { chat } = await clientChat(page);
  await withOperator(page, async (token) => {
    // The operator keeps no replies in these specs; the demo executor's are not theirs.
    expect(await getAs<CannedReply[]>(page, token, REPLIES)).toEqual([]);
    await signInWithToken(page, token, E2E_ADMIN.email);
    await page.goto(`/executor-dashboard?chat=${chat.id}`);
    const box = composer(page).text;
    await box.click();
    await box.pressSequentially("Добрый день /");
    await expect(page.getByTestId("canned-reply-picker")).toContainText(PICKER.noReplies);
    await expect(page.getByRole("status").filter({ hasText: PICKER.noReplies })).toBeAttached();
    await expectAccessible(page);
    // With nothing to pick, Enter sends what was typed.
    await box.press("Enter");
    await expect(messageLog(page)).toContainText("Добрый день /");
  });
});

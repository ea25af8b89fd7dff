import type { Locator, Page } from "@playwright/test";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { GUEST_CHAT_TEXTS } from "../web/features/guest-chat/guest-chat-texts.ts";
import { expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { executorToken, postAs, uniqueTag } from "./support/chat.ts";
import { expect, getJson, test } from "./support/fixtures.ts";
import { openGuestChat } from "./support/guest-chats.ts";

/**
 * Issue 44: in a paid guest chat the notice says in plain Russian what is kept and how long, and
 * the floating «Автоюрист» never sits over the footer's seller line (nor the copyright): the
 * firm's legal details stay readable wherever the page is scrolled, at both widths. The message
 * area is the spec's 400 px on a desktop.
 */

/** Whether any point of the element's text lines has something else drawn over it. */
function coveredAt(line: Locator): Promise<string | null> {
  return line.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    for (const box of Array.from(range.getClientRects())) {
      for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
        for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
          if (y < 0 || y > window.innerHeight) continue;
          const top = document.elementFromPoint(x, y);
          if (top && !element.contains(top)) {
            const helpers = top.closest("[data-testid=floating-helpers]");
            return `${top.tagName.toLowerCase()}${helpers ? " of the floating helpers" : ""} at ${Math.round(x)},${Math.round(y)}`;
          }
        }
      }
    }
    return null;
  });
}

/**
 * Scrolls the line to the height of each floating button (where it would pass under it), then to
 * the page's end, and checks that nothing is drawn over its text.
 */
async function expectReadable(page: Page, line: Locator, name: string) {
  await expect(line).toBeVisible();
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll("[data-testid=floating-helpers] :is(a, button)")]
      .map((button) => button.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .map((box) => box.top + box.height / 2),
  );
  if (page.viewportSize()!.width > 500) expect(rows.length, "a helper floats").toBeGreaterThan(0);
  for (const row of rows) {
    await line.evaluate((element, y) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - y);
    }, row);
    // The helpers decide once a frame whether to step aside.
    await expect.poll(() => coveredAt(line), { message: `${name} at ${row}px` }).toBeNull();
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => coveredAt(line), { message: `${name} (page end)` }).toBeNull();
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[guest] a paid chat says what it keeps and for how long; nothing covers the seller's line (${screen})`, async ({
      page,
    }) => {
      const tag = uniqueTag();
      const services = await getJson<Service[]>(page, "/api/services");
      const service = services.find((item) => item.category !== "auto");
      if (!service) throw new Error("the demo catalogue has no service");
      const email = `guest-${tag}@e2e.test`;
      const chatId = await openGuestChat(page, service.id, {
        name: `Гость ${tag}`,
        email,
        phone: "+7 (900) 111-22-33",
      });

      await test.step("before the payment: the 24 hours and the date", async () => {
        await page.goto(`/guest-chat/${chatId}`);
        const warning = page.getByTestId("guest-chat-warning");
        await expect(warning).toContainText("Чат будет удалён");
        await expect(warning).not.toContainText(GUEST_CHAT_TEXTS.paidKept);
        // Spec 2 §2, §9: the message area is 400 px high on a desktop, even with no message yet.
        const log = page.getByRole("log");
        await expect(log).toBeVisible();
        const height = Math.round((await log.boundingBox())?.height ?? 0);
        if (viewport.width > 990) expect(height).toBe(400);
        else expect(height).toBeGreaterThanOrEqual(240);
      });

      await test.step("the footer's seller line and copyright are never under the helpers", async () => {
        await expect(page.getByTestId("floating-helpers")).toBeAttached();
        await expectReadable(page, page.getByTestId("footer-company"), "the seller's line");
        await expectReadable(page, page.getByTestId("footer-copyright"), "the copyright");
      });

      await test.step("paid: the notice says what is kept and how long", async () => {
        const lawyer = await executorToken(page);
        await postAs(page, lawyer, `/api/chat/sessions/${chatId}/update-payment-status`, {
          payment_status: "paid",
        });
        await page.reload();
        const warning = page.getByTestId("guest-chat-warning");
        await expect(warning).toContainText(GUEST_CHAT_TEXTS.paidKept);
        expect(GUEST_CHAT_TEXTS.paidKept).toBe(
          "Чат оплачен: переписка и файлы сохранятся, пока юрист готовит документы, и ещё 7 дней после того, как документы станут доступны для скачивания.",
        );
        // The date moves with the documents: their own notice names the last day.
        await expect(warning).not.toContainText("Чат будет удалён");
        await expectAccessible(page);
      });
    });
  });
}

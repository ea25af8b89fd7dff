import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { ArticleListItem } from "../domain/articles/article-schemas.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { isAutoLawyerCategory } from "../domain/catalogue/services.ts";
import {
  SITE_DOCUMENT_KEYS,
  SITE_DOCUMENT_TITLES,
} from "../domain/site-documents/site-documents.ts";
import { TARIFF_TEXTS } from "../domain/tariffs/tariffs.ts";
import { GUEST_CHAT_TEXTS } from "../web/features/guest-chat/guest-chat-texts.ts";
import { expectAccessible, OPEN_DIALOG, VIEWPORTS } from "./support/back-office.ts";
import { uniqueTag } from "./support/chat.ts";
import { expect, getJson, test } from "./support/fixtures.ts";
import { paymentDialog } from "./support/payments.ts";

/**
 * Section 5 of issue 11: every public page and every dialog a visitor can open passes axe (WCAG
 * 2.1 A/AA and the structure rules of expectAccessible) on a desktop and on a 390 px phone.
 */

/** A public page: how to reach it and what shows it has loaded. */
interface PublicPage {
  /** The route's `path` in web/routes.tsx ("" for the index). */
  route: string;
  open: (page: Page) => Promise<void>;
}

const visit = (address: string) => async (page: Page) => {
  await page.goto(address);
};

async function firstArticleAddress(page: Page): Promise<string> {
  const articles = await getJson<ArticleListItem[]>(page, "/api/articles");
  const article = articles[0];
  if (!article) throw new Error("the demo content has no published article");
  return `/articles/${article.id}`;
}

/** A quick-question guest chat made through the API, as the «Задать вопрос» form does. */
async function guestChatAddress(page: Page): Promise<string> {
  const response = await page.request.post("/api/guest/chat/sessions", {
    data: {
      service_id: "consultation",
      contact_method: "email",
      guest_email: `a11y-${uniqueTag()}@e2e.test`,
      question: "Как вернуть товар ненадлежащего качества?",
    },
  });
  expect(response.ok(), `guest chat answered ${response.status()}`).toBe(true);
  return `/guest-chat/${((await response.json()) as { id: string }).id}`;
}

async function chatPageAddress(page: Page): Promise<string> {
  const services = await getJson<Service[]>(page, "/api/services");
  const service = services[0];
  if (!service) throw new Error("the demo catalogue is empty");
  return `/chat/${service.id}`;
}

const PUBLIC_PAGES: PublicPage[] = [
  { route: "", open: visit("/") },
  { route: "services", open: visit("/services") },
  { route: "about", open: visit("/about") },
  { route: "order-instructions", open: visit("/order-instructions") },
  { route: "contract-types", open: visit("/contract-types") },
  { route: "lawsuit-types", open: visit("/lawsuit-types") },
  { route: "auto-lawyer", open: visit("/auto-lawyer") },
  { route: "reviews", open: visit("/reviews") },
  { route: "articles", open: visit("/articles") },
  {
    route: "articles/:id",
    open: async (page) => page.goto(await firstArticleAddress(page)).then(() => undefined),
  },
  // A guest reaching a client's chat address is asked to sign in there.
  {
    route: "chat/:serviceId",
    open: async (page) => page.goto(await chatPageAddress(page)).then(() => undefined),
  },
  {
    route: "guest-chat/:sessionId",
    open: async (page) => page.goto(await guestChatAddress(page)).then(() => undefined),
  },
  { route: "login", open: visit("/login") },
  { route: "register", open: visit("/register") },
  { route: "payment/result", open: visit("/payment/result") },
  { route: "*", open: visit("/no-such-page") },
];

/** The cabinets are checked in accessibility-cabinets.spec.ts; the test checkout has no site. */
const NOT_PUBLIC = [
  "dashboard",
  "corporate-dashboard",
  "executor-dashboard",
  "executor",
  "payment/sandbox/:id",
];

/** Loaded: the page's one <h1> is there (axe checks there is one, not that it is alone). */
async function expectSettled(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator("main .mantine-Loader-root")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

test("every route of web/routes.tsx is either checked here or in the cabinets' spec", () => {
  const source = readFileSync(new URL("../web/routes.tsx", import.meta.url), "utf8");
  const declared = [...source.matchAll(/path: "([^"]+)"/g)].map((match) => match[1] ?? "");
  const covered = [...PUBLIC_PAGES.map((entry) => entry.route), ...NOT_PUBLIC];
  expect(declared.filter((route) => !covered.includes(route))).toEqual([]);
});

/** A priced catalogue service (an auto-lawyer one is paid at its chat price). */
async function pricedService(page: Page): Promise<Service> {
  const services = await getJson<Service[]>(page, "/api/services");
  const service = services.find((s) => s.base_price > 0 && !isAutoLawyerCategory(s.category));
  if (!service) throw new Error("the demo catalogue has no priced service");
  return service;
}

const serviceCard = (page: Page, service: Service) =>
  page.locator(`[data-testid="service-card"][data-service-id="${service.id}"]`);

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const entry of PUBLIC_PAGES) {
      test(`[guest] «/${entry.route}» passes axe (${screen})`, async ({ page }) => {
        await entry.open(page);
        await expectSettled(page);
        await expectAccessible(page);
      });
    }

    test(`[guest] the catalogue's dialogs pass axe: details, payment, contact form, tariffs (${screen})`, async ({
      page,
    }) => {
      const service = await pricedService(page);
      await page.goto("/services");
      const card = serviceCard(page, service);

      await test.step("the service's details", async () => {
        await card.getByRole("heading", { name: service.title }).click();
        const dialog = page.getByRole("dialog", { name: service.title });
        await expect(dialog).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      });

      await test.step("the payment modal", async () => {
        await card.getByTestId("order-pay").click();
        const dialog = paymentDialog(page, service.title);
        await expect(dialog).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      });

      await test.step("the guest contact form («Написать в чат»)", async () => {
        await card.getByRole("button", { name: "Написать в чат" }).click();
        const dialog = page.getByRole("dialog", { name: GUEST_CHAT_TEXTS.dialogTitle });
        await expect(dialog).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      });

      await test.step("the business tariffs", async () => {
        await page.getByRole("button", { name: TARIFF_TEXTS.modalTitle }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog.locator(".mantine-Loader-root")).toHaveCount(0);
        await expectAccessible(page, OPEN_DIALOG);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      });
    });

    test(`[guest] the footer's documents pass axe (${screen})`, async ({ page }) => {
      await page.goto("/");
      await expectSettled(page);

      for (const key of SITE_DOCUMENT_KEYS) {
        await test.step(`«${SITE_DOCUMENT_TITLES[key]}»`, async () => {
          await page
            .getByRole("contentinfo")
            .getByRole("button", { name: SITE_DOCUMENT_TITLES[key] })
            .click();
          const dialog = page.getByRole("dialog");
          await expect(dialog).toBeVisible();
          await expect(dialog.locator(".mantine-Loader-root")).toHaveCount(0);
          await expectAccessible(page, OPEN_DIALOG);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        });
      }
    });

    if (screen === "desktop") {
      // On a phone the floating helpers are the mobile work's (issue 11 §2): one button there.
      test("[guest] the auto-lawyer widget's dialogs pass axe (desktop)", async ({ page }) => {
        await page.goto("/");
        await expectSettled(page);
        await page.getByTestId("auto-lawyer-widget-toggle").click();
        const panel = page.getByTestId("auto-lawyer-widget-panel");
        await panel.getByRole("listitem").first().getByRole("button").click();
        const detail = page.getByRole("dialog");
        await expect(detail).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG);
        await page.keyboard.press("Escape");
        await expect(detail).toBeHidden();

        await panel.getByRole("button", { name: "Показать все" }).click();
        const all = page.getByRole("dialog");
        await expect(all).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG);
      });
    }

    if (screen === "phone") {
      test("[guest on a phone] the open burger menu passes axe", async ({ page }) => {
        await page.goto("/");
        await expectSettled(page);
        await page.getByRole("button", { name: "Открыть меню" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectAccessible(page, OPEN_DIALOG);
      });
    }
  });
}

import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { A11Y_TEXTS } from "../domain/accessibility/accessibility.ts";
import type { ArticleListItem } from "../domain/articles/article-schemas.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import {
  SITE_DOCUMENT_KEYS,
  SITE_DOCUMENT_TITLES,
} from "../domain/site-documents/site-documents.ts";
import { documentTitle, type PageMetaKey, pageMetaOf } from "../domain/site-pages/page-meta.ts";
import { TARIFF_TEXTS } from "../domain/tariffs/tariffs.ts";
import { DEMO_SITE_NAME } from "../server/db/seed/demo-site-settings.ts";
import { GUEST_CHAT_TEXTS } from "../web/features/guest-chat/guest-chat-texts.ts";
import { expectAccessible, OPEN_DIALOG, TARGET_SIZE, VIEWPORTS } from "./support/back-office.ts";
import { uniqueTag } from "./support/chat.ts";
import { cutButtonTexts, showHelperAtEnd } from "./support/coverage.ts";
import { expect, getJson, STILL_LOADING, test } from "./support/fixtures.ts";
import { paymentDialog, pricedService } from "./support/payments.ts";

/** axe on a public page or its open dialog, WCAG 2.2's target size included (decision 051). */
const expectPublicAccessible = (page: Page, scope?: string) =>
  expectAccessible(page, scope, TARGET_SIZE);

/**
 * Every public page and every dialog a visitor can open, on a desktop and on a 390 px phone
 * (issue 11 §2, §4, §5): axe (WCAG 2.1 A/AA, the structure rules of expectAccessible and WCAG
 * 2.2's target size, issue 43 §6), the page's own title and description, and no button text cut
 * short. One visit a page does all three: a page load is the suite's dearest step.
 */

/** A public page: how to reach it and the texts it names itself with. */
interface PublicPage {
  /** The route's `path` in web/routes.tsx ("" for the index). */
  route: string;
  open: (page: Page) => Promise<void>;
  /** Its title and description in domain/site-pages/page-meta.ts (an article has its own). */
  meta?: PageMetaKey;
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

/** A service's own page (issue 29). */
async function servicePageAddress(page: Page): Promise<string> {
  const [service] = await getJson<Service[]>(page, "/api/services");
  if (!service) throw new Error("the demo catalogue is empty");
  return `/services/${service.id}`;
}

const PUBLIC_PAGES: PublicPage[] = [
  { route: "", open: visit("/"), meta: "home" },
  { route: "services", open: visit("/services"), meta: "services" },
  { route: "about", open: visit("/about"), meta: "about" },
  { route: "order-instructions", open: visit("/order-instructions"), meta: "orderInstructions" },
  { route: "contract-types", open: visit("/contract-types"), meta: "contractTypes" },
  { route: "lawsuit-types", open: visit("/lawsuit-types"), meta: "lawsuitTypes" },
  { route: "auto-lawyer", open: visit("/auto-lawyer"), meta: "autoLawyer" },
  { route: "reviews", open: visit("/reviews"), meta: "reviews" },
  { route: "articles", open: visit("/articles"), meta: "articles" },
  {
    route: "services/:id",
    open: async (page) => page.goto(await servicePageAddress(page)).then(() => undefined),
  },
  {
    route: "articles/:id",
    open: async (page) => page.goto(await firstArticleAddress(page)).then(() => undefined),
  },
  // A guest reaching a client's chat address is sent to sign in (so it is named «Вход»).
  {
    route: "chat/:serviceId",
    open: async (page) => page.goto(await chatPageAddress(page)).then(() => undefined),
  },
  {
    route: "guest-chat/:sessionId",
    open: async (page) => page.goto(await guestChatAddress(page)).then(() => undefined),
  },
  { route: "login", open: visit("/login"), meta: "login" },
  // Without a code from Yandex: the page says the link is stale (visitor-signs-in-with-yandex-id).
  { route: "login/complete", open: visit("/login/complete"), meta: "loginComplete" },
  { route: "register", open: visit("/register"), meta: "register" },
  { route: "unsubscribe", open: visit("/unsubscribe"), meta: "unsubscribe" },
  { route: "password-reset", open: visit("/password-reset"), meta: "passwordReset" },
  {
    route: "password-reset/confirm",
    open: visit("/password-reset/confirm"),
    meta: "passwordResetConfirm",
  },
  {
    route: "email-change/confirm",
    open: visit("/email-change/confirm"),
    meta: "emailChangeConfirm",
  },
  { route: "payment/result", open: visit("/payment/result"), meta: "paymentResult" },
  { route: "*", open: visit("/no-such-page"), meta: "notFound" },
];

/** The cabinets are checked in accessibility-cabinets.spec.ts; the test checkout has no site. */
const NOT_PUBLIC = [
  "dashboard",
  "corporate-dashboard",
  "executor-dashboard",
  "executor",
  "payment/sandbox/:id",
  // A mailed link's page: axe checks it with a live invitation in admin-invites-a-lawyer.spec.ts.
  "staff/invite",
  // A booking's page opens with its token: axe checks it with a live booking (and its 404) in
  // guest-books-consultation.spec.ts.
  "bookings/:id",
];

/** The page names itself once: its own <title> and description, index.html's pair gone. */
async function expectOwnMeta(page: Page, key: PageMetaKey): Promise<void> {
  const { title, description } = pageMetaOf(key, DEMO_SITE_NAME);
  await expect(page).toHaveTitle(documentTitle(title, DEMO_SITE_NAME));
  await expect(page.locator("title")).toHaveCount(1);
  const descriptions = page.locator('meta[name="description"]');
  await expect(descriptions).toHaveCount(1);
  await expect(descriptions).toHaveAttribute("content", description);
}

/** Loaded: the page's one <h1> is there (axe checks there is one, not that it is alone). */
async function expectSettled(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator(`main ${STILL_LOADING}`)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

test("every route of web/routes.tsx is either checked here or in the cabinets' spec", () => {
  const source = readFileSync(new URL("../web/routes.tsx", import.meta.url), "utf8");
  const declared = [...source.matchAll(/path: "([^"]+)"/g)].map((match) => match[1] ?? "");
  const covered = [...PUBLIC_PAGES.map((entry) => entry.route), ...NOT_PUBLIC];
  expect(declared.filter((route) => !covered.includes(route))).toEqual([]);
});

/** A priced catalogue service (an auto-lawyer one is paid at its chat price). */
const serviceCard = (page: Page, service: Service) =>
  page.locator(`[data-testid="service-card"][data-service-id="${service.id}"]`);

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    // One visit checks what a visitor meets on each page: its own title and description, no
    // button text cut short on this screen, and axe.
    for (const entry of PUBLIC_PAGES) {
      test(`[guest] «/${entry.route}» names itself, cuts no button text and passes axe (${screen})`, async ({
        page,
      }) => {
        await entry.open(page);
        await expectSettled(page);
        if (entry.meta) await expectOwnMeta(page, entry.meta);
        await expect.poll(() => cutButtonTexts(page)).toEqual([]);
        await expectPublicAccessible(page);
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
        await expectPublicAccessible(page, OPEN_DIALOG);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      });

      await test.step("the payment modal", async () => {
        await card.getByTestId("order-pay").click();
        const dialog = paymentDialog(page, service.title);
        await expect(dialog).toBeVisible();
        await expectPublicAccessible(page, OPEN_DIALOG);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      });

      await test.step("the guest contact form («Написать в чат»)", async () => {
        await card.getByRole("button", { name: "Написать в чат" }).click();
        const dialog = page.getByRole("dialog", { name: GUEST_CHAT_TEXTS.dialogTitle });
        await expect(dialog).toBeVisible();
        await expectPublicAccessible(page, OPEN_DIALOG);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      });

      await test.step("the business tariffs", async () => {
        await page.getByRole("button", { name: TARIFF_TEXTS.modalTitle }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog.locator(STILL_LOADING)).toHaveCount(0);
        await expectPublicAccessible(page, OPEN_DIALOG);
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
          await expect(dialog.locator(STILL_LOADING)).toHaveCount(0);
          await expectPublicAccessible(page, OPEN_DIALOG);
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
        // At first view the pill steps aside from «Популярные услуги»; the page's end keeps a
        // strip for it.
        await showHelperAtEnd(page, page.getByTestId("auto-lawyer-widget-toggle"));
        await page.getByTestId("auto-lawyer-widget-toggle").click();
        const panel = page.getByTestId("auto-lawyer-widget-panel");
        await panel.getByRole("listitem").first().getByRole("button").click();
        const detail = page.getByRole("dialog");
        await expect(detail).toBeVisible();
        await expectPublicAccessible(page, OPEN_DIALOG);
        await page.keyboard.press("Escape");
        await expect(detail).toBeHidden();

        await panel.getByRole("button", { name: "Показать все" }).click();
        const all = page.getByRole("dialog");
        await expect(all).toBeVisible();
        await expectPublicAccessible(page, OPEN_DIALOG);
      });
    }

    if (screen === "phone") {
      test("[guest on a phone] the open burger menu passes axe", async ({ page }) => {
        await page.goto("/");
        await expectSettled(page);
        await page.getByRole("button", { name: A11Y_TEXTS.openMenu }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectPublicAccessible(page, OPEN_DIALOG);
      });
    }
  });
}

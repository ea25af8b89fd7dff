import type { Locator, Page } from "@playwright/test";
import { A11Y_TEXTS } from "../domain/accessibility/accessibility.ts";
import type { Service } from "../domain/catalogue/service-schemas.ts";
import { isAutoLawyerCategory } from "../domain/catalogue/services.ts";
import { PAYMENT_TEXTS } from "../domain/payments/payments.ts";
import { PHONE_SCREEN_TEXTS } from "../domain/phone-auth/phone-auth.ts";
import { REVIEW_MODERATION_TEXTS as M } from "../domain/reviews/review-moderation.ts";
import type { Review } from "../domain/reviews/review-schemas.ts";
import { REVIEW_NO_STARS_LABEL } from "../domain/reviews/reviews.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  expectAccessible,
  OPEN_DIALOG,
  openCabinetTab,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { postAs, uniqueTag } from "./support/chat.ts";
import { createClient, expect, getJson, signInWithToken, test } from "./support/fixtures.ts";
import { methodChoice, paymentDialog } from "./support/payments.ts";
import { proveNumberForRegistration } from "./support/sms.ts";

/**
 * What a screen reader announces for a rating input's radios, in order: Mantine's hidden «no
 * stars» radio, then the five stars (they were «1 из 5» … «6 из 5», one too many).
 */
const STAR_NAMES = [REVIEW_NO_STARS_LABEL, "1 из 5", "2 из 5", "3 из 5", "4 из 5", "5 из 5"];

async function starNames(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(scope)
    .getByRole("radio")
    .evaluateAll((radios) => radios.map((radio) => radio.getAttribute("aria-label") ?? ""));
}

/** WCAG contrast ratio of an element's text colour against its nearest opaque background. */
function contrastOnBackground(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const channels = (css: string) => {
      // Chromium reports color-mix() results as color(srgb r g b) with 0…1 channels.
      const srgb = css.match(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/);
      if (srgb) return srgb.slice(1, 4).map(Number);
      const rgb = css.match(/rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?/);
      if (!rgb) throw new Error(`unreadable colour ${css}`);
      if (rgb[4] === "0") return null;
      return rgb.slice(1, 4).map((value) => Number(value) / 255);
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const text = channels(getComputedStyle(element).color);
    let node: Element | null = element;
    let background: number[] | null = null;
    while (node && !background) {
      background = channels(getComputedStyle(node).backgroundColor);
      node = node.parentElement;
    }
    if (!text) throw new Error("transparent text");
    const ours = luminance(text);
    const behind = luminance(background ?? [1, 1, 1]);
    return (Math.max(ours, behind) + 0.05) / (Math.min(ours, behind) + 0.05);
  });
}

for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${screen} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client] the review form's stars are «1 из 5» … «5 из 5» (${screen})`, async ({
      page,
    }) => {
      const client = await createClient(page);
      await signInWithToken(page, client.token, client.email);
      await page.goto("/reviews");
      const form = page.getByTestId("review-form");
      await expect(form).toBeVisible();
      expect(await starNames(page, '[data-testid="review-form"]')).toEqual(STAR_NAMES);
      // The default is five stars: the checked radio is the one named «5 из 5».
      await expect(form.getByRole("radio", { name: "5 из 5" })).toBeChecked();
      await expectAccessible(page);
    });

    test(`[executor] the review edit dialog's stars match the review's rating (${screen})`, async ({
      page,
    }) => {
      const author = await createClient(page, "individual", `Оценщик ${uniqueTag()}`);
      const comment = `Три звезды за скорость. #${uniqueTag()}`;
      await postAs<Review>(page, author.token, "/api/reviews", {
        service_title: "Консультация",
        rating: 3,
        comment,
      });
      await signInExecutor(page);
      await page.goto("/executor-dashboard");
      await openCabinetTab(page, EXECUTOR_TEXTS.tabs.reviews);
      const card = page.getByTestId("moderation-review").filter({ hasText: comment });
      await card.getByRole("button", { name: M.edit }).click();
      const dialog = page.getByRole("dialog", { name: M.editTitle });
      await expect(dialog).toBeVisible();
      expect(await starNames(page, OPEN_DIALOG)).toEqual(STAR_NAMES);
      await expect(dialog.getByRole("radio", { name: "3 из 5" })).toBeChecked();
      await expectAccessible(page, OPEN_DIALOG);
    });

    test(`[guest] every password field's eye button has a Russian name (${screen})`, async ({
      page,
    }) => {
      for (const path of ["/login", "/register"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The login page asks who signs in by password first; the form with it comes next. The
        // registration asks for the phone and its code before the passwords.
        if (path === "/login") {
          await page.getByRole("tab", { name: PHONE_SCREEN_TEXTS.byPassword }).click();
          await page.getByRole("button", { name: /^Физическое лицо/ }).click();
        } else {
          await proveNumberForRegistration(page);
        }
        const eyes = page.locator(".mantine-PasswordInput-visibilityToggle");
        await expect(eyes.first()).toBeAttached();
        const names = await eyes.evaluateAll((buttons) =>
          buttons.map((button) => button.getAttribute("aria-label")),
        );
        expect(names.length, path).toBeGreaterThan(0);
        for (const name of names) expect(name, path).toBe(A11Y_TEXTS.togglePasswordVisibility);
        await expectAccessible(page);
      }
    });

    test(`[guest] the pay window's test-mode note is readable (4.5:1) when paying by card (${screen})`, async ({
      page,
    }) => {
      const services = await getJson<Service[]>(page, "/api/services");
      const service = services.find((s) => s.base_price > 0 && !isAutoLawyerCategory(s.category));
      if (!service) throw new Error("the demo catalogue has no priced service");
      await page.goto("/services");
      await page
        .locator(`[data-testid="service-card"][data-service-id="${service.id}"]`)
        .getByTestId("order-pay")
        .click();
      const dialog = paymentDialog(page, service.title);
      await expect(dialog).toBeVisible();
      await methodChoice(dialog, "card").click();
      const note = dialog.getByText(PAYMENT_TEXTS.testModeHint);
      await expect(note).toBeVisible();
      // axe passes over this dialog's text here (it examines none of it), so the ratio is
      // measured too: the note's colour against the first opaque background behind it.
      expect(await contrastOnBackground(note)).toBeGreaterThanOrEqual(4.5);
      await expectAccessible(page, OPEN_DIALOG);
    });
  });
}

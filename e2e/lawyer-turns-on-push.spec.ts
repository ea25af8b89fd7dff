import { PUSH_TEXTS as T } from "../domain/push/push.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import {
  expectAccessible,
  expectUncovered,
  signInExecutor,
  VIEWPORTS,
} from "./support/back-office.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * The browser's push service, in the page: the e2e machine has no internet, so FCM cannot take a
 * subscription; and the permission the person gives, which the headless shell cannot show. Subscribing gives what Chrome gives (an FCM address and keys of the right
 * lengths), kept in the page's storage so a reload finds it, as the browser would.
 */
function fakeBrowserPushService() {
  const stored = () => localStorage.getItem("e2e-push-subscription");
  const subscriptionOf = (endpoint: string) => ({
    endpoint,
    toJSON: () => ({
      endpoint,
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    }),
    unsubscribe: async () => {
      localStorage.removeItem("e2e-push-subscription");
      return true;
    },
  });
  PushManager.prototype.subscribe = async function subscribe() {
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
    localStorage.setItem("e2e-push-subscription", endpoint);
    return subscriptionOf(endpoint) as unknown as PushSubscription;
  };
  // The headless shell answers requestPermission() as granted but keeps reading «denied».
  Object.defineProperty(Notification, "permission", { get: () => "granted" });
  Notification.requestPermission = async () => "granted";
  PushManager.prototype.getSubscription = async function getSubscription() {
    const endpoint = stored();
    return endpoint ? (subscriptionOf(endpoint) as unknown as PushSubscription) : null;
  };
}

/**
 * Issue 47 §4: a lawyer turns «Уведомления на телефоне» on in «Учётная запись» (the browser asks
 * for permission, the cabinet's service worker is installed, the subscription reaches the
 * server), finds it on after a reload, and turns it off again.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[executor] turns push notifications on and off on this device (${name})`, async ({
      page,
    }) => {
      await page.addInitScript(fakeBrowserPushService);
      const worker = await page.request.get("/push-worker.js");
      expect(worker.status()).toBe(200);
      expect(worker.headers()["content-type"]).toMatch(/javascript/);
      expect(await worker.text()).toContain("showNotification");

      await signInExecutor(page);
      await page.goto("/executor-dashboard?tab=account");
      await expect(
        page.getByRole("heading", { level: 2, name: EXECUTOR_TEXTS.tabs.account }),
      ).toBeVisible();
      const section = page.getByRole("region", { name: T.title });
      await expect(section).toContainText(T.lead);
      const enable = section.getByRole("button", { name: T.enable });
      await expect(enable).toBeVisible();
      await expectUncovered(enable);
      await expectAccessible(page);

      const subscribed = page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/push/subscriptions") &&
          response.request().method() === "POST",
      );
      await enable.click();
      expect((await subscribed).status()).toBe(204);
      await expect(section.getByRole("status")).toHaveText(T.enabled);
      expect(
        await page.evaluate(
          async () =>
            (await navigator.serviceWorker.getRegistration("/push-worker.js"))?.active?.scriptURL,
        ),
      ).toMatch(/\/push-worker\.js$/);
      await expectAccessible(page);

      // The browser still holds it after a reload: the section says so (and tells the server again).
      await page.reload();
      await expect(section.getByRole("status")).toHaveText(T.enabled);

      const unsubscribed = page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/push/subscriptions") &&
          response.request().method() === "DELETE",
      );
      const disable = section.getByRole("button", { name: T.disable });
      await expectUncovered(disable);
      await disable.click();
      expect((await unsubscribed).status()).toBe(204);
      await expect(section.getByRole("button", { name: T.enable })).toBeVisible();
      await expect(page.getByText(T.disabledNow)).toBeVisible();
    });
  });
}

import { PASSWORD_RESET_TEXTS as T } from "../domain/mail/mail.ts";
import { authHeader, expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { createClient, expect, test } from "./support/fixtures.ts";
import { mailTo } from "./support/mailbox.ts";

/**
 * Issue 14 §2: a client who forgot the password asks for a link from the login form, gets the
 * mail (read from the run's SMTP server), sets a new password, and signs in with it; the link
 * works once, and the session from before is over.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client] resets a forgotten password through the mailed link (${name})`, async ({
      page,
    }) => {
      const client = await createClient(page, "individual", "Забывчивый Клиент");
      const newPassword = "Чайник-Глобус-Трамвай-58";

      await page.goto("/login?type=individual");
      await page.getByRole("link", { name: T.forgot }).click();
      await expect(page).toHaveURL(/\/password-reset$/);
      await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel(T.emailLabel).fill(client.email);
      await page.getByRole("button", { name: T.send }).click();
      await expect(page.getByRole("status")).toHaveText(T.sent);

      const mail = await mailTo(client.email);
      expect(mail.subject).toContain("восстановление пароля");
      const link = /(https?:\/\/\S+\/password-reset\/confirm#token=[A-Za-z0-9_-]{43})/.exec(
        mail.text ?? "",
      )?.[1];
      expect(link, "the mail carries the link").toBeTruthy();
      const { pathname, hash } = new URL(link!);

      await page.goto(pathname + hash);
      await expect(page.getByRole("heading", { level: 1, name: T.confirmTitle })).toBeVisible();
      await page.getByLabel(T.passwordLabel).fill(newPassword);
      await page.getByLabel(T.repeatLabel).fill("другой");
      await page.getByRole("button", { name: T.save }).click();
      await expect(page.getByText("Пароли не совпадают")).toBeVisible();
      await page.getByLabel(T.repeatLabel).fill(newPassword);
      await page.getByRole("button", { name: T.save }).click();
      await expect(page.getByRole("status")).toHaveText(T.saved);

      // The session from before the reset is over; the link works only once.
      const old = await page.request.get("/api/auth/me", { headers: authHeader(client.token) });
      expect(old.status()).toBe(401);
      // Opened again from the mail (a fresh page load: the same address with its #fragment would
      // only be an in-page jump).
      await page.goto("/");
      await page.goto(pathname + hash);
      await page.getByLabel(T.passwordLabel).fill(`${newPassword}-2`);
      await page.getByLabel(T.repeatLabel).fill(`${newPassword}-2`);
      await page.getByRole("button", { name: T.save }).click();
      await expect(page.getByRole("alert")).toHaveText(T.invalidToken);

      await page.getByRole("link", { name: T.requestAgain }).click();
      await expect(page).toHaveURL(/\/password-reset$/);
      await page.goto("/login?type=individual");
      await page.getByLabel(/^Email/).fill(client.email);
      await page.getByLabel(/^Пароль/).fill(newPassword);
      await page.getByRole("button", { name: "Войти" }).click();
      await expect(page).toHaveURL(/\/dashboard/);
    });
  });
}

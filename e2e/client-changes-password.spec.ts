import { CHAT_MAIL_TEXTS, MAIL_CATEGORY_LABELS } from "../domain/mail/mail.ts";
import { AUTH_TEXTS as T } from "../domain/users/auth-texts.ts";
import { authHeader, expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { createClient, expect, signInWithToken, test } from "./support/fixtures.ts";

/** Issue 14 §2: a client changes the password in «Профиль»; the current one is required. */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client] changes the password in «Профиль» (${name})`, async ({ page }) => {
      const client = await createClient(page);
      const second = await page.request.post("/api/auth/login", {
        data: { email: client.email, password: client.password, login_type: "individual" },
      });
      const otherDevice = ((await second.json()) as { access_token: string }).access_token;
      await signInWithToken(page, client.token, client.email);
      await page.goto("/dashboard?tab=profile");
      const section = page.getByRole("region", { name: T.passwordChangeTitle });
      await expect(section).toBeVisible();
      await expectAccessible(page);

      await section.getByLabel(T.currentPasswordLabel).fill("not-my-password");
      await section
        .getByRole("textbox", { name: T.newPasswordLabel, exact: true })
        .fill("Маяк-Ромашка-Винт-73");
      await section.getByLabel(T.repeatPasswordLabel).fill("Маяк-Ромашка-Винт-73");
      await section.getByRole("button", { name: T.changePassword }).click();
      await expect(section.getByText(T.currentPasswordWrong)).toBeVisible();

      await section.getByLabel(T.currentPasswordLabel).fill(client.password);
      await section.getByRole("button", { name: T.changePassword }).click();
      await expect(page.getByText(T.passwordChanged)).toBeVisible();
      // This tab stays signed in; the other device is signed out.
      const here = await page.request.get("/api/auth/me", { headers: authHeader(client.token) });
      expect(here.status()).toBe(200);
      const there = await page.request.get("/api/auth/me", { headers: authHeader(otherDevice) });
      expect(there.status()).toBe(401);
    });

    /** Issue 14 §1: the profile's «Уведомления по e-mail» switch, saved as it is flipped. */
    test(`[client] switches off mail about the lawyer's messages in «Профиль» (${name})`, async ({
      page,
    }) => {
      const client = await createClient(page);
      await signInWithToken(page, client.token, client.email);
      await page.goto("/dashboard?tab=profile");
      const section = page.getByRole("region", { name: CHAT_MAIL_TEXTS.settingsTitle });
      const messages = section.getByRole("switch", { name: MAIL_CATEGORY_LABELS.messages.label });
      await expect(messages).toBeChecked();
      await messages.click({ force: true });
      await expect(page.getByText(CHAT_MAIL_TEXTS.saved)).toBeVisible();
      await expect(messages).not.toBeChecked();
      const saved = await page.request.get("/api/auth/me/notifications", {
        headers: authHeader(client.token),
      });
      // That category only, and only a client's categories are offered.
      expect(await saved.json()).toEqual({
        messages: false,
        documents: true,
        payment_requests: true,
        review_deadline: true,
      });
      await expect(section.getByRole("switch")).toHaveCount(4);
    });
  });
}

import { EMAIL_CHANGE_TEXTS as T } from "../domain/mail/mail.ts";
import { AUTH_TEXTS } from "../domain/users/auth-texts.ts";
import { authHeader, expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { createClient, expect, signInWithToken, test, uniqueEmail } from "./support/fixtures.ts";
import { mailTo } from "./support/mailbox.ts";

/**
 * Issue 14 §2: a client changes the e-mail in «Профиль» (the current password required), follows
 * the link mailed to the new address (read from the run's SMTP server), and the profile shows the
 * new address; the old inbox is told, the session stays, and the link works once.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[client] changes the e-mail in «Профиль» through the mailed link (${name})`, async ({
      page,
    }) => {
      const client = await createClient(page, "individual", "Переезжающий Клиент");
      const newEmail = uniqueEmail("moved");
      await signInWithToken(page, client.token, client.email);
      await page.goto("/dashboard?tab=profile");
      const section = page.getByRole("region", { name: T.title });
      await expect(section.getByText(T.current(client.email))).toBeVisible();
      await expectAccessible(page);

      await section.getByLabel(T.newEmailLabel).fill(newEmail);
      await section.getByLabel(T.passwordLabel).fill("not-my-password");
      await section.getByRole("button", { name: T.submit }).click();
      await expect(section.getByText(AUTH_TEXTS.currentPasswordWrong)).toBeVisible();
      await section.getByLabel(T.passwordLabel).fill(client.password);
      await section.getByRole("button", { name: T.submit }).click();
      await expect(section.getByRole("status")).toHaveText(T.sent(newEmail));
      await expectAccessible(page);

      // The current inbox hears of it; the link goes to the new one.
      const notice = await mailTo(client.email);
      expect(notice.subject).toContain("запрошена смена e-mail");
      expect(notice.text).toContain(newEmail);
      const mail = await mailTo(newEmail);
      const link = /(https?:\/\/\S+\/email-change\/confirm#token=[A-Za-z0-9_-]{43})/.exec(
        mail.text ?? "",
      )?.[1];
      expect(link, "the mail carries the link").toBeTruthy();
      const { pathname, hash } = new URL(link!);

      await page.goto(pathname + hash);
      await expect(page.getByRole("heading", { level: 1, name: T.confirmTitle })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: T.confirm }).click();
      await expect(page.getByRole("status")).toHaveText(T.confirmed(newEmail));
      await page.getByRole("link", { name: T.toProfile }).click();
      await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
      await expect(
        page.getByRole("region", { name: T.title }).getByText(T.current(newEmail)),
      ).toBeVisible();
      // Still signed in: the person proved both the password and the new inbox.
      const me = await page.request.get("/api/auth/me", { headers: authHeader(client.token) });
      expect(((await me.json()) as { email: string }).email).toBe(newEmail);

      // Opened again from the mail (a fresh load: the same address with a #fragment would only
      // be an in-page jump), the link is spent.
      await page.goto("/");
      await page.goto(pathname + hash);
      await page.getByRole("button", { name: T.confirm }).click();
      await expect(page.getByRole("alert")).toHaveText(T.invalidToken);
    });
  });
}

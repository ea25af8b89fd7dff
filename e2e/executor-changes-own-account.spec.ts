import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { EMAIL_CHANGE_TEXTS as MAIL_T } from "../domain/mail/mail.ts";
import { AUTH_TEXTS as T } from "../domain/users/auth-texts.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { E2E_ADMIN } from "./support/accounts.ts";
import { authHeader, expectAccessible, VIEWPORTS, withOperator } from "./support/back-office.ts";
import { expect, signInWithToken, test, uniqueEmail } from "./support/fixtures.ts";
import { mailTo } from "./support/mailbox.ts";

const NEW_PASSWORD = "Маяк-Ромашка-Винт-73";
const CONFIRM_LINK = /https?:\/\/\S+(\/email-change\/confirm#token=[A-Za-z0-9_-]{43})/;
const linkIn = (mail: ParsedMail) => CONFIRM_LINK.exec(mail.text ?? "")?.[1];

/**
 * The confirmation link in a mail to `to` sent since `since` (the lawyers' inbox also gets
 * business mail, and the other viewport's run left an older, spent link there). A mail's Date
 * header counts whole seconds.
 */
async function confirmLinkTo(to: string, since: number): Promise<string> {
  const fresh = (mail: ParsedMail) =>
    linkIn(mail) !== undefined && (mail.date?.getTime() ?? 0) >= since - 1000;
  return linkIn(await mailTo(to, fresh)) as string;
}

/** Puts the operator's e-mail and password back for the other specs, through the API. */
async function restoreOperator(page: Page, token: string) {
  const headers = authHeader(token);
  const password = await page.request.post("/api/auth/password", {
    headers,
    data: { current_password: NEW_PASSWORD, new_password: E2E_ADMIN.password },
  });
  expect(password.ok(), `restoring the password answered ${password.status()}`).toBe(true);
  const askedAt = Date.now();
  const asked = await page.request.post("/api/auth/email-change", {
    headers,
    data: { new_email: E2E_ADMIN.email, current_password: E2E_ADMIN.password },
  });
  expect(asked.ok(), `asking the e-mail back answered ${asked.status()}`).toBe(true);
  const link = await confirmLinkTo(E2E_ADMIN.email, askedAt);
  const confirmed = await page.request.post("/api/auth/email-change/confirm", {
    data: { token: new URLSearchParams(link.split("#")[1]).get("token") },
  });
  expect(confirmed.ok(), `confirming the e-mail back answered ${confirmed.status()}`).toBe(true);
}

/**
 * A lawyer changes their own password and e-mail in the cabinet's «Учётная запись», as a client
 * does in «Профиль»: nothing about their account needs the database or a setting. Walked as the
 * operator account (the demo executor is signed in by many specs at once), under its lock.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[admin] changes the password and the e-mail in «Учётная запись» (${name})`, async ({
      page,
    }) => {
      // Two changes of the operator's account, each signed in again, on a busy CI machine (a wait
      // for the operator's lock is not counted: withSpecLock gives it back).
      test.setTimeout(60_000);
      const newEmail = uniqueEmail("lawyer-moved");
      await withOperator(page, async (token) => {
        await signInWithToken(page, token, E2E_ADMIN.email);
        // Straight to the tab: executor-cabinet-tabs.spec.ts walks the menus to every tab, this
        // one included.
        await page.goto("/executor-dashboard?tab=account");
        await expect(
          page.getByRole("heading", { level: 2, name: EXECUTOR_TEXTS.tabs.account }),
        ).toBeVisible();
        const account = page.getByRole("region", { name: EXECUTOR_TEXTS.account.signedInAs });
        await expect(account).toContainText(E2E_ADMIN.email);
        await expect(account).toContainText(EXECUTOR_TEXTS.account.roles.admin);
        await expectAccessible(page);

        // The password: the current one is checked, then the new one is in force.
        const passwordSection = page.getByRole("region", { name: T.passwordChangeTitle });
        await passwordSection.getByLabel(T.currentPasswordLabel).fill("not-my-password");
        await passwordSection
          .getByRole("textbox", { name: T.newPasswordLabel, exact: true })
          .fill(NEW_PASSWORD);
        await passwordSection.getByLabel(T.repeatPasswordLabel).fill(NEW_PASSWORD);
        await passwordSection.getByRole("button", { name: T.changePassword }).click();
        await expect(passwordSection.getByText(T.currentPasswordWrong)).toBeVisible();
        await passwordSection.getByLabel(T.currentPasswordLabel).fill(E2E_ADMIN.password);
        await passwordSection.getByRole("button", { name: T.changePassword }).click();
        await expect(page.getByText(T.passwordChanged)).toBeVisible();
        const login = (password: string) =>
          page.request.post("/api/auth/login", {
            data: { email: E2E_ADMIN.email, password, login_type: "executor" },
          });
        expect((await login(E2E_ADMIN.password)).status()).toBe(401);
        expect((await login(NEW_PASSWORD)).ok()).toBe(true);

        // The e-mail: asked here with the (new) password, done from the link in the new inbox.
        const emailSection = page.getByRole("region", { name: MAIL_T.title });
        await emailSection.getByLabel(MAIL_T.newEmailLabel).fill(newEmail);
        await emailSection.getByLabel(MAIL_T.passwordLabel).fill(NEW_PASSWORD);
        const askedAt = Date.now();
        await emailSection.getByRole("button", { name: MAIL_T.submit }).click();
        await expect(emailSection.getByRole("status")).toHaveText(MAIL_T.sent(newEmail));
        await page.goto(await confirmLinkTo(newEmail, askedAt));
        await page.getByRole("button", { name: MAIL_T.confirm }).click();
        await expect(page.getByRole("status")).toHaveText(MAIL_T.confirmed(newEmail));
        // «В профиль» leads a lawyer back to the cabinet's tab, not to a client's dashboard.
        await page.getByRole("link", { name: MAIL_T.toProfile }).click();
        await expect(page).toHaveURL(/\/executor-dashboard\?tab=account$/);
        await expect(
          page.getByRole("region", { name: EXECUTOR_TEXTS.account.signedInAs }),
        ).toContainText(newEmail);

        await restoreOperator(page, token);
      });
    });
  });
}

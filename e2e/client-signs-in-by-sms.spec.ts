import { REAUTHENTICATION_TEXTS as R } from "../domain/access/reauthentication.ts";
import { PHONE_AUTH_TEXTS as A, PHONE_SCREEN_TEXTS as T } from "../domain/phone-auth/phone-auth.ts";
import type { User } from "../domain/users/user-schemas.ts";
import { authHeader, expectAccessible, OPEN_DIALOG, VIEWPORTS } from "./support/back-office.ts";
import { createClient, expect, signInWithToken, storedToken, test } from "./support/fixtures.ts";
import {
  enterNumberAndCode,
  formatted,
  newCodeAllowed,
  smsTo,
  typedMobile,
  uniqueMobile,
} from "./support/sms.ts";

/**
 * Issue 45 §2: «Войти по SMS» beside «Войти по паролю»: the account's confirmed number and the code
 * the SMS brought sign in as a password does (the token kept, the cabinet of the account's kind,
 * or the page the visitor was stopped at); a number no account has gets the same refusal as a
 * wrong code, and its owner an SMS saying there is no account. «Профиль» changes the number.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[corporate client] signs in by a code from an SMS (${name})`, async ({ page }) => {
      // The client's number got its registration code just now: the next waits the run's pause.
      test.setTimeout(90_000);
      const client = await createClient(page, "corporate", "Ольга Смсовна Корпоративная");

      // A cabinet address opened signed out: the login, then back there.
      await page.goto("/corporate-dashboard?tab=billing");
      await expect(page).toHaveURL(/\/login$/);
      const ways = page.getByRole("tablist", { name: T.loginWays });
      await expect(ways.getByRole("tab", { name: T.bySms })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(ways.getByRole("tab", { name: T.byPassword })).toBeVisible();
      await expectAccessible(page);
      const main = page.getByRole("main");

      await test.step("a number without an account: any code is «Неверный код или номер»", async () => {
        const stranger = uniqueMobile();
        await main.getByRole("textbox", { name: T.phoneLabel }).fill(typedMobile(stranger));
        await main.getByRole("button", { name: T.getCode }).click();
        await expect(main.getByRole("textbox", { name: T.codeLabel })).toBeVisible();
        await expectAccessible(page);
        // The owner of that number is told there is no account; no code reaches anyone.
        await expect.poll(() => smsTo(stranger).length).toBe(1);
        expect(smsTo(stranger)[0]).toContain("нет учётной записи");
        expect(smsTo(stranger)[0]).not.toMatch(/\b\d{6}\b/);
        await main.getByRole("textbox", { name: T.codeLabel }).fill("123456");
        await main.getByRole("button", { name: T.smsSignIn, exact: true }).click();
        await expect(main.getByRole("alert")).toHaveText(A.wrongCode);
        expect(await storedToken(page)).toBeNull();
        await main.getByRole("button", { name: T.changeNumber }).click();
      });

      await test.step("the account's number signs in and returns to the page", async () => {
        await newCodeAllowed(client.phone);
        await enterNumberAndCode(main, client.phone, T.smsSignIn);
        await expect(page).toHaveURL(/\/corporate-dashboard\?tab=billing$/);
        await expect(
          page.getByRole("heading", { level: 1, name: "Корпоративный кабинет" }),
        ).toBeVisible();
        expect(await storedToken(page)).toBeTruthy();
      });
    });

    test(`[visitor] «Войти по паролю» keeps the login type and the e-mail form (${name})`, async ({
      page,
    }) => {
      await page.goto("/login");
      await page.getByRole("tab", { name: T.byPassword }).click();
      await expect(page).toHaveURL(/\/login\?via=password$/);
      await expect(page.getByRole("button", { name: /^Физическое лицо/ })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: /^Исполнитель/ }).click();
      await expect(page.getByRole("heading", { name: "Вход для исполнителей" })).toBeVisible();
      // «Назад» returns to the password way, not to the SMS form.
      await page.getByRole("button", { name: "Назад" }).click();
      await expect(page).toHaveURL(/\/login\?via=password$/);
      await expect(page.getByRole("tab", { name: T.byPassword })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    });

    test(`[client] changes the number in «Профиль», the password asked again (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const client = await createClient(page, "individual", "Нина Новономерова");
      const next = uniqueMobile();
      await signInWithToken(page, client.token, client.email);
      await page.goto("/dashboard?tab=profile");
      const section = page.getByRole("region", { name: T.sectionTitle });
      await expect(section.getByTestId("account-phone")).toHaveText(
        T.current(formatted(client.phone)),
      );
      await expectAccessible(page);

      await section.getByRole("button", { name: T.change }).click();
      await enterNumberAndCode(section, next, T.confirmCode);
      // A confirmed number is replaced only by a session that has just proven itself.
      const dialog = page.locator(OPEN_DIALOG);
      await expect(dialog.getByRole("heading", { name: R.title })).toBeVisible();
      await expect(dialog.getByText(R.phoneHint)).toBeVisible();
      await expectAccessible(page, OPEN_DIALOG);
      await dialog
        .getByRole("textbox", { name: R.passwordLabel, exact: true })
        .fill(client.password);
      await dialog.getByRole("button", { name: R.submit }).click();
      await expect(dialog).toBeHidden();
      await expect(section.getByRole("status")).toHaveText(T.changed);
      await expect(section.getByTestId("account-phone")).toHaveText(T.current(formatted(next)));
      const me = await page.request.get("/api/auth/me", { headers: authHeader(client.token) });
      expect(((await me.json()) as User).phone).toBe(next);
    });
  });
}

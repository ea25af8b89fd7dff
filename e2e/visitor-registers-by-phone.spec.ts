import {
  PHONE_AUTH_TEXTS as A,
  PHONE_RESEND_AFTER_SECONDS,
  PHONE_SCREEN_TEXTS as T,
} from "../domain/phone-auth/phone-auth.ts";
import type { User } from "../domain/users/user-schemas.ts";
import { authHeader, expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { expect, storedToken, test, uniqueEmail } from "./support/fixtures.ts";
import { codeSentTo, formatted, smsTo, typedMobile, uniqueMobile } from "./support/sms.ts";

/**
 * Issue 45 §2: a visitor registers with their phone first: a Russian mobile number, the code the
 * SMS brought (a wrong one refused, a new one only after the pause), then name, e-mail, password
 * and consent; the account's number is the confirmed one.
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[visitor] registers by phone: number, code, then the rest (${name})`, async ({
      page,
    }) => {
      // Three accessibility checks and two forms: longer than one screen's walk.
      test.setTimeout(90_000);
      // The countdown to «Отправить код ещё раз» is the page's clock, moved on below.
      await page.clock.install();
      const phone = uniqueMobile();
      const fullName = "Анна Сергеевна Телефонова";
      const email = uniqueEmail("phone-signup");
      const password = "Тюльпан-Залив-Шторм-27";

      await page.goto("/register");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: T.registerPhoneStep })).toBeVisible();
      // The rest of the form waits for the number.
      await expect(main.getByLabel("ФИО")).toHaveCount(0);
      await expectAccessible(page);

      const field = main.getByRole("textbox", { name: T.phoneLabel });
      await test.step("a landline number is refused before any SMS", async () => {
        await field.fill("4951234567");
        await main.getByRole("button", { name: T.getCode }).click();
        await expect(main.getByText(A.notRussianMobile)).toBeVisible();
      });

      const before = smsTo(phone).length;
      await test.step("a mobile number gets its code", async () => {
        await field.fill(typedMobile(phone));
        await main.getByRole("button", { name: T.getCode }).click();
        await expect(main.getByText(T.codeSentTo(formatted(phone)))).toBeVisible();
        await expect(main.getByText(/Отправить код ещё раз через \d+ с/)).toBeVisible();
        await expect(main.getByRole("button", { name: T.resend })).toHaveCount(0);
        await expectAccessible(page);
      });
      const code = await codeSentTo(phone, before);
      const codeField = main.getByRole("textbox", { name: T.codeLabel });
      await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
      await expect(codeField).toHaveAttribute("inputmode", "numeric");

      await test.step("a wrong code is refused", async () => {
        await codeField.fill(code === "000000" ? "111111" : "000000");
        await main.getByRole("button", { name: T.confirmCode, exact: true }).click();
        await expect(main.getByRole("alert")).toHaveText(A.wrongCode);
        await expect(codeField).toHaveValue("");
      });

      await test.step("a new code only after the pause, which the server keeps too", async () => {
        await page.clock.fastForward((PHONE_RESEND_AFTER_SECONDS + 1) * 1000);
        const resend = main.getByRole("button", { name: T.resend });
        await expect(resend).toBeVisible();
        // The page's clock ran ahead; the server's did not: its refusal says when (a whole minute
        // reads «1 мин» when the first code went out less than a second before).
        await resend.click();
        await expect(main.getByRole("alert")).toHaveText(
          /^Новый код можно запросить через (\d+ с|1 мин)$/,
        );
        expect(smsTo(phone)).toHaveLength(before + 1);
      });

      await test.step("the right code proves the number; the rest of the form opens", async () => {
        await codeField.fill(code);
        await main.getByRole("button", { name: T.confirmCode, exact: true }).click();
        await expect(main.getByTestId("proven-phone")).toContainText(T.confirmed(formatted(phone)));
        await expect(main.getByRole("heading", { name: T.registerDetailsStep })).toBeVisible();
        await expectAccessible(page);
      });

      await test.step("name, e-mail, password and consent make the account", async () => {
        await main.getByLabel("ФИО").fill(fullName);
        await main.getByLabel("Email").fill(email);
        await main.getByLabel(/^Пароль/).fill(password);
        await main.getByLabel(/^Подтверждение пароля/).fill(password);
        await main.getByRole("checkbox", { name: /Я согласен/ }).check();
        await main.getByRole("button", { name: "Зарегистрироваться" }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByText(`Добро пожаловать, ${fullName}`)).toBeVisible();
      });

      const token = await storedToken(page);
      const me = await page.request.get("/api/auth/me", { headers: authHeader(token!) });
      const user = (await me.json()) as User;
      expect(user.phone).toBe(phone);
      expect(user.phone_confirmed).toBe(true);
      expect(user.phone_confirmation_required).toBe(false);

      // «Профиль» names the number the account signs in with.
      await page.goto("/dashboard?tab=profile");
      await expect(page.getByTestId("account-phone")).toHaveText(T.current(formatted(phone)));
    });
  });
}

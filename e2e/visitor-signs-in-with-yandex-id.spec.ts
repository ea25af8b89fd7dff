import type { Page } from "@playwright/test";
import { formatPhone } from "../domain/contacts/phone.ts";
import { PHONE_SCREEN_TEXTS as T } from "../domain/phone-auth/phone-auth.ts";
import { YANDEX_ID_TEXTS } from "../domain/yandex-id/yandex-id.ts";
import { DEMO_ACCOUNTS } from "./support/accounts.ts";
import { expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { expect, storedToken, test, uniqueEmail } from "./support/fixtures.ts";
import { codeSentTo, smsTo, uniqueMobile } from "./support/sms.ts";
import { fakeYandexUser, signedInAtYandex } from "./support/yandex-id.ts";

/**
 * Issue 45 §2: «Войти с Яндекс ID» against the run's local fake of Yandex (a person already
 * signed in there, who allows the site at once). A new person lands in the registration with
 * name, e-mail and phone filled in and, registered, signs in with Yandex from then on; the demo
 * client, whose confirmed phone Yandex also has, is signed in straight away; a person who says no
 * at Yandex is back at the login, told so.
 */

const yandexButton = (page: Page) => page.getByRole("link", { name: YANDEX_ID_TEXTS.button });

/** The registration's own fields the prefill leaves to the person: the password and consent. */
async function finishForm(page: Page, password: string) {
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByLabel(/^Подтверждение пароля/).fill(password);
  await page.getByRole("checkbox", { name: /Я согласен/ }).check();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[visitor] new to the site: Yandex ID fills the registration, then signs the account in (${name})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const phone = uniqueMobile();
      const person = fakeYandexUser({
        name: "Марина Яндексова",
        email: uniqueEmail("yandex"),
        phone,
      });
      await signedInAtYandex(page.context(), person);

      await test.step("the login page offers Yandex ID", async () => {
        await page.goto("/login");
        await expect(yandexButton(page)).toHaveAttribute("href", "/api/auth/yandex/start");
        await expectAccessible(page);
      });

      const main = page.getByRole("main");
      await test.step("Yandex sends the person back to a registration filled in", async () => {
        await yandexButton(page).click();
        await expect(page).toHaveURL(/\/register$/);
        await expect(page.getByText(YANDEX_ID_TEXTS.prefilled)).toBeVisible();
        // The phone first (issue 45 §2): Yandex's number is in the field, to be confirmed by SMS.
        await expect(main.getByRole("textbox", { name: T.phoneLabel })).toHaveValue(
          formatPhone(phone),
        );
        // Already on its way in with Yandex: the button is not offered twice.
        await expect(yandexButton(page)).toHaveCount(0);
        await expectAccessible(page);
      });

      await test.step("the phone is confirmed by its SMS, the rest is filled in", async () => {
        const before = smsTo(phone).length;
        await main.getByRole("button", { name: T.getCode }).click();
        const code = await codeSentTo(phone, before);
        await main.getByRole("textbox", { name: T.codeLabel }).fill(code);
        await main.getByRole("button", { name: T.confirmCode, exact: true }).click();
        await expect(main.getByTestId("proven-phone")).toBeVisible();
        await expect(main.getByLabel("ФИО")).toHaveValue("Марина Яндексова");
        await expect(main.getByLabel("Email")).toHaveValue(person.default_email!);
        await expectAccessible(page);
      });

      const user = await test.step("the account is made and linked to Yandex", async () => {
        await finishForm(page, "yandex-password-2026");
        await main.getByRole("button", { name: "Зарегистрироваться" }).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        const me = await page.request.get("/api/auth/me", {
          headers: { authorization: `Bearer ${await storedToken(page)}` },
        });
        return (await me.json()) as { id: number; phone: string };
      });
      expect(user.phone).toBe(phone);
      // Signed out, the next «Войти с Яндекс ID» must open the same account.
      await page.evaluate(() => localStorage.removeItem("token"));

      await test.step("from then on «Войти с Яндекс ID» opens that account", async () => {
        await page.goto("/login");
        await yandexButton(page).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.getByText("Добро пожаловать, Марина Яндексова")).toBeVisible();
        const me = await page.request.get("/api/auth/me", {
          headers: { authorization: `Bearer ${await storedToken(page)}` },
        });
        expect((await me.json()).id).toBe(user.id);
      });
    });

    test(`[client] the demo client, whose phone Yandex has, is signed in at once (${name})`, async ({
      page,
    }) => {
      await signedInAtYandex(
        page.context(),
        fakeYandexUser({
          name: "Иван Смирнов",
          email: uniqueEmail("ivan-yandex"),
          phone: DEMO_ACCOUNTS.client.phone,
        }),
      );
      await page.goto("/login");
      await yandexButton(page).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(
        page.getByText(`Добро пожаловать, ${DEMO_ACCOUNTS.client.fullName}`),
      ).toBeVisible();
      expect(await storedToken(page)).not.toBeNull();
    });

    test(`[visitor] says no at Yandex, or brings back a dead link: told so in Russian (${name})`, async ({
      page,
    }) => {
      await signedInAtYandex(page.context(), "deny");
      await page.goto("/login");
      await yandexButton(page).click();
      await expect(page).toHaveURL(/\/login\?yandex=denied$/);
      await expect(page.getByRole("alert")).toHaveText(YANDEX_ID_TEXTS.denied);
      await expectAccessible(page);

      // The complete page with a code that is no longer good (opened again, or sent on).
      await page.goto(`/login/complete#code=${"A".repeat(43)}`);
      await expect(page.getByRole("alert")).toHaveText(YANDEX_ID_TEXTS.codeExpired);
      await expect(page).toHaveURL(/\/login\/complete$/);
      await expectAccessible(page);
      await page.getByRole("link", { name: YANDEX_ID_TEXTS.retry }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedToken(page)).toBeNull();
    });
  });
}

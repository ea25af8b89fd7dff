import { PASSWORD_RULE_TEXTS } from "../domain/users/common-passwords.ts";
import { expectAccessible, VIEWPORTS } from "./support/back-office.ts";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";
import { proveNumberForRegistration } from "./support/sms.ts";

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("[visitor] a common password is refused with the reason; another one registers", async ({
      page,
    }) => {
      await page.goto("/register");
      await proveNumberForRegistration(page);
      await page.getByLabel("ФИО").fill("Иван Слабопарольный");
      await page.getByLabel("Email").fill(uniqueEmail("weak-password"));
      await page.getByLabel(/^Пароль/).fill("qwerty123");
      await page.getByLabel(/^Подтверждение пароля/).fill("qwerty123");
      await page.getByRole("radio", { name: "Физическое лицо" }).check();
      await page.getByRole("checkbox", { name: /Я согласен/ }).check();
      const submit = page.getByRole("button", { name: "Зарегистрироваться" });
      await submit.click();

      await expect(page.getByText(PASSWORD_RULE_TEXTS.tooCommon)).toBeVisible();
      await expect(page).toHaveURL(/\/register$/);
      await expectAccessible(page);

      await page.getByLabel(/^Пароль/).fill("тёплый-март-1987");
      await page.getByLabel(/^Подтверждение пароля/).fill("тёплый-март-1987");
      await submit.click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}

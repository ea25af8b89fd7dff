import type { Page } from "@playwright/test";
import { PHONE_SCREEN_TEXTS } from "../domain/phone-auth/phone-auth.ts";
import { AUTH_TEXTS } from "../domain/users/auth-texts.ts";
import { DEMO_ACCOUNTS } from "./support/accounts.ts";
import {
  createClient,
  expect,
  signInWithToken,
  storedToken,
  test,
  uniqueEmail,
} from "./support/fixtures.ts";
import { proveNumberForRegistration } from "./support/sms.ts";

/** The header's guest links: shown only when nobody is signed in. */
function guestLinks(page: Page) {
  const header = page.getByRole("banner");
  return [
    header.getByRole("link", { name: "Вход", exact: true }),
    header.getByRole("link", { name: "Регистрация", exact: true }),
  ];
}

/** «Войти по паролю» of /login: the login type, then e-mail and password. */
async function logInThroughForm(
  page: Page,
  loginType: "Физическое лицо" | "ИП / Юридическое лицо" | "Исполнитель",
  account: { email: string; password: string },
) {
  await page.getByRole("tab", { name: PHONE_SCREEN_TEXTS.byPassword }).click();
  await page.getByRole("button", { name: new RegExp(`^${loginType}`) }).click();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel(/^Пароль/).fill(account.password);
  await page.getByRole("button", { name: "Войти", exact: true }).click();
}

test("[visitor] registers as a corporate client and lands in the corporate cabinet", async ({
  page,
}) => {
  // The SMS step adds a round trip through the gateway to a flow that already took half the budget.
  test.slow();
  const fullName = "Ольга Викторовна Корпоративная";
  const password = "corporate-password";

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Регистрация" }).click();
  await expect(page).toHaveURL(/\/register$/);
  // The phone and its code first (issue 45 §2), then the rest.
  await proveNumberForRegistration(page);

  await page.getByLabel("ФИО").fill(fullName);
  await page.getByLabel("Email").fill(uniqueEmail("corporate-signup"));
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByLabel(/^Подтверждение пароля/).fill(password);
  await page.getByRole("radio", { name: "ИП / Юридическое лицо" }).check();
  const submit = page.getByRole("button", { name: "Зарегистрироваться" });

  await test.step("without consent the form refuses", async () => {
    await submit.click();
    await expect(page.getByText(AUTH_TEXTS.consentRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  await test.step("with consent but different passwords the form refuses", async () => {
    await page.getByRole("checkbox", { name: /Я согласен/ }).check();
    await page.getByLabel(/^Подтверждение пароля/).fill("another-password");
    await submit.click();
    await expect(page.getByText(AUTH_TEXTS.passwordsDiffer)).toBeVisible();
    await expect(page.getByText(AUTH_TEXTS.consentRequired)).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
  });

  await test.step("with matching passwords the account is created", async () => {
    await page.getByLabel(/^Подтверждение пароля/).fill(password);
    await submit.click();
    await expect(page).toHaveURL(/\/corporate-dashboard$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Корпоративный кабинет" }),
    ).toBeVisible();
    await expect(page.getByText(`Добро пожаловать, ${fullName}`)).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Личный кабинет" }),
    ).toBeVisible();
  });
});

test("[executor] logs in as «Исполнитель» and lands in the executor cabinet", async ({ page }) => {
  await page.goto("/login");
  await logInThroughForm(page, "Исполнитель", DEMO_ACCOUNTS.executor);

  await expect(page).toHaveURL(/\/executor-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Кабинет исполнителя" })).toBeVisible();
  await expect(page.getByText(`Здравствуйте, ${DEMO_ACCOUNTS.executor.fullName}`)).toBeVisible();
  await expect(
    page.getByRole("banner").getByRole("link", { name: /Кабинет исполнителя/ }),
  ).toBeVisible();
});

test("[client] choosing «Исполнитель» shows the server's error and the form still works", async ({
  page,
}) => {
  await page.goto("/login");
  await logInThroughForm(page, "Исполнитель", DEMO_ACCOUNTS.client);

  const error = page.getByRole("alert").filter({ hasText: AUTH_TEXTS.wrongLoginType.individual });
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute("style", /red/);
  await expect(page).toHaveURL(/\/login\?type=executor$/);
  await expect(page.getByRole("button", { name: "Войти", exact: true })).toBeEnabled();
  expect(await storedToken(page)).toBeNull();

  await page.getByRole("button", { name: "Назад" }).click();
  await logInThroughForm(page, "Физическое лицо", DEMO_ACCOUNTS.client);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Добро пожаловать, ${DEMO_ACCOUNTS.client.fullName}`)).toBeVisible();
});

test("[client] logs out: the guest links return and the old token no longer works", async ({
  page,
}) => {
  const client = await createClient(page, "individual", "Пётр Выходящий");
  await signInWithToken(page, client.token, client.email);
  const me = () =>
    page.request.get("/api/auth/me", { headers: { authorization: `Bearer ${client.token}` } });
  expect((await me()).status()).toBe(200);

  await page.goto("/dashboard");
  await expect(page.getByText(`Добро пожаловать, ${client.fullName}`)).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Выход" }).click();

  await expect(page).toHaveURL(/\/$/);
  for (const link of guestLinks(page)) await expect(link).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Выход" })).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  expect((await me()).status()).toBe(401);
});

test("[visitor] a stale token in the browser is dropped silently", async ({ page }) => {
  await signInWithToken(page, "garbage", "ghost@e2e.test");
  await page.goto("/");

  for (const link of guestLinks(page)) await expect(link).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText(AUTH_TEXTS.sessionExpired)).toHaveCount(0);
});

test("[guest] opening /dashboard is sent to /login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Вход в личный кабинет" })).toBeVisible();
});

test("[client] an individual is kept out of the executor and corporate cabinets", async ({
  page,
}) => {
  const client = await createClient(page, "individual", "Мария Частная");
  await signInWithToken(page, client.token, client.email);
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  await test.step("/executor-dashboard sends them to /login, which sends them home", async () => {
    await page.goto("/executor-dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Добро пожаловать, ${client.fullName}`)).toBeVisible();
    expect(visited).toContain("/login");
  });

  await test.step("/corporate-dashboard sends them to /dashboard", async () => {
    await page.goto("/corporate-dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Добро пожаловать, ${client.fullName}`)).toBeVisible();
  });
});

import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { A11Y_TEXTS } from "../domain/accessibility/accessibility.ts";
import { PHONE_SCREEN_TEXTS as PHONE } from "../domain/phone-auth/phone-auth.ts";
import { AUTH_TEXTS } from "../domain/users/auth-texts.ts";
import {
  RECOVERY_CODE_COUNT,
  SESSION_TEXTS as S,
  SECOND_FACTOR_TEXTS as T,
} from "../domain/users/second-factor.ts";
import { EXECUTOR_TEXTS } from "../web/features/executor/executor-texts.ts";
import { E2E_ADMIN, E2E_ADMIN_PHONE } from "./support/accounts.ts";
import {
  authHeader,
  expectAccessible,
  OPEN_DIALOG,
  VIEWPORTS,
  withOperator,
} from "./support/back-office.ts";
import { expect, signInWithToken, test } from "./support/fixtures.ts";
import { enterNumberAndCode, newCodeAllowed } from "./support/sms.ts";

/** Another device of the lawyer's: its sessions read «Firefox, Linux» in the list. */
const OTHER_DEVICE = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** The code the lawyer's authenticator shows `stepsAhead` 30-second steps from now. */
const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Both steps of the login through the API, as another device would do them. */
async function signInElsewhere(page: Page, code: string): Promise<string> {
  const first = await page.request.post("/api/auth/login", {
    headers: { "user-agent": OTHER_DEVICE },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, login_type: "executor" },
  });
  expect(first.status()).toBe(202);
  const second = await page.request.post("/api/auth/login/second-factor", {
    headers: { "user-agent": OTHER_DEVICE },
    data: { challenge: (await first.json()).challenge, code },
  });
  expect(second.ok(), `the second step answered ${second.status()}`).toBe(true);
  return (await second.json()).access_token;
}

/**
 * However the story ended, the operator account leaves without a second factor: every other spec
 * signs it in with the password alone (withOperator). Uses two recovery codes kept for this (a
 * cleanup that spent one code twice once left the factor on, and every later operator spec failed).
 */
async function makeSureItIsOff(page: Page, recoveryCodes: string[] | undefined) {
  const [toSignIn, toSwitchOff] = recoveryCodes ?? [];
  if (!toSignIn || !toSwitchOff) return;
  const first = await page.request.post("/api/auth/login", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, login_type: "executor" },
  });
  if (first.status() !== 202) return;
  // Two codes: each works once, and the sign-in spends the first.
  const token = await signInElsewhere(page, toSignIn);
  const off = await page.request.post("/api/auth/second-factor/disable", {
    headers: authHeader(token),
    data: { current_password: E2E_ADMIN.password, code: toSwitchOff },
  });
  expect(off.ok(), `switching the factor off answered ${off.status()}`).toBe(true);
  // That sign-in is no device of the story: ended, so a retry lists only its own sessions.
  await page.request.post("/api/auth/logout", { headers: authHeader(token) });
}

async function logOut(page: Page) {
  const banner = page.getByRole("banner");
  const direct = banner.getByRole("button", { name: "Выход" });
  // The phone menu (a <dialog> in the header) draws its own «Выход» only while it is open.
  const menu = page.getByRole("dialog");
  // Pressed again if the first press landed while the cabinet was still drawing itself (once on
  // a busy CI machine the page stayed where it was).
  await expect(async () => {
    if (new URL(page.url()).pathname !== "/") {
      if (await menu.isVisible()) await menu.getByRole("button", { name: "Выход" }).click();
      else if (await direct.isVisible()) await direct.click();
      else {
        await banner.getByRole("button", { name: A11Y_TEXTS.openMenu }).click();
        await menu.getByRole("button", { name: "Выход" }).click();
      }
    }
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** /login as «Исполнитель» up to the code step. */
async function passwordStep(page: Page) {
  await page.goto("/login?type=executor");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel(/^Пароль/).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.loginStepTitle })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel(T.codeOrRecoveryLabel).fill(code);
  await page.getByRole("button", { name: T.confirm }).click();
  await expect(page).toHaveURL(/\/executor-dashboard/);
}

/**
 * A lawyer turns on the second factor in «Учётная запись» (issue 27 §5), signs in with the code
 * from the app and then with a recovery code, ends a session on another device and turns the
 * factor off again. Walked as the operator account under its lock (the only staff account a spec
 * may change; the demo executor is signed in by many specs at once).
 */
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test(`[admin] turns on the second factor, signs in with it and turns it off (${name})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await withOperator(page, async (token) => {
        let spare: string[] | undefined;
        try {
          await signInWithToken(page, token, E2E_ADMIN.email);
          await page.goto("/executor-dashboard?tab=account");
          await expect(
            page.getByRole("heading", { level: 2, name: EXECUTOR_TEXTS.tabs.account }),
          ).toBeVisible();
          const section = page.getByRole("region", { name: T.title });
          await expect(section.getByTestId("second-factor-status")).toHaveText(T.offStatus);
          await expect(page.getByRole("region", { name: S.title })).toContainText(S.current);
          await expectAccessible(page);

          // Turning on: the password, then the key read off the page and the app's code.
          await section.getByRole("button", { name: T.turnOn }).click();
          const dialog = page.getByRole("dialog", { name: T.setupTitle });
          await dialog.getByLabel(AUTH_TEXTS.currentPasswordLabel).fill(E2E_ADMIN.password);
          await dialog.getByRole("button", { name: T.turnOn }).click();
          await expect(dialog.getByRole("img", { name: T.qrAlt })).toBeVisible();
          const secret = (await dialog.getByTestId("second-factor-secret").textContent()) ?? "";
          expect(secret).toMatch(/^[A-Z2-7]{32}$/);
          await expectAccessible(page, OPEN_DIALOG);
          await dialog.getByLabel(T.codeLabel).fill("000000");
          await dialog.getByRole("button", { name: T.confirm }).click();
          await expect(dialog.getByRole("alert")).toHaveText(T.wrongCode);
          await dialog.getByLabel(T.codeLabel).fill(await totp(secret));
          await dialog.getByRole("button", { name: T.confirm }).click();

          // The recovery codes, shown once.
          const codesDialog = page.getByRole("dialog", { name: T.recoveryTitle });
          const codes = codesDialog.getByTestId("recovery-codes").getByRole("listitem");
          await expect(codes).toHaveCount(RECOVERY_CODE_COUNT);
          const recovery = await codes.allTextContents();
          spare = recovery.slice(-2);
          await expect(codesDialog.getByRole("button", { name: T.copyCodes })).toBeVisible();
          await expect(codesDialog.getByRole("button", { name: T.downloadCodes })).toBeVisible();
          await expectAccessible(page, OPEN_DIALOG);
          await codesDialog.getByRole("button", { name: T.savedCodes }).click();
          await expect(section.getByTestId("second-factor-status")).toHaveText(T.onStatus);

          // The password alone now opens nothing: the code from the app does (a later step:
          // the confirmation's code is used up).
          await logOut(page);
          await passwordStep(page);
          await expectAccessible(page);
          await enterCode(page, await totp(secret, 1));

          // And a recovery code, once.
          await logOut(page);
          await passwordStep(page);
          await enterCode(page, recovery[0]!);

          // «Войти по SMS» (issue 45): the number's code stands for the password, and the second
          // factor is still asked (a SIM swap alone opens no cabinet).
          await logOut(page);
          await page.goto("/login");
          await newCodeAllowed(E2E_ADMIN_PHONE);
          await enterNumberAndCode(page.getByRole("main"), E2E_ADMIN_PHONE, PHONE.smsSignIn);
          await expect(
            page.getByRole("heading", { level: 1, name: T.loginStepTitle }),
          ).toBeVisible();
          await enterCode(page, recovery[5]!);

          // Another device signed in; ended from the list, then «Выйти на других устройствах».
          const elsewhere = await signInElsewhere(page, recovery[1]!);
          await page.goto("/executor-dashboard?tab=account");
          const sessions = page.getByRole("region", { name: S.title });
          const otherRow = sessions
            .getByTestId("session-row")
            .filter({ hasText: "Firefox, Linux" });
          await expect(otherRow).toHaveCount(1);
          await otherRow.getByRole("button", { name: new RegExp(`^${S.end}`) }).click();
          await expect(otherRow).toHaveCount(0);
          const me = await page.request.get("/api/auth/me", { headers: authHeader(elsewhere) });
          expect(me.status()).toBe(401);
          await signInElsewhere(page, recovery[2]!);
          await page.reload();
          await sessions.getByRole("button", { name: S.endOthers }).click();
          await expect(sessions.getByTestId("session-row")).toHaveCount(1);
          await expect(sessions.getByTestId("session-row")).toContainText(S.current);

          // New recovery codes (the password and a code): the old ones stop working.
          await section.getByRole("button", { name: T.renew }).click();
          const renew = page.getByRole("dialog", { name: T.renewTitle });
          await renew.getByLabel(AUTH_TEXTS.currentPasswordLabel).fill(E2E_ADMIN.password);
          await renew.getByLabel(T.codeOrRecoveryLabel).fill(recovery[3]!);
          await renew.getByRole("button", { name: T.renew }).click();
          const renewed = renew.getByTestId("recovery-codes").getByRole("listitem");
          await expect(renewed).toHaveCount(RECOVERY_CODE_COUNT);
          await expectAccessible(page, OPEN_DIALOG);
          const fresh = await renewed.allTextContents();
          spare = fresh.slice(-2);
          expect(fresh).not.toContain(recovery[4]);
          await renew.getByRole("button", { name: T.savedCodes }).click();
          await expect(renew).toBeHidden();
          await expect(section).toContainText(T.recoveryLeft(RECOVERY_CODE_COUNT));

          // Turning off: the password and a code (an old recovery code no longer does).
          await section.getByRole("button", { name: T.turnOff }).click();
          const off = page.getByRole("dialog", { name: T.disableTitle });
          await expectAccessible(page, OPEN_DIALOG);
          await off.getByLabel(AUTH_TEXTS.currentPasswordLabel).fill(E2E_ADMIN.password);
          await off.getByLabel(T.codeOrRecoveryLabel).fill(recovery[4]!);
          await off.getByRole("button", { name: T.turnOff }).click();
          await expect(off.getByRole("alert")).toHaveText(T.wrongCode);
          await off.getByLabel(T.codeOrRecoveryLabel).fill(fresh[0]!);
          await off.getByRole("button", { name: T.turnOff }).click();
          await expect(section.getByTestId("second-factor-status")).toHaveText(T.offStatus);
          spare = undefined;
        } finally {
          await makeSureItIsOff(page, spare);
        }
      });
    });
  });
}

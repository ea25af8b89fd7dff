import { randomInt } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { PHONE_SCREEN_TEXTS } from "../../domain/phone-auth/phone-auth.ts";
import { type FakeSmsRu, startFakeSmsRu } from "../../server/test/fake-smsru.ts";

/**
 * The e2e run's SMS gateway: the local fake of SMS.ru's API (server/test/fake-smsru.ts), which
 * the app calls over HTTP as it would the real one (SMS_PROVIDER=smsru), keeping every SMS as a
 * text file in E2E_SMS_DIR so a spec in any worker reads what a person's phone would show.
 */
export async function startSmsGateway(): Promise<FakeSmsRu & { dir: string }> {
  const dir = path.join(os.tmpdir(), `e2e-sms-${process.pid}-${Date.now()}`);
  return { ...(await startFakeSmsRu({ dir })), dir };
}

/**
 * The pause before one number gets a new code in the run's apps (SMS_RESEND_AFTER_SECONDS; a
 * site's is a minute): a spec that signs in by SMS right after registering waits this, not a
 * minute of the suite's two workers. Long enough for a spec to read the refusal in between.
 */
export const E2E_SMS_RESEND_AFTER_SECONDS = 15;

/** A Russian mobile number of the spec's own: the limits count per number. */
export const uniqueMobile = () => `+7999${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

/** «+7 (999) 123-45-67», as a person types it into the masked field (digits after +7). */
export const typedMobile = (e164: string) => e164.slice(2);

/** The files of every SMS the gateway took for `phone`, oldest first. */
function smsFilesTo(phone: string): string[] {
  const dir = process.env.E2E_SMS_DIR;
  if (!dir) throw new Error("E2E_SMS_DIR is not set: global-setup did not start the SMS gateway");
  const digits = phone.replace(/\D/g, "");
  return readdirSync(dir)
    .filter((name) => name.endsWith(`-${digits}.txt`))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every SMS the gateway took for `phone`, oldest first. */
export function smsTo(phone: string): string[] {
  return smsFilesTo(phone).map((file) => readFileSync(file, "utf8"));
}

/**
 * Waits out the pause before `phone` may get a new code (E2E_SMS_RESEND_AFTER_SECONDS after its
 * last SMS, whatever it was for): a number that has just been registered signs in by SMS after
 * the pause, in a spec as for a person.
 */
export async function newCodeAllowed(phone: string): Promise<void> {
  const last = smsFilesTo(phone).at(-1);
  if (!last) return;
  const wait = statSync(last).mtimeMs + (E2E_SMS_RESEND_AFTER_SECONDS + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * The code of the newest SMS to `phone` once there are more than `before` of them (waits for it):
 * take `smsTo(phone).length` before asking for a code, so an older one is never read.
 */
export async function codeSentTo(phone: string, before = 0): Promise<string> {
  let code = "";
  await expect
    .poll(
      () => {
        const texts = smsTo(phone);
        if (texts.length <= before) return false;
        code = /\b(\d{6})\b/.exec(texts.at(-1) ?? "")?.[1] ?? "";
        return code !== "";
      },
      { message: `an SMS with a code to ${phone}`, timeout: 15_000 },
    )
    .toBe(true);
  return code;
}

/** The proof of a number for a registration, through the API as the form asks for it. */
export async function phoneTokenFor(request: APIRequestContext, phone: string): Promise<string> {
  const before = smsTo(phone).length;
  const started = await request.post("/api/auth/phone/start", {
    data: { phone, purpose: "register" },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { challenge_id } = (await started.json()) as { challenge_id: string };
  const verified = await request.post("/api/auth/phone/verify", {
    data: { challenge_id, code: await codeSentTo(phone, before) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { phone_token: string }).phone_token;
}

/**
 * The number and code steps of a screen (registration, «Войти по SMS», «Подтвердите номер
 * телефона», «Изменить номер»), walked as a person does: the number typed, «Получить код», the
 * code read from the SMS, then the step's own button (`submit`).
 */
export async function enterNumberAndCode(
  scope: Page | Locator,
  phone: string,
  submit: string,
): Promise<void> {
  const before = smsTo(phone).length;
  const field = scope.getByRole("textbox", { name: PHONE_SCREEN_TEXTS.phoneLabel });
  // Typed key by key over whatever the field held (a guest's number from the chat), selected
  // and deleted as a person does: the mask misreads a selection made by script (locator.clear).
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  await field.pressSequentially(typedMobile(phone));
  await expect(field).toHaveValue(formatted(phone));
  await scope.getByRole("button", { name: PHONE_SCREEN_TEXTS.getCode }).click();
  // The code step, not a refusal (a number asked again within the pause is told to wait).
  const codeField = scope.getByRole("textbox", { name: PHONE_SCREEN_TEXTS.codeLabel });
  await expect(codeField).toBeVisible();
  await codeField.fill(await codeSentTo(phone, before));
  await scope.getByRole("button", { name: submit, exact: true }).click();
}

/** «+7 (999) 123-45-67», as the masked field and the screens show a number. */
export const formatted = (e164: string) =>
  `+7 (${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8, 10)}-${e164.slice(10)}`;

/**
 * «Подтвердите номер телефона», which an account without a confirmed number meets first
 * (issue 45 §2): a new number of the spec's own confirmed by its code; returns the number.
 */
export async function confirmNumberAtGate(page: Page, phone = uniqueMobile()): Promise<string> {
  await expect(
    page.getByRole("heading", { level: 1, name: PHONE_SCREEN_TEXTS.gateTitle }),
  ).toBeVisible();
  await enterNumberAndCode(page.getByRole("main"), phone, PHONE_SCREEN_TEXTS.confirmCode);
  await expect(page.getByRole("heading", { name: PHONE_SCREEN_TEXTS.gateTitle })).toHaveCount(0);
  return phone;
}

/**
 * Step 1 of /register (issue 45 §2): a number of the spec's own and its code, up to the rest of
 * the form. Returns the number.
 */
export async function proveNumberForRegistration(
  page: Page,
  phone = uniqueMobile(),
): Promise<string> {
  const main = page.getByRole("main");
  await enterNumberAndCode(main, phone, PHONE_SCREEN_TEXTS.confirmCode);
  await expect(
    main.getByRole("heading", { name: PHONE_SCREEN_TEXTS.registerDetailsStep }),
  ).toBeVisible();
  return phone;
}

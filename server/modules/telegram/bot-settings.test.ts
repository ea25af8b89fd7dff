import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TELEGRAM_TEXTS as T } from "../../../domain/telegram/telegram.ts";
import { telegramBot } from "../../db/schema/telegram.ts";
import { buildBackOfficeTestApp, TEST_ADMIN } from "../../test/back-office.ts";
import { type FakeTelegram, startFakeTelegram } from "../../test/fake-telegram.ts";
import { bearer, loginAs, reauthenticate } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { webhookSecretOf } from "./bot.ts";

/**
 * Issue 47 §1: the administrator's token in «Настройки сайта» → «Telegram», checked with Telegram
 * and kept sealed; on an https site the webhook is registered with its secret.
 */
let fake: FakeTelegram;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await buildBackOfficeTestApp({
    env: {
      TELEGRAM_API_URL: fake.origin,
      PUBLIC_URL: "https://firm.example",
      PAYMENT_PROVIDER: "sandbox",
    },
  });
  admin = await loginAs(t.app, TEST_ADMIN.email, TEST_ADMIN.password, "executor");
  await reauthenticate(t.app, admin, TEST_ADMIN.password);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const put = (token: string | null | number) =>
  t.app.inject({
    method: "PUT",
    url: "/api/executor/telegram-bot",
    headers: bearer(admin),
    payload: { token },
  });

describe("«Настройки сайта» → «Telegram»", () => {
  it("refuses a malformed token and one Telegram does not know, saving nothing", async () => {
    const malformed = await put("not a token");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe(T.tokenInvalid);
    const unknown = await put("7000000001:AAHsomeOtherTokenTelegramDoesNotKnow1");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe(T.tokenRefused);
    expect(await t.db.select().from(telegramBot)).toEqual([]);
  });

  it("keeps the token sealed, never sends it back, and registers the webhook with its secret", async () => {
    const saved = await put(fake.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      configured: true,
      username: fake.username,
      token_set: true,
      from_environment: false,
      mode: "webhook",
    });
    expect(saved.body).not.toContain(fake.token.split(":")[1]);
    const [row] = await t.db.select().from(telegramBot).where(eq(telegramBot.id, 1));
    expect(row?.tokenSealed).toBeTruthy();
    expect(row?.tokenSealed).not.toContain(fake.token.split(":")[1]);
    const [webhook] = fake.sent("setWebhook").slice(-1);
    expect(webhook?.params).toMatchObject({
      url: "https://firm.example/api/telegram/webhook",
      secret_token: webhookSecretOf(fake.token),
    });
    // The lawyer's link now names the bot.
    const link = await t.app.inject({
      method: "POST",
      url: "/api/telegram/link",
      headers: bearer(admin),
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().url).toMatch(new RegExp(`^https://t\\.me/${fake.username}\\?start=`));
  });

  it("turns the bot off: the links are refused and the webhook answers 401", async () => {
    const off = await put(null);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ configured: false, token_set: false });
    const link = await t.app.inject({
      method: "POST",
      url: "/api/telegram/link",
      headers: bearer(admin),
    });
    expect(link.statusCode).toBe(409);
    expect(link.json().detail).toBe(T.notConfigured);
    const webhook = await t.app.inject({
      method: "POST",
      url: "/api/telegram/webhook",
      headers: { "x-telegram-bot-api-secret-token": webhookSecretOf(fake.token) },
      payload: { update_id: 5 },
    });
    expect(webhook.statusCode).toBe(401);
  });
});

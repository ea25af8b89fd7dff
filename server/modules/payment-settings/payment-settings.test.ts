import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  REAUTHENTICATION_REQUIRED,
  REAUTHENTICATION_TEXTS,
} from "../../../domain/access/reauthentication.ts";
import { PAYMENT_SETUP_TEXTS as T } from "../../../domain/payments/payment-setup.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { SECOND_FACTOR_TEXTS } from "../../../domain/users/second-factor.ts";
import { createSession } from "../../auth/sessions.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { paymentSettings, payments } from "../../db/schema/payments.ts";
import { createInProcessEventBus } from "../../platform/events/event-bus.ts";
import { buildBackOfficeTestApp, roleTokens, TEST_ADMIN } from "../../test/back-office.ts";
import { type FakeYooKassa, startFakeYooKassa } from "../../test/fake-yookassa.ts";
import { bearer, loginAsStaff } from "../../test/fixtures.ts";
import { createPaymentRequest, payableService } from "../../test/payment-fixtures.ts";
import { createStaff, totpCode, turnOnSecondFactor } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { distWithShell } from "../../test/web-dist.ts";
import { paymentContextOf } from "../payments/payment-context.ts";
import { reconcilePendingPayments } from "../payments/payment-service.ts";
import { getSiteSettings } from "../site-settings/service.ts";

const URL_ = "/api/executor/payment-settings";
/** A card number that passes the Luhn check, typed as a person would. */
const CARD = "2200 7001 2345 6781";
const SHOP_ID = "654321";
const SECRET_KEY = "test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE";

const put = (t: TestApp, token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: "PUT",
    url: URL_,
    headers: bearer(token),
    payload: { provider: "sandbox", current_password: TEST_ADMIN.password, ...payload },
  });
const get = (t: TestApp, token: string) =>
  t.app.inject({ method: "GET", url: URL_, headers: bearer(token) });
const publicSettings = async (t: TestApp) =>
  (await t.app.inject({ method: "GET", url: "/api/payments/settings" })).json() as {
    provider: string;
    test_mode: boolean;
    manual: { card_number: string | null; phone: string | null; recipient: string | null } | null;
  };

describe("«Оплата»: the administrator sets how the site takes money", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildBackOfficeTestApp();
    admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  it("is the administrator's alone: a stranger 401, a client and an executor 403", async () => {
    const tokens = await roleTokens(t.app);
    expect((await t.app.inject({ method: "GET", url: URL_ })).statusCode).toBe(401);
    for (const token of [tokens.client, tokens.corporateClient, tokens.executor]) {
      expect((await get(t, token)).statusCode).toBe(403);
      // Refused before the body is read: a client learns nothing of its fields.
      const refused = await t.app.inject({
        method: "PUT",
        url: URL_,
        headers: bearer(token),
        payload: {},
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(await t.db.select().from(paymentSettings)).toEqual([]);
  });

  it("starts in the sandbox with nothing set, all of it the cabinet's", async () => {
    const response = await get(t, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toMatchObject({
      provider: "sandbox",
      yookassa_shop_id: null,
      yookassa_secret_key_set: false,
      manual_card: null,
      from_environment: { provider: false, yookassa: false, manual: false },
      public_url_set: false,
      code_required: false,
    });
    expect(await publicSettings(t)).toEqual({
      provider: "sandbox",
      test_mode: true,
      sbp: true,
      manual: null,
    });
  });

  it("refuses a wrong password, a bad card or phone with a Russian detail, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ current_password: "not-my-password", manual_card: CARD }, AUTH_TEXTS.currentPasswordWrong],
      [{ manual_card: "2200 7001 2345 6782" }, T.cardInvalid],
      [{ manual_card: "1234" }, T.cardInvalid],
      [{ manual_phone: "12" }, "Пожалуйста, введите корректный номер телефона"],
      [{ yookassa_shop_id: "shop-1" }, T.shopIdInvalid],
      [{ yookassa_shop_id: SHOP_ID, yookassa_secret_key: "secret" }, T.secretKeyInvalid],
      [{ provider: "yookassa" }, T.yookassaKeysRequired],
      [{ provider: "stripe" }, T.providerLabel],
      [{ manual_recipient: "Я".repeat(201) }, T.recipientTooLong],
    ];
    for (const [payload, detail] of cases) {
      const response = await put(t, admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toContain(detail);
    }
    expect(await t.db.select().from(paymentSettings)).toEqual([]);
  });

  it("turns the transfer on at once, logs the change and mails every administrator", async () => {
    const response = await put(t, admin, {
      manual_card: "2200700123456781",
      manual_phone: "8 916 123-45-67",
      manual_recipient: "  ИП Соколова Мария Андреевна ",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      manual_card: CARD,
      manual_phone: "+7 (916) 123-45-67",
      manual_recipient: "ИП Соколова Мария Андреевна",
    });
    expect((await publicSettings(t)).manual).toEqual({
      card_number: CARD,
      phone: "+7 (916) 123-45-67",
      recipient: "ИП Соколова Мария Андреевна",
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, "payment_settings"));
    expect(entry).toMatchObject({ action: "update", actorEmail: TEST_ADMIN.email, before: null });
    expect(entry?.after).toMatchObject({ manual_card: CARD, yookassa_secret_key: null });
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, T.mailSubject(siteNameOf(await getSiteSettings(t.db)))));
    expect(mail.map((row) => row.recipient)).toContain(TEST_ADMIN.email);
    expect(mail[0]?.textBody).toContain(T.changed.manualCard);

    // Saving the same again changes nothing: no second entry, no second mail.
    await put(t, admin, {
      manual_card: CARD,
      manual_phone: "+7 (916) 123-45-67",
      manual_recipient: "ИП Соколова Мария Андреевна",
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, "payment_settings"));
    expect(entries).toHaveLength(1);
    // Emptied, the transfer is offered no more.
    await put(t, admin, {});
    expect((await publicSettings(t)).manual).toBeNull();
  });

  it("will not take YooKassa without the site's address to send the payer back to", async () => {
    const response = await put(t, admin, {
      provider: "yookassa",
      yookassa_shop_id: SHOP_ID,
      yookassa_secret_key: SECRET_KEY,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(T.publicUrlRequired);
    expect((await publicSettings(t)).provider).toBe("sandbox");
  });

  it("asks an administrator with a second factor for its code: the form's proof opens the window", async () => {
    const staff = await createStaff(t, "admin");
    const { secret } = await turnOnSecondFactor(t, staff);
    // A new session of the account: nothing proven on it yet (a sign-in does not count).
    const token = await createSession(t.db, staff.id, 1);
    const as = (payload: Record<string, unknown>) =>
      put(t, token, {
        current_password: staff.password,
        manual_recipient: "ИП Код",
        ...payload,
      });
    expect((await get(t, token)).json().code_required).toBe(true);
    const missing = await as({});
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({
      detail: REAUTHENTICATION_TEXTS.requiredWithCode,
      code: REAUTHENTICATION_REQUIRED,
    });
    const wrong = await as({ code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(SECOND_FACTOR_TEXTS.wrongCode);
    expect((await publicSettings(t)).manual).toBeNull();
    // The right code opens the window; a save refused for what was typed is sent again with the
    // same code (already used up) and goes through: the window stands for it.
    const code = await totpCode(secret, 1);
    const refused = await as({ code, provider: "yookassa" });
    expect(refused.json().detail).toBe(T.yookassaKeysRequired);
    const right = await as({ code });
    expect(right.statusCode).toBe(200);
    expect((await publicSettings(t)).manual?.recipient).toBe("ИП Код");
  });
});

describe("«Оплата» with YooKassa's keys from the cabinet", () => {
  let fake: FakeYooKassa;
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  beforeAll(async () => {
    fake = await startFakeYooKassa({ shopId: SHOP_ID, secretKey: SECRET_KEY });
    const events = createInProcessEventBus();
    // Two instances on one database and one bus, as behind nginx.
    t = await buildTestApp({
      seedDemo: true,
      events,
      env: {
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        PUBLIC_URL: "http://localhost",
        PAYMENT_PROVIDER: "cabinet",
        YOOKASSA_API_URL: fake.url,
      },
    });
    second = await buildTestApp({ shareDatabaseOf: t, events });
    admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await fake.close();
  });

  it("keeps the secret key sealed, takes real payments with it, and every instance follows", async () => {
    const service = await payableService(t.app);
    const saved = await put(t, admin, {
      provider: "yookassa",
      yookassa_shop_id: SHOP_ID,
      yookassa_secret_key: SECRET_KEY,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      provider: "yookassa",
      yookassa_shop_id: SHOP_ID,
      yookassa_secret_key_set: true,
    });
    expect(saved.body).not.toContain(SECRET_KEY);
    const [row] = await t.db.select().from(paymentSettings);
    expect(row?.yookassaSecretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(SECRET_KEY);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, "payment_settings"));
    expect(JSON.stringify(entries)).not.toContain(SECRET_KEY);

    // Both instances now send the payer to YooKassa, signed with the cabinet's keys.
    for (const instance of [t, second]) {
      expect((await publicSettings(instance)).test_mode).toBe(false);
      const created = await createPaymentRequest(instance.app, {
        service_id: service.id,
        amount: service.base_price,
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().confirmation_url).toContain("/checkout/payments/");
    }
    expect(fake.payments()).toHaveLength(2);
    // The sandbox's pages are gone while YooKassa takes the money.
    const sandbox = await t.app.inject({
      method: "GET",
      url: "/api/payments/sandbox/00000000-0000-4000-8000-000000000000",
    });
    expect(sandbox.statusCode).toBe(404);

    // A save that leaves the key field empty keeps the stored key.
    const kept = await put(t, admin, { provider: "yookassa", yookassa_shop_id: SHOP_ID });
    expect(kept.json().yookassa_secret_key_set).toBe(true);

    // Back to the sandbox: the next payment is a test one, on both instances.
    await put(t, admin, { provider: "sandbox", yookassa_shop_id: SHOP_ID });
    for (const instance of [t, second]) {
      const created = await createPaymentRequest(instance.app, {
        service_id: service.id,
        amount: service.base_price,
      });
      expect(created.json().confirmation_url).toContain("/payment/sandbox/");
    }

    // A payer who pays at YooKassa after the switch is not lost: the minute's check reads the
    // payment from YooKassa (its keys are still set) instead of cancelling it.
    const [paidLate] = fake.payments();
    fake.pay(paidLate?.id as string);
    const later = { ...paymentContextOf(t.app), now: () => new Date(Date.now() + 5 * 60_000) };
    await reconcilePendingPayments(later);
    const [late] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paidLate?.id as string));
    expect(late).toMatchObject({ provider: "yookassa", status: "succeeded" });
  });
});

describe("«Оплата» and the pages that carry it", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildBackOfficeTestApp({ webDistDir: distWithShell() });
    admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const about = async () =>
    (await t.app.inject({ url: "/about", headers: { "accept-encoding": "identity" } })).body;

  it("every page's next HTML has the new transfer details and payment mode, not a kept copy", async () => {
    const before = await about();
    expect(before).toContain("Тестовый режим оплаты");
    expect(before).not.toContain(CARD);
    // Read twice: the second answer is the page's kept copy.
    expect(await about()).toBe(before);
    expect((await put(t, admin, { manual_card: CARD })).statusCode).toBe(200);
    expect(await about()).toContain(CARD);
  });
});

describe("«Оплата» under the environment", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildBackOfficeTestApp({
      env: {
        PAYMENT_PROVIDER: "sandbox",
        PAYMENT_MANUAL_CARD: "4276 0000 0000 0000",
      },
    });
    admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  it("shows what the environment sets as such, and a save leaves it in force", async () => {
    const before = (await get(t, admin)).json();
    expect(before).toMatchObject({
      provider: "sandbox",
      manual_card: "4276 0000 0000 0000",
      from_environment: { provider: true, yookassa: false, manual: true },
    });
    const saved = await put(t, admin, { provider: "yookassa", manual_card: CARD });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ provider: "sandbox", manual_card: "4276 0000 0000 0000" });
    expect((await publicSettings(t)).manual?.card_number).toBe("4276 0000 0000 0000");
  });
});

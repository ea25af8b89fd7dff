import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE_AUTH_TEXTS } from "../../../domain/phone-auth/phone-auth.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { smsOutbox } from "../../db/schema/phone.ts";
import { users } from "../../db/schema/users.ts";
import { type FakeSmsRu, startFakeSmsRu } from "../../test/fake-smsru.ts";
import { bearer, loginAs } from "../../test/fixtures.ts";
import { uniqueMobile } from "../../test/phone-fixtures.ts";
import { createStaff, turnOnSecondFactor } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { sendPhoneCode } from "./phone-codes.ts";
import { sendDueSms } from "./sms-outbox.ts";

const MINUTE = 60_000;

describe("what SMS pumping may cost (issue 45 §1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        SMS_IP_HOURLY_LIMIT: "6",
        SMS_DAILY_LIMIT: "1000",
      },
    });
  });
  afterAll(() => t.close());

  const start = (phone: string, ip: string, at: Date) =>
    sendPhoneCode(t.app, { phone, purpose: "register", ip, text: (code) => code }, at).then(
      () => null,
      (error: { status: number; detail: string; retryAfterSeconds: number }) => error,
    );

  it("waits 60 s between codes to one number, answering 429 with Retry-After", async () => {
    const phone = uniqueMobile();
    const first = await t.app.inject({
      method: "POST",
      url: "/api/auth/phone/start",
      payload: { phone, purpose: "register" },
      remoteAddress: "198.51.100.1",
    });
    expect(first.statusCode).toBe(202);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/phone/start",
      payload: { phone, purpose: "register" },
      remoteAddress: "198.51.100.1",
    });
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers["retry-after"]);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(again.json().detail).toBe(PHONE_AUTH_TEXTS.resendWait(wait));
  });

  it("sends a number 3 codes an hour, and says when the next one may go", async () => {
    const phone = uniqueMobile();
    const hourAgo = Date.now() - 59 * MINUTE;
    for (let i = 0; i < 3; i++) {
      expect(
        await start(phone, `198.51.100.${10 + i}`, new Date(hourAgo + i * 2 * MINUTE)),
      ).toBeNull();
    }
    const refused = await start(phone, "198.51.100.20", new Date());
    expect(refused?.status).toBe(429);
    // The first of the three leaves the hour in about a minute.
    expect(refused!.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused!.retryAfterSeconds).toBeLessThanOrEqual(61);
    expect(refused!.detail).toBe(PHONE_AUTH_TEXTS.numberLimit(refused!.retryAfterSeconds));
  });

  it("sends a number 10 codes a day", async () => {
    const phone = uniqueMobile();
    const dayAgo = Date.now() - 23 * 60 * MINUTE;
    for (let i = 0; i < 10; i++) {
      // Two hours apart, from addresses of their own: only the number's day is in question.
      expect(
        await start(phone, `198.51.101.${i}`, new Date(dayAgo + i * 2 * 60 * MINUTE)),
      ).toBeNull();
    }
    const refused = await start(phone, "198.51.101.99", new Date());
    expect(refused?.status).toBe(429);
    expect(refused!.retryAfterSeconds).toBeGreaterThan(59 * 60);
  });

  it("takes SMS_IP_HOURLY_LIMIT codes from one address an hour, counted when asked at once", async () => {
    const ip = "198.51.102.1";
    const results = await Promise.all(
      Array.from({ length: 9 }, () => start(uniqueMobile(), ip, new Date())),
    );
    expect(results.filter((result) => result === null)).toHaveLength(6);
    const refusal = results.find((result) => result !== null)!;
    expect(refusal.status).toBe(429);
    expect(refusal.detail).toBe(PHONE_AUTH_TEXTS.addressLimit(refusal.retryAfterSeconds));
  });
});

describe("SMS_RESEND_AFTER_SECONDS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false, env: { SMS_RESEND_AFTER_SECONDS: "15" } });
  });
  afterAll(() => t.close());

  it("sets the pause between codes to one number, and the screens' countdown with it", async () => {
    const phone = uniqueMobile();
    const ask = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/phone/start",
        payload: { phone, purpose: "register" },
        remoteAddress: "198.51.100.77",
      });
    const first = await ask();
    expect(first.statusCode).toBe(202);
    expect(first.json().resend_after_s).toBe(15);
    const again = await ask();
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers["retry-after"]);
    expect(wait).toBeGreaterThan(5);
    expect(wait).toBeLessThanOrEqual(15);
    // Once it has passed, the number gets its next code.
    const later = new Date(Date.now() + 16_000);
    await expect(
      sendPhoneCode(
        t.app,
        { phone, purpose: "register", ip: "198.51.100.77", text: (code) => code },
        later,
      ),
    ).resolves.toBeDefined();
  });
});

describe("the site's daily cap", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        SMS_DAILY_LIMIT: "3",
        ADMIN_EMAIL: "operator@example.ru",
        ADMIN_PASSWORD: "Оператор-Пароль-2026",
      },
    });
  });
  afterAll(() => t.close());

  it("stops at SMS_DAILY_LIMIT for the whole site, till the Moscow midnight, and mails the administrators once", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await t.app.inject({
          method: "POST",
          url: "/api/auth/phone/start",
          payload: { phone: uniqueMobile(), purpose: "login" },
          remoteAddress: `198.51.103.${i}`,
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429, 429, 429]);
    const wait = Number(answers[3]!.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
    expect(answers[3]!.json().detail).toBe(PHONE_AUTH_TEXTS.siteLimit(wait));
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, PHONE_AUTH_TEXTS.capMailSubject));
    const admins = await t.db.select().from(users).where(eq(users.role, "admin"));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      admins
        .filter((admin) => !admin.disabledAt)
        .map((admin) => admin.email)
        .sort(),
    );
  });
});

describe("SMS.ru as the gateway", () => {
  let gateway: FakeSmsRu;
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    gateway = await startFakeSmsRu();
    t = await buildTestApp({
      env: {
        SMS_PROVIDER: "smsru",
        SMS_RU_API_ID: gateway.apiId,
        SMS_RU_API_URL: gateway.url,
        SMS_SENDER: "LawFirm",
        LOG_LEVEL: "debug",
      },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logged.push(String(chunk));
          done();
        },
      }),
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it("sends through its HTTP API with the sender name, retries a failure, and never logs the text", async () => {
    const phone = uniqueMobile();
    gateway.failNext(1);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/phone/start",
      payload: { phone, purpose: "register" },
    });
    expect(response.statusCode).toBe(202);
    await t.app.sms.flush();
    const [waiting] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, phone));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.lastError).toContain("503");
    // The retry, once its back-off is over.
    await sendDueSms(t.db, t.app.sms.sender, new Date(Date.now() + 2 * MINUTE));
    const [sent] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, phone));
    expect(sent).toMatchObject({ status: "sent", text: "" });
    expect(sent!.providerId).toBeTruthy();
    const received = gateway.messages.find((sms) => sms.to === phone.slice(1));
    expect(received).toMatchObject({ from: "LawFirm" });
    const code = /\d{6}/.exec(received!.text)![0];
    expect(logged.join("")).not.toContain(code);
    expect(logged.join("")).not.toContain(received!.text);
  });

  it("signs staff with a second factor in by SMS only with the code from the app too", async () => {
    const staff = await createStaff(t);
    await turnOnSecondFactor(t, staff);
    const [row] = await t.db.select().from(users).where(eq(users.email, staff.email));
    const before = gateway.messages.length;
    const start = await t.app.inject({
      method: "POST",
      url: "/api/auth/phone/start",
      payload: { phone: row!.phone, purpose: "login" },
    });
    expect(start.statusCode).toBe(202);
    await t.app.sms.flush();
    const text = gateway.messages
      .slice(before)
      .find((sms) => sms.to === row!.phone!.slice(1))!.text;
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/auth/phone/verify",
      payload: { challenge_id: start.json().challenge_id, code: /\d{6}/.exec(text)![0] },
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toHaveProperty("challenge");
    expect(answer.json()).not.toHaveProperty("access_token");
  });
});

describe("ADMIN_PHONE", () => {
  it("is the operator's confirmed number at every start", async () => {
    const phone = uniqueMobile();
    const t = await buildTestApp({
      seedDemo: false,
      env: {
        ADMIN_EMAIL: "operator@example.ru",
        ADMIN_PASSWORD: "Оператор-Пароль-2026",
        ADMIN_PHONE: `8${phone.slice(2)}`,
      },
    });
    try {
      const [operator] = await t.db
        .select()
        .from(users)
        .where(and(eq(users.email, "operator@example.ru")));
      expect(operator).toMatchObject({ phone });
      expect(operator!.phoneConfirmedAt).not.toBeNull();
      const token = await loginAs(t.app, "operator@example.ru", "Оператор-Пароль-2026", "executor");
      const staff = await t.app.inject({ url: "/api/executor/staff", headers: bearer(token) });
      expect(staff.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

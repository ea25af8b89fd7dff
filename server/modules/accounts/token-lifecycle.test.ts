import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHANGE_TEXTS, PASSWORD_RESET_TEXTS } from "../../../domain/mail/mail.ts";
import { users } from "../../db/schema/users.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { bearer, loginAs, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { ensureOperatorAccount } from "./service.ts";

/**
 * Issue 27 §1: a token dies with the state it was issued for. A pending e-mail change, a reset
 * link and the calendar feed link do not outlive a new password; a confirmed e-mail change ends
 * the reset links mailed to the old address.
 */
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({
    env: {
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: token ? bearer(token) : {} });
const emailOf = async (id: number) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

async function askEmailChange(session: string, password: string, newEmail: string) {
  const mailsBefore = smtp.mails.length;
  const asked = await post(
    "/api/auth/email-change",
    { new_email: newEmail, current_password: password },
    session,
  );
  expect(asked.statusCode, asked.body).toBe(200);
  await t.app.mail.flush();
  const mail = await smtp.waitFor(
    (candidate) =>
      JSON.stringify(candidate.to).includes(newEmail) &&
      smtp.mails.indexOf(candidate) >= mailsBefore,
  );
  return /#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? "")![1]!;
}

async function askReset(email: string) {
  const mailsBefore = smtp.mails.length;
  expect((await post("/api/auth/password-reset", { email })).statusCode).toBe(200);
  await t.app.mail.flush();
  const mail = await smtp.waitFor(
    (candidate) =>
      JSON.stringify(candidate.to).includes(email) &&
      smtp.mails.indexOf(candidate) >= mailsBefore &&
      /password-reset/.test(candidate.text ?? ""),
  );
  return /#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? "")![1]!;
}

describe("a password set ends every pending e-mail change and reset link", () => {
  it("the takeover chain: a change asked with a stolen session dies with the owner's reset", async () => {
    const owner = await registerClient(t.app);
    // The attacker holds the owner's session (and password) for a while.
    const attackerLink = await askEmailChange(owner.token, owner.password, uniqueEmail("attacker"));
    // The owner notices and resets the password by mail.
    const resetToken = await askReset(owner.email);
    const reset = await post("/api/auth/password-reset/confirm", {
      token: resetToken,
      password: "Новый-Надёжный-Пароль-7",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // The attacker's confirmation link is dead, the account keeps its address.
    const stolen = await post("/api/auth/email-change/confirm", { token: attackerLink });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.invalidToken });
    expect(await emailOf(owner.user.id)).toBe(owner.email);
  });

  it("a change of password in the profile ends pending changes and reset links", async () => {
    const owner = await registerClient(t.app);
    const changeLink = await askEmailChange(owner.token, owner.password, uniqueEmail("elsewhere"));
    const resetLink = await askReset(owner.email);
    const changed = await post(
      "/api/auth/password",
      { current_password: owner.password, new_password: "Другой-Пароль-Профиля-8" },
      owner.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await post("/api/auth/email-change/confirm", { token: changeLink })).statusCode).toBe(
      400,
    );
    const reset = await post("/api/auth/password-reset/confirm", {
      token: resetLink,
      password: "Третий-Пароль-Сброса-9",
    });
    expect(reset.json()).toEqual({ detail: PASSWORD_RESET_TEXTS.invalidToken });
    expect(await emailOf(owner.user.id)).toBe(owner.email);
  });

  it("a changed ADMIN_PASSWORD at start-up ends the admin's pending changes and reset links", async () => {
    const session = await loginAs(t.app, TEST_ADMIN.email, TEST_ADMIN.password, "executor");
    const [admin] = await t.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    const changeLink = await askEmailChange(session, TEST_ADMIN.password, uniqueEmail("not-admin"));
    const resetLink = await askReset(TEST_ADMIN.email);
    await ensureOperatorAccount(
      t.db,
      { email: TEST_ADMIN.email, password: "a-changed-admin-password" },
      t.app.events,
    );
    expect((await post("/api/auth/email-change/confirm", { token: changeLink })).statusCode).toBe(
      400,
    );
    const reset = await post("/api/auth/password-reset/confirm", {
      token: resetLink,
      password: "Пароль-Захватчика-10",
    });
    expect(reset.statusCode).toBe(400);
    expect(await emailOf(admin!.id)).toBe(TEST_ADMIN.email);
  });
});

describe("a confirmed e-mail change ends the reset links and other pending changes", () => {
  it("a reset link mailed before the change no longer works after it", async () => {
    const owner = await registerClient(t.app);
    const resetLink = await askReset(owner.email);
    const newEmail = uniqueEmail("moved");
    const changeLink = await askEmailChange(owner.token, owner.password, newEmail);
    expect((await post("/api/auth/email-change/confirm", { token: changeLink })).statusCode).toBe(
      200,
    );
    const reset = await post("/api/auth/password-reset/confirm", {
      token: resetLink,
      password: "Пароль-По-Старой-Ссылке-11",
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ detail: PASSWORD_RESET_TEXTS.invalidToken });
    await loginAs(t.app, newEmail, owner.password, "individual");
  });
});

describe("the calendar feed link ends with a password change, like the sessions", () => {
  const feedUrl = async (token: string) => {
    const issued = await post("/api/executor/court-events/feed", {}, token);
    expect(issued.statusCode, issued.body).toBe(200);
    return new URL(issued.json().url).pathname;
  };

  it("after a change in the cabinet and after a reset by mail", async () => {
    const email = "executor@demo.ru";
    let password = "demo-executor";
    const session = await loginAs(t.app, email, password, "executor");
    const byProfile = await feedUrl(session);
    expect((await t.app.inject({ url: byProfile })).statusCode).toBe(200);
    const changed = await post(
      "/api/auth/password",
      { current_password: password, new_password: "Календарь-Юриста-12" },
      session,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    password = "Календарь-Юриста-12";
    expect((await t.app.inject({ url: byProfile })).statusCode).toBe(404);

    const byReset = await feedUrl(session);
    expect((await t.app.inject({ url: byReset })).statusCode).toBe(200);
    const resetLink = await askReset(email);
    const reset = await post("/api/auth/password-reset/confirm", {
      token: resetLink,
      password: "Календарь-После-Сброса-13",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.app.inject({ url: byReset })).statusCode).toBe(404);
  });
});

import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHANGE_TEXTS as T } from "../../../domain/mail/mail.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { emailChangeTokens, mailOptOuts, mailOutbox } from "../../db/schema/mail.ts";
import { users } from "../../db/schema/users.ts";
import { bearer, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { getSiteSettings } from "../site-settings/service.ts";

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ seedDemo: false, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestChange = (token: string | null, payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/email-change",
    headers: token ? bearer(token) : {},
    payload,
  });
const confirm = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/email-change/confirm", payload: { token } });
const login = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password, login_type: "individual" },
  });
const emailOf = async (id: number) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

/** The first mail to `email` that arrived after the `after`-th one. */
async function mailTo(email: string, after: number): Promise<ParsedMail> {
  await t.app.mail.flush();
  return smtp.waitFor(
    (mail) => JSON.stringify(mail.to).includes(email) && smtp.mails.indexOf(mail) >= after,
  );
}

/** Asks for the change as `client` and returns the token from the link mailed to `newEmail`. */
async function linkToken(
  client: { token: string; password: string },
  newEmail: string,
): Promise<string> {
  const before = smtp.mails.length;
  const response = await requestChange(client.token, {
    new_email: newEmail,
    current_password: client.password,
  });
  expect(response.statusCode, response.body).toBe(200);
  const mail = await mailTo(newEmail.toLowerCase(), before);
  const match = /#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? "");
  if (!match) throw new Error("no link in the mail");
  return match[1]!;
}

describe("e-mail change: the request", () => {
  it("mails the link to the new address and a notice to the current one", async () => {
    const client = await registerClient(t.app, { fullName: "Переезжающий Клиент" });
    const newEmail = uniqueEmail("new-home");
    const before = smtp.mails.length;
    const response = await requestChange(client.token, {
      new_email: newEmail,
      current_password: client.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: T.sent(newEmail) });

    const link = await mailTo(newEmail, before);
    expect(link.subject).toBe(T.mailSubject(siteNameOf(await getSiteSettings(t.db))));
    expect(link.text).toContain("Здравствуйте, Переезжающий Клиент!");
    expect(link.text).toMatch(/\/email-change\/confirm#token=[A-Za-z0-9_-]{43}/);
    expect(link.html).toContain("/email-change/confirm#token=");
    const notice = await mailTo(client.email, before);
    expect(notice.subject).toBe(T.noticeSubject(siteNameOf(await getSiteSettings(t.db))));
    expect(notice.text).toContain(T.noticeBody(newEmail));
    expect(notice.text).toContain(T.noticeNotYou);
    expect(notice.text).not.toContain("#token=");
    // Security mail: nothing to unsubscribe from.
    for (const mail of [link, notice]) expect(mail.headers.has("list-unsubscribe")).toBe(false);
    // Nothing changes until the link is opened.
    expect(await emailOf(client.user.id)).toBe(client.email);
  });

  it("a wrong password, the same address, a bad address: 400 in Russian, nothing stored", async () => {
    const client = await registerClient(t.app);
    const wrong = await requestChange(client.token, {
      new_email: uniqueEmail("never"),
      current_password: "not-it",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe("Текущий пароль неверен");
    const same = await requestChange(client.token, {
      new_email: client.email.toUpperCase(),
      current_password: client.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().detail).toBe(T.sameEmail);
    for (const payload of [
      { new_email: "not-an-email", current_password: client.password },
      { new_email: uniqueEmail("x") },
    ]) {
      const bad = await requestChange(client.token, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toMatch(/[а-яё]/i);
    }
    const tokens = await t.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, client.user.id));
    expect(tokens).toEqual([]);
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, client.user.id));
    expect(mail).toEqual([]);
  });

  it("an address of another account: 409", async () => {
    const client = await registerClient(t.app);
    const other = await registerClient(t.app);
    const response = await requestChange(client.token, {
      new_email: other.email,
      current_password: client.password,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(T.taken);
  });

  it("without a token: 401 before the body is read", async () => {
    const response = await requestChange(null, {});
    expect(response.statusCode).toBe(401);
  });
});

describe("e-mail change: the link", () => {
  it("moves the account to the new address once; the sessions stay, login uses the new one", async () => {
    const client = await registerClient(t.app);
    const newEmail = uniqueEmail("moved");
    const token = await linkToken(client, newEmail.toUpperCase());

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: T.confirmed(newEmail), email: newEmail });
    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(client.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(newEmail);
    expect((await login(newEmail, client.password)).statusCode).toBe(200);
    expect((await login(client.email, client.password)).statusCode).toBe(401);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(T.invalidToken);
  });

  it("the switched-off mail categories move to the new address", async () => {
    const client = await registerClient(t.app);
    const off = await t.app.inject({
      method: "PUT",
      url: "/api/auth/me/notifications",
      headers: bearer(client.token),
      payload: { messages: false, documents: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const newEmail = uniqueEmail("opted-out");
    // The new inbox's owner had already switched one off by a mail's link.
    await t.db.insert(mailOptOuts).values({ email: newEmail, category: "messages" });
    expect((await confirm(await linkToken(client, newEmail))).statusCode).toBe(200);

    const preferences = await t.app.inject({
      url: "/api/auth/me/notifications",
      headers: bearer(client.token),
    });
    expect(preferences.json()).toEqual({
      messages: false,
      documents: false,
      payment_requests: true,
      review_deadline: true,
    });
    expect(
      await t.db.select().from(mailOptOuts).where(eq(mailOptOuts.email, client.email)),
    ).toEqual([]);
  });

  it("an expired link, a replaced link and a made-up token are refused", async () => {
    const client = await registerClient(t.app);
    const first = await linkToken(client, uniqueEmail("first"));
    const second = await linkToken(client, uniqueEmail("second"));
    expect(second).not.toBe(first);
    expect((await confirm(first)).json().detail).toBe(T.invalidToken);

    await t.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.userId, client.user.id));
    const expired = await confirm(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe(T.invalidToken);
    for (const token of ["x", "a".repeat(43), ""]) {
      const response = await confirm(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json().detail).toBe(T.invalidToken);
    }
    expect(await emailOf(client.user.id)).toBe(client.email);
  });

  it("an address taken after the request: 409, and nothing changes", async () => {
    const client = await registerClient(t.app);
    const wanted = uniqueEmail("wanted");
    const token = await linkToken(client, wanted);
    await registerClient(t.app, { email: wanted });
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(T.taken);
    expect(await emailOf(client.user.id)).toBe(client.email);
  });

  it("clicked twice at once: one change; two accounts racing for one address: one wins", async () => {
    const client = await registerClient(t.app);
    const token = await linkToken(client, uniqueEmail("twice"));
    const twice = await Promise.all([confirm(token), confirm(token)]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([200, 400]);

    const contested = uniqueEmail("contested");
    const first = await registerClient(t.app);
    const second = await registerClient(t.app);
    const tokens = [await linkToken(first, contested), await linkToken(second, contested)];
    const race = await Promise.all(tokens.map(confirm));
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.db.select().from(users).where(eq(users.email, contested));
    expect(holders).toHaveLength(1);
  });
});

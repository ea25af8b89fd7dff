import { desc, eq, getTableName, type Table } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RESET_TEXTS as T } from "../../../domain/mail/mail.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import type { Db } from "../../db/client.ts";
import { mailOutbox, passwordResetTokens } from "../../db/schema/mail.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { requestPasswordReset } from "./password-reset.ts";

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // TRUST_PROXY: the limit per address is tested with requests from several client addresses.
  t = await buildTestApp({ seedDemo: false, env: { SMTP_URL: smtp.url, TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const NEW_PASSWORD = "Лампа-Кактус-Фонарь-42";
const requestReset = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/password-reset", payload: { email } });
const confirm = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/password-reset/confirm",
    payload: { token, password },
  });
const login = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password, login_type: "individual" },
  });

/** The reset link's token from the mail that reached the SMTP server for `email`. */
async function tokenFromMail(email: string, after = 0): Promise<string> {
  await t.app.mail.flush();
  const mail = await smtp.waitFor(
    (candidate) =>
      candidate.to !== undefined &&
      JSON.stringify(candidate.to).includes(email) &&
      smtp.mails.indexOf(candidate) >= after,
  );
  const match = /#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? "");
  if (!match) throw new Error("no link in the mail");
  return match[1]!;
}

describe("password reset", () => {
  it("mails a link to a known address: Russian subject, the site's name, text and HTML", async () => {
    const client = await registerClient(t.app, { fullName: "Забывчивый Клиент" });
    const response = await requestReset(client.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: T.sent });
    await t.app.mail.flush();
    const mail = await smtp.waitFor((candidate) =>
      JSON.stringify(candidate.to).includes(client.email),
    );
    expect(mail.subject).toBe(T.mailSubject(siteNameOf(await getSiteSettings(t.db))));
    expect(mail.text).toContain("Здравствуйте, Забывчивый Клиент!");
    expect(mail.text).toMatch(/\/password-reset\/confirm#token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain("/password-reset/confirm#token=");
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@/);
  });

  it("once sent, the reset mail's row in the outbox keeps no token; the mailed link still works", async () => {
    const client = await registerClient(t.app);
    await requestReset(client.email);
    const token = await tokenFromMail(client.email);
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, client.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(row?.status).toBe("sent");
    expect(JSON.stringify(row)).not.toContain(token);
    expect(`${row?.textBody}${row?.htmlBody}`).not.toContain("#token=");
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it("answers an unknown address exactly the same and sends nothing", async () => {
    const before = (await t.db.select().from(mailOutbox)).length;
    const known = await registerClient(t.app);
    const knownAnswer = await requestReset(known.email);
    const unknownAnswer = await requestReset("nobody-here@example.ru");
    expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
    expect(unknownAnswer.body).toBe(knownAnswer.body);
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.length - before).toBe(1);
    expect(rows.some((row) => row.recipient === "nobody-here@example.ru")).toBe(false);
    const bad = await requestReset("not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/[а-яё]/i);
  });

  it("the link sets a new password once, and every old session ends", async () => {
    const client = await registerClient(t.app);
    const mailsBefore = smtp.mails.length;
    await requestReset(client.email);
    const token = await tokenFromMail(client.email, mailsBefore);
    const weak = await confirm(token, "123456");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toMatch(/[а-яё]/i);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: T.saved });
    const again = await confirm(token, "Другой-Надёжный-Пароль-7");
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(T.invalidToken);

    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(client.token) });
    expect(me.statusCode).toBe(401);
    expect((await login(client.email, client.password)).statusCode).toBe(401);
    expect((await login(client.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("an expired link, a replaced link and a made-up token are refused", async () => {
    const client = await registerClient(t.app);
    let mailsBefore = smtp.mails.length;
    await requestReset(client.email);
    const first = await tokenFromMail(client.email, mailsBefore);
    mailsBefore = smtp.mails.length;
    await requestReset(client.email);
    const second = await tokenFromMail(client.email, mailsBefore);
    expect(second).not.toBe(first);
    expect((await confirm(first)).json().detail).toBe(T.invalidToken);

    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, client.user.id));
    const expired = await confirm(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe(T.invalidToken);
    for (const token of ["x", "a".repeat(43), ""]) {
      const response = await confirm(token);
      expect(response.statusCode, token).toBe(400);
    }
    expect((await login(client.email, client.password)).statusCode).toBe(200);
  });
});

describe("password reset: what the answer does not tell, and the limit per address", () => {
  it("at most 3 reset mails per address per hour, whatever the sender's IP; the answer stays the same", async () => {
    const client = await registerClient(t.app);
    const answers = [];
    for (const ip of ["198.51.100.1", "198.51.100.2", "203.0.113.3", "203.0.113.4"]) {
      answers.push(
        await t.app.inject({
          method: "POST",
          url: "/api/auth/password-reset",
          headers: { "x-forwarded-for": ip },
          // The limit counts the address however it is written.
          payload: { email: ip.endsWith(".4") ? client.email.toUpperCase() : client.email },
        }),
      );
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: T.sent });
    }
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, client.email));
    expect(rows).toHaveLength(3);
    // Only one link works anyway: each request replaced the last.
    const tokens = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, client.user.id));
    expect(tokens).toHaveLength(1);
  });

  it("an unknown address goes through the known one's steps, then rolls them back", async () => {
    const known = await registerClient(t.app);
    const steps = async (email: string) => {
      const log: string[] = [];
      await requestPasswordReset(recordingDb(t.db, log), email, t.app.config.publicUrl);
      return log;
    };
    const forKnown = await steps(known.email);
    const forUnknown = await steps("nobody-at-all@example.ru");
    expect(forKnown).toContain("insert password_reset_tokens");
    expect(forKnown.at(-1)).toBe("commit");
    // The same statements and rendering, but for the token row no account can own; rolled back.
    expect(forUnknown).toEqual([
      ...forKnown.filter((step) => step !== "insert password_reset_tokens").slice(0, -1),
      "rollback",
    ]);
    const unknownRows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "nobody-at-all@example.ru"));
    expect(unknownRows).toEqual([]);
  });
});

/**
 * The database calls made through `db`, in order: each select, and each write with its table, a
 * transaction's end as commit or rollback. Reads the code's steps without timing them.
 */
function recordingDb(db: Db, log: string[]): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "transaction") {
        return async (work: (tx: Db) => Promise<unknown>) => {
          log.push("begin");
          try {
            const result = await target.transaction((tx) => work(recordingDb(tx as Db, log)));
            log.push("commit");
            return result;
          } catch (error) {
            log.push("rollback");
            throw error;
          }
        };
      }
      if (property === "select") {
        return (...args: unknown[]) => {
          log.push("select");
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      if (property === "insert" || property === "delete" || property === "update") {
        return (table: Table) => {
          log.push(`${property} ${getTableName(table)}`);
          return (value as (t: Table) => unknown).call(target, table);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("password change in the profile", () => {
  const change = (token: string, payload: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: bearer(token),
      payload,
    });

  it("needs the current password; the other sessions end, this one stays", async () => {
    const client = await registerClient(t.app);
    const otherDevice = await login(client.email, client.password);
    const otherToken = otherDevice.json().access_token as string;

    const wrong = await change(client.token, {
      current_password: "not-it",
      new_password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe("Текущий пароль неверен");
    const weak = await change(client.token, {
      current_password: client.password,
      new_password: "123456",
    });
    expect(weak.statusCode).toBe(400);
    expect((await login(client.email, client.password)).statusCode).toBe(200);

    const done = await change(client.token, {
      current_password: client.password,
      new_password: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    const here = await t.app.inject({ url: "/api/auth/me", headers: bearer(client.token) });
    expect(here.statusCode).toBe(200);
    const there = await t.app.inject({ url: "/api/auth/me", headers: bearer(otherToken) });
    expect(there.statusCode).toBe(401);
    expect((await login(client.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("without a token: 401 before the body is read", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/password", payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

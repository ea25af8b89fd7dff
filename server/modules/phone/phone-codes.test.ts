import { readdir, readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PHONE_AUTH_TEXTS,
  PHONE_CODE_MAX_TRIES,
  PHONE_CONFIRMATION_REQUIRED,
} from "../../../domain/phone-auth/phone-auth.ts";
import { phoneChallenges } from "../../db/schema/phone.ts";
import { users } from "../../db/schema/users.ts";
import { bearer, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import {
  ageCodesOf,
  confirmedPhone,
  lastCodeTo,
  phoneToken,
  smsTo,
  startPhoneChallenge,
  uniqueMobile,
} from "../../test/phone-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { sendPhoneCode } from "./phone-codes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });
const verify = (challenge_id: string, code: string) =>
  post("/api/auth/phone/verify", { challenge_id, code });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const registration = (extra: Record<string, unknown>) => ({
  email: uniqueEmail("phone"),
  password: "secret-password",
  full_name: "Ольга Телефонова",
  client_type: "individual",
  agree_to_terms: true,
  ...extra,
});

describe("a code by SMS (issue 45 §1)", () => {
  it.each([
    ["+1 202 555 0143", "another country"],
    ["+7 (495) 123-45-67", "a Moscow landline"],
    ["12345", "too short"],
    ["+7 999 123 45 67 89", "too long"],
  ])("refuses %s (%s) with the law's own words, and sends nothing", async (phone) => {
    const response = await post("/api/auth/phone/start", { phone, purpose: "register" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PHONE_AUTH_TEXTS.notRussianMobile });
  });

  it("sends six digits as a text file named by the time and the number, holding exactly the text", async () => {
    const phone = uniqueMobile();
    const typed = `8 ${phone.slice(2, 5)} ${phone.slice(5, 8)}-${phone.slice(8, 10)}-${phone.slice(10)}`;
    const response = await post("/api/auth/phone/start", { phone: typed, purpose: "register" });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      challenge_id: expect.any(String),
      expires_in_s: 300,
      resend_after_s: 60,
    });
    const [text] = await smsTo(t.app, phone);
    expect(text).toMatch(/^\d{6} — код для регистрации на «.+»\. Никому его не сообщайте$/);
    const names = await readdir(t.app.config.smsDir);
    const file = names.find((name) => name.endsWith(`-${phone.slice(1)}.txt`));
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-7999\d{7}\.txt$/);
    expect(await readFile(`${t.app.config.smsDir}/${file}`, "utf8")).toBe(text);
    // Only the hash is kept.
    const [row] = await t.db.select().from(phoneChallenges).where(eq(phoneChallenges.phone, phone));
    const code = /\d{6}/.exec(text!)![0];
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it("registers with the proof of the number, once; without it, or for another number, refuses", async () => {
    const phone = uniqueMobile();
    const token = await phoneToken(t.app, phone);
    const without = await post("/api/auth/register", registration({ phone }));
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ detail: PHONE_AUTH_TEXTS.confirmRequired });
    const other = await post(
      "/api/auth/register",
      registration({ phone: uniqueMobile(), phone_token: token }),
    );
    expect(other.statusCode).toBe(400);
    const made = await post("/api/auth/register", registration({ phone, phone_token: token }));
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().user).toMatchObject({
      phone,
      phone_confirmed: true,
      phone_confirmation_required: false,
    });
    const again = await post("/api/auth/register", registration({ phone, phone_token: token }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: PHONE_AUTH_TEXTS.tokenInvalid });
    // One account per confirmed number: a second proof of it does not make a second account.
    await ageCodesOf(t.app, phone);
    const second = await post(
      "/api/auth/register",
      registration({ phone, phone_token: await phoneToken(t.app, phone) }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: PHONE_AUTH_TEXTS.phoneTaken });
  });

  it("signs in by a code; a number without an account gets the same answer to any code", async () => {
    const client = await registerClient(t.app);
    const phone = client.user.phone!;
    await ageCodesOf(t.app, phone);
    const { challengeId, code } = await startPhoneChallenge(t.app, phone, "login");
    const signedIn = await verify(challengeId, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: client.user.id, phone_confirmed: true });
    const me = await t.app.inject({
      url: "/api/auth/me",
      headers: bearer(signedIn.json().access_token),
    });
    expect(me.statusCode).toBe(200);

    const stranger = uniqueMobile();
    const start = await post("/api/auth/phone/start", { phone: stranger, purpose: "login" });
    expect(start.statusCode).toBe(202);
    const [text] = await smsTo(t.app, stranger);
    expect(text).toContain("нет учётной записи с этим номером");
    expect(text).not.toMatch(/\b\d{6}\b/);
    const guess = await verify(start.json().challenge_id, "123456");
    const wrong = await verify(challengeId, "000000");
    expect(guess.statusCode).toBe(400);
    expect(guess.json()).toEqual({ detail: PHONE_AUTH_TEXTS.wrongCode });
    expect(wrong.json()).toEqual(guess.json());
  });

  it(`dies after ${PHONE_CODE_MAX_TRIES} wrong codes, counted atomically when sent at once`, async () => {
    const phone = uniqueMobile();
    const { challengeId, code } = await startPhoneChallenge(t.app, phone, "register");
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => verify(challengeId, wrongOf(code))),
    );
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    const [row] = await t.db
      .select({ tries: phoneChallenges.tries })
      .from(phoneChallenges)
      .where(eq(phoneChallenges.id, challengeId));
    expect(row!.tries).toBe(PHONE_CODE_MAX_TRIES);
    const right = await verify(challengeId, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ detail: PHONE_AUTH_TEXTS.wrongCode });
  });

  it("gives one proof for two right answers sent at once", async () => {
    const phone = uniqueMobile();
    const { challengeId, code } = await startPhoneChallenge(t.app, phone, "register");
    const answers = await Promise.all([verify(challengeId, code), verify(challengeId, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it("lives five minutes", async () => {
    const phone = uniqueMobile();
    const opened = await sendPhoneCode(
      t.app,
      { phone, purpose: "register", ip: "203.0.113.9", text: (code) => `код ${code}` },
      new Date(Date.now() - 5 * 60_000 - 1000),
    );
    // Past its expiry the outbox drops the SMS instead of sending a dead code.
    expect(await smsTo(t.app, phone)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(phoneChallenges)
      .where(eq(phoneChallenges.id, opened.challenge_id));
    expect(row!.expiresAt.getTime()).toBeLessThan(Date.now());
    expect((await verify(opened.challenge_id, "123456")).statusCode).toBe(400);
  });
});

describe("an account without a confirmed number (issue 45 §2)", () => {
  async function unconfirmedClient() {
    const client = await registerClient(t.app);
    await t.db.update(users).set({ phoneConfirmedAt: null }).where(eq(users.id, client.user.id));
    return client;
  }

  it("is told so at sign-in and refused everything but the confirmation until it confirms", async () => {
    const client = await unconfirmedClient();
    const login = await post("/api/auth/login", {
      email: client.email,
      password: client.password,
      login_type: "individual",
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      phone_confirmed: false,
      phone_confirmation_required: true,
    });
    const token = login.json().access_token as string;
    const refused = await t.app.inject({ url: "/api/chat/sessions", headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: PHONE_AUTH_TEXTS.confirmationRequired,
      code: PHONE_CONFIRMATION_REQUIRED,
    });
    // Public pages stay public for it.
    expect((await t.app.inject({ url: "/api/services", headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);

    const phone = uniqueMobile();
    const confirmed = await post(
      "/api/auth/phone/confirm",
      { phone_token: await phoneToken(t.app, phone, "confirm") },
      bearer(token),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      phone,
      phone_confirmed: true,
      phone_confirmation_required: false,
    });
    const now = await t.app.inject({ url: "/api/chat/sessions", headers: bearer(token) });
    expect(now.statusCode).toBe(200);
  });

  it("cannot confirm a number another account has confirmed", async () => {
    const owner = await registerClient(t.app);
    const other = await unconfirmedClient();
    await ageCodesOf(t.app, owner.user.phone!);
    const taken = await post(
      "/api/auth/phone/confirm",
      { phone_token: await phoneToken(t.app, owner.user.phone!, "confirm") },
      bearer(other.token),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: PHONE_AUTH_TEXTS.phoneTaken });
  });

  it("changes a confirmed number only after a fresh proof of identity", async () => {
    const client = await registerClient(t.app);
    const change = await post(
      "/api/auth/phone/confirm",
      { phone_token: await phoneToken(t.app, uniqueMobile(), "confirm") },
      bearer(client.token),
    );
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe("reauthentication_required");
  });
});

describe("PHONE_CONFIRMATION=optional, for a site outside Russia", () => {
  it("registers without a number and asks for none", async () => {
    const abroad = await buildTestApp({ env: { PHONE_CONFIRMATION: "optional" } });
    try {
      const made = await abroad.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: registration({ phone: "+49 30 901820" }),
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().user).toMatchObject({
        phone: "+4930901820",
        phone_confirmed: false,
        phone_confirmation_required: false,
      });
      const chats = await abroad.app.inject({
        url: "/api/chat/sessions",
        headers: bearer(made.json().access_token),
      });
      expect(chats.statusCode).toBe(200);
    } finally {
      await abroad.close();
    }
  });
});

describe("the proof helper", () => {
  it("gives a registration body a number of its own", async () => {
    const body = await confirmedPhone(t.app);
    expect(body.phone).toMatch(/^\+7999\d{7}$/);
    expect(body.phone_token.length).toBeGreaterThan(30);
    expect(await lastCodeTo(t.app, body.phone)).toMatch(/^\d{6}$/);
  });
});

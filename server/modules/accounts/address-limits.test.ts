import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHANGE_TEXTS } from "../../../domain/mail/mail.ts";
import {
  TAKEN_ANSWERS_PER_IP,
  TAKEN_CHECKS_PER_ADDRESS,
} from "../../../domain/users/address-limits.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { bearer, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import { confirmedPhone } from "../../test/phone-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { useTwoInstances } from "../../test/two-instances.ts";

/**
 * Issue 27 §4: registration and e-mail change keep their «уже зарегистрирован» answer, but are
 * limited per address and per IP so they cannot list who has an account (decision 036).
 */
let t: TestApp;
beforeAll(async () => {
  // Requests come "from" several client addresses through X-Forwarded-For.
  t = await buildTestApp({ seedDemo: false, env: { TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `198.51.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const register = async (email: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers: { "x-forwarded-for": ip },
    payload: {
      email,
      password: "secret-password",
      full_name: "Пробный Клиент",
      client_type: "individual",
      agree_to_terms: true,
      ...(await confirmedPhone(t.app)),
    },
  });

const askChange = (client: { token: string; password: string }, newEmail: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/email-change",
    headers: { ...bearer(client.token), "x-forwarded-for": ip },
    payload: { new_email: newEmail, current_password: client.password },
  });

const tooMany = { detail: AUTH_TEXTS.tooManyAttemptsForAnHour };

describe("registration: «уже зарегистрирован», but not as a way to list accounts", () => {
  it(`one IP gets at most ${TAKEN_ANSWERS_PER_IP} «taken» answers an hour, then 429 for any address`, async () => {
    const taken = [];
    for (let i = 0; i < TAKEN_ANSWERS_PER_IP; i++) {
      taken.push((await registerClient(t.app)).email);
    }
    const prober = freshIp();
    for (const email of taken) {
      const answer = await register(email, prober);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ detail: AUTH_TEXTS.emailTaken });
    }
    const next = await register(uniqueEmail("free"), prober);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual(tooMany);
    // Another address registers as ever.
    expect((await register(uniqueEmail("honest"), freshIp())).statusCode).toBe(200);
  });

  it(`sent at once, ${TAKEN_ANSWERS_PER_IP + 6} taken addresses still get at most ${TAKEN_ANSWERS_PER_IP} «taken» answers (issue 43 §4)`, async () => {
    const taken = [];
    for (let i = 0; i < TAKEN_ANSWERS_PER_IP + 6; i++) {
      taken.push((await registerClient(t.app)).email);
    }
    const prober = freshIp();
    const answers = await Promise.all(taken.map((email) => register(email, prober)));
    const told = answers.filter((answer) => answer.statusCode === 409);
    expect(told.length).toBeLessThanOrEqual(TAKEN_ANSWERS_PER_IP);
    for (const answer of answers.filter((one) => one.statusCode !== 409)) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual(tooMany);
    }
  });

  it(`one address is tried at most ${TAKEN_CHECKS_PER_ADDRESS} times an hour, from whatever IPs`, async () => {
    const email = uniqueEmail("popular");
    expect((await register(email, freshIp())).statusCode).toBe(200);
    for (let i = 1; i < TAKEN_CHECKS_PER_ADDRESS; i++) {
      expect((await register(email.toUpperCase(), freshIp())).statusCode).toBe(409);
    }
    const past = await register(email, freshIp());
    expect(past.statusCode).toBe(429);
    expect(past.json()).toEqual(tooMany);
  });
});

describe("e-mail change: the same limits", () => {
  it(`one IP gets at most ${TAKEN_ANSWERS_PER_IP} «taken» answers an hour, then 429`, async () => {
    const prober = await registerClient(t.app);
    const ip = freshIp();
    for (let i = 0; i < TAKEN_ANSWERS_PER_IP; i++) {
      const other = await registerClient(t.app);
      const answer = await askChange(prober, other.email, ip);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ detail: EMAIL_CHANGE_TEXTS.taken });
    }
    const next = await askChange(prober, uniqueEmail("free"), ip);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual(tooMany);
  });

  it(`one new address is asked for at most ${TAKEN_CHECKS_PER_ADDRESS} times an hour, by any accounts`, async () => {
    const target = uniqueEmail("inbox");
    const first = await registerClient(t.app);
    const second = await registerClient(t.app);
    for (let i = 0; i < TAKEN_CHECKS_PER_ADDRESS; i++) {
      const asker = i % 2 === 0 ? first : second;
      expect((await askChange(asker, target, freshIp())).statusCode).toBe(200);
    }
    const past = await askChange(first, target, freshIp());
    expect(past.statusCode).toBe(429);
    expect(past.json()).toEqual(tooMany);
    // The inbox got no more confirmation links than the limit.
    const links = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, target));
    expect(links).toHaveLength(TAKEN_CHECKS_PER_ADDRESS);
  });
});

// Like live-events.test.ts: runs when REDIS_URL is set (CI), skipped locally without Redis.
describe.skipIf(!process.env.REDIS_URL)("the reset limit holds across instances (Redis)", () => {
  const two = useTwoInstances();

  it("3 mails per address in all, whichever instance is asked", async () => {
    const client = await registerClient(two.first.app);
    for (const app of [two.first.app, two.second.app, two.first.app, two.second.app]) {
      const answer = await app.inject({
        method: "POST",
        url: "/api/auth/password-reset",
        payload: { email: client.email },
      });
      expect(answer.statusCode).toBe(200);
    }
    const rows = await two.first.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, client.email));
    expect(rows).toHaveLength(3);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import {
  LOGIN_CHALLENGE_MAX_FAILURES,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_TEXTS as T,
} from "../../../domain/users/second-factor.ts";
import { loginChallenges, recoveryCodes, secondFactors } from "../../db/schema/second-factor.ts";
import { sessions } from "../../db/schema/users.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { createStaff, totpCode, turnOnSecondFactor } from "../../test/staff-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: token ? bearer(token) : {} });

const login = (staff: { email: string; password: string }) =>
  post("/api/auth/login", { email: staff.email, password: staff.password, login_type: "executor" });

/** The challenge of a login that asks for the code. */
async function challengeOf(staff: { email: string; password: string }): Promise<string> {
  const first = await login(staff);
  expect(first.statusCode).toBe(202);
  return first.json().challenge;
}

const secondStep = (challenge: string, code: string) =>
  post("/api/auth/login/second-factor", { challenge, code });

describe("turning the second factor on", () => {
  it("needs the password, shows the secret once and is on only after a right code", async () => {
    const staff = await createStaff(t);
    const wrongPassword = await post(
      "/api/auth/second-factor/setup",
      { current_password: "not-my-password" },
      staff.token,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: AUTH_TEXTS.currentPasswordWrong });

    const setup = await post(
      "/api/auth/second-factor/setup",
      { current_password: staff.password },
      staff.token,
    );
    expect(setup.statusCode).toBe(200);
    expect(setup.headers["cache-control"]).toBe("no-store");
    const { secret, otpauth_url, qr_code } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/png;base64,/);

    // Not on yet: the login still answers a session, the status says off.
    expect((await login(staff)).statusCode).toBe(200);
    const off = await t.app.inject({
      url: "/api/auth/second-factor",
      headers: bearer(staff.token),
    });
    expect(off.json()).toEqual({ enabled: false, recovery_codes_left: 0 });

    const wrong = await post("/api/auth/second-factor/confirm", { code: "000000" }, staff.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: T.wrongCode });

    const confirm = await post(
      "/api/auth/second-factor/confirm",
      { code: await totpCode(secret) },
      staff.token,
    );
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    const on = await t.app.inject({ url: "/api/auth/second-factor", headers: bearer(staff.token) });
    expect(on.json()).toEqual({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT });
    expect(on.body).not.toContain(secret);

    // What a leaked database holds: ciphertext and hashes, neither the secret nor a code.
    const [factor] = await t.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, staff.id));
    expect(factor!.secretCiphertext).not.toContain(secret);
    const stored = await t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, staff.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const storedText = JSON.stringify(stored);
    for (const code of codes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replaceAll("-", ""));
    }

    // A second set-up of a factor that is on is refused: it would replace the secret.
    const again = await post(
      "/api/auth/second-factor/setup",
      { current_password: staff.password },
      staff.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: T.alreadyOn });
  });

  it("is refused to clients (staff only), before anything else", async () => {
    const client = await registerClient(t.app);
    for (const [url, payload] of [
      ["/api/auth/second-factor/setup", { current_password: client.password }],
      ["/api/auth/second-factor/confirm", { code: "123456" }],
      ["/api/auth/second-factor/disable", { current_password: client.password, code: "123456" }],
    ] as const) {
      const response = await post(url, payload, client.token);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ detail: T.staffOnly });
    }
    const status = await t.app.inject({
      url: "/api/auth/second-factor",
      headers: bearer(client.token),
    });
    expect(status.statusCode).toBe(403);
  });
});

describe("the login of an account with a second factor", () => {
  it("answers a challenge and no session for the password; the TOTP code opens the session", async () => {
    const staff = await createStaff(t, "admin");
    const { secret } = await turnOnSecondFactor(t, staff);
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, staff.id));

    const first = await login(staff);
    expect(first.statusCode).toBe(202);
    const body = first.json();
    expect(body).toEqual({
      second_factor_required: true,
      challenge: expect.any(String),
      expires_in: 300,
    });
    expect(first.body).not.toContain("access_token");
    const sessionsAfter = await t.db.select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);

    const second = await secondStep(body.challenge, await totpCode(secret, 1));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      token_type: "bearer",
      user: { email: staff.email, role: "admin" },
    });
    const me = await t.app.inject({
      url: "/api/auth/me",
      headers: bearer(second.json().access_token),
    });
    expect(me.statusCode).toBe(200);

    // The challenge was used up with it.
    const reused = await secondStep(body.challenge, await totpCode(secret, 1));
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ detail: T.challengeExpired });
  });

  it("never takes a TOTP code twice (replay), nor a code older than the last one used", async () => {
    const staff = await createStaff(t);
    const { secret } = await turnOnSecondFactor(t, staff);
    const code = await totpCode(secret, 1);
    expect((await secondStep(await challengeOf(staff), code)).statusCode).toBe(200);

    const replayed = await secondStep(await challengeOf(staff), code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ detail: T.wrongCode });
    // The confirmation's code (an earlier step) is still in the window but used up too.
    const older = await secondStep(await challengeOf(staff), await totpCode(secret));
    expect(older.statusCode).toBe(401);
  });

  it("takes each recovery code once, with or without dashes and in any case", async () => {
    const staff = await createStaff(t);
    const { recoveryCodes: codes } = await turnOnSecondFactor(t, staff);
    const typed = codes[0]!.replaceAll("-", "").toLowerCase();
    expect((await secondStep(await challengeOf(staff), typed)).statusCode).toBe(200);
    const again = await secondStep(await challengeOf(staff), codes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: T.wrongCode });

    const signedIn = await secondStep(await challengeOf(staff), codes[1]!);
    const status = await t.app.inject({
      url: "/api/auth/second-factor",
      headers: bearer(signedIn.json().access_token),
    });
    expect(status.json()).toEqual({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT - 2 });
  });

  it("kills the challenge after a few wrong codes", async () => {
    const staff = await createStaff(t);
    const { secret } = await turnOnSecondFactor(t, staff);
    const challenge = await challengeOf(staff);
    for (let i = 0; i < LOGIN_CHALLENGE_MAX_FAILURES; i++) {
      expect((await secondStep(challenge, "000000")).statusCode).toBe(401);
    }
    const right = await secondStep(challenge, await totpCode(secret, 1));
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ detail: T.challengeExpired });
  });

  it("counts codes sent at once within the limit: eight at once are five tries, not eight (issue 43 §4)", async () => {
    const staff = await createStaff(t);
    const { secret } = await turnOnSecondFactor(t, staff);
    const challenge = await challengeOf(staff);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => secondStep(challenge, String(100000 + index))),
    );
    const details = answers.map((answer) => answer.json().detail);
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
    // A code was tried only within the limit; the rest were refused as a dead challenge.
    expect(details.filter((detail) => detail === T.wrongCode)).toHaveLength(
      LOGIN_CHALLENGE_MAX_FAILURES,
    );
    expect(details.filter((detail) => detail === T.challengeExpired)).toHaveLength(
      8 - LOGIN_CHALLENGE_MAX_FAILURES,
    );
    const right = await secondStep(challenge, await totpCode(secret, 1));
    expect(right.json()).toEqual({ detail: T.challengeExpired });
  });

  it("refuses an expired challenge, even with a right code", async () => {
    const staff = await createStaff(t);
    const { secret } = await turnOnSecondFactor(t, staff);
    const challenge = await challengeOf(staff);
    await t.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.userId, staff.id));
    const late = await secondStep(challenge, await totpCode(secret, 1));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ detail: T.challengeExpired });
    expect((await secondStep("made-up-challenge", "123456")).statusCode).toBe(401);
  });

  it("refuses the code, not a 500, when the stored secret does not open (key changed, row copied)", async () => {
    const first = await createStaff(t);
    const second = await createStaff(t);
    const { secret } = await turnOnSecondFactor(t, first);
    await turnOnSecondFactor(t, second);
    const [sealed] = await t.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, first.id));
    // The first account's ciphertext in the second's row: bound to its account, it does not open.
    await t.db
      .update(secondFactors)
      .set({ secretCiphertext: sealed!.secretCiphertext })
      .where(eq(secondFactors.userId, second.id));
    const response = await secondStep(await challengeOf(second), await totpCode(secret, 1));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: T.wrongCode });
  });

  it("keeps the login answer of an account without a second factor as it was", async () => {
    const staff = await createStaff(t);
    const response = await login(staff);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(["access_token", "token_type", "user"]);
  });
});

describe("a login waiting for its code dies with the password it was opened with", () => {
  it("a password change ends the challenge: the right code no longer opens a session", async () => {
    const staff = await createStaff(t);
    const { secret } = await turnOnSecondFactor(t, staff);
    // Someone who knows the old password stands at the code step…
    const stolen = await challengeOf(staff);
    // …and the owner changes the password meanwhile.
    const changed = await post(
      "/api/auth/password",
      { current_password: staff.password, new_password: "another-staff-password-27" },
      staff.token,
    );
    expect(changed.statusCode).toBe(200);
    const late = await secondStep(stolen, await totpCode(secret, 1));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ detail: T.challengeExpired });
  });
});

describe("wrong codes and the login rate limit", () => {
  it("counts each wrong code like a password tried; past the limit even a right code waits", async () => {
    const limited = await buildTestApp({ seedDemo: false, env: { AUTH_RATE_LIMIT_MAX: "6" } });
    try {
      const staff = await createStaff(limited); // its login: attempt 1
      const { secret } = await turnOnSecondFactor(limited, staff);
      const send = (url: string, payload: object) =>
        limited.app.inject({ method: "POST", url, payload });
      const loginAnswer = await send("/api/auth/login", {
        email: staff.email,
        password: staff.password,
        login_type: "executor",
      }); // attempt 2
      const { challenge } = loginAnswer.json();
      for (let i = 0; i < 4; i++) {
        const wrong = await send("/api/auth/login/second-factor", { challenge, code: "000000" });
        expect(wrong.statusCode).toBe(401); // attempts 3–6
      }
      const blocked = await send("/api/auth/login/second-factor", {
        challenge,
        code: await totpCode(secret, 1),
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ detail: AUTH_TEXTS.tooManyAttempts });
      const password = await send("/api/auth/login", {
        email: staff.email,
        password: staff.password,
        login_type: "executor",
      });
      expect(password.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("turning the second factor off", () => {
  it("needs the password and a code; then the login answers a session again", async () => {
    const staff = await createStaff(t);
    const { secret } = await turnOnSecondFactor(t, staff);
    const off = (payload: object) => post("/api/auth/second-factor/disable", payload, staff.token);

    const noPassword = await off({
      current_password: "wrong-password",
      code: await totpCode(secret, 1),
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({ detail: AUTH_TEXTS.currentPasswordWrong });
    const noCode = await off({ current_password: staff.password, code: "000000" });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({ detail: T.wrongCode });

    const done = await off({ current_password: staff.password, code: await totpCode(secret, 1) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: T.disabled });
    expect((await login(staff)).statusCode).toBe(200);
    expect(
      await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id)),
    ).toEqual([]);
  });
});

describe("new recovery codes", () => {
  it("need the password and a code; the old codes stop working, the new ones log in", async () => {
    const staff = await createStaff(t);
    const { recoveryCodes: oldCodes } = await turnOnSecondFactor(t, staff);
    const renew = (payload: object) =>
      post("/api/auth/second-factor/recovery-codes", payload, staff.token);

    const wrongPassword = await renew({ current_password: "wrong-password", code: oldCodes[0] });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ detail: AUTH_TEXTS.currentPasswordWrong });
    const wrongCode = await renew({ current_password: staff.password, code: "000000" });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ detail: T.wrongCode });

    // A recovery code proves it too (the phone may be the thing lost), and is used up.
    const renewed = await renew({ current_password: staff.password, code: oldCodes[0] });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers["cache-control"]).toBe("no-store");
    const newCodes: string[] = renewed.json().recovery_codes;
    expect(renewed.json().message).toBe(T.renewed);
    expect(newCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(newCodes.some((code) => oldCodes.includes(code))).toBe(false);

    const withOld = await secondStep(await challengeOf(staff), oldCodes[1]!);
    expect(withOld.statusCode).toBe(401);
    const withNew = await secondStep(await challengeOf(staff), newCodes[0]!);
    expect(withNew.statusCode).toBe(200);
  });

  it("are refused while the factor is off", async () => {
    const staff = await createStaff(t);
    const answer = await post(
      "/api/auth/second-factor/recovery-codes",
      { current_password: staff.password, code: "123456" },
      staff.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: T.notOn });
  });
});

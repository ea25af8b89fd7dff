import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import { YANDEX_ID_TEXTS } from "../../../domain/yandex-id/yandex-id.ts";
import { users } from "../../db/schema/users.ts";
import { yandexIdSignIns } from "../../db/schema/yandex-id.ts";
import { type FakeYandexId, fakeYandexUser, startFakeYandexId } from "../../test/fake-yandex-id.ts";
import { bearer, registerClient, uniqueEmail } from "../../test/fixtures.ts";
import { confirmedPhone, uniqueMobile } from "../../test/phone-fixtures.ts";
import { createStaff, totpCode, turnOnSecondFactor } from "../../test/staff-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import {
  atYandex,
  buildYandexTestApp,
  callback,
  completeCodeOf,
  exchange,
  signInAtYandex,
  startAt,
} from "../../test/yandex-id-fixtures.ts";

let fake: FakeYandexId;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeYandexId();
  t = await buildYandexTestApp(fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const accountOf = async (id: number) =>
  (await t.db.select().from(users).where(eq(users.id, id)).limit(1))[0]!;

describe("«Войти с Яндекс ID»: the start", () => {
  it("sends the browser to Yandex OAuth with the app's id, the callback, a state and PKCE S256", async () => {
    const { response, authorizeUrl, cookie } = await startAt(t.app);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${fake.url}/authorize`);
    const query = Object.fromEntries(authorizeUrl.searchParams);
    expect(query).toEqual({
      response_type: "code",
      client_id: fake.clientId,
      redirect_uri: `${t.app.config.publicUrl}/api/auth/yandex/callback`,
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: "S256",
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    // The browser's own key: only the sign-in's routes read it, and no script.
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/^yandex_sign_in=[A-Za-z0-9_-]{43}; Path=\/api\/auth\/yandex;/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Max-Age=600");
    // Kept as hashes, with the verifier whose S256 is the challenge.
    const stateHash = createHash("sha256").update(query.state!).digest("hex");
    const [row] = await t.db
      .select()
      .from(yandexIdSignIns)
      .where(eq(yandexIdSignIns.stateHash, stateHash));
    expect(row?.browserHash).toBe(createHash("sha256").update(cookie.split("=")[1]!).digest("hex"));
    expect(createHash("sha256").update(row!.codeVerifier!).digest("base64url")).toBe(
      query.code_challenge,
    );
    expect(row!.stateExpiresAt.getTime() - row!.startedAt.getTime()).toBe(10 * 60 * 1000);

    // A second start in the same browser keeps its key (two tabs), with a state of its own.
    const again = await startAt(t.app, cookie);
    expect(again.cookie).toBe(cookie);
    expect(again.authorizeUrl.searchParams.get("state")).not.toBe(query.state);
  });

  it("says the site offers it; the answer may be cached for a while", async () => {
    const methods = await t.app.inject({ method: "GET", url: "/api/auth/methods" });
    expect(methods.statusCode).toBe(200);
    expect(methods.json()).toEqual({ yandex_id: true });
    expect(methods.headers["cache-control"]).toBe("public, max-age=300");
  });
});

describe("a person Yandex knows and the site does not: registration prefilled", () => {
  it("prefills name, e-mail and phone, and the registration with its SMS links the account", async () => {
    const phone = uniqueMobile();
    // Yandex writes the number its own way; the form gets it in E.164.
    const person = fakeYandexUser({
      name: "Анна Яндексова",
      email: "Anna.Ya@Yandex.ru",
      phone: `8${phone.slice(2)}`,
    });
    const { code, cookie } = await signInAtYandex(t.app, fake, person);
    const answer = await exchange(t.app, code, cookie);
    expect(answer.statusCode).toBe(200);
    const { registration } = answer.json();
    expect(registration).toEqual({
      full_name: "Анна Яндексова",
      email: "anna.ya@yandex.ru",
      phone,
      yandex_link: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // The sign-in's browser key is dropped once the page has its answer.
    expect(String(answer.headers["set-cookie"])).toMatch(/^yandex_sign_in=; .*Max-Age=0/);

    // The phone is still confirmed by its SMS: one rule for every registration.
    const withoutSms = await register({
      email: registration.email,
      full_name: registration.full_name,
      phone,
      yandex_link: registration.yandex_link,
    });
    expect(withoutSms.statusCode).toBe(400);
    const made = await register({
      email: registration.email,
      full_name: registration.full_name,
      ...(await confirmedPhone(t.app, phone)),
      yandex_link: registration.yandex_link,
    });
    expect(made.statusCode).toBe(200);
    const userId = made.json().user.id as number;
    expect((await accountOf(userId)).yandexId).toBe(person.id);
    // The link is personal data the account's owner can read in their export (152-FZ).
    const exported = await t.app.inject({
      method: "GET",
      url: "/api/auth/me/export",
      headers: bearer(made.json().access_token),
    });
    expect(exported.json().profile.yandex_id).toBe(person.id);

    // The link works once.
    const reused = await register({
      email: uniqueEmail(),
      full_name: "Другой",
      ...(await confirmedPhone(t.app)),
      yandex_link: registration.yandex_link,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: YANDEX_ID_TEXTS.linkInvalid });

    // From now on Yandex ID signs the account in, whatever phone Yandex has by then.
    const later = await signInAtYandex(t.app, fake, { ...person, default_phone: null });
    const signedIn = await exchange(t.app, later.code, later.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: userId, phone, phone_confirmed: true });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(signedIn.json().access_token),
    });
    expect(me.json().id).toBe(userId);
  });

  it("prefills what Yandex has: no phone, or one that is no Russian mobile, stays empty", async () => {
    for (const phone of [null, "+44 7911 123456"]) {
      const person = fakeYandexUser({ name: null, email: null, phone });
      const { code, cookie } = await signInAtYandex(t.app, fake, person);
      const answer = await exchange(t.app, code, cookie);
      expect(answer.json().registration).toMatchObject({
        full_name: null,
        email: null,
        phone: null,
      });
    }
  });

  it("refuses a second account for the same Yandex ID, and a link that is not one", async () => {
    const person = fakeYandexUser({ phone: null });
    const first = await signInAtYandex(t.app, fake, person);
    const second = await signInAtYandex(t.app, fake, person);
    const links = await Promise.all(
      [first, second].map(async ({ code, cookie }) => {
        const answer = await exchange(t.app, code, cookie);
        return answer.json().registration.yandex_link as string;
      }),
    );
    const registered = await register({
      email: uniqueEmail(),
      full_name: "Первая",
      ...(await confirmedPhone(t.app)),
      yandex_link: links[0]!,
    });
    expect(registered.statusCode).toBe(200);
    const phone = uniqueMobile();
    const twice = await register({
      email: uniqueEmail(),
      full_name: "Вторая",
      ...(await confirmedPhone(t.app, phone)),
      yandex_link: links[1]!,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: YANDEX_ID_TEXTS.yandexTaken });

    const forged = await register({
      email: uniqueEmail(),
      full_name: "Третья",
      ...(await confirmedPhone(t.app)),
      yandex_link: "x".repeat(43),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: YANDEX_ID_TEXTS.linkInvalid });
  });
});

describe("an account with the phone Yandex has", () => {
  it("is linked to the Yandex ID and signed in", async () => {
    const client = await registerClient(t.app);
    expect(client.user.phone).toMatch(/^\+79\d{9}$/);
    const person = fakeYandexUser({ phone: client.user.phone });
    const { code, cookie } = await signInAtYandex(t.app, fake, person);
    const answer = await exchange(t.app, code, cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      token_type: "bearer",
      user: { id: client.user.id, email: client.email },
    });
    expect((await accountOf(client.user.id)).yandexId).toBe(person.id);
  });

  it("is not found by a phone it never confirmed", async () => {
    const phone = uniqueMobile();
    const client = await registerClient(t.app);
    await t.db
      .update(users)
      .set({ phone, phoneConfirmedAt: null })
      .where(eq(users.id, client.user.id));
    const { code, cookie } = await signInAtYandex(t.app, fake, fakeYandexUser({ phone }));
    const answer = await exchange(t.app, code, cookie);
    expect(answer.json().registration).toMatchObject({ phone });
    expect((await accountOf(client.user.id)).yandexId).toBeNull();
  });

  it("with a second factor asks for its code, exactly as the password's login does", async () => {
    const staff = await createStaff(t);
    const { secret } = await turnOnSecondFactor(t, staff);
    const [row] = await t.db.select().from(users).where(eq(users.email, staff.email));
    const { code, cookie } = await signInAtYandex(
      t.app,
      fake,
      fakeYandexUser({ phone: row!.phone }),
    );
    const answer = await exchange(t.app, code, cookie);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ second_factor_required: true });
    const second = await t.app.inject({
      method: "POST",
      url: "/api/auth/login/second-factor",
      payload: { challenge: answer.json().challenge, code: await totpCode(secret, 1) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().user.email).toBe(staff.email);
  });

  it("switched off is refused, in Russian", async () => {
    const client = await registerClient(t.app);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, client.user.id));
    const { code, cookie } = await signInAtYandex(
      t.app,
      fake,
      fakeYandexUser({ phone: client.user.phone }),
    );
    const answer = await exchange(t.app, code, cookie);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ detail: AUTH_TEXTS.accountDisabled });
  });
});

describe("the complete page's one-time code", () => {
  it("works once, in the browser that started, and for 60 seconds", async () => {
    const client = await registerClient(t.app);
    const person = fakeYandexUser({ phone: client.user.phone });

    const { code, cookie } = await signInAtYandex(t.app, fake, person);
    // Another browser (someone sent the address) gets nothing, and the code stays good.
    const elsewhere = await exchange(t.app, code, null);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ detail: YANDEX_ID_TEXTS.codeExpired });
    const otherBrowser = (await startAt(t.app)).cookie;
    expect((await exchange(t.app, code, otherBrowser)).statusCode).toBe(400);
    expect((await exchange(t.app, code, cookie)).statusCode).toBe(200);
    const again = await exchange(t.app, code, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: YANDEX_ID_TEXTS.codeExpired });

    const late = await signInAtYandex(t.app, fake, person);
    const [row] = await t.db
      .select()
      .from(yandexIdSignIns)
      .where(eq(yandexIdSignIns.codeHash, createHash("sha256").update(late.code).digest("hex")));
    const left = row!.codeExpiresAt!.getTime() - Date.now();
    expect(left).toBeGreaterThan(50_000);
    expect(left).toBeLessThanOrEqual(60_000);
    await t.db
      .update(yandexIdSignIns)
      .set({ codeExpiresAt: new Date(Date.now() - 1) })
      .where(eq(yandexIdSignIns.id, row!.id));
    const stale = await exchange(t.app, late.code, late.cookie);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ detail: YANDEX_ID_TEXTS.codeExpired });
  });
});

describe("a callback that is not the browser's own, and Yandex refusing", () => {
  it("refuses a wrong state, a used one and another browser's, and never asks Yandex for a token", async () => {
    const client = await registerClient(t.app);
    const session = fake.session(fakeYandexUser({ phone: client.user.phone }));
    const start = await startAt(t.app);
    const back = await atYandex(start.authorizeUrl, session);
    const tokensAsked = () => fake.requests.filter((r) => r.path === "/token").length;
    const before = tokensAsked();

    const forged = new URL(back);
    forged.searchParams.set("state", "A".repeat(43));
    expect((await callback(t.app, forged, start.cookie)).location).toBe("/login?yandex=failed");
    // The address sent to someone else: their browser has no key of this sign-in.
    expect((await callback(t.app, back, null)).location).toBe("/login?yandex=failed");
    expect((await callback(t.app, back, (await startAt(t.app)).cookie)).location).toBe(
      "/login?yandex=failed",
    );
    expect(tokensAsked()).toBe(before);

    const own = await callback(t.app, back, start.cookie);
    expect(completeCodeOf(own.location)).not.toBeNull();
    expect(own.response.headers["cache-control"]).toBe("no-store");
    // The state is spent.
    expect((await callback(t.app, back, start.cookie)).location).toBe("/login?yandex=failed");
    expect(tokensAsked()).toBe(before + 1);
  });

  it("a state older than 10 minutes is refused", async () => {
    const start = await startAt(t.app);
    const back = await atYandex(start.authorizeUrl, fake.session(fakeYandexUser()));
    const state = start.authorizeUrl.searchParams.get("state")!;
    await t.db
      .update(yandexIdSignIns)
      .set({ stateExpiresAt: new Date(Date.now() - 1) })
      .where(eq(yandexIdSignIns.stateHash, createHash("sha256").update(state).digest("hex")));
    expect((await callback(t.app, back, start.cookie)).location).toBe("/login?yandex=failed");
  });

  it("the person saying no at Yandex is sent back to the login, told so", async () => {
    const start = await startAt(t.app);
    const back = await atYandex(start.authorizeUrl, fake.session("deny"));
    expect(back.searchParams.get("error")).toBe("access_denied");
    const { location } = await callback(t.app, back, start.cookie);
    expect(location).toBe("/login?yandex=denied");
    // That sign-in is over.
    const withCode = new URL(back);
    withCode.searchParams.delete("error");
    withCode.searchParams.set("code", "0123456789abcdef");
    expect((await callback(t.app, withCode, start.cookie)).location).toBe("/login?yandex=failed");
  });

  it("Yandex refusing or failing the token ends in «Не удалось войти», not a 500", async () => {
    fake.failTokenNext(1);
    const start = await startAt(t.app);
    const back = await atYandex(start.authorizeUrl, fake.session(fakeYandexUser()));
    const failed = await callback(t.app, back, start.cookie);
    expect(failed.response.statusCode).toBe(302);
    expect(failed.location).toBe("/login?yandex=failed");

    // A code Yandex never issued (or already used): invalid_grant.
    const next = await startAt(t.app);
    const nextBack = await atYandex(next.authorizeUrl, fake.session(fakeYandexUser()));
    nextBack.searchParams.set("code", "ffffffffffffffff");
    expect((await callback(t.app, nextBack, next.cookie)).location).toBe("/login?yandex=failed");
    const refusal = fake.requests.filter((r) => r.path === "/token").at(-1);
    expect(refusal?.params.code).toBe("ffffffffffffffff");
  });

  it("a forged PKCE verifier is refused by Yandex (the fake checks S256)", async () => {
    const start = await startAt(t.app);
    const back = await atYandex(start.authorizeUrl, fake.session(fakeYandexUser()));
    const state = start.authorizeUrl.searchParams.get("state")!;
    await t.db
      .update(yandexIdSignIns)
      .set({ codeVerifier: "B".repeat(43) })
      .where(eq(yandexIdSignIns.stateHash, createHash("sha256").update(state).digest("hex")));
    expect((await callback(t.app, back, start.cookie)).location).toBe("/login?yandex=failed");
    expect(fake.requests.filter((r) => r.path === "/token").at(-1)?.params.code_verifier).toBe(
      "B".repeat(43),
    );

    // And straight at the fake: the right verifier passes, any other does not.
    const direct = await atYandex(start.authorizeUrl, fake.session(fakeYandexUser()));
    const token = (verifier: string) =>
      fetch(`${fake.url}/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code: direct.searchParams.get("code")!,
          client_id: fake.clientId,
          client_secret: fake.clientSecret,
          code_verifier: verifier,
        }),
      });
    const wrong = await token("C".repeat(43));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: "invalid_grant",
      error_description: "Code verifier is invalid",
    });
  });

  it("Yandex out of reach ends the same way", async () => {
    const offline = await buildYandexTestApp(fake, { YANDEX_ID_OAUTH_URL: "http://127.0.0.1:9" });
    try {
      const start = await startAt(offline.app);
      const state = start.authorizeUrl.searchParams.get("state")!;
      const back = new URL(`${offline.app.config.publicUrl}/api/auth/yandex/callback`);
      back.search = new URLSearchParams({ code: "0123456789abcdef", state }).toString();
      expect((await callback(offline.app, back, start.cookie)).location).toBe(
        "/login?yandex=failed",
      );
    } finally {
      await offline.close();
    }
  });
});

describe("a site without the keys", () => {
  it("shows no button, and the routes answer 404 in Russian", async () => {
    const { buildTestApp } = await import("../../test/test-app.ts");
    const plain = await buildTestApp({ seedDemo: false });
    try {
      const methods = await plain.app.inject({ method: "GET", url: "/api/auth/methods" });
      expect(methods.json()).toEqual({ yandex_id: false });
      for (const [method, url] of [
        ["GET", "/api/auth/yandex/start"],
        ["GET", "/api/auth/yandex/callback?code=a&state=b"],
        ["POST", "/api/auth/yandex/exchange"],
      ] as const) {
        const answer = await plain.app.inject({
          method,
          url,
          ...(method === "POST" ? { payload: { code: "abc" } } : {}),
        });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json()).toEqual({ detail: YANDEX_ID_TEXTS.notConfigured });
      }
    } finally {
      await plain.close();
    }
  });

  it("refuses half a set of keys at start", async () => {
    const { loadConfig } = await import("../../config.ts");
    expect(() => loadConfig({ YANDEX_ID_CLIENT_ID: "abc" })).toThrow(/YANDEX_ID_CLIENT_SECRET/);
    expect(() => loadConfig({ YANDEX_ID_CLIENT_SECRET: "abc" })).toThrow(/задаются вместе/);
  });
});

function register(body: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      password: "secret-password",
      client_type: "individual",
      agree_to_terms: true,
      ...body,
    },
  });
}

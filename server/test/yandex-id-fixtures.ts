import type { App } from "../app.ts";
import type { FakeYandexId, FakeYandexPerson } from "./fake-yandex-id.ts";
import { buildTestApp } from "./test-app.ts";

/** A test app whose Yandex ID is `fake`; `env` adds to (or replaces) its settings. */
export function buildYandexTestApp(fake: FakeYandexId, env: Record<string, string> = {}) {
  return buildTestApp({
    env: {
      YANDEX_ID_CLIENT_ID: fake.clientId,
      YANDEX_ID_CLIENT_SECRET: fake.clientSecret,
      YANDEX_ID_OAUTH_URL: fake.url,
      YANDEX_ID_LOGIN_URL: fake.url,
      ...env,
    },
  });
}

/** `yandex_sign_in=<key>` from an answer's Set-Cookie, as the browser would send it back. */
export function browserCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers["set-cookie"];
  const cookie = [header].flat().find((value) => String(value).startsWith("yandex_sign_in="));
  if (!cookie) throw new Error("the answer set no yandex_sign_in cookie");
  return String(cookie).split(";")[0]!;
}

/** The button: the app's answer, with where it sends the browser and the cookie it sets. */
export async function startAt(app: App, cookie?: string) {
  const response = await app.inject({
    method: "GET",
    url: "/api/auth/yandex/start",
    headers: cookie ? { cookie } : {},
  });
  if (response.statusCode !== 302) throw new Error(`start answered ${response.statusCode}`);
  return {
    response,
    authorizeUrl: new URL(String(response.headers.location)),
    cookie: browserCookieOf(response),
  };
}

/** Yandex's page, as a browser signed in there meets it: where it sends the browser back. */
export async function atYandex(authorizeUrl: URL, session?: string): Promise<URL> {
  const response = await fetch(authorizeUrl, {
    redirect: "manual",
    headers: session ? { cookie: `fake_yandex_session=${session}` } : {},
  });
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) {
    throw new Error(`the fake's /authorize answered ${response.status}: ${await response.text()}`);
  }
  return new URL(location);
}

/** The callback as the browser calls it: its redirect (a path with `#code=…` or `?yandex=…`). */
export async function callback(app: App, back: URL, cookie: string | null) {
  const response = await app.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    headers: cookie ? { cookie } : {},
  });
  return { response, location: String(response.headers.location ?? "") };
}

/** The one-time code of the complete page's address, or null. */
export const completeCodeOf = (location: string) =>
  /^\/login\/complete#code=([A-Za-z0-9_-]+)$/.exec(location)?.[1] ?? null;

/**
 * The whole way from the button to the complete page for `person` (signed in at the fake):
 * the code the page would exchange, and the browser's cookie.
 */
export async function signInAtYandex(app: App, fake: FakeYandexId, person: FakeYandexPerson) {
  const start = await startAt(app);
  const back = await atYandex(start.authorizeUrl, fake.session(person));
  const { location } = await callback(app, back, start.cookie);
  const code = completeCodeOf(location);
  if (!code) throw new Error(`the callback sent the browser to ${location}`);
  return { code, cookie: start.cookie };
}

/** The complete page's exchange of its code. */
export function exchange(app: App, code: string, cookie: string | null) {
  return app.inject({
    method: "POST",
    url: "/api/auth/yandex/exchange",
    headers: cookie ? { cookie } : {},
    payload: { code },
  });
}

import type { Config } from "../../config.ts";

/** What Yandex ID says of the person who signed in (the fields we ask for). */
export interface YandexPerson {
  /** Yandex's unique id of the user: the key an account is linked by. */
  id: string;
  email: string | null;
  /** As Yandex writes it (`+79…`); the caller normalises it. */
  phone: string | null;
  fullName: string | null;
}

/** A failure on Yandex's side or on the way there: the sign-in ends with «Не удалось войти». */
export class YandexIdError extends Error {
  override name = "YandexIdError";
}

export interface YandexOAuth {
  /** Where the browser is sent to ask the person (PKCE S256, our `state`). */
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  /** The code Yandex sent back, exchanged for a token, and the person that token reads. */
  personOf(input: { code: string; codeVerifier: string }): Promise<YandexPerson>;
}

export interface YandexOAuthOptions {
  clientId: string;
  clientSecret: string;
  /** https://oauth.yandex.ru (authorize, token), or a local fake in tests. */
  oauthUrl: string;
  /** https://login.yandex.ru (info), or a local fake in tests. */
  loginUrl: string;
  /** How long each call may take before the sign-in counts as failed. */
  timeoutMs?: number;
}

/** `base` without a trailing slash, then `path`: a base with a path of its own keeps it. */
const joined = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path}`;

const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/**
 * Yandex OAuth and the Yandex ID API (https://yandex.ru/dev/id/doc/ru/): the authorization code
 * with PKCE (`/authorize`, then `POST /token` form-encoded with the client's id and secret and
 * the `code_verifier`), and `GET /info?format=json` with `Authorization: OAuth <token>` for the
 * person. Neither the token nor the secret is ever logged: a failure names the step and what
 * Yandex answered (`invalid_grant`, an HTTP status).
 */
export function yandexOAuth(options: YandexOAuthOptions): YandexOAuth {
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 10_000);
  return {
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: options.clientId,
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      });
      return `${joined(options.oauthUrl, "/authorize")}?${query}`;
    },

    async personOf({ code, codeVerifier }) {
      const token = await call("token", async () => {
        const response = await fetch(joined(options.oauthUrl, "/token"), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            grant_type: "authorization_code",
            code,
            client_id: options.clientId,
            client_secret: options.clientSecret,
            code_verifier: codeVerifier,
          }),
          signal: timeout(),
        });
        const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
        const accessToken = text(answer?.access_token);
        if (!response.ok || !accessToken) {
          throw new YandexIdError(
            `Yandex OAuth /token: HTTP ${response.status} ${text(answer?.error) ?? ""}`.trim(),
          );
        }
        return accessToken;
      });
      return call("info", async () => {
        const response = await fetch(joined(options.loginUrl, "/info?format=json"), {
          headers: { authorization: `OAuth ${token}` },
          signal: timeout(),
        });
        const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
        const id = answer && (typeof answer.id === "number" ? String(answer.id) : text(answer.id));
        if (!response.ok || !answer || !id) {
          throw new YandexIdError(`Yandex ID /info: HTTP ${response.status}`);
        }
        const phone = answer.default_phone as { number?: unknown } | null | undefined;
        const name =
          text(answer.real_name) ??
          ([text(answer.first_name), text(answer.last_name)].filter(Boolean).join(" ") || null);
        return {
          id,
          email: text(answer.default_email),
          phone: text(phone?.number),
          fullName: name,
        };
      });
    },
  };
}

/** A network failure or a timeout is a YandexIdError too, naming the step. */
async function call<T>(step: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof YandexIdError) throw error;
    throw new YandexIdError(
      `Yandex ID ${step}: ${(error as Error).name} ${(error as Error).message}`,
    );
  }
}

/** The client the configuration names, or null when YANDEX_ID_CLIENT_ID is not set. */
export function yandexOAuthFromConfig(config: Config): YandexOAuth | null {
  if (!config.YANDEX_ID_CLIENT_ID || !config.YANDEX_ID_CLIENT_SECRET) return null;
  return yandexOAuth({
    clientId: config.YANDEX_ID_CLIENT_ID,
    clientSecret: config.YANDEX_ID_CLIENT_SECRET,
    oauthUrl: config.YANDEX_ID_OAUTH_URL,
    loginUrl: config.YANDEX_ID_LOGIN_URL,
  });
}

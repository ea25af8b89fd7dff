/**
 * A local HTTP fake of Yandex OAuth and the Yandex ID API (https://yandex.ru/dev/id/doc/ru/) for
 * tests, one server for both hosts:
 *
 * - `GET /authorize?response_type=code&client_id&redirect_uri&state&code_challenge
 *   &code_challenge_method` (codes/code-url): a person already signed in to Yandex who allows
 *   the app at once, so the browser goes straight back to `redirect_uri?code=…&state=…`, or
 *   (`"deny"`) one who refuses: `?error=access_denied&error_description=…&state=…`. Who is
 *   signed in: the browser's `fake_yandex_session` cookie (an e2e spec sets one per context, as
 *   Yandex knows its user by its own cookie), else the person `authorizeAs` named.
 * - `POST /token` form-encoded (`grant_type=authorization_code`, `code`, `client_id`,
 *   `client_secret` or HTTP Basic, `code_verifier`): the client's keys and the PKCE verifier are
 *   checked (S256 or plain, as the code was asked for), a code works once and for 10 minutes.
 *   200 `{token_type: "bearer", access_token, expires_in, refresh_token, scope}`; a refusal is
 *   400 `{error, error_description}` (`invalid_client`, `invalid_grant`,
 *   `unsupported_grant_type`, `invalid_request`).
 * - `GET /info?format=json` with `Authorization: OAuth <token>` (user-information): the person's
 *   `{id, login, client_id, default_email, emails, real_name, first_name, last_name,
 *   display_name, default_phone: {id, number}, psuid}`; a token it did not issue answers 401.
 * - `POST /_fake/sessions` with a person (or `"deny"`) as JSON: `{session}`, the cookie's value
 *   for a browser that person is signed in with (the e2e specs run in other processes).
 *
 * `failTokenNext(n)` answers the next n token requests with HTTP 503, as Yandex under trouble.
 * Nothing leaves the machine.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The Yandex ID API's answer for a token with login, e-mail and phone permissions. */
export interface FakeYandexUser {
  id: string;
  login: string;
  client_id?: string;
  default_email: string | null;
  emails: string[];
  real_name: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string;
  default_phone: { id: number; number: string } | null;
  psuid: string;
}

/** Who is signed in at the fake's /authorize: a person who allows the app, or one who refuses. */
export type FakeYandexPerson = FakeYandexUser | "deny";

/** A person as Yandex would describe them, from what a test cares about. */
export function fakeYandexUser(
  given: { name?: string | null; email?: string | null; phone?: string | null } = {},
): FakeYandexUser {
  const id = String(randomInt(1_000_000_000, 2_000_000_000));
  const login = `user${id}`;
  const name = given.name === undefined ? "Пётр Яндексов" : given.name;
  const [first, ...rest] = (name ?? "").split(" ");
  const email = given.email === undefined ? `${login}@yandex.ru` : given.email;
  return {
    id,
    login,
    default_email: email,
    emails: email ? [email] : [],
    real_name: name,
    first_name: first || null,
    last_name: rest.join(" ") || null,
    display_name: login,
    default_phone: given.phone ? { id: randomInt(1, 1_000_000_000), number: given.phone } : null,
    psuid: `1.${randomBytes(16).toString("base64url")}`,
  };
}

export interface RecordedYandexRequest {
  method: string;
  path: string;
  /** The query and the form body, merged (secrets included: it is a test's record). */
  params: Record<string, string>;
  authorization: string | undefined;
}

export interface FakeYandexId {
  /** Both YANDEX_ID_OAUTH_URL and YANDEX_ID_LOGIN_URL. */
  url: string;
  clientId: string;
  clientSecret: string;
  requests: RecordedYandexRequest[];
  /** Who /authorize signs in for a browser without the fake's session cookie. */
  authorizeAs(person: FakeYandexPerson): void;
  /** A browser session of `person`: the value of the `fake_yandex_session` cookie. */
  session(person: FakeYandexPerson): string;
  failTokenNext(count: number): void;
  close(): Promise<void>;
}

export const FAKE_YANDEX_SESSION_COOKIE = "fake_yandex_session";

interface IssuedCode {
  user: FakeYandexUser;
  clientId: string;
  challenge: string | null;
  method: "S256" | "plain";
  expiresAt: number;
  used: boolean;
}

const CODE_TTL_MS = 10 * 60 * 1000;
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

export async function startFakeYandexId(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<FakeYandexId> {
  const clientId = options.clientId ?? randomBytes(16).toString("hex");
  const clientSecret = options.clientSecret ?? randomBytes(16).toString("hex");
  const requests: RecordedYandexRequest[] = [];
  const sessions = new Map<string, FakeYandexPerson>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, FakeYandexUser>();
  let signedIn: FakeYandexPerson | null = null;
  let failing = 0;

  const newSession = (person: FakeYandexPerson) => {
    const key = randomBytes(16).toString("hex");
    sessions.set(key, person);
    return key;
  };

  function authorize(params: Record<string, string>, cookie: string | undefined): Reply {
    if (params.client_id !== clientId) return text(400, "Unknown client_id");
    const redirect = params.redirect_uri;
    if (!redirect || !/^https?:\/\//.test(redirect)) return text(400, "Invalid redirect_uri");
    const back = new URL(redirect);
    if (params.state) back.searchParams.set("state", params.state);
    if (params.response_type !== "code") {
      back.searchParams.set("error", "unsupported_response_type");
      return { status: 302, location: back.toString() };
    }
    const method = params.code_challenge_method ?? "plain";
    if (params.code_challenge && method !== "S256" && method !== "plain") {
      back.searchParams.set("error", "invalid_request");
      back.searchParams.set("error_description", "Unsupported code_challenge_method");
      return { status: 302, location: back.toString() };
    }
    const session = /(?:^|;\s*)fake_yandex_session=([0-9a-f]+)/.exec(cookie ?? "")?.[1];
    const person = (session && sessions.get(session)) || signedIn;
    if (!person) return text(400, "Nobody is signed in to the fake Yandex");
    if (person === "deny") {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "User denied access");
      return { status: 302, location: back.toString() };
    }
    const code = randomBytes(8).toString("hex");
    codes.set(code, {
      user: person,
      clientId,
      challenge: params.code_challenge ?? null,
      method: method as "S256" | "plain",
      expiresAt: Date.now() + CODE_TTL_MS,
      used: false,
    });
    back.searchParams.set("code", code);
    return { status: 302, location: back.toString() };
  }

  function token(params: Record<string, string>, authorization: string | undefined): Reply {
    if (failing > 0) {
      failing--;
      return json(503, { error: "server_error", error_description: "Service unavailable" });
    }
    const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? "")?.[1];
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic, "base64").toString("utf8").split(":")
      : [];
    const id = params.client_id ?? basicId;
    const secret = params.client_secret ?? basicSecret;
    if (id !== clientId) return refusal("invalid_client", "Client not found");
    if (secret !== clientSecret) return refusal("invalid_client", "Wrong client secret");
    if (params.grant_type !== "authorization_code") {
      return refusal("unsupported_grant_type", "Unsupported grant_type");
    }
    if (!params.code) return refusal("invalid_request", "Missing code");
    const issued = codes.get(params.code);
    if (!issued || issued.used || issued.clientId !== id) {
      return refusal("invalid_grant", "Code has expired");
    }
    // A code is spent by its first exchange, right or wrong, as a one-time code must be.
    issued.used = true;
    if (issued.expiresAt < Date.now()) return refusal("invalid_grant", "Code has expired");
    if (issued.challenge !== null) {
      const verifier = params.code_verifier;
      if (!verifier) return refusal("invalid_grant", "Code verifier is required");
      const computed = issued.method === "S256" ? s256(verifier) : verifier;
      if (computed !== issued.challenge)
        return refusal("invalid_grant", "Code verifier is invalid");
    }
    const accessToken = `y0_${randomBytes(24).toString("base64url")}`;
    tokens.set(accessToken, issued.user);
    return json(200, {
      token_type: "bearer",
      access_token: accessToken,
      expires_in: 31_536_000,
      refresh_token: `1:${randomBytes(24).toString("base64url")}`,
      scope: "login:info login:email login:default_phone",
    });
  }

  function info(params: Record<string, string>, authorization: string | undefined): Reply {
    const given = /^OAuth\s+(\S+)$/.exec(authorization ?? "")?.[1] ?? params.oauth_token;
    const user = given ? tokens.get(given) : undefined;
    if (!user) return text(401, "Unauthorized");
    if (params.format && params.format !== "json") return text(400, "Only json in the fake");
    return json(200, { ...user, client_id: clientId });
  }

  function sessionFor(body: string): Reply {
    try {
      return json(200, { session: newSession(parsed(body)) });
    } catch (error) {
      return text(400, (error as Error).message);
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const body = Buffer.concat(chunks).toString("utf8");
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      if (request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
        Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
      }
      const authorization = request.headers.authorization;
      requests.push({ method: request.method ?? "GET", path: url.pathname, params, authorization });
      const route = `${request.method} ${url.pathname}`;
      let reply: Reply;
      if (route === "GET /authorize") reply = authorize(params, request.headers.cookie);
      else if (route === "POST /token") reply = token(params, authorization);
      else if (route === "GET /info") reply = info(params, authorization);
      else if (route === "POST /_fake/sessions") reply = sessionFor(body);
      else reply = text(404, "Not found");
      send(response, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    authorizeAs(person) {
      signedIn = person;
    },
    session: newSession,
    failTokenNext(count) {
      failing = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Reply = { status: number; location: string } | { status: number; body: string; type: string };

const json = (status: number, value: unknown): Reply => ({
  status,
  body: JSON.stringify(value),
  type: "application/json; charset=utf-8",
});
const text = (status: number, value: string): Reply => ({
  status,
  body: value,
  type: "text/plain; charset=utf-8",
});
const refusal = (error: string, description: string) =>
  json(400, { error, error_description: description });

function parsed(body: string): FakeYandexPerson {
  const value = JSON.parse(body) as FakeYandexPerson;
  if (value !== "deny" && (typeof value !== "object" || !value.id)) {
    throw new Error('fake Yandex: a session needs a person with an id, or "deny"');
  }
  return value;
}

function send(response: ServerResponse<IncomingMessage>, reply: Reply) {
  if ("location" in reply) {
    response.writeHead(reply.status, { location: reply.location });
    response.end();
    return;
  }
  response.writeHead(reply.status, { "content-type": reply.type });
  response.end(reply.body);
}

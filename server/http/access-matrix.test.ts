import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsReauthentication } from "../../domain/access/reauthentication.ts";
import { storeBotToken } from "../modules/telegram/bot-settings.ts";
import type { Call, Requests } from "../test/access/call.ts";
import { ACCOUNT_REQUESTS } from "../test/access/requests-accounts.ts";
import { BACKUP_REQUESTS } from "../test/access/requests-backups.ts";
import { BOOKING_REQUESTS } from "../test/access/requests-bookings.ts";
import { CHAT_REQUESTS } from "../test/access/requests-chat.ts";
import { CONTENT_REQUESTS } from "../test/access/requests-content.ts";
import { FILE_REQUESTS } from "../test/access/requests-files.ts";
import { SECOND_FACTOR_REQUESTS } from "../test/access/requests-second-factor.ts";
import { YANDEX_ID_REQUESTS } from "../test/access/requests-yandex-id.ts";
import { type Secret, secretsOf } from "../test/access/secrets.ts";
import { send } from "../test/access/send.ts";
import { buildWorld, type World } from "../test/access/world.ts";
import { buildBackOfficeTestApp } from "../test/back-office.ts";
import type { TestApp } from "../test/test-app.ts";
import { ACCESS_MATRIX, ACTORS, type Actor, type Outcome } from "./access-matrix.ts";
import { changesPowerMoneyOrErasure, WITHOUT_REAUTHENTICATION } from "./power-money-and-erasure.ts";

const REQUESTS: Requests = {
  ...ACCOUNT_REQUESTS,
  ...CONTENT_REQUESTS,
  ...CHAT_REQUESTS,
  ...FILE_REQUESTS,
  ...SECOND_FACTOR_REQUESTS,
  ...YANDEX_ID_REQUESTS,
  ...BACKUP_REQUESTS,
  ...BOOKING_REQUESTS,
};

/**
 * Run one at a time after all the others, in this order: a reorder sends the whole list (a
 * service made meanwhile would make it incomplete), and deleting every chat takes the others'
 * chats with it. A backup is made one at a time: its creation goes last, alone.
 */
const SERIAL = [
  "PUT /api/executor/services/order",
  "PUT /api/executor/auto-lawyer/services/order",
  "DELETE /api/executor/chat-sessions/all",
  "POST /api/executor/backups",
  "PUT /api/executor/telegram-bot",
];
/** Rows called at once: enough to use PostgreSQL's pool, few enough for a 2-core machine. */
const BATCH = 4;

const MATRIX_BOT_TOKEN = "1234567:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

let t: TestApp;
let w: World;
let base: string;
let secrets: Secret[];

beforeAll(async () => {
  // Metrics on, with a token none of the actors holds: no session of any kind reads them.
  // Yandex ID on, at an address that answers nothing: no row goes as far as Yandex.
  t = await buildBackOfficeTestApp({
    env: {
      METRICS_TOKEN: "access-matrix-metrics-token",
      YANDEX_ID_CLIENT_ID: "access-matrix",
      YANDEX_ID_CLIENT_SECRET: "access-matrix",
      YANDEX_ID_OAUTH_URL: "http://127.0.0.1:9",
      YANDEX_ID_LOGIN_URL: "http://127.0.0.1:9",
    },
  });
  // A bot named here (its token reaches no Telegram): the links are made without asking it.
  await storeBotToken(
    t.db,
    t.app.config,
    { token: MATRIX_BOT_TOKEN, username: "matrix_bot" },
    null,
  );
  w = await buildWorld(t);
  secrets = secretsOf(w);
  // Event streams are read over a real socket (send.ts).
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

function documentRoutes(): string[] {
  return documentOperations().map(({ route }) => route);
}

function documentOperations(): { route: string; operationId: string }[] {
  const document = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      operationId: operation.operationId,
    })),
  );
}

describe("the access matrix (server/http/access-matrix.ts)", () => {
  it("has a row for every route of the OpenAPI document and no row for a route that is gone", () => {
    const routes = documentRoutes();
    const missing = routes.filter((route) => !(route in ACCESS_MATRIX));
    const gone = Object.keys(ACCESS_MATRIX).filter((route) => !routes.includes(route));
    const strayRequests = Object.keys(REQUESTS).filter((route) => !routes.includes(route));
    expect(
      { missing, gone, strayRequests },
      [
        "Each route needs exactly one row in server/http/access-matrix.ts.",
        ...missing.map((route) => `  add: "${route}": <PUBLIC | SIGNED_IN | STAFF | …>,`),
        ...(missing.length > 0
          ? [
              "  (a route that needs a body, a query or other ids: its request in server/test/access)",
            ]
          : []),
        ...gone.map((route) => `  remove the row: "${route}"`),
        ...strayRequests.map((route) => `  remove the request of "${route}" (server/test/access)`),
      ].join("\n"),
    ).toEqual({ missing: [], gone: [], strayRequests: [] });
  });

  it("answers every actor on every route as its row says", async () => {
    const routes = documentRoutes().filter((route) => route in ACCESS_MATRIX);
    const parallel = routes.filter((route) => !SERIAL.includes(route));
    const mismatches: string[] = [];
    for (let index = 0; index < parallel.length; index += BATCH) {
      const batch = parallel.slice(index, index + BATCH);
      mismatches.push(...(await Promise.all(batch.map(checkRoute))).flat());
    }
    for (const route of SERIAL.filter((serial) => routes.includes(serial))) {
      mismatches.push(...(await checkRoute(route)));
    }
    expect(mismatches, `${mismatches.length} answers differ from the matrix`).toEqual([]);
  }, 180_000);

  it("gives the colleague a refusal on every route that names a chat, a client, a payment, a document or a company", () => {
    // Every such object of the matrix is reached through a chat of the demo executor's, and with
    // two lawyers «Все юристы видят все чаты» is off: another lawyer must not reach any of them.
    const seenThroughChats = new Set([
      "chat",
      "chat-file",
      "client",
      "company",
      "payment",
      "billing-document",
      "signature-request",
    ]);
    const open = [...t.app.routePolicies]
      .filter(([, policy]) => policy.object && seenThroughChats.has(policy.object))
      .map(([route]) => route)
      .filter((route) => route in ACCESS_MATRIX && ACCESS_MATRIX[route]?.colleague === "ok");
    expect(open).toEqual([]);
    // And every route with a path id says what the id is (the policy refuses one that does not).
    const undeclared = documentRoutes().filter(
      (route) => route.includes("{") && !t.app.routePolicies.get(route)?.object,
    );
    expect(undeclared).toEqual([]);
  });

  it("asks a fresh proof of identity for every route that changes staff, money or erasure", () => {
    // A new route of that kind must be on domain/access/reauthentication.ts's list, or say here
    // (power-money-and-erasure.ts) why a stolen session may call it alone.
    const unlisted = documentOperations()
      .filter(({ route }) => changesPowerMoneyOrErasure(route))
      .filter(
        ({ route, operationId }) =>
          !needsReauthentication(operationId) && !(route in WITHOUT_REAUTHENTICATION),
      )
      .map(({ route }) => route);
    const stale = Object.keys(WITHOUT_REAUTHENTICATION).filter(
      (route) => !documentRoutes().includes(route) || !changesPowerMoneyOrErasure(route),
    );
    expect({ unlisted, stale }).toEqual({ unlisted: [], stale: [] });
  });

  it("never opens a signed-in client's chat through the guest path", async () => {
    // The guest's own routes; «Перенести в мой кабинет» is a client's, refused to anonymous callers.
    const guestRoutes = documentRoutes().filter(
      (route) =>
        route.includes("/api/guest/chat/sessions/{id}") && ACCESS_MATRIX[route]?.anonymous === "ok",
    );
    expect(guestRoutes.length).toBeGreaterThan(5);
    const answers = await Promise.all(
      guestRoutes.map(async (route) => {
        const call = await buildCall(route, "anonymous");
        const params = { ...call.params, id: w.chatA.id, fileId: w.chatFileA };
        const { status } = await send(w, base, route, "anonymous", { ...call, params });
        return `${route}: ${status}`;
      }),
    );
    expect(answers).toEqual(guestRoutes.map((route) => `${route}: 404`));
  });
});

/** Every actor on one route, one after another; the differences from its row. */
async function checkRoute(route: string): Promise<string[]> {
  const row = ACCESS_MATRIX[route]!;
  const found: string[] = [];
  for (const actor of ACTORS) {
    try {
      const call = await buildCall(route, actor);
      const { status, detail, body } = await send(w, base, route, actor, call);
      const problem = differenceOf(row[actor], status, detail);
      if (problem) found.push(`${route} as ${actor}: expected ${row[actor]}, ${problem}`);
      const leaked = leakedSecrets(route, actor, call, body);
      if (leaked.length > 0) found.push(`${route} as ${actor}: shows ${leaked.join(", ")}`);
    } catch (error) {
      found.push(`${route} as ${actor}: the call could not be made: ${(error as Error).message}`);
    }
  }
  return found;
}

/**
 * Where an answer shows another owner's id on purpose: the caller already holds a key to it. The
 * sandbox checkout names the payment it returns to. (A payment's result page names its chat only
 * to those who see the payment: issue 43 §2.)
 */
const SHOWN_ON_PURPOSE: Readonly<Record<string, readonly string[]>> = {
  "GET /api/payments/sandbox/{id}": ["clientA's payment id"],
};

/** The secrets of others in an answer, unless the call itself named them. */
function leakedSecrets(route: string, actor: Actor, call: Call, body: string): string[] {
  const named = JSON.stringify(call);
  return secrets
    .filter((secret) => !secret.seenBy.includes(actor))
    .filter((secret) => body.includes(secret.value) && !named.includes(secret.value))
    .map((secret) => secret.name)
    .filter((name) => !SHOWN_ON_PURPOSE[route]?.includes(name));
}

const STATUS_OF: Record<Exclude<Outcome, "ok">, number> = {
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
};

/** Null when the answer is the expected one; a refusal must also say why, in Russian. */
function differenceOf(expected: Outcome, status: number, detail: string | null): string | null {
  const got = `got ${status}${detail ? ` «${detail}»` : ""}`;
  if (expected === "ok") return status >= 200 && status < 400 ? null : got;
  if (status !== STATUS_OF[expected]) return got;
  return detail && /[а-яё]/i.test(detail) ? null : `${got} without a Russian detail`;
}

function buildCall(route: string, actor: Actor): Call | Promise<Call> {
  return REQUESTS[route]?.(w, actor) ?? {};
}

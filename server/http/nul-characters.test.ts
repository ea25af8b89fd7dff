import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TEXTS } from "../../domain/errors.ts";
import { archiveFolders } from "../db/schema/archive.ts";
import { services } from "../db/schema/catalogue.ts";
import { chatMessages } from "../db/schema/chat.ts";
import { articles } from "../db/schema/content.ts";
import { courtEvents } from "../db/schema/court-events.ts";
import { cannedReplies } from "../db/schema/notifications.ts";
import { reviews } from "../db/schema/reviews.ts";
import { users } from "../db/schema/users.ts";
import {
  ARTICLE,
  autoLawyerForm,
  CANNED_REPLY,
  COURT_EVENT,
  REVIEW,
} from "../test/access/bodies.ts";
import { freshIp } from "../test/access/http.ts";
import { executorToken, multipart, openClientChat } from "../test/chat-fixtures.ts";
import { bearer, registerClient, uniqueEmail } from "../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

/** PostgreSQL refuses U+0000 in text; every route refuses it first (nul-characters.ts). */
const NUL = "до\u0000после";

let t: TestApp;
let client: string;
let executor: string;
let chatId: string;
beforeAll(async () => {
  t = await buildTestApp();
  [client, executor] = await Promise.all([
    registerClient(t.app).then((made) => made.token),
    executorToken(t.app),
  ]);
  chatId = (await openClientChat(t.app, client)).id;
});
afterAll(() => t.close());

const rowsOf = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;

interface Probe {
  method: "GET" | "POST" | "PUT";
  url: string;
  token?: () => string;
  payload?: () => unknown;
  multipart?: true;
  /** The table a wrongly accepted request would write to. */
  table?: PgTable;
}

const PROBES: Record<string, Probe> = {
  "register, in a JSON body": {
    method: "POST",
    url: "/api/auth/register",
    payload: () => ({
      email: uniqueEmail("nul"),
      password: "secret-password",
      full_name: NUL,
      client_type: "individual",
      agree_to_terms: true,
    }),
    table: users,
  },
  "a review": {
    method: "POST",
    url: "/api/reviews",
    token: () => client,
    payload: () => ({ ...REVIEW, comment: NUL }),
    table: reviews,
  },
  "a folder": {
    method: "POST",
    url: "/api/folders",
    token: () => client,
    payload: () => ({ name: NUL }),
    table: archiveFolders,
  },
  "a canned reply, deep in an array": {
    method: "POST",
    url: "/api/canned-replies",
    token: () => executor,
    payload: () => ({ ...CANNED_REPLY, extra: [{ deeper: [NUL] }] }),
    table: cannedReplies,
  },
  "an article": {
    method: "POST",
    url: "/api/articles",
    token: () => executor,
    payload: () => ({ ...ARTICLE, title: NUL }),
    table: articles,
  },
  "a court event": {
    method: "POST",
    url: "/api/executor/court-events",
    token: () => executor,
    payload: () => ({ ...COURT_EVENT, notes: NUL }),
    table: courtEvents,
  },
  "an auto-lawyer service": {
    method: "POST",
    url: "/api/executor/auto-lawyer/services",
    token: () => executor,
    payload: () => ({ ...autoLawyerForm(), description: NUL }),
    table: services,
  },
  "a key of a JSON body": {
    method: "POST",
    url: "/api/folders",
    token: () => client,
    payload: () => ({ name: "Папка", [NUL]: 1 }),
    table: archiveFolders,
  },
  "a chat message, in a multipart field": {
    method: "POST",
    url: "/api/chat/sessions/{chat}/messages",
    token: () => client,
    multipart: true,
    table: chatMessages,
  },
  "the clients' search, in the query": {
    method: "GET",
    url: `/api/clients?search=${encodeURIComponent(NUL)}`,
    token: () => executor,
  },
  "the site search, in the query": {
    method: "GET",
    url: `/api/search?q=${encodeURIComponent(NUL)}`,
    token: () => executor,
  },
  "a path parameter": {
    method: "GET",
    url: `/api/chat/sessions/${encodeURIComponent(NUL)}`,
    token: () => client,
  },
};

describe("U+0000 in any text", () => {
  it.each(Object.entries(PROBES))(
    "is refused with 400 and writes nothing: %s",
    async (_, probe) => {
      const before = probe.table ? await rowsOf(probe.table) : 0;
      const body = probe.multipart ? await multipart(NUL) : null;
      const response = await t.app.inject({
        method: probe.method,
        url: probe.url.replace("{chat}", chatId),
        remoteAddress: freshIp(),
        headers: { ...(probe.token ? bearer(probe.token()) : {}), ...body?.headers },
        ...(body ? { payload: body.payload } : {}),
        ...(probe.payload ? { payload: probe.payload() as object } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ detail: API_TEXTS.nulCharacter });
      if (probe.table) expect(await rowsOf(probe.table)).toBe(before);
    },
  );

  it("is the only character refused: a bidi control in the same field is stored", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/folders",
      headers: bearer(client),
      payload: { name: "до\u202eпосле" },
    });
    expect(response.statusCode).toBe(201);
  });
});

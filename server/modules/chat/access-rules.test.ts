import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatDocument, ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import {
  createGuestChat,
  executorToken,
  openClientChat,
  PDF_BYTES,
  postOk,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** Each rule of the "Access rules", attacked from the wrong side. */
let t: TestApp;
let executor: string;
let owner: string;
let intruder: string;
let session: ChatSession;
let fileMessage: ChatMessage;

beforeAll(async () => {
  t = await buildTestApp();
  executor = await executorToken(t.app);
  owner = (await registerClient(t.app)).token;
  intruder = (await registerClient(t.app)).token;
  session = await openClientChat(t.app, owner, 1);
  const sent = await sendMessage(
    t.app,
    `/api/chat/sessions/${session.id}/messages`,
    "секрет",
    [{ name: "паспорт.pdf", bytes: PDF_BYTES }],
    owner,
  );
  fileMessage = (sent.json() as ChatMessage[])[1] as ChatMessage;
  await postOk(t.app, `/api/chat/sessions/${session.id}/start-task`, executor);
  await postOk(t.app, `/api/chat/sessions/${session.id}/documents-ready`, executor);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {} });

describe("a client can never reach another client's chat", () => {
  it.each([
    ["GET", ""],
    ["GET", "/messages"],
    ["POST", "/accept-order"],
    ["POST", "/request-revision"],
  ] as const)("%s %s answers 404 and changes nothing", async (method, tail) => {
    const response = await call(method, `/api/chat/sessions/${session.id}${tail}`, intruder);
    expect(response.statusCode).toBe(404);
    const fresh = (
      await call("GET", `/api/chat/sessions/${session.id}`, owner)
    ).json() as ChatSession;
    expect(fresh.task_status).toBe("documents_ready");
  });

  it("cannot post into it", async () => {
    const response = await sendMessage(
      t.app,
      `/api/chat/sessions/${session.id}/messages`,
      "привет",
      [],
      intruder,
    );
    expect(response.statusCode).toBe(404);
    const messages = (
      await call("GET", `/api/chat/sessions/${session.id}/messages`, owner)
    ).json() as ChatMessage[];
    expect(messages.some((m) => m.content === "привет")).toBe(false);
  });

  it("cannot see its files, in lists or by id", async () => {
    const documents = (await call("GET", "/api/documents", intruder)).json() as ChatDocument[];
    expect(documents).toEqual([]);
    expect((await call("GET", fileMessage.file_url ?? "", intruder)).statusCode).toBe(404);
    expect((await call("GET", `/api/chat/files/${fileMessage.file_id}`, intruder)).statusCode).toBe(
      404,
    );
    const list = (await call("GET", "/api/chat/sessions", intruder)).json() as ChatSession[];
    expect(list).toEqual([]);
  });

  it("nobody without a token reaches signed-in chats or files", async () => {
    for (const url of [
      `/api/chat/sessions/${session.id}`,
      "/api/chat/sessions",
      "/api/documents",
      fileMessage.file_url ?? "",
      "/api/events",
    ]) {
      expect((await call("GET", url)).statusCode).toBe(401);
    }
  });
});

describe("a guest chat is reachable only through its id", () => {
  it("a client's chat id gives nothing through the guest path", async () => {
    expect((await call("GET", `/api/guest/chat/sessions/${session.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/guest/chat/sessions/${session.id}/messages`)).statusCode).toBe(
      404,
    );
    const sent = await sendMessage(
      t.app,
      `/api/guest/chat/sessions/${session.id}/messages`,
      "взлом",
    );
    expect(sent.statusCode).toBe(404);
  });

  it("a signed-in client cannot open a guest chat through the signed-in path", async () => {
    const guest = await createGuestChat(t.app);
    expect((await call("GET", `/api/chat/sessions/${guest.id}`, owner)).statusCode).toBe(404);
    const executorView = await call("GET", `/api/chat/sessions/${guest.id}`, executor);
    expect(executorView.statusCode).toBe(200);
  });
});

describe("only executors and admins use executor calls", () => {
  it.each([
    ["POST", "/start-task"],
    ["POST", "/documents-ready"],
    ["POST", "/mark-read"],
    ["DELETE", ""],
  ] as const)("a client's %s %s on their own chat answers 403", async (method, tail) => {
    const response = await call(method, `/api/chat/sessions/${session.id}${tail}`, owner);
    expect(response.statusCode).toBe(403);
  });

  it("a client cannot read the executor counters or delete all chats", async () => {
    expect((await call("GET", "/api/executor/dashboard", owner)).statusCode).toBe(403);
    expect((await call("DELETE", "/api/executor/chat-sessions/all", owner)).statusCode).toBe(403);
    expect((await call("GET", `/api/chat/sessions/${session.id}`, owner)).statusCode).toBe(200);
  });

  it("an executor cannot accept or send back a client's order", async () => {
    for (const tail of ["/accept-order", "/request-revision"]) {
      expect(
        (await call("POST", `/api/chat/sessions/${session.id}${tail}`, executor)).statusCode,
      ).toBe(403);
    }
  });
});

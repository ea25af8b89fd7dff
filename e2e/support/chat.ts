import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import type { ChatSession, ExecutorDashboard } from "../../domain/chat/chat-schemas.ts";
import type { AuthResponse } from "../../domain/users/user-schemas.ts";
import { CHAT_UI_TEXTS } from "../../web/features/chat/chat-texts.ts";
import { EXECUTOR_TEXTS } from "../../web/features/executor/executor-texts.ts";
import { DEMO_ACCOUNTS } from "./accounts.ts";
import { expect, signInWithToken } from "./fixtures.ts";

/** A short random tag that makes a spec's texts and names its own on the shared app. */
export const uniqueTag = () => randomBytes(4).toString("hex");

/** A small but real PDF (a catalog, one empty page), named as the spec likes. */
export function pdfFile(name: string) {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}

/** The executor's token from the API (specs that are not about the login form use it). */
export async function executorToken(page: Page): Promise<string> {
  const response = await page.request.post("/api/auth/login", {
    data: {
      email: DEMO_ACCOUNTS.executor.email,
      password: DEMO_ACCOUNTS.executor.password,
      login_type: "executor",
    },
  });
  expect(response.ok(), `executor login answered ${response.status()}`).toBe(true);
  const token = ((await response.json()) as AuthResponse).access_token;
  await proveItIsMe(page, token, DEMO_ACCOUNTS.executor.password);
  return token;
}

/**
 * Opens the session's re-authentication window, as the cabinet's password dialog does
 * (decision 049): specs about a screen, not about that dialog, start proven.
 * e2e/staff-prove-it-is-them.spec.ts walks the dialog itself.
 */
export async function proveItIsMe(page: Page, token: string, password: string, origin = "") {
  const proven = await page.request.post(`${origin}/api/auth/reauthenticate`, {
    headers: { authorization: `Bearer ${token}` },
    data: { password },
  });
  expect(proven.ok(), `reauthenticate answered ${proven.status()}`).toBe(true);
}

/** A second person in the story: their own browser context, signed in as the demo executor. */
export async function openExecutorPage(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const token = await executorToken(page);
  await signInWithToken(page, token, DEMO_ACCOUNTS.executor.email);
  return { context, page, token };
}

/** Reads the API as the holder of `token` (the SPA sends the same Bearer header). */
export async function getAs<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function postAs<T>(page: Page, token: string, path: string, data?: unknown) {
  const response = await page.request.post(path, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `POST ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export const sessionAs = (page: Page, token: string, id: string) =>
  getAs<ChatSession>(page, token, `/api/chat/sessions/${id}`);

export const executorStats = (page: Page, token: string) =>
  getAs<ExecutorDashboard>(page, token, "/api/executor/dashboard");

/** The executor cabinet's list of chats. */
export const chatList = (page: Page) =>
  page.getByRole("list", { name: EXECUTOR_TEXTS.chatListLabel });

/** The chat's message log («Сообщения»). */
export const messageLog = (scope: Page | Locator) =>
  scope.getByRole("log", { name: CHAT_UI_TEXTS.messagesLabel });

/** The composer of a chat: text box, file picker and send button. */
export function composer(scope: Page | Locator) {
  return {
    text: scope.getByRole("textbox", { name: CHAT_UI_TEXTS.messageLabel }),
    files: scope.getByLabel(CHAT_UI_TEXTS.attachLabel),
    send: scope.getByRole("button", { name: CHAT_UI_TEXTS.send }),
  };
}

/** The header's «Кабинет исполнителя» link and the unread count on its badge (0 without one). */
export async function headerUnreadCount(page: Page): Promise<number> {
  const link = page.getByRole("banner").getByRole("link", { name: /Кабинет исполнителя/ });
  const text = (await link.textContent()) ?? "";
  const match = text.match(/(\d+)\+?\s*непрочитанных сообщений/);
  return match ? Number(match[1]) : 0;
}

/** One card of the executor's chat list, found by the chat it opens. */
export const chatCardOf = (page: Page, sessionId: string) =>
  chatList(page)
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href*="chat=${sessionId}"]`) });

/** The id at the end of /guest-chat/{id} or in ?sessionId= of the page's address. */
export function sessionIdOf(page: Page): string {
  const url = new URL(page.url());
  const id = url.searchParams.get("sessionId") ?? url.pathname.split("/").pop() ?? "";
  expect(id, `no chat id in ${page.url()}`).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

/**
 * Resolves when the page's push channel answers (the signed-in `/api/events` or a guest chat's
 * `/events`). Start waiting before the navigation that opens it; while it is up the SPA does not
 * poll, so what changes on screen afterwards came over push.
 */
export async function waitForPushChannel(page: Page): Promise<void> {
  const response = await page.waitForResponse((candidate) =>
    /^\/api\/(?:events|guest\/chat\/sessions\/[^/]+\/events)$/.test(
      new URL(candidate.url()).pathname,
    ),
  );
  expect(response.status(), "the push channel answered").toBe(200);
  expect(response.headers()["content-type"]).toContain("text/event-stream");
}

/** A client's new chat about a catalogue service, made through the API. */
export const openClientChat = (page: Page, token: string, serviceId: number | string) =>
  postAs<ChatSession>(page, token, "/api/chat/sessions", { service_id: serviceId });

/** Sends a text message as the holder of `token` (the API takes multipart, like the SPA). */
export async function sendAs(page: Page, token: string, sessionId: string, content: string) {
  const response = await page.request.post(`/api/chat/sessions/${sessionId}/messages`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { content },
  });
  expect(response.status(), `sending to ${sessionId}`).toBe(201);
}

/**
 * Hands a chat to the lawyer with `userId` through the API, as «Передать чат» does: a new chat goes
 * to whoever is least busy, and a spec that needs it to be one lawyer's says so.
 */
export async function assignChat(page: Page, token: string, sessionId: string, userId: number) {
  const response = await page.request.put(`/api/executor/chat-sessions/${sessionId}/assignee`, {
    headers: { authorization: `Bearer ${token}` },
    data: { user_id: userId },
  });
  expect(response.status(), `handing the chat over answered ${response.status()}`).toBe(200);
}

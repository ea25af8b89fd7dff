import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PersonalDataExport } from "../../../domain/clients/client-schemas.ts";
import { MY_DATA_TEXTS } from "../../../domain/clients/clients.ts";
import { users } from "../../db/schema/users.ts";
import { archivedFile } from "../../test/archive-fixtures.ts";
import { buildBackOfficeTestApp, type RoleTokens, roleTokens } from "../../test/back-office.ts";
import { openClientChat, PDF_BYTES, sendMessage } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

let t: TestApp;
let tokens: RoleTokens;
beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  tokens = await roleTokens(t.app);
});
afterAll(() => t.close());

const exportOf = (token: string) =>
  t.app.inject({ url: "/api/auth/me/export", headers: bearer(token) });
const deleteMe = (token: string, payload?: object) =>
  t.app.inject({
    method: "DELETE",
    url: "/api/auth/me",
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

describe("GET /api/auth/me/export", () => {
  it("gives a client everything stored about them, and nothing of anyone else", async () => {
    const client = await registerClient(t.app, { fullName: "Экспорт Данных" });
    const other = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token, 1);
    const othersChat = await openClientChat(t.app, other.token, 1);
    await sendMessage(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "Мой вопрос юристу",
      [{ name: "справка.pdf", bytes: PDF_BYTES, type: "application/pdf" }],
      client.token,
    );
    await archivedFile(t.app, client.token);

    const response = await exportOf(client.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/attachment/);
    const data = response.json() as PersonalDataExport;
    expect(data.profile).toMatchObject({
      id: client.user.id,
      email: client.email,
      full_name: "Экспорт Данных",
      client_type: "individual",
    });
    expect(data.chats.map((item) => item.id)).toEqual([chat.id]);
    expect(data.chats.map((item) => item.id)).not.toContain(othersChat.id);
    const messages = data.chats[0]!.messages;
    expect(messages.map((item) => item.content)).toContain("Мой вопрос юристу");
    // A file is a message of its own kind, listed with its name.
    const files = messages.flatMap((item) => item.files.map((file) => file.file_name));
    expect(files).toEqual(["справка.pdf"]);
    expect(data.archive_files).toHaveLength(1);
    expect(data.consents.map((consent) => consent.context)).toContain("registration");
    expect(JSON.stringify(data)).not.toContain(other.email);
    // No password hash, no token hash.
    expect(JSON.stringify(data)).not.toMatch(/argon2|password|token/i);
  });

  it("needs a signed-in user", async () => {
    const response = await t.app.inject({ url: "/api/auth/me/export" });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toMatch(/[а-яё]/i);
  });
});

describe("DELETE /api/auth/me", () => {
  it("a wrong or missing password deletes nothing", async () => {
    const client = await registerClient(t.app);
    const wrong = await deleteMe(client.token, { password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(MY_DATA_TEXTS.wrongPassword);
    const missing = await deleteMe(client.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe(MY_DATA_TEXTS.passwordRequired);
    const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(client.token) });
    expect(me.statusCode).toBe(200);
  });

  it("an executor cannot delete themselves here; nobody without a token can", async () => {
    const executor = await deleteMe(tokens.executor, { password: "demo-executor" });
    expect(executor.statusCode).toBe(403);
    expect(executor.json().detail).toBe(MY_DATA_TEXTS.onlyClients);
    const anonymous = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/me",
      payload: { password: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("with the password: the account and its data go, every session ends", async () => {
    const client = await registerClient(t.app);
    const secondDevice = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: client.email, password: client.password, login_type: "individual" },
    });
    const secondToken = secondDevice.json().access_token as string;
    await openClientChat(t.app, client.token, 1);
    const response = await deleteMe(client.token, { password: client.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ deleted: true, chats: 1 });
    for (const token of [client.token, secondToken]) {
      const me = await t.app.inject({ url: "/api/auth/me", headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }
    expect(await t.db.select().from(users).where(eq(users.id, client.user.id))).toEqual([]);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: client.email, password: client.password, login_type: "individual" },
    });
    expect(login.statusCode).toBe(401);
  });
});

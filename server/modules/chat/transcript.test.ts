import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { transcriptFileName } from "../../../domain/chat/transcript.ts";
import { formatFileSize } from "../../../domain/file-size.ts";
import { formatKopecks } from "../../../domain/money.ts";
import { chatFiles, chatMessages } from "../../db/schema/chat.ts";
import {
  createGuestChat,
  executorToken,
  openClientChat,
  PDF_BYTES,
  PNG_BYTES,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { zipEntries } from "../../test/zip-entries.ts";

let t: TestApp;
let executor: string;
let owner: { token: string };
let chat: ChatSession;

const pdfUrl = (id: string) => `/api/chat/sessions/${id}/transcript.pdf`;
const zipUrl = (id: string) => `/api/chat/sessions/${id}/transcript.zip`;
const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  t = await buildTestApp();
  executor = await executorToken(t.app);
  owner = await registerClient(t.app, { fullName: "Ольга Истцова" });
  chat = await openClientChat(t.app, owner.token, 1);
  const messages = `/api/chat/sessions/${chat.id}/messages`;
  const files = [
    { name: "Договор.pdf", bytes: PDF_BYTES },
    { name: "договор.pdf", bytes: `${PDF_BYTES}% вторая версия\n` },
    { name: "акт: итог?.png", bytes: PNG_BYTES },
  ];
  expect(
    (
      await sendMessage(
        t.app,
        messages,
        "Здравствуйте! Нужен иск о взыскании долга.",
        files,
        owner.token,
      )
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await sendMessage(
        t.app,
        messages,
        "Добрый день, подготовлю иск и affidavit для office.",
        [],
        executor,
      )
    ).statusCode,
  ).toBe(201);
  const request = await t.app.inject({
    method: "POST",
    url: `/api/chat/sessions/${chat.id}/executor-messages`,
    headers: bearer(executor),
    payload: { payment_amount: 1500, content: "Оплата составления иска" },
  });
  expect(request.statusCode).toBe(201);
  // A fixed moment, to see it in Moscow time: 09:30 UTC is 12:30 in Moscow.
  const [first] = await t.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, chat.id))
    .orderBy(chatMessages.id)
    .limit(1);
  await t.db
    .update(chatMessages)
    .set({ createdAt: new Date("2026-01-15T09:30:00Z") })
    .where(eq(chatMessages.id, first?.id ?? 0));
});
afterAll(() => t.close());

describe("GET /api/chat/sessions/{id}/transcript.pdf", () => {
  it("gives the client the whole conversation in Russian, times in Moscow time", async () => {
    const response = await get(pdfUrl(chat.id), owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const name = transcriptFileName(chat.service_title, "pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="chat-transcript.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const text = pdfText(response.rawPayload);
    for (const line of [
      "Переписка",
      chat.service_title,
      "Клиент: Ольга Истцова (Физическое лицо)",
      "Юрист: Анна Сергеевна Юрьева",
      "Статус чата: Ожидает оплаты",
      "Статус задачи: Новая задача",
      "Статус оплаты: Не оплачено",
      "15.01.2026 12:30 · Клиент — Ольга Истцова",
      "Здравствуйте! Нужен иск о взыскании долга.",
      `Файл: Договор.pdf (${formatFileSize(PDF_BYTES.length)})`,
      // Latin «ff» is one ligature glyph: its text comes back through the ToUnicode map.
      "Добрый день, подготовлю иск и affidavit для office.",
      "Юрист — Анна Сергеевна Юрьева",
      `Запрос на оплату: ${formatKopecks(150_000)}`,
      "Оплата составления иска",
      "Страница 1",
    ]) {
      expect(text).toContain(line);
    }
    // In the order they were written.
    expect(text.indexOf("Нужен иск")).toBeLessThan(text.indexOf("подготовлю иск"));
    expect(text.indexOf("подготовлю иск")).toBeLessThan(text.indexOf("Запрос на оплату"));
  });

  it("serves the executor, who sees the same chat", async () => {
    const response = await get(pdfUrl(chat.id), executor);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain("Нужен иск о взыскании долга.");
  });

  it("refuses anonymous callers, other clients and made-up ids", async () => {
    const stranger = await registerClient(t.app);
    for (const url of [pdfUrl(chat.id), zipUrl(chat.id)]) {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toHaveProperty("detail");
      const other = await get(url, stranger.token);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ detail: "Чат не найден" });
    }
    const missing = crypto.randomUUID();
    expect((await get(pdfUrl(missing), owner.token)).statusCode).toBe(404);
    expect((await get(pdfUrl("not-a-chat"), executor)).statusCode).toBe(404);
  });

  it("a guest chat is the executor's to export, not the guest's", async () => {
    const guest = await createGuestChat(t.app, { guest_name: "Пётр Гостев" });
    expect((await get(pdfUrl(guest.id))).statusCode).toBe(401);
    const response = await get(pdfUrl(guest.id), executor);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain("Гость: Пётр Гостев");
    expect(text).toContain("В чате пока нет сообщений.");
  });

  it("a company exports its corporate chat", async () => {
    const company = await registerClient(t.app, {
      clientType: "corporate",
      fullName: "ООО «Ромашка»",
    });
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/corporate/chat/session",
      headers: bearer(company.token),
    });
    const corporate = opened.json() as ChatSession;
    const response = await get(pdfUrl(corporate.id), company.token);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain("Клиент: ООО «Ромашка» (ИП / Юридическое лицо)");
    expect((await get(zipUrl(corporate.id), owner.token)).statusCode).toBe(404);
  });
});

describe("GET /api/chat/sessions/{id}/transcript.zip", () => {
  it("holds the transcript and every file with its bytes, under unique, safe names", async () => {
    const response = await get(zipUrl(chat.id), owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toContain(
      `filename="chat-transcript.zip"; filename*=UTF-8''${encodeURIComponent(
        transcriptFileName(chat.service_title, "zip"),
      )}`,
    );

    const entries = zipEntries(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      transcriptFileName(chat.service_title, "pdf"),
      "Договор.pdf",
      "договор (2).pdf",
      "акт_ итог_.png",
    ]);
    const [pdf, first, second, scan] = entries;
    expect(pdfText(pdf?.bytes ?? Buffer.alloc(0))).toContain("Нужен иск о взыскании долга.");
    expect(first?.bytes.toString()).toBe(PDF_BYTES);
    expect(second?.bytes.toString()).toBe(`${PDF_BYTES}% вторая версия\n`);
    expect(scan?.bytes).toEqual(Buffer.from(PNG_BYTES));
  });

  it("serves the executor too", async () => {
    const response = await get(zipUrl(chat.id), executor);
    expect(response.statusCode).toBe(200);
    expect(zipEntries(response.rawPayload)).toHaveLength(4);
  });
});

describe("a file missing from storage", () => {
  it("breaks the zip off instead of hanging or passing a short file as whole", async () => {
    const client = await registerClient(t.app);
    const lost = await openClientChat(t.app, client.token, 2);
    await sendMessage(
      t.app,
      `/api/chat/sessions/${lost.id}/messages`,
      "",
      [{ name: "пропавший.pdf", bytes: PDF_BYTES }],
      client.token,
    );
    const [file] = await t.db
      .select({ key: chatFiles.storageKey })
      .from(chatFiles)
      .where(eq(chatFiles.sessionId, lost.id));
    await t.app.storage.remove(file?.key ?? "");
    // The connection is cut: the browser marks the download failed.
    await expect(get(zipUrl(lost.id), client.token)).rejects.toMatchObject({
      code: "LIGHT_ECONNRESET",
    });
  });
});

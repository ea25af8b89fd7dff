import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymousGuestName, CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import type { ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { FILE_TEXTS, GUEST_PICKER_EXTENSIONS, MAX_FILE_BYTES } from "../../../domain/chat/files.ts";
import { chatFiles, chatMessages } from "../../db/schema/chat.ts";
import {
  createGuestChat,
  PDF_BYTES,
  PNG_BYTES,
  sendMessage,
  type UploadFile,
} from "../../test/chat-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What is on disk under DATA_DIR/files right now. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.app.config.filesDir, {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

const messagesUrl = (id: string) => `/api/guest/chat/sessions/${id}/messages`;

describe("guest chat", () => {
  it("the contact form opens a chat with an unguessable id that expires in 24 hours", async () => {
    const before = Date.now();
    const session = await createGuestChat(t.app, {
      guest_email: "Guest@Example.ru",
      additional_info: "Нужен договор аренды",
      preferred_contact_time: "evening",
      communication_method: "whatsapp",
      service_title: "Подменённое название",
    });
    expect(session.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(session).toMatchObject({
      is_guest_session: true,
      guest_name: "Гость Гостев",
      guest_email: "guest@example.ru",
      communication_method: "whatsapp",
      task_status: "new",
    });
    // The title comes from the catalogue, not from the browser.
    expect(session.service_title).not.toBe("Подменённое название");
    const lifetime = Date.parse(session.expires_at ?? "") - before;
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 5_000);
    expect(lifetime).toBeLessThan(24 * 3600_000 + 5_000);

    const fetched = await t.app.inject({ url: `/api/guest/chat/sessions/${session.id}` });
    expect(fetched.statusCode).toBe(200);
    // Typed as «+7 (900) 123-45-67», stored as E.164.
    expect((fetched.json() as ChatSession).guest_phone).toBe("+79001234567");
  });

  it("the quick form names the guest by contact method and makes the question the first message", async () => {
    const session = await createGuestChat(t.app, {
      service_id: "consultation",
      guest_name: "",
      guest_phone: "",
      contact_method: "email",
      guest_email: "anon@example.ru",
      question: "Как вернуть залог за квартиру?",
    });
    expect(session.guest_name).toBe(anonymousGuestName("email"));
    expect(session.service_title).toBe(CHAT_TEXTS.quickQuestionTitle);
    expect(session.unread_messages_count).toBe(1);
    const messages = (await t.app.inject({ url: messagesUrl(session.id) })).json() as ChatMessage[];
    expect(messages.map((m) => [m.sender_type, m.content])).toEqual([
      ["client", "Как вернуть залог за квартиру?"],
    ]);
  });

  it.each([
    [{ guest_name: "", guest_phone: "" }, CHAT_TEXTS.guestNameAndPhoneRequired],
    [{ guest_phone: "12-34" }, CHAT_TEXTS.phoneInvalid],
    [{ guest_phone: "8900abc1234" }, CHAT_TEXTS.phoneInvalid],
    [
      { contact_method: "phone", guest_phone: "", question: "Вопрос" },
      CHAT_TEXTS.quickPhoneRequired,
    ],
    [
      { contact_method: "email", guest_email: "", question: "Вопрос" },
      CHAT_TEXTS.quickEmailRequired,
    ],
    [
      { contact_method: "email", guest_email: "not-an-email", question: "Вопрос" },
      CHAT_TEXTS.emailInvalid,
    ],
    [{ contact_method: "phone", question: "   " }, CHAT_TEXTS.quickQuestionRequired],
    [{ service_id: "999999" }, CHAT_TEXTS.serviceNotFound],
    [{ service_id: "business_tariff_diamond" }, CHAT_TEXTS.planNotFound],
  ])("refuses %o with the spec's message", async (overrides, detail) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/guest/chat/sessions",
      payload: {
        service_id: "1",
        guest_name: "Гость",
        guest_phone: "+79001234567",
        consent: true,
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it("business tariff chats take their title from the stored tariff", async () => {
    const session = await createGuestChat(t.app, {
      service_id: "business_tariff_gold",
      plan_type: "gold",
    });
    expect(session).toMatchObject({ service_id: "business_tariff_gold", plan_type: "gold" });
    expect(session.service_title).toContain("Gold");
  });

  it("a guest sends text and a PDF, and downloads the file back with a safe name", async () => {
    const session = await createGuestChat(t.app);
    const response = await sendMessage(t.app, messagesUrl(session.id), "  Вот документ  ", [
      { name: "Договор аренды.pdf", bytes: PDF_BYTES, type: "text/html" },
    ]);
    expect(response.statusCode).toBe(201);
    const [text, file] = response.json() as ChatMessage[];
    expect(text).toMatchObject({
      content: "Вот документ",
      sender_type: "client",
      message_type: "text",
    });
    expect(file).toMatchObject({
      message_type: "file",
      file_name: "Договор аренды.pdf",
      // The type is ours, from the sniffed content, not the browser's claim.
      file_type: "application/pdf",
      file_size: PDF_BYTES.length,
    });
    expect(file?.file_url).toBe(`/api/guest/chat/sessions/${session.id}/files/${file?.file_id}`);

    const download = await t.app.inject({ url: file?.file_url ?? "" });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(PDF_BYTES);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="_______ ______.pdf"; filename*=UTF-8''${encodeURIComponent("Договор аренды.pdf")}`,
    );
    const inline = await t.app.inject({ url: `${file?.file_url}?inline=1` });
    expect(inline.headers["content-disposition"]).toMatch(/^inline;/);
    const base64 = await t.app.inject({ url: `${file?.file_url}?format=base64` });
    expect(Buffer.from(base64.json().file_data, "base64").toString()).toBe(PDF_BYTES);

    const session2 = await createGuestChat(t.app);
    const elsewhere = await t.app.inject({
      url: `/api/guest/chat/sessions/${session2.id}/files/${file?.file_id}`,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  describe("refused uploads change nothing", () => {
    const cases: [string, UploadFile[], string][] = [
      [
        "21 files",
        Array.from({ length: 21 }, (_, i) => ({ name: `scan-${i}.png`, bytes: PNG_BYTES })),
        FILE_TEXTS.tooMany,
      ],
      [
        "a file over 10 MB",
        [
          { name: "small.pdf", bytes: PDF_BYTES },
          { name: "big.pdf", bytes: new Uint8Array(MAX_FILE_BYTES + 1).fill(0x25) },
        ],
        FILE_TEXTS.tooLarge(["big.pdf"]),
      ],
      [
        "a program disguised as a PDF",
        [{ name: "invoice.pdf", bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]) }],
        FILE_TEXTS.disguised("invoice.pdf"),
      ],
      [
        "a type outside the list",
        [{ name: "setup.exe", bytes: "MZ" }],
        FILE_TEXTS.notAllowed("setup.exe", GUEST_PICKER_EXTENSIONS),
      ],
      [
        "a GIF, which is not on the guests' list (spec 1 §5)",
        [{ name: "photo.gif", bytes: "GIF89a\u0001\u0000\u0001\u0000" }],
        FILE_TEXTS.notAllowed("photo.gif", GUEST_PICKER_EXTENSIONS),
      ],
      ["an empty send", [], CHAT_TEXTS.messageEmpty],
    ];
    it.each(cases)("%s", async (_label, files, detail) => {
      const session = await createGuestChat(t.app);
      const filesBefore = (await t.db.select().from(chatFiles)).length;
      const bytesBefore = await storedFiles();
      const response = await sendMessage(
        t.app,
        messagesUrl(session.id),
        files.length ? "с файлами" : "  ",
        files,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
      expect((await t.db.select().from(chatFiles)).length).toBe(filesBefore);
      // Files already streamed to storage before the refusal are removed again.
      expect(await storedFiles()).toEqual(bytesBefore);
      const messages = await t.db.select().from(chatMessages);
      expect(messages.some((m) => m.sessionId === session.id)).toBe(false);
    });
  });

  it("answers the spec's not-found text for unknown ids and for clients' chats", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", "1"]) {
      const response = await t.app.inject({ url: `/api/guest/chat/sessions/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: CHAT_TEXTS.guestChatNotFound });
    }
  });
});

import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DAILY_ANONYMOUS_UPLOAD_BYTES_PER_IP,
  DAILY_UPLOAD_BYTES_PER_ACCOUNT,
  GUEST_CHAT_STORAGE_BYTES,
  MAX_SEND_BYTES,
  UPLOAD_LIMIT_TEXTS,
} from "../../../domain/chat/upload-limits.ts";
import { API_TEXTS } from "../../../domain/errors.ts";
import { PAYMENT_TEXTS } from "../../../domain/payments/payments.ts";
import { chatFiles, chatMessages } from "../../db/schema/chat.ts";
import {
  createGuestChat,
  executorToken,
  multipart,
  openClientChat,
  PDF_BYTES,
  sendMessage,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pdf = (name = "документ.pdf") => ({ name, bytes: PDF_BYTES, type: "application/pdf" });
const guestUrl = (id: string) => `/api/guest/chat/sessions/${id}/messages`;

async function sendFrom(ip: string, url: string, files = [pdf()], token?: string) {
  const body = await multipart("", files);
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: ip,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

/** Bytes uploaded earlier (rows only: the quotas count what the database records). */
async function uploadedBefore(
  sessionId: string,
  sizeBytes: number,
  uploader: { ip?: string; userId?: number },
) {
  const [message] = await t.db
    .insert(chatMessages)
    .values({ sessionId, senderType: "client", messageType: "file" })
    .returning();
  await t.db.insert(chatFiles).values({
    id: randomUUID(),
    sessionId,
    messageId: message!.id,
    fileName: "earlier.pdf",
    fileType: "application/pdf",
    sizeBytes,
    storageKey: "2026-01/00000000-0000-4000-8000-000000000000",
    uploaderIp: uploader.ip ?? null,
    uploaderUserId: uploader.userId ?? null,
  });
}

async function storedFileCount(app = t.app): Promise<number> {
  const entries = await readdir(app.config.filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

describe("a broken multipart body answers 400 «Некорректный запрос» on every multipart route", () => {
  const bodies = {
    "cut off inside a file":
      '--XX\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc',
    "cut off inside a field": '--XX\r\nContent-Disposition: form-data; name="content"\r\n\r\nabc',
    "without its boundary": "garbage that is not multipart",
  };

  it.each(Object.entries(bodies))("%s", async (_name, payload) => {
    const executor = await executorToken(t.app);
    const guest = await createGuestChat(t.app);
    const client = await registerClient(t.app);
    const clientChat = await openClientChat(t.app, client.token);
    const routes = [
      { url: guestUrl(guest.id), headers: {} },
      { url: `/api/chat/sessions/${clientChat.id}/messages`, headers: bearer(client.token) },
      { url: `/api/chat/sessions/${clientChat.id}/executor-messages`, headers: bearer(executor) },
    ];
    // The payment request takes no files at all: a file part is refused with its own text first.
    const paymentRefusesFile = payload.includes("filename=");
    for (const route of routes) {
      const response = await t.app.inject({
        method: "POST",
        url: route.url,
        payload,
        headers: { "content-type": "multipart/form-data; boundary=XX", ...route.headers },
      });
      expect(response.statusCode, route.url).toBe(400);
      expect(response.json()).toEqual({
        detail:
          paymentRefusesFile && route.url.endsWith("executor-messages")
            ? PAYMENT_TEXTS.requestFilesRefused
            : API_TEXTS.badRequest,
      });
    }
  });
});

describe("file names", () => {
  it("lose bidi controls and invisible characters on upload", async () => {
    const guest = await createGuestChat(t.app);
    const response = await sendMessage(t.app, guestUrl(guest.id), "", [
      pdf("счёт\u202Egpj.exe\u200B.pdf"),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()[0].file_name).toBe("счётgpj.exe.pdf");
  });

  it("stored before are cleaned by the migration", async () => {
    const guest = await createGuestChat(t.app);
    await uploadedBefore(guest.id, 10, {});
    await t.db
      .update(chatFiles)
      .set({ fileName: "\u2066old\u202Efdp.jpg\u2069" })
      .where(eq(chatFiles.sessionId, guest.id));
    const dir = path.resolve("server/db/migrations");
    const migrations = await Promise.all(
      (await readdir(dir))
        .filter((name) => name.endsWith(".sql"))
        .map((name) => readFile(path.join(dir, name), "utf8")),
    );
    const ours = migrations.find((text) => text.includes('ADD COLUMN "uploader_ip"'));
    const statement = ours
      ?.split("--> statement-breakpoint")
      .map((part) => part.trim())
      .find((part) => part.includes('UPDATE "chat_files" SET "file_name"'));
    expect(statement).toBeDefined();
    await t.db.execute(sql.raw(statement!.replace(/^--.*$/gm, "")));
    const [row] = await t.db.select().from(chatFiles).where(eq(chatFiles.sessionId, guest.id));
    expect(row!.fileName).toBe("oldfdp.jpg");
  });
});

describe("upload caps", () => {
  it(`one send carries at most ${MAX_SEND_BYTES / 1024 / 1024} MB; nothing of a refused send is kept`, async () => {
    const guest = await createGuestChat(t.app);
    const nineMb = new Uint8Array(9 * 1024 * 1024);
    nineMb.set(new TextEncoder().encode(PDF_BYTES));
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `том-${i}.pdf`, bytes: nineMb }));
    const before = await storedFileCount();
    const response = await sendMessage(t.app, guestUrl(guest.id), "", files);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: UPLOAD_LIMIT_TEXTS.sendTooLarge });
    expect(await storedFileCount()).toBe(before);
    const stored = await t.db.select().from(chatFiles).where(eq(chatFiles.sessionId, guest.id));
    expect(stored).toHaveLength(0);
  });

  it("a guest chat stores at most 100 MB", async () => {
    const guest = await createGuestChat(t.app);
    await uploadedBefore(guest.id, GUEST_CHAT_STORAGE_BYTES - 10, {});
    const response = await sendFrom("198.51.100.1", guestUrl(guest.id));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: UPLOAD_LIMIT_TEXTS.guestChatFull });
    // Text still goes through.
    expect((await sendMessage(t.app, guestUrl(guest.id), "Без файлов")).statusCode).toBe(201);
  });

  it("an address uploads less anonymously in 24 hours than signed in", async () => {
    const ip = "203.0.113.7";
    const earlier = await createGuestChat(t.app);
    await uploadedBefore(earlier.id, DAILY_ANONYMOUS_UPLOAD_BYTES_PER_IP, { ip });
    const guest = await createGuestChat(t.app);
    const refused = await sendFrom(ip, guestUrl(guest.id));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: UPLOAD_LIMIT_TEXTS.dailyQuotaReached });
    expect((await sendFrom("203.0.113.8", guestUrl(guest.id))).statusCode).toBe(201);

    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const signedIn = await sendFrom(
      ip,
      `/api/chat/sessions/${chat.id}/messages`,
      [pdf()],
      client.token,
    );
    expect(signedIn.statusCode).toBe(201);
    const [file] = await t.db.select().from(chatFiles).where(eq(chatFiles.sessionId, chat.id));
    expect(file).toMatchObject({ uploaderIp: ip, uploaderUserId: client.user.id });
  });

  it("an account uploads at most 1 GB in 24 hours", async () => {
    const client = await registerClient(t.app);
    const chat = await openClientChat(t.app, client.token);
    const half = DAILY_UPLOAD_BYTES_PER_ACCOUNT / 2;
    await uploadedBefore(chat.id, half, { userId: client.user.id });
    await uploadedBefore(chat.id, half, { userId: client.user.id });
    const url = `/api/chat/sessions/${chat.id}/messages`;
    const refused = await sendFrom("192.0.2.10", url, [pdf()], client.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: UPLOAD_LIMIT_TEXTS.dailyQuotaReached });
    // A day later the earlier uploads no longer count.
    await t.db
      .update(chatFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(chatFiles.sessionId, chat.id));
    expect((await sendFrom("192.0.2.10", url, [pdf()], client.token)).statusCode).toBe(201);
  });
});

describe("low disk space", () => {
  it("refuses uploads with 507 and keeps text messages working", async () => {
    // More free space demanded than any test machine has.
    const full = await buildTestApp({ env: { UPLOAD_MIN_FREE_DISK_MB: "1000000000" } });
    try {
      const guest = await createGuestChat(full.app);
      const url = guestUrl(guest.id);
      const refused = await sendMessage(full.app, url, "", [pdf()]);
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ detail: UPLOAD_LIMIT_TEXTS.diskFull });
      expect((await sendMessage(full.app, url, "Текст без файла")).statusCode).toBe(201);
    } finally {
      await full.close();
    }
  });
});

describe("a failing file store (issue 15 §3)", () => {
  it("answers 503 with a Russian detail and keeps no row without its file", async () => {
    const guest = await createGuestChat(t.app);
    const url = guestUrl(guest.id);
    const save = t.app.storage.save;
    // S3 answering a service error, as the SDK reports it.
    t.app.storage.save = () =>
      Promise.reject(Object.assign(new Error("SlowDown"), { $metadata: { httpStatusCode: 503 } }));
    try {
      const refused = await sendMessage(t.app, url, "С файлом", [pdf()]);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ detail: UPLOAD_LIMIT_TEXTS.storeUnavailable });
      const rows = await t.db.select().from(chatFiles).where(eq(chatFiles.sessionId, guest.id));
      expect(rows).toEqual([]);
    } finally {
      t.app.storage.save = save;
    }
    expect((await sendMessage(t.app, url, "", [pdf()])).statusCode).toBe(201);
  });
});

import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import { FILE_TEXTS } from "../../../domain/chat/files.ts";
import { transcriptFileName } from "../../../domain/chat/transcript.ts";
import { chatFiles } from "../../db/schema/chat.ts";
import { openClientChat, PDF_BYTES, sendMessage } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { zipEntries } from "../../test/zip-entries.ts";
import { sweepOrphanedFiles } from "./orphan-sweep.ts";

const HOUR = 60 * 60 * 1000;

/** The app built exactly as main.ts builds it with S3_* set: chat files go to the bucket. */
describe("chat files on S3 storage", () => {
  let s3: TestS3Server;
  let t: TestApp;
  let token: string;
  let messagesUrl: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp({ env: s3.env });
    ({ token } = await registerClient(t.app));
    messagesUrl = `/api/chat/sessions/${(await openClientChat(t.app, token)).id}/messages`;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const stored = async () => {
    const keys: string[] = [];
    for await (const object of t.app.storage.list()) keys.push(object.key);
    return keys;
  };

  it("uploads a file to the bucket and streams it back, byte for byte", async () => {
    expect(t.app.config.fileStorage.kind).toBe("s3");
    // A PDF a few megabytes long: well past one socket buffer, so the body really streams.
    const pdf = Buffer.concat([Buffer.from(PDF_BYTES), randomBytes(3 * 1024 * 1024)]);
    const sent = await sendMessage(
      t.app,
      messagesUrl,
      "Договор",
      [{ name: "договор.pdf", bytes: new Uint8Array(pdf) }],
      token,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const file = (sent.json() as ChatMessage[]).find((message) => message.file_id);
    expect(file).toMatchObject({ file_name: "договор.pdf", file_size: pdf.length });

    const [row] = await t.db
      .select({ key: chatFiles.storageKey })
      .from(chatFiles)
      .where(eq(chatFiles.id, file?.file_id as string));
    expect(await stored()).toContain(row?.key);
    // Nothing went to the local disk.
    expect(await readdir(t.app.config.filesDir).catch(() => [])).toEqual([]);

    const download = await t.app.inject({ url: file?.file_url as string, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "x-content-type-options": "nosniff",
    });
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const base64 = await t.app.inject({
      url: `/api/chat/files/${file?.file_id}`,
      headers: bearer(token),
    });
    expect(Buffer.from(base64.json().file_data, "base64").equals(pdf)).toBe(true);

    // Another client sees nothing of it.
    const other = await registerClient(t.app);
    const refused = await t.app.inject({
      url: file?.file_url as string,
      headers: bearer(other.token),
    });
    expect(refused.statusCode).toBe(404);
  });

  it("a refused send leaves nothing in the bucket", async () => {
    const before = await stored();
    const exe = { name: "счёт.pdf", bytes: "MZ\u0090\u0000 this is a program" };
    const sent = await sendMessage(
      t.app,
      messagesUrl,
      "",
      [{ name: "акт.pdf", bytes: PDF_BYTES }, exe],
      token,
    );
    expect(sent.statusCode).toBe(400);
    expect(sent.json().detail).toBe(FILE_TEXTS.disguised("счёт.pdf"));
    expect(await stored()).toEqual(before);
  });

  it("the sweep removes objects no row names and keeps the chat's files", async () => {
    const kept = await stored();
    const orphan = await t.app.storage.save(Readable.from([Buffer.from(PDF_BYTES)]), {
      headBytes: 8,
    });
    // S3 sets an object's time itself: judge everything as two hours old instead.
    const result = await sweepOrphanedFiles({
      db: t.db,
      storage: t.app.storage,
      now: new Date(Date.now() + 2 * HOUR),
    });
    expect(result).toEqual({ checked: kept.length + 1, removed: 1 });
    expect(await t.app.storage.exists(orphan.key)).toBe(false);
    expect((await stored()).sort()).toEqual([...kept].sort());
  });

  it("«Скачать всё» streams the chat's files out of the bucket into the zip", async () => {
    const { token: owner } = await registerClient(t.app);
    const chat = await openClientChat(t.app, owner);
    const scan = Buffer.concat([Buffer.from(PDF_BYTES), randomBytes(512 * 1024)]);
    const sent = await sendMessage(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "Скан",
      [{ name: "скан.pdf", bytes: new Uint8Array(scan) }],
      owner,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const zip = await t.app.inject({
      url: `/api/chat/sessions/${chat.id}/transcript.zip`,
      headers: bearer(owner),
    });
    expect(zip.statusCode).toBe(200);
    const entries = zipEntries(zip.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      transcriptFileName(chat.service_title, "pdf"),
      "скан.pdf",
    ]);
    expect(entries[1]?.bytes.equals(scan)).toBe(true);
  });
});

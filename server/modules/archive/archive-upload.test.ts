import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_EXTENSIONS, ARCHIVE_TEXTS as T } from "../../../domain/archive/archive.ts";
import type { ArchiveFile } from "../../../domain/archive/archive-schemas.ts";
import { FILE_TEXTS, MAX_FILE_BYTES } from "../../../domain/chat/files.ts";
import { UPLOAD_LIMIT_TEXTS } from "../../../domain/chat/upload-limits.ts";
import { API_TEXTS } from "../../../domain/errors.ts";
import type { App } from "../../app.ts";
import { archiveFiles } from "../../db/schema/archive.ts";
import { chatFiles, chatMessages } from "../../db/schema/chat.ts";
import {
  archivedFile,
  archiveOf,
  createdFolder,
  pdf,
  uploadToArchive,
} from "../../test/archive-fixtures.ts";
import {
  openClientChat,
  PDF_BYTES,
  PNG_BYTES,
  sendMessage,
  type UploadFile,
} from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: true });
});
afterAll(() => t.close());

async function storedObjects(app: App = t.app): Promise<number> {
  const entries = await readdir(app.config.filesDir, {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

async function rowsOf(app: App, ownerId: number) {
  return app.db.select().from(archiveFiles).where(eq(archiveFiles.ownerId, ownerId));
}

const bytesOf = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) =>
        typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part),
      ),
    ),
  );

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const EXE = bytesOf("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0], "This program cannot be run in DOS mode");

/** A 10 MB file (or `extra` bytes over) that is a PDF by its first bytes. */
function bigPdf(name: string, extra: number): UploadFile {
  const bytes = new Uint8Array(MAX_FILE_BYTES + extra);
  bytes.set(new TextEncoder().encode(PDF_BYTES));
  return { name, bytes, type: "application/pdf" };
}

/** A refused upload leaves neither a row nor an object. */
async function expectRefused(
  token: string,
  ownerId: number,
  file: UploadFile | null,
  status: number,
  detail: string,
  app: App = t.app,
) {
  const objects = await storedObjects(app);
  const rows = (await rowsOf(app, ownerId)).length;
  const response = await uploadToArchive(app, token, file);
  expect(response.statusCode, file?.name).toBe(status);
  expect(response.json()).toEqual({ detail });
  expect(await storedObjects(app)).toBe(objects);
  expect(await rowsOf(app, ownerId)).toHaveLength(rows);
}

describe("spec 2 §5's types, checked by content", () => {
  it("accepts each of them and serves the type the server assigned", async () => {
    const { token } = await registerClient(t.app);
    const files: [UploadFile, string][] = [
      [pdf("иск.pdf"), "application/pdf"],
      [{ name: "скан.png", bytes: PNG_BYTES, type: "image/png" }, "image/png"],
      [{ name: "фото.JPG", bytes: bytesOf(JPEG, "JFIF") }, "image/jpeg"],
      [{ name: "старый.doc", bytes: bytesOf(OLE2, "x") }, "application/msword"],
      [{ name: "таблица.xls", bytes: bytesOf(OLE2, "x") }, "application/vnd.ms-excel"],
      [
        { name: "договор.docx", bytes: bytesOf(ZIP, "....word/document.xml") },
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
      [
        { name: "смета.xlsx", bytes: bytesOf(ZIP, "....xl/workbook.xml") },
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      ],
      [
        { name: "заметка.txt", bytes: "Текст заметки", type: "application/pdf" },
        "text/plain; charset=utf-8",
      ],
    ];
    for (const [file, type] of files) {
      const saved = await archivedFile(t.app, token, file);
      expect(saved.file_type, file.name).toBe(type);
      expect(saved.folder_id).toBeNull();
    }
  });

  it("refuses an .exe renamed to .pdf, other types and empty files, keeping nothing", async () => {
    const { token, user } = await registerClient(t.app);
    await expectRefused(
      token,
      user.id,
      { name: "setup.pdf", bytes: EXE, type: "application/pdf" },
      400,
      FILE_TEXTS.disguised("setup.pdf"),
    );
    await expectRefused(
      token,
      user.id,
      { name: "setup.exe", bytes: EXE },
      400,
      FILE_TEXTS.notAllowed("setup.exe", ARCHIVE_EXTENSIONS),
    );
    // GIF is a chat type but not an archive one (spec 2 §5).
    await expectRefused(
      token,
      user.id,
      { name: "кот.gif", bytes: "GIF89a...." },
      400,
      FILE_TEXTS.notAllowed("кот.gif", ARCHIVE_EXTENSIONS),
    );
    await expectRefused(
      token,
      user.id,
      { name: "пусто.pdf", bytes: "" },
      400,
      FILE_TEXTS.empty("пусто.pdf"),
    );
    await expectRefused(
      token,
      user.id,
      { name: "без расширения", bytes: PDF_BYTES },
      400,
      FILE_TEXTS.notAllowed("без расширения", ARCHIVE_EXTENSIONS),
    );
  });

  it("takes 10 MB and answers 413 with a Russian detail for 10 MB + 1 byte", async () => {
    const { token, user } = await registerClient(t.app);
    const exactly = await archivedFile(t.app, token, bigPdf("ровно 10 МБ.pdf", 0));
    expect(exactly.size).toBe(MAX_FILE_BYTES);
    await expectRefused(
      token,
      user.id,
      bigPdf("том.pdf", 1),
      413,
      FILE_TEXTS.tooLarge(["том.pdf"]),
    );
  });

  it("cleans the file name (bidi controls) and keeps the last path segment only", async () => {
    const { token } = await registerClient(t.app);
    const saved = await archivedFile(
      t.app,
      token,
      pdf("C:\\Users\\me\\счёт\u202Egpj.exe\u200B.pdf"),
    );
    expect(saved.filename).toBe("счётgpj.exe.pdf");
  });
});

describe("the multipart body", () => {
  it("needs a file: a form without one, or JSON, answers 400", async () => {
    const { token, user } = await registerClient(t.app);
    await expectRefused(token, user.id, null, 400, T.fileRequired);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/files/upload",
      headers: bearer(token),
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ detail: T.fileRequired });
  });

  it("takes one file per call", async () => {
    const { token, user } = await registerClient(t.app);
    const form = new FormData();
    form.append("file", new Blob([PDF_BYTES]), "a.pdf");
    form.append("file", new Blob([PDF_BYTES]), "b.pdf");
    const request = new Request("http://x/", { method: "POST", body: form });
    const objects = await storedObjects();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/files/upload",
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { "content-type": request.headers.get("content-type") ?? "", ...bearer(token) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: T.oneFileOnly });
    expect(await storedObjects()).toBe(objects);
    expect(await rowsOf(t.app, user.id)).toHaveLength(0);
  });

  it("answers 400 «Некорректный запрос» for a body cut off inside the file", async () => {
    const { token, user } = await registerClient(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/files/upload",
      payload:
        '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abc',
      headers: { "content-type": "multipart/form-data; boundary=XX", ...bearer(token) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: API_TEXTS.badRequest });
    expect(await rowsOf(t.app, user.id)).toHaveLength(0);
  });

  it("reads folder_id before or after the file; empty or «null» is the root", async () => {
    const { token } = await registerClient(t.app);
    const folder = await createdFolder(t.app, token, "Акты");
    expect((await archivedFile(t.app, token, pdf("до.pdf"), folder.id)).folder_id).toBe(folder.id);
    expect((await archivedFile(t.app, token, pdf("корень.pdf"), "")).folder_id).toBeNull();
    expect((await archivedFile(t.app, token, pdf("null.pdf"), "null")).folder_id).toBeNull();

    const form = new FormData();
    form.append("file", new Blob([PDF_BYTES]), "после.pdf");
    form.append("folder_id", folder.id);
    const request = new Request("http://x/", { method: "POST", body: form });
    const after = await t.app.inject({
      method: "POST",
      url: "/api/files/upload",
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { "content-type": request.headers.get("content-type") ?? "", ...bearer(token) },
    });
    expect(after.statusCode).toBe(201);
    expect(after.json().folder_id).toBe(folder.id);
  });

  it("refuses an unknown folder with 404 and removes the written bytes", async () => {
    const { token, user } = await registerClient(t.app);
    const objects = await storedObjects();
    const response = await uploadToArchive(
      t.app,
      token,
      pdf(),
      "00000000-0000-4000-8000-000000000000",
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: T.folderNotFound });
    expect(await storedObjects()).toBe(objects);
    expect(await rowsOf(t.app, user.id)).toHaveLength(0);
  });
});

describe("the base64 form and «Сохранить в архив» input", () => {
  it("caps file_data at 10 MB (413) and names a missing chat file", async () => {
    const { token } = await registerClient(t.app);
    const file = await archivedFile(t.app, token, pdf("большой.pdf"));
    await t.db
      .update(archiveFiles)
      .set({ sizeBytes: MAX_FILE_BYTES + 1 })
      .where(eq(archiveFiles.id, file.id));
    const response = await t.app.inject({ url: `/api/files/${file.id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: T.tooLargeToShow });

    for (const payload of [{}, { file_id: "" }, { file_id: 5 }]) {
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/files/from-chat",
        headers: bearer(token),
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual({ detail: T.fileNotFound });
    }
  });
});

describe("the object is written first and the row second", () => {
  it("removes the object again when the row cannot be written", async () => {
    const { token, user } = await registerClient(t.app);
    // A database that refuses this one insert, as a lost connection or a full disk would.
    await t.db.execute(
      sql.raw(`
        create function refuse_archive_insert() returns trigger language plpgsql as $$
        begin
          if new.file_name = 'сбой.pdf' then raise exception 'insert refused by the test'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_archive_insert before insert on archive_files
        for each row execute function refuse_archive_insert()`),
    );
    try {
      await expectRefused(token, user.id, pdf("сбой.pdf"), 500, API_TEXTS.internal);
      // The same path with another name still works.
      expect((await archivedFile(t.app, token, pdf("норма.pdf"))).filename).toBe("норма.pdf");
    } finally {
      await t.db.execute(sql.raw("drop trigger refuse_archive_insert on archive_files"));
      await t.db.execute(sql.raw("drop function refuse_archive_insert()"));
    }
  });
});

describe("the storage quota", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ env: { ARCHIVE_QUOTA_MB: "1" } });
  });
  afterAll(() => small.close());

  const sized = (name: string, bytes: number) => {
    const body = new Uint8Array(bytes);
    body.set(new TextEncoder().encode(PDF_BYTES));
    return pdf(name, body);
  };

  it("is shown with the usage and refuses what would not fit (413), keeping nothing", async () => {
    const { token, user } = await registerClient(small.app);
    expect((await archiveOf(small.app, token)).usage).toEqual({
      used_bytes: 0,
      quota_bytes: 1024 * 1024,
    });
    await archivedFile(small.app, token, sized("первый.pdf", 700 * 1024));
    const usage = (await archiveOf(small.app, token)).usage;
    expect(usage).toEqual({ used_bytes: 700 * 1024, quota_bytes: 1024 * 1024 });
    await expectRefused(
      token,
      user.id,
      sized("второй.pdf", 400 * 1024),
      413,
      T.quotaExceeded(700 * 1024, 1024 * 1024),
      small.app,
    );
    // What fits still goes in.
    await archivedFile(small.app, token, sized("третий.pdf", 300 * 1024));
    await expectRefused(
      token,
      user.id,
      sized("ещё.pdf", 30 * 1024),
      413,
      T.quotaExceeded(1000 * 1024, 1024 * 1024),
      small.app,
    );
  });

  it("holds when two uploads race for the last space: one of them is refused", async () => {
    const { token, user } = await registerClient(small.app);
    const [a, b] = await Promise.all([
      uploadToArchive(small.app, token, sized("а.pdf", 600 * 1024)),
      uploadToArchive(small.app, token, sized("б.pdf", 600 * 1024)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 413]);
    expect(await rowsOf(small.app, user.id)).toHaveLength(1);
  });

  it("counts copies from a chat too", async () => {
    const { token } = await registerClient(small.app);
    const chat = await openClientChat(small.app, token);
    const sent = await sendMessage(
      small.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "",
      [sized("из чата.pdf", 700 * 1024)],
      token,
    );
    const fileId = (sent.json() as { file_id: string }[])[0]?.file_id;
    const save = () =>
      small.app.inject({
        method: "POST",
        url: "/api/files/from-chat",
        headers: bearer(token),
        payload: { file_id: fileId },
      });
    expect((await save()).statusCode).toBe(201);
    const second = await save();
    expect(second.statusCode).toBe(413);
    expect(second.json()).toEqual({ detail: T.quotaExceeded(700 * 1024, 1024 * 1024) });
    expect((await archiveOf(small.app, token)).files).toHaveLength(1);
  });
});

describe("low disk space", () => {
  it("refuses uploads and copies with 507, as chat uploads do", async () => {
    const full = await buildTestApp({ env: { UPLOAD_MIN_FREE_DISK_MB: "1000000000" } });
    try {
      const { token, user } = await registerClient(full.app);
      await expectRefused(token, user.id, pdf(), 507, UPLOAD_LIMIT_TEXTS.diskFull, full.app);
      const chat = await openClientChat(full.app, token);
      const sent = await sendMessage(
        full.app,
        `/api/chat/sessions/${chat.id}/messages`,
        "Файлы не принимаются, текст доходит",
        [],
        token,
      );
      expect(sent.statusCode).toBe(201);
      // The chat's own file row is written straight to the database: only the copy is refused.
      const copy = await full.app.inject({
        method: "POST",
        url: "/api/files/from-chat",
        headers: bearer(token),
        payload: { file_id: await chatFileIn(full, chat.id, user.id) },
      });
      expect(copy.statusCode).toBe(507);
      expect(copy.json()).toEqual({ detail: UPLOAD_LIMIT_TEXTS.diskFull });
      // Reading the archive and making folders still work.
      expect((await archiveOf(full.app, token)).files).toEqual([] as ArchiveFile[]);
      expect((await createdFolder(full.app, token, "Папка")).name).toBe("Папка");
    } finally {
      await full.close();
    }
  });
});

/** A file row in a chat (the disk is «full», so it cannot be uploaded the usual way). */
async function chatFileIn(app: TestApp, sessionId: string, userId: number): Promise<string> {
  const [message] = await app.db
    .insert(chatMessages)
    .values({ sessionId, senderType: "client", messageType: "file", senderUserId: userId })
    .returning();
  const id = randomUUID();
  await app.db.insert(chatFiles).values({
    id,
    sessionId,
    messageId: message!.id,
    fileName: "из чата.pdf",
    fileType: "application/pdf",
    sizeBytes: 10,
    storageKey: "2026-01/00000000-0000-4000-8000-000000000000",
    uploaderUserId: userId,
  });
  return id;
}

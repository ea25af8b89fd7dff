import { readdir } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FOLDER_NAME_MAX,
  FOLDERS_PER_OWNER_MAX,
  ARCHIVE_TEXTS as T,
} from "../../../domain/archive/archive.ts";
import { API_TEXTS } from "../../../domain/errors.ts";
import { archiveFolders } from "../../db/schema/archive.ts";
import { isUuid } from "../../http/schemas.ts";
import { archivedFile, archiveOf, createdFolder, pdf } from "../../test/archive-fixtures.ts";
import { executorToken } from "../../test/chat-fixtures.ts";
import { bearer, registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = "POST" | "PUT" | "DELETE";
const call = (token: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });

async function storedObjects(): Promise<number> {
  const entries = await readdir(t.app.config.filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** A statement the database refuses while `run` runs, as a lost connection mid-change would. */
async function withRefused(table: string, operation: string, run: () => Promise<void>) {
  const name = `refuse_${table}_${operation}`.toLowerCase();
  await t.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger ${name} before ${operation} on ${table}
      for each row execute function ${name}()`),
  );
  try {
    await run();
  } finally {
    await t.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await t.db.execute(sql.raw(`drop function ${name}()`));
  }
}

describe("creating a folder", () => {
  it("makes the id on the server and ignores one sent by the client", async () => {
    const { token } = await registerClient(t.app);
    const response = await call(token, "POST", "/api/folders", {
      name: "  Дело Иванова  ",
      id: "1718000000000",
    });
    expect(response.statusCode).toBe(201);
    const folder = response.json();
    expect(isUuid(folder.id)).toBe(true);
    expect(folder).toMatchObject({ name: "Дело Иванова", is_fixed: false, files: [] });
    expect((await archiveOf(t.app, token)).folders.map((f) => f.id)).toEqual([folder.id]);
  });

  it("refuses a bad name with the rule's Russian text and makes nothing", async () => {
    const { token } = await registerClient(t.app);
    const cases: [unknown, string][] = [
      [{ name: "" }, T.folderNameRequired],
      [{ name: "   " }, T.folderNameRequired],
      [{}, T.folderNameRequired],
      [{ name: 5 }, T.folderNameRequired],
      [{ name: "я".repeat(FOLDER_NAME_MAX + 1) }, T.folderNameTooLong],
      [undefined, T.folderNameRequired],
    ];
    for (const [payload, detail] of cases) {
      const response = await call(token, "POST", "/api/folders", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    expect((await archiveOf(t.app, token)).folders).toEqual([]);
    expect((await createdFolder(t.app, token, "я".repeat(FOLDER_NAME_MAX))).name).toHaveLength(
      FOLDER_NAME_MAX,
    );
  });

  it("refuses a name the owner already has, in any case (409), fixed folders' too", async () => {
    const { token } = await registerClient(t.app);
    await createdFolder(t.app, token, "Суды");
    const twice = await call(token, "POST", "/api/folders", { name: "суды" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: T.folderNameTaken });
    // Another account may use the same name.
    const other = await registerClient(t.app);
    expect((await createdFolder(t.app, other.token, "Суды")).name).toBe("Суды");

    const executor = await executorToken(t.app);
    const fixed = await call(executor, "POST", "/api/folders", { name: "Договоры" });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json()).toEqual({ detail: T.folderNameTaken });
  });

  it(`allows at most ${FOLDERS_PER_OWNER_MAX} folders per account`, async () => {
    const { token, user } = await registerClient(t.app);
    await t.db.insert(archiveFolders).values(
      Array.from({ length: FOLDERS_PER_OWNER_MAX }, (_, i) => ({
        ownerId: user.id,
        id: crypto.randomUUID(),
        name: `Папка ${i}`,
      })),
    );
    const response = await call(token, "POST", "/api/folders", { name: "Лишняя" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: T.tooManyFolders });
  });
});

describe("renaming a folder", () => {
  it("renames the owner's folder, keeps its files, and checks the name as creation does", async () => {
    const { token } = await registerClient(t.app);
    const folder = await createdFolder(t.app, token, "Черновики");
    const file = await archivedFile(t.app, token, pdf("проект.pdf"), folder.id);
    await createdFolder(t.app, token, "Архив 2025");

    for (const [payload, status, detail] of [
      [{ name: " " }, 400, T.folderNameRequired],
      [{ name: "я".repeat(FOLDER_NAME_MAX + 1) }, 400, T.folderNameTooLong],
      [{ name: "архив 2025" }, 409, T.folderNameTaken],
    ] as const) {
      const response = await call(token, "PUT", `/api/folders/${folder.id}`, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ detail });
    }
    const renamed = await call(token, "PUT", `/api/folders/${folder.id}`, { name: "Готово" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: folder.id, name: "Готово", files: [file] });
    // Its own name in another case is not «taken».
    const recased = await call(token, "PUT", `/api/folders/${folder.id}`, { name: "ГОТОВО" });
    expect(recased.statusCode).toBe(200);
    const missing = await call(token, "PUT", "/api/folders/00000000-0000-4000-8000-000000000000", {
      name: "Х",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: T.folderNotFound });
  });
});

describe("deleting a folder", () => {
  it("deletes it with its files and their bytes, and says how many went", async () => {
    const { token } = await registerClient(t.app);
    const folder = await createdFolder(t.app, token, "На удаление");
    const files = [
      await archivedFile(t.app, token, pdf("один.pdf"), folder.id),
      await archivedFile(t.app, token, pdf("два.pdf"), folder.id),
    ];
    const kept = await archivedFile(t.app, token, pdf("останется.pdf"));
    const objects = await storedObjects();

    const response = await call(token, "DELETE", `/api/folders/${folder.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true, deleted_files: 2 });
    const list = await archiveOf(t.app, token);
    expect(list.folders).toEqual([]);
    expect(list.files.map((f) => f.id)).toEqual([kept.id]);
    expect(await storedObjects()).toBe(objects - 2);
    for (const file of files) {
      const gone = await t.app.inject({ url: file.file_url, headers: bearer(token) });
      expect(gone.statusCode).toBe(404);
    }
    const again = await call(token, "DELETE", `/api/folders/${folder.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("changes nothing when the database fails half-way", async () => {
    const { token } = await registerClient(t.app);
    const folder = await createdFolder(t.app, token, "Надёжная");
    await archivedFile(t.app, token, pdf("важное.pdf"), folder.id);
    const before = await archiveOf(t.app, token);
    const objects = await storedObjects();
    // The folder's row goes, then its files' rows fail: the transaction keeps both.
    await withRefused("archive_files", "delete", async () => {
      const response = await call(token, "DELETE", `/api/folders/${folder.id}`);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: API_TEXTS.internal });
    });
    expect(await archiveOf(t.app, token)).toEqual(before);
    expect(await storedObjects()).toBe(objects);
  });
});

describe("moving a file", () => {
  it("moves into a folder and back to the root", async () => {
    const { token } = await registerClient(t.app);
    const folder = await createdFolder(t.app, token, "Договоры аренды");
    const file = await archivedFile(t.app, token, pdf("аренда.pdf"));
    const into = await call(token, "PUT", `/api/files/${file.id}/move`, { folder_id: folder.id });
    expect(into.statusCode).toBe(200);
    expect(into.json()).toEqual({ ...file, folder_id: folder.id });
    let list = await archiveOf(t.app, token);
    expect(list.files).toEqual([]);
    expect(list.folders[0]?.files.map((f) => f.id)).toEqual([file.id]);

    const back = await call(token, "PUT", `/api/files/${file.id}/move`, { folder_id: null });
    expect(back.statusCode).toBe(200);
    list = await archiveOf(t.app, token);
    expect(list.files.map((f) => f.id)).toEqual([file.id]);
  });

  it("refuses a bad target with 400 or 404 and leaves the file where it was", async () => {
    const { token } = await registerClient(t.app);
    const folder = await createdFolder(t.app, token, "Исходная");
    const file = await archivedFile(t.app, token, pdf("на месте.pdf"), folder.id);
    const before = await archiveOf(t.app, token);
    const cases: [unknown, number, string][] = [
      [{}, 400, T.badFolderId],
      [{ folder_id: 5 }, 400, T.badFolderId],
      [{ folder_id: "" }, 400, T.badFolderId],
      [{ folder_id: "x".repeat(65) }, 400, T.badFolderId],
      [{ folder_id: "00000000-0000-4000-8000-000000000000" }, 404, T.folderNotFound],
      // A client has no fixed folders.
      [{ folder_id: "contracts" }, 404, T.folderNotFound],
    ];
    for (const [payload, status, detail] of cases) {
      const response = await call(token, "PUT", `/api/files/${file.id}/move`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toEqual({ detail });
    }
    const unknownFile = await call(
      token,
      "PUT",
      "/api/files/00000000-0000-4000-8000-000000000000/move",
      { folder_id: null },
    );
    expect(unknownFile.statusCode).toBe(404);
    expect(unknownFile.json()).toEqual({ detail: T.fileNotFound });
    expect(await archiveOf(t.app, token)).toEqual(before);
  });

  it("is one transaction: a failed update leaves the file in its folder", async () => {
    const { token } = await registerClient(t.app);
    const folder = await createdFolder(t.app, token, "Откуда");
    const target = await createdFolder(t.app, token, "Куда");
    const file = await archivedFile(t.app, token, pdf("стойкий.pdf"), folder.id);
    const before = await archiveOf(t.app, token);
    await withRefused("archive_files", "update", async () => {
      const response = await call(token, "PUT", `/api/files/${file.id}/move`, {
        folder_id: target.id,
      });
      expect(response.statusCode).toBe(500);
    });
    expect(await archiveOf(t.app, token)).toEqual(before);
  });

  it("an executor moves into a fixed folder even before ever listing the archive", async () => {
    const executor = await executorToken(t.app);
    const file = await archivedFile(t.app, executor, pdf("ходатайство.pdf"));
    const response = await call(executor, "PUT", `/api/files/${file.id}/move`, {
      folder_id: "petitions",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().folder_id).toBe("petitions");
  });
});

describe("deleting a file", () => {
  it("removes its row and its bytes; a second delete is a 404", async () => {
    const { token } = await registerClient(t.app);
    const file = await archivedFile(t.app, token, pdf("лишний.pdf"));
    const objects = await storedObjects();
    const response = await call(token, "DELETE", `/api/files/${file.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect(await storedObjects()).toBe(objects - 1);
    expect((await archiveOf(t.app, token)).files).toEqual([]);
    const again = await call(token, "DELETE", `/api/files/${file.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: T.fileNotFound });
  });
});

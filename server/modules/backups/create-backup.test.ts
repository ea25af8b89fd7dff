import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_TEXTS as T } from "../../../domain/backups/backup-texts.ts";
import { chatFiles } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { openClientChat, PDF_BYTES, sendMessage } from "../../test/chat-fixtures.ts";
import { registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { createBackup } from "./create-backup.ts";
import { verifyBackup } from "./verify-backup.ts";

describe("a backup is written and checked", () => {
  let t: TestApp;
  let dir: string;
  let chatKey: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), "legal-backup-"));
    const { token } = await registerClient(t.app);
    const chat = await openClientChat(t.app, token);
    const sent = await sendMessage(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "",
      [{ name: "договор.pdf", bytes: PDF_BYTES }],
      token,
    );
    expect(sent.statusCode).toBe(201);
    chatKey = (await t.db.select().from(chatFiles))[0]?.storageKey as string;
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const backUp = async (file: string, passphrase?: string) => {
    const manifest = await createBackup(
      { database: t.database, storage: t.app.storage, passphrase },
      createWriteStream(file),
    );
    return manifest;
  };

  it("holds every table with its rows and the files rows name; the check passes", async () => {
    const file = path.join(dir, "plain.tar.gz");
    const progress: string[] = [];
    const manifest = await createBackup(
      { database: t.database, storage: t.app.storage },
      createWriteStream(file),
      { onProgress: (step) => progress.push(step.stage) },
    );
    expect(progress).toContain("tables");
    expect(progress).toContain("files");
    const [userCount] = await t.db.select({ n: count() }).from(users);
    const usersTable = manifest.tables.find((table) => table.name === "users");
    expect(usersTable?.rows).toBe(userCount?.n);
    expect(manifest.tables.map((table) => table.name)).not.toContain("__drizzle_migrations");
    expect(manifest.engine).toBe(t.database.kind);
    expect(manifest.encrypted).toBe(false);
    expect(manifest.migration_tag).toMatch(/^\d{4}_/);
    expect(manifest.files).toEqual([
      expect.objectContaining({ key: chatKey, bytes: Buffer.byteLength(PDF_BYTES) }),
    ]);
    // Users come before the chats that name them.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf("users")).toBeLessThan(order.indexOf("chat_sessions"));
    expect(order.indexOf("chat_sessions")).toBeLessThan(order.indexOf("chat_files"));

    expect(await verifyBackup(() => createReadStream(file))).toEqual(manifest);
  });

  it("refuses an archive with one byte changed, a cut one, and one that is not an archive", async () => {
    const file = path.join(dir, "tampered.tar.gz");
    await backUp(file);
    const bytes = await readFile(file);
    const changed = Buffer.from(bytes);
    const at = Math.floor(changed.length / 2);
    changed[at] = (changed[at] ?? 0) ^ 0xff;
    await writeFile(file, changed);
    await expect(verifyBackup(() => createReadStream(file))).rejects.toMatchObject({
      name: "BackupRefused",
    });
    await writeFile(file, bytes.subarray(0, bytes.length - 200));
    await expect(verifyBackup(() => createReadStream(file))).rejects.toMatchObject({
      name: "BackupRefused",
    });
    await writeFile(file, "просто текст");
    await expect(verifyBackup(() => createReadStream(file))).rejects.toMatchObject({
      detail: T.notAnArchive,
    });
  });

  it("is encrypted with age when a passphrase is set, and asks for the right one", async () => {
    const file = path.join(dir, "secret.tar.gz.age");
    const manifest = await backUp(file, "верный пароль копии");
    expect(manifest.encrypted).toBe(true);
    const head = (await readFile(file)).subarray(0, 21).toString();
    expect(head).toBe("age-encryption.org/v1");
    expect(await verifyBackup(() => createReadStream(file), "верный пароль копии")).toEqual(
      manifest,
    );
    await expect(verifyBackup(() => createReadStream(file))).rejects.toMatchObject({
      detail: T.encryptedNoPassphrase,
    });
    await expect(verifyBackup(() => createReadStream(file), "другой")).rejects.toMatchObject({
      detail: T.wrongPassphrase,
    });
  });
});

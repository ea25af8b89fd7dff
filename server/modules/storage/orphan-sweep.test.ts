import { randomUUID } from "node:crypto";
import { readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import { archiveFiles } from "../../db/schema/archive.ts";
import { chatFiles } from "../../db/schema/chat.ts";
import { corporateDocuments } from "../../db/schema/corporate.ts";
import { openClientChat, PDF_BYTES, sendMessage } from "../../test/chat-fixtures.ts";
import { registerClient } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import {
  KEY_HOLDERS,
  ORPHAN_GRACE_MS,
  ORPHAN_SWEEP_LOCK_KEY,
  runOrphanSweep,
  sweepOrphanedFiles,
} from "./orphan-sweep.ts";

const schemaDir = path.resolve(import.meta.dirname, "../../db/schema");

describe("orphan sweep (disk storage)", () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    userId = (await registerClient(t.app)).user.id;
  });
  afterAll(() => t.close());

  const save = async () =>
    (await t.app.storage.save(Readable.from([Buffer.from(PDF_BYTES)]), { headBytes: 8 })).key;
  /** Sets the file's time `ms` into the past, as if it had been written then. */
  const age = async (key: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    await utimes(path.join(t.app.config.filesDir, key), then, then);
  };
  const exists = (key: string) => t.app.storage.exists(key);

  it("removes old objects no row names; keeps fresh ones, named ones and foreign files", async () => {
    const old = ORPHAN_GRACE_MS + 60_000;
    const oldOrphan = await save();
    await age(oldOrphan, old);
    const freshOrphan = await save();
    await age(freshOrphan, ORPHAN_GRACE_MS - 60_000);

    // A chat file, sent through the API; an archive file and a company document, by their rows.
    const { token } = await registerClient(t.app);
    const chat = await openClientChat(t.app, token);
    const sent = await sendMessage(
      t.app,
      `/api/chat/sessions/${chat.id}/messages`,
      "",
      [{ name: "акт.pdf", bytes: PDF_BYTES }],
      token,
    );
    expect(sent.statusCode).toBe(201);
    const chatFileId = (sent.json() as ChatMessage[])[0]?.file_id as string;
    const [chatRow] = await t.db.select().from(chatFiles);
    expect(chatRow?.id).toBe(chatFileId);
    const chatKey = chatRow?.storageKey as string;
    const archiveKey = await save();
    await t.db.insert(archiveFiles).values({
      id: randomUUID(),
      ownerId: userId,
      folderId: null,
      fileName: "акт.pdf",
      fileType: "application/pdf",
      sizeBytes: PDF_BYTES.length,
      storageKey: archiveKey,
    });
    const corporateKey = await save();
    await t.db.insert(corporateDocuments).values({
      id: randomUUID(),
      userId,
      section: "card",
      category: null,
      name: "Устав",
      fileType: "pdf",
      mimeType: "application/pdf",
      sizeBytes: PDF_BYTES.length,
      storageKey: corporateKey,
    });
    for (const key of [chatKey, archiveKey, corporateKey]) await age(key, old);

    // Not of our key form: never ours to judge, whatever its age.
    const month = path.dirname(path.join(t.app.config.filesDir, oldOrphan));
    const foreign = path.join(month, "readme.txt");
    await writeFile(foreign, "operator's note");
    await utimes(foreign, new Date(0), new Date(0));

    const result = await sweepOrphanedFiles({ db: t.db, storage: t.app.storage, now: new Date() });
    expect(result).toEqual({ checked: 4, removed: 1 });
    expect(await exists(oldOrphan)).toBe(false);
    for (const key of [freshOrphan, chatKey, archiveKey, corporateKey]) {
      expect(await exists(key)).toBe(true);
    }
    expect(await readdir(month)).toContain("readme.txt");

    // The next run has nothing left to remove; the fresh orphan goes once it is old enough.
    const later = new Date(Date.now() + 2 * ORPHAN_GRACE_MS);
    expect(await sweepOrphanedFiles({ db: t.db, storage: t.app.storage, now: later })).toEqual({
      checked: 4,
      removed: 1,
    });
    expect(await exists(freshOrphan)).toBe(false);
  });

  it("runs in one instance at a time and logs how many it removed", async () => {
    let release = () => {};
    let taken = () => {};
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const held = t.database.tryJobLock(ORPHAN_SWEEP_LOCK_KEY, () => {
      taken();
      return new Promise<void>((resolve) => (release = resolve));
    });
    // The other instance really holds the lock before this one tries (on a busy machine the
    // call above may not have its connection yet).
    await lockTaken;
    const logged: unknown[][] = [];
    const log = {
      info: (...args: unknown[]) => logged.push(["info", ...args]),
      debug: (...args: unknown[]) => logged.push(["debug", ...args]),
    } as unknown as FastifyBaseLogger;

    const orphan = await save();
    await age(orphan, ORPHAN_GRACE_MS + 60_000);
    await runOrphanSweep(t.database, t.app.storage, log);
    expect(logged).toEqual([["debug", "orphan sweep: another instance is running it"]]);
    expect(await exists(orphan)).toBe(true);

    release();
    expect(await held).toEqual({ ran: true, value: undefined });
    logged.length = 0;
    await runOrphanSweep(t.database, t.app.storage, log);
    expect(logged).toEqual([
      ["info", { checked: 4, removed: 1 }, "orphan sweep: removed 1 stored file(s) with no row"],
    ]);
    expect(await exists(orphan)).toBe(false);
  });

  it("knows every table column that names a stored object", async () => {
    const keyColumns: string[] = [];
    for (const file of await readdir(schemaDir)) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const schema = (await import(path.join(schemaDir, file))) as Record<string, unknown>;
      for (const table of Object.values(schema)) {
        if (!is(table, PgTable)) continue;
        for (const column of Object.values(getTableColumns(table))) {
          // photo_key: a lawyer's photo (users); the other key-like columns (client_key,
          // payer_key, batch_key, idempotence_key) hold no stored object.
          if (column.name.includes("storage_key") || column.name === "photo_key") {
            keyColumns.push(`${getTableName(table)}.${column.name}`);
          }
        }
      }
    }
    const swept = KEY_HOLDERS.map(({ table, column }) => `${getTableName(table)}.${column.name}`);
    expect(keyColumns.sort()).toEqual([...swept].sort());
  });
});

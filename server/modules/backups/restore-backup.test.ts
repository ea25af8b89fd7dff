import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { desc, eq } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_TEXTS as T } from "../../../domain/backups/backup-texts.ts";
import type { ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import { createSession, findSession } from "../../auth/sessions.ts";
import { type Database, migrationsFolder, openDatabase } from "../../db/client.ts";
import {
  applyMigrations,
  appMigrationLevel,
  databaseMigrationLevel,
} from "../../db/migration-level.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { createScratchDatabase } from "../../db/scratch-database.ts";
import { createDiskStorage } from "../../platform/storage/disk-storage.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { createS3Storage } from "../../platform/storage/s3-storage.ts";
import { TEST_ADMIN } from "../../test/back-office.ts";
import { executorToken, openClientChat, sendMessage } from "../../test/chat-fixtures.ts";
import { saveCard, VALID_CARD } from "../../test/corporate-fixtures.ts";
import { generateDocument, uploadedTemplate } from "../../test/docx-fixtures.ts";
import { bearer, loginAsStaff, registerClient } from "../../test/fixtures.ts";
import {
  createPaymentOk,
  decideInSandbox,
  payableService,
  requestPaymentInChat,
} from "../../test/payment-fixtures.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import { requestSignatureOk, signingCode, signWith } from "../../test/signature-fixtures.ts";
import { putBillingSettings } from "../../test/site-settings-fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { openArchiveWriter } from "./backup-archive.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import { appVersion, BACKUP_FORMAT_VERSION, MANIFEST_ENTRY } from "./backup-manifest.ts";
import { createBackup } from "./create-backup.ts";
import { restoreBackup } from "./restore-backup.ts";

/**
 * Issue 46 §2: a backup of a database with rows of every kind and their files restores into an
 * empty PGlite with files on disk, and into an empty PostgreSQL with files in S3 (whichever engine
 * the suite runs the source on), row for row and byte for byte; a broken archive writes nothing.
 */
let source: TestApp;
let dir: string;
let archive: string;
let manifest: BackupManifest;
let sessionBefore: string;
let sessionAfter: string;

/** Tables the source must have rows in, so that "every table matches" means something. */
const MUST_HOLD_ROWS = [
  "users",
  "sessions",
  "chat_sessions",
  "chat_messages",
  "chat_files",
  "document_templates",
  "signature_requests",
  "payments",
  "payment_refunds",
  "billing_documents",
  "services",
  "audit_log",
];

beforeAll(async () => {
  source = await buildTestApp({
    env: { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password },
  });
  dir = await mkdtemp(path.join(os.tmpdir(), "legal-restore-"));
  const lawyer = await executorToken(source.app);
  const [demo] = await source.db.select().from(users).where(eq(users.email, "executor@demo.ru"));
  const client = await registerClient(source.app, { fullName: "Смирнов Иван Петрович" });
  const chat = await openClientChat(source.app, client.token);
  await source.db
    .update(chatSessions)
    .set({ assigneeId: demo?.id ?? null })
    .where(eq(chatSessions.id, chat.id));
  const sent = await sendMessage(
    source.app,
    `/api/chat/sessions/${chat.id}/messages`,
    "Договор во вложении",
    [{ name: "Договор.txt", bytes: "Договор оказания услуг.\n", type: "text/plain" }],
    lawyer,
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const fileId = (sent.json() as ChatMessage[]).find((message) => message.file_id)?.file_id ?? "";
  const request = await requestSignatureOk(source.app, lawyer, chat.id, { file_id: fileId });
  const phone = client.user.phone ?? "";
  const { challengeId, code } = await signingCode(
    source.app,
    source.db,
    client.token,
    request.id,
    phone,
  );
  const signed = await signWith(source.app, client.token, request.id, {
    challenge_id: challengeId,
    code,
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const template = await uploadedTemplate(source.app, lawyer);
  const generated = await generateDocument(source.app, lawyer, chat.id, template.id);
  expect(generated.statusCode, generated.body).toBeLessThan(300);

  const service = await payableService(source.app);
  const created = await createPaymentOk(source.app, {
    service_id: service.id,
    amount: service.base_price,
    service_type: service.category,
    description: service.title,
  });
  await decideInSandbox(source.app, created.confirmation_url, "pay");
  const refunded = await source.app.inject({
    method: "POST",
    url: `/api/executor/payments/${created.payment_id}/refund`,
    headers: bearer(lawyer),
    payload: { amount: 100, reason: "Частичный отказ от услуги" },
  });
  expect(refunded.statusCode, refunded.body).toBeLessThan(300);

  // A company's chat with a price set: its invoice (billing_documents).
  const admin = await loginAsStaff(source.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const bank = await putBillingSettings(source.app, admin, {
    bank_name: "ПАО Сбербанк",
    bik: "044525225",
    account: "40702810200000012345",
    correspondent_account: "30101810400000000225",
    vat_line: "Без НДС (УСН)",
  });
  expect(bank.statusCode, bank.body).toBe(200);
  const buyer = await registerClient(source.app, { clientType: "corporate", fullName: "Директор" });
  await saveCard(source.app, buyer.token, VALID_CARD);
  const companyChat = await openClientChat(source.app, buyer.token, 1);
  await requestPaymentInChat(source.app, lawyer, companyChat.id, 42000);

  sessionBefore = await createSession(source.db, client.user.id, 30);
  archive = path.join(dir, "backup.tar.gz");
  const out = createWriteStream(archive);
  manifest = await createBackup({ database: source.database, storage: source.app.storage }, out);
  await finished(out);
  sessionAfter = await createSession(source.db, client.user.id, 30);
}, 120_000);

afterAll(async () => {
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every table's rows as COPY text, sorted (restored rows need not keep the heap's order). */
async function rowsOf(database: Database): Promise<Map<string, string[]>> {
  return database.readSnapshot(async (session) => {
    const tables = new Map<string, string[]>();
    for (const table of manifest.tables) {
      const chunks: Buffer[] = [];
      for await (const chunk of session.copyOut(table.name, table.columns)) chunks.push(chunk);
      const lines = Buffer.concat(chunks).toString("utf8").split("\n").filter(Boolean);
      tables.set(table.name, lines.sort());
    }
    return tables;
  });
}

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Restores the archive into `target` and checks it holds what the source held. */
async function restoresWhole(target: Database, storage: FileStorage) {
  const report = await restoreBackup({ database: target, storage }, () =>
    createReadStream(archive),
  );
  expect(report.migrationsApplied).toBe(0);
  expect(report.files).toBe(manifest.files.length);
  const [expected, actual] = await Promise.all([rowsOf(source.database), rowsOf(target)]);
  for (const table of manifest.tables) {
    const want = expected.get(table.name) ?? [];
    const got = actual.get(table.name) ?? [];
    if (table.name === "audit_log") {
      // The restore's own entry comes on top of the backup's.
      expect(got.length, table.name).toBe(table.rows + 1);
      continue;
    }
    if (table.name === "sessions") {
      // The session opened after the backup is not in it.
      expect(got.length, table.name).toBe(table.rows);
      continue;
    }
    expect(got, table.name).toEqual(want);
  }
  for (const file of manifest.files) {
    expect(await bytesOf(storage, file.key), file.key).toEqual(
      await bytesOf(source.app.storage, file.key),
    );
  }
  // «Журнал изменений» says when and from what.
  const [entry] = await target.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  expect(entry).toMatchObject({
    action: "restore",
    entityType: "backup",
    entityTitle: T.restoreTitle(formatMoscowDateTime(manifest.created_at)),
    actorName: T.restoreActor,
  });
  // A session of the backup still works; one opened after it does not come back.
  expect(await findSession(target.db, sessionBefore)).not.toBeNull();
  expect(await findSession(target.db, sessionAfter)).toBeNull();
  // Ids go on after the restored ones: a new row takes no id a restored row has.
  const [user] = await target.db
    .insert(users)
    .values({
      email: "after-restore@example.ru",
      passwordHash: "-",
      fullName: "После",
      role: "client",
      clientType: "individual",
    })
    .returning({ id: users.id });
  const largest = Math.max(
    ...(await target.db.select({ id: users.id }).from(users)).map((row) => row.id),
  );
  expect(user?.id).toBe(largest);
}

describe("a backup with rows of every kind restores whole", () => {
  it("the source holds rows in every table the check relies on, and files", () => {
    for (const name of MUST_HOLD_ROWS) {
      expect(manifest.tables.find((table) => table.name === name)?.rows, name).toBeGreaterThan(0);
    }
    expect(manifest.files.length).toBeGreaterThanOrEqual(3);
  });

  it("into an empty PGlite with files on disk", async () => {
    const target = await openDatabase({ kind: "pglite" });
    const storage = createDiskStorage(path.join(dir, "pglite-files"));
    try {
      await restoresWhole(target, storage);
      // A second restore into the now full database is refused without --force, changing nothing.
      await expect(
        restoreBackup({ database: target, storage }, () => createReadStream(archive)),
      ).rejects.toMatchObject({ detail: T.notEmpty });
      const report = await restoreBackup(
        { database: target, storage },
        () => createReadStream(archive),
        { force: true },
      );
      expect(report.rows).toBe(manifest.tables.reduce((sum, table) => sum + table.rows, 0));
    } finally {
      await target.close();
    }
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    "into an empty PostgreSQL with files in S3",
    async () => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? "", "restore");
      const s3: TestS3Server = await startS3Server("restored-files");
      const target = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 });
      const storage = createS3Storage(s3.options);
      try {
        await restoresWhole(target, storage);
      } finally {
        storage.close();
        await target.close();
        await s3.close();
        await scratch.drop();
      }
    },
    120_000,
  );
});

describe("a backup of an older version", () => {
  it("restores at its own level, then the newer migrations run", async () => {
    const levels = readMigrationFiles({ migrationsFolder }).map((entry) => entry.folderMillis);
    const older = levels.at(-2) ?? 0;
    const old = await openDatabase({ kind: "pglite" });
    const target = await openDatabase({ kind: "pglite" });
    try {
      await old.writeTransaction(async (session) => {
        await applyMigrations(session, { after: null, upTo: older });
        await session.query(
          "insert into users (email, password_hash, full_name, role, client_type) values ('old@example.ru', '-', 'Старый клиент', 'client', 'individual')",
        );
      });
      const file = path.join(dir, "older.tar.gz");
      const out = createWriteStream(file);
      const made = await createBackup({ database: old, storage: source.app.storage }, out);
      await finished(out);
      expect(made.migration_level).toBe(older);

      const storage = createDiskStorage(path.join(dir, "older-files"));
      const report = await restoreBackup({ database: target, storage }, () =>
        createReadStream(file),
      );
      expect(report.migrationsApplied).toBe(1);
      const level = await target.readSnapshot((session) => databaseMigrationLevel(session));
      expect(level?.level).toBe(appMigrationLevel().level);
      const [client] = await target.db
        .select()
        .from(users)
        .where(eq(users.email, "old@example.ru"));
      expect(client?.fullName).toBe("Старый клиент");
    } finally {
      await old.close();
      await target.close();
    }
  }, 60_000);
});

describe("a restore refuses before it writes anything", () => {
  const empty = async () => {
    const target = await openDatabase({ kind: "pglite" });
    const filesDir = path.join(dir, `refused-${Math.random().toString(36).slice(2)}`);
    return { target, storage: createDiskStorage(filesDir), filesDir };
  };
  const untouched = async (target: Database, filesDir: string) => {
    const [users] = await target.readSnapshot((session) =>
      session.query<{ name: string | null }>("select to_regclass('public.users')::text as name"),
    );
    expect(users?.name).toBeNull();
    await expect(readFile(filesDir)).rejects.toMatchObject({ code: "ENOENT" });
  };

  it("an archive with one byte changed", async () => {
    const broken = path.join(dir, "broken.tar.gz");
    const bytes = Buffer.from(await readFile(archive));
    const at = Math.floor(bytes.length * 0.6);
    bytes[at] = (bytes[at] ?? 0) ^ 0x55;
    await writeFile(broken, bytes);
    const { target, storage, filesDir } = await empty();
    try {
      await expect(
        restoreBackup({ database: target, storage }, () => createReadStream(broken)),
      ).rejects.toMatchObject({ name: "BackupRefused" });
      await untouched(target, filesDir);
    } finally {
      await target.close();
    }
  }, 60_000);

  it("a backup made by a newer version of the app", async () => {
    const newer = path.join(dir, "newer.tar.gz");
    const out = createWriteStream(newer);
    const writer = await openArchiveWriter(out, undefined);
    const level = appMigrationLevel().level + 1;
    const future: BackupManifest = {
      format_version: BACKUP_FORMAT_VERSION,
      app_version: appVersion(),
      migration_level: level,
      migration_tag: "9999_from_the_future",
      engine: "postgres",
      created_at: new Date().toISOString(),
      encrypted: false,
      table_format: "postgresql-copy-text",
      tables: [],
      files: [],
      files_missing: [],
    };
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(future)));
    await writer.finish();
    await finished(out);
    const { target, storage, filesDir } = await empty();
    try {
      await expect(
        restoreBackup({ database: target, storage }, () => createReadStream(newer)),
      ).rejects.toMatchObject({
        detail: T.newerVersion("9999_from_the_future", appMigrationLevel().tag ?? ""),
      });
      await untouched(target, filesDir);
    } finally {
      await target.close();
    }
  }, 60_000);
});

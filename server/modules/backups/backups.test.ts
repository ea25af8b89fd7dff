import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REAUTHENTICATION_REQUIRED } from "../../../domain/access/reauthentication.ts";
import type { BackupList } from "../../../domain/backups/backup-schedule-schemas.ts";
import { BACKUP_CABINET_TEXTS as T } from "../../../domain/backups/backup-schedule-texts.ts";
import { backupDownloadLinks, backups } from "../../db/schema/backups.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { buildBackOfficeTestApp, roleTokens, TEST_ADMIN } from "../../test/back-office.ts";
import { bearer, loginAs, loginAsStaff } from "../../test/fixtures.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";
import type { TestApp } from "../../test/test-app.ts";
import { verifyBackup } from "./verify-backup.ts";

const LIST = "/api/executor/backups";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t?.close());

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (token = admin) => {
  const response = await call("GET", LIST, token);
  expect(response.statusCode).toBe(200);
  return response.json() as BackupList;
};
const backupDir = () => path.join(t.app.config.dataDir, "backups");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** «Создать сейчас», then the run to its end (ready or failed). */
async function madeBackup(token = admin) {
  const response = await call("POST", LIST, token);
  expect(response.statusCode, response.body).toBe(202);
  await t.app.backups.runs.settled();
  const { id } = response.json() as { id: number };
  const found = (await list()).items.find((backup) => backup.id === id);
  if (!found) throw new Error("the backup is not listed");
  return found;
}

describe("«Резервные копии»: who may", () => {
  it("is the administrator's alone: a stranger 401, a client and a lawyer 403, with a Russian detail", async () => {
    const tokens = await roleTokens(t.app);
    const routes: ["GET" | "POST" | "PUT" | "DELETE", string][] = [
      ["GET", LIST],
      ["POST", LIST],
      ["POST", `${LIST}/1/download-link`],
      ["DELETE", `${LIST}/1`],
      ["PUT", `${LIST}/schedule`],
    ];
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [tokens.client, tokens.corporateClient, tokens.executor]) {
        const refused = await call(method, url, token, method === "PUT" ? {} : undefined);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().detail).toMatch(/[а-яё]/i);
      }
    }
    expect(await t.db.select().from(backups)).toEqual([]);
  });
});

describe("making, checking, downloading and deleting a backup", () => {
  it("starts empty, with the schedule off and the folder under DATA_DIR named", async () => {
    const empty = await list();
    expect(empty).toMatchObject({
      items: [],
      running: null,
      warning: null,
      schedule: { enabled: false, time: "03:00", keep_daily: 7, keep_weekly: 4, next_run_at: null },
      destination: { kind: "folder", description: backupDir() },
    });
  });

  it("makes one in the background, one at a time, and counts it only once read back and checked", async () => {
    const first = await call("POST", LIST, admin);
    expect(first.statusCode).toBe(202);
    const started = first.json() as { id: number; backup: { status: string; kind: string } };
    expect(started.backup).toMatchObject({ status: "running", kind: "manual" });
    // The running one is in the list with its progress, for every instance's poll.
    const during = await list();
    expect(during.running?.id).toBe(started.id);
    expect(during.running?.progress.bytes_written).toBeGreaterThanOrEqual(0);
    const second = await call("POST", LIST, admin);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(T.alreadyRunning);

    await t.app.backups.runs.settled();
    const after = await list();
    expect(after.running).toBeNull();
    const made = after.items.find((backup) => backup.id === started.id);
    expect(made).toMatchObject({
      status: "ready",
      kind: "manual",
      destination: "folder",
      error: null,
    });
    expect(made?.verified_at).not.toBeNull();
    expect(made?.created_by_name).toBeTruthy();
    const stored = await readFile(path.join(backupDir(), made?.name ?? ""));
    expect(made?.size_bytes).toBe(stored.length);
    expect(stored.length).toBeGreaterThan(1000);
    // A real archive of the database: the check of issue 46 §1 passes on it, tables and all.
    const manifest = await verifyBackup(() =>
      createReadStream(path.join(backupDir(), made?.name ?? "")),
    );
    expect(manifest.tables.length).toBeGreaterThan(10);
    expect(manifest.tables.find((table) => table.name === "users")?.rows).toBeGreaterThan(0);
    // No half-written file is left beside it.
    expect((await readdir(backupDir())).filter((name) => name.includes(".partial"))).toEqual([]);
  });

  it("gives the archive once, by a link that asks the password first and lives a minute", async () => {
    const made = await madeBackup();
    // A session that only signed in is asked to prove it is them (decision 049).
    const fresh = await loginAs(t.app, TEST_ADMIN.email, TEST_ADMIN.password, "executor");
    const unproven = await call("POST", `${LIST}/${made.id}/download-link`, fresh);
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().code).toBe(REAUTHENTICATION_REQUIRED);

    const link = await call("POST", `${LIST}/${made.id}/download-link`, admin);
    expect(link.statusCode).toBe(200);
    const { url, expires_at } = link.json() as { url: string; expires_at: string };
    expect(url).toMatch(/^\/api\/backup-downloads\/[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(30_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);
    // The token is kept only as its hash.
    const [row] = await t.db
      .select()
      .from(backupDownloadLinks)
      .where(eq(backupDownloadLinks.backupId, made.id));
    expect(row?.tokenHash).not.toContain(url.split("/").pop());

    // No session needed: the link is the key.
    // As a browser asks: the archive still comes as it is stored, its length announced.
    const download = await t.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(download.headers["content-length"]).toBe(String(download.rawPayload.length));
    expect(download.headers["content-type"]).toBe("application/octet-stream");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="backup-/);
    expect(download.headers["cache-control"]).toBe("no-store");
    const stored = await readFile(path.join(backupDir(), made.name));
    expect(sha256(download.rawPayload)).toBe(sha256(stored));

    const again = await t.app.inject({ method: "GET", url });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(T.linkInvalid);

    // A link past its minute is dead too.
    const late = (await call("POST", `${LIST}/${made.id}/download-link`, admin)).json() as {
      url: string;
    };
    await t.db
      .update(backupDownloadLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(backupDownloadLinks.backupId, made.id));
    expect((await t.app.inject({ method: "GET", url: late.url })).statusCode).toBe(404);
    // And a made-up one.
    const made_up = await t.app.inject({ method: "GET", url: "/api/backup-downloads/not-a-token" });
    expect(made_up.statusCode).toBe(404);
    expect(made_up.json().detail).toBe(T.linkInvalid);
  });

  it("refuses a link to a backup that is not ready, and to none", async () => {
    const [failed] = await t.db
      .insert(backups)
      .values({
        kind: "manual",
        status: "failed",
        destination: "folder",
        objectName: "",
        error: "x",
      })
      .returning();
    const refused = await call("POST", `${LIST}/${failed?.id}/download-link`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(T.notReady);
    const missing = await call("POST", `${LIST}/999999/download-link`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(T.notFound);
    await t.db.delete(backups).where(eq(backups.id, failed?.id ?? 0));
  });

  it("deletes a backup after the password, its archive with it", async () => {
    const made = await madeBackup();
    const fresh = await loginAs(t.app, TEST_ADMIN.email, TEST_ADMIN.password, "executor");
    const unproven = await call("DELETE", `${LIST}/${made.id}`, fresh);
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().code).toBe(REAUTHENTICATION_REQUIRED);

    const deleted = await call("DELETE", `${LIST}/${made.id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect((await list()).items.map((backup) => backup.id)).not.toContain(made.id);
    expect(await readdir(backupDir())).not.toContain(made.name);
    expect((await call("DELETE", `${LIST}/${made.id}`, admin)).statusCode).toBe(404);
  });

  it("does not delete a backup while it is made", async () => {
    const started = (await call("POST", LIST, admin)).json() as { id: number };
    const refused = await call("DELETE", `${LIST}/${started.id}`, admin);
    await t.app.backups.runs.settled();
    // The run may have ended between the two calls on a fast machine: then the delete is fine.
    if (refused.statusCode === 409) expect(refused.json().detail).toBe(T.deleteRunning);
    else expect(refused.statusCode).toBe(204);
  });

  it("ends failed with the reason when the destination cannot be written, and leaves nothing running", async () => {
    // A file where the folder should be: the destination refuses, as a full or read-only disk would.
    const blocked = await buildBackOfficeTestApp({ seedDemo: false });
    try {
      await mkdir(blocked.app.config.dataDir, { recursive: true });
      await writeFile(path.join(blocked.app.config.dataDir, "backups"), "not a folder");
      const token = await loginAsStaff(blocked.app, TEST_ADMIN.email, TEST_ADMIN.password);
      const started = await blocked.app.inject({
        method: "POST",
        url: LIST,
        headers: bearer(token),
      });
      expect(started.statusCode).toBe(202);
      await blocked.app.backups.runs.settled();
      const answer = (
        await blocked.app.inject({ method: "GET", url: LIST, headers: bearer(token) })
      ).json() as BackupList;
      expect(answer.running).toBeNull();
      expect(answer.items[0]).toMatchObject({ status: "failed", verified_at: null });
      expect(answer.items[0]?.error).toMatch(/^Не удалось создать копию/);
      // A manual backup's failure is seen on the screen; only the schedule's is mailed.
      expect(
        await blocked.db
          .select()
          .from(mailOutbox)
          .where(like(mailOutbox.subject, "%резервная копия%")),
      ).toEqual([]);
    } finally {
      await blocked.close();
    }
  });

  it("lets a new backup begin when a running one's instance died", async () => {
    const [orphan] = await t.db
      .insert(backups)
      .values({
        kind: "manual",
        destination: "folder",
        objectName: "backup-orphan.tar.gz",
        heartbeatAt: sql`now() - interval '5 minutes'`,
      })
      .returning();
    const made = await madeBackup();
    expect(made.status).toBe("ready");
    const [ended] = await t.db
      .select()
      .from(backups)
      .where(eq(backups.id, orphan?.id ?? 0));
    expect(ended).toMatchObject({ status: "failed", error: T.interrupted });
  });
});

describe("backups in an S3 bucket (BACKUP_S3_*)", () => {
  let s3: TestS3Server;
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3Server("legal-backups");
    app = await buildBackOfficeTestApp({
      env: {
        BACKUP_S3_BUCKET: "legal-backups",
        BACKUP_S3_PREFIX: "nightly/",
        BACKUP_S3_ENDPOINT: s3.options.endpoint,
        BACKUP_S3_REGION: s3.options.region,
        BACKUP_S3_ACCESS_KEY_ID: s3.options.accessKeyId,
        BACKUP_S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
        BACKUP_S3_FORCE_PATH_STYLE: "true",
      },
    });
    token = await loginAsStaff(app.app, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  const objectOf = (name: string) =>
    fetch(`${s3.options.endpoint}/legal-backups/nightly/${name}`).then(async (response) => ({
      status: response.status,
      bytes: Buffer.from(await response.arrayBuffer()),
    }));

  it("writes the archive under the prefix in one PUT, checks it from there, gives it and deletes it", async () => {
    const headers = bearer(token);
    const started = await app.app.inject({ method: "POST", url: LIST, headers });
    expect(started.statusCode).toBe(202);
    await app.app.backups.runs.settled();
    const answer = (
      await app.app.inject({ method: "GET", url: LIST, headers })
    ).json() as BackupList;
    expect(answer.destination).toEqual({ kind: "s3", description: "legal-backups/nightly/" });
    const made = answer.items[0];
    expect(made).toMatchObject({ status: "ready", destination: "s3" });
    expect(made?.verified_at).not.toBeNull();

    const stored = await objectOf(made?.name ?? "");
    expect(stored.status).toBe(200);
    expect(stored.bytes.length).toBe(made?.size_bytes);
    // Nothing spooled is left behind.
    expect(await readdir(path.join(app.app.config.dataDir, "backups-spool"))).toEqual([]);

    const link = (
      await app.app.inject({ method: "POST", url: `${LIST}/${made?.id}/download-link`, headers })
    ).json() as { url: string };
    const download = await app.app.inject({ method: "GET", url: link.url });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(stored.bytes));

    const deleted = await app.app.inject({ method: "DELETE", url: `${LIST}/${made?.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect((await objectOf(made?.name ?? "")).status).toBe(404);
  });
});

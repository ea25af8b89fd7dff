import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_TEXTS as T } from "../../../../domain/backups/backup-texts.ts";
import { freePort } from "../../../../scripts/app-process.ts";
import { openDatabase } from "../../../db/client.ts";
import { users } from "../../../db/schema/users.ts";
import { createScratchDatabase } from "../../../db/scratch-database.ts";
import { prepareDatabase } from "../../../db/startup.ts";
import { startS3Server, type TestS3Server } from "../../../test/s3-server.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../../..");

/**
 * README «Moving to PostgreSQL» as an operator types it (issue 46 §2): `npm run backup` on the
 * embedded database, then `npm run restore` with DATABASE_URL and S3 set. The commands run as
 * processes of their own, as they do on a server.
 */
describe.skipIf(!process.env.DATABASE_URL || process.env.TEST_DATABASE === "postgres")(
  "the move from the embedded database to PostgreSQL and S3",
  () => {
    let dataDir: string;
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let s3: TestS3Server;
    let env: NodeJS.ProcessEnv;
    let demoUsers: number;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), "legal-move-"));
      const embedded = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
      await prepareDatabase(embedded, { seedDemo: true });
      demoUsers = (await embedded.db.select({ n: count() }).from(users))[0]?.n ?? 0;
      await embedded.close();
      scratch = await createScratchDatabase(process.env.DATABASE_URL ?? "", "move");
      s3 = await startS3Server("moved-files");
      // Nothing answers on this port: the commands' check that the app is stopped passes.
      const { DATABASE_URL: _url, TEST_DATABASE: _engine, ...inherited } = process.env;
      env = {
        ...inherited,
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
      };
    }, 120_000);

    afterAll(async () => {
      await s3?.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    const command = (name: string, args: string[], extra: NodeJS.ProcessEnv = {}) =>
      run(
        process.execPath,
        ["--import", "tsx", `server/modules/backups/cli/${name}-command.ts`, ...args],
        { cwd: root, env: { ...env, ...extra } },
      ).then(
        (done) => ({ code: 0, out: done.stdout, err: done.stderr }),
        (failed: { code: number; stdout: string; stderr: string }) => ({
          code: failed.code,
          out: failed.stdout,
          err: failed.stderr,
        }),
      );

    it("back up, set DATABASE_URL and S3, restore: the site moves whole", async () => {
      const backup = await command("backup", []);
      expect(backup.err).toBe("");
      expect(backup.code).toBe(0);
      const [file] = await readdir(path.join(dataDir, "backups"));
      expect(file).toMatch(/^backup-\d{8}-\d{6}\.tar\.gz$/);
      const archive = path.join(dataDir, "backups", file ?? "");
      expect(backup.out).toContain(`Копия создана и проверена: ${archive}`);

      const onPostgres = { DATABASE_URL: scratch.url, ...s3.env };
      const restored = await command("restore", ["--from", archive], onPostgres);
      expect(restored.err).toBe("");
      expect(restored.code).toBe(0);
      expect(restored.out).toContain("Восстановлено из копии от");

      const moved = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 1 });
      try {
        expect((await moved.db.select({ n: count() }).from(users))[0]?.n).toBe(demoUsers);
      } finally {
        await moved.close();
      }

      // Again into the now full database: refused without --force, with the reason.
      const again = await command("restore", ["--from", archive], onPostgres);
      expect(again.code).toBe(1);
      expect(again.err.trim()).toBe(T.notEmpty);
      // A mistyped flag runs nothing.
      const typo = await command("restore", ["--from", archive, "--froce"], onPostgres);
      expect(typo.code).toBe(1);
      expect(typo.err).toContain(T.unknownArgument("--froce"));
    }, 180_000);
  },
);

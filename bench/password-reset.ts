/**
 * «Забыли пароль?»: the answer's time for a known and an unknown address (issue 27 §2: before
 * the fix ≈ 21 ms against ≈ 9 ms, which told who has an account). For each engine: a fresh
 * database, BENCH_RESET_CALLS (100) known accounts and as many unknown addresses, one
 * `POST /api/auth/password-reset` each through the app itself (`app.inject`), known and unknown
 * in turns — p50/p95 of each and the difference of the medians. Reported, not asserted: a timed
 * unit test on a shared machine would only be flaky.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { hashPassword } from "../server/auth/password.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { users } from "../server/db/schema/users.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { prepareDatabase } from "../server/db/startup.ts";
import { ms, percentile } from "./percentile.ts";

const CALLS = Number(process.env.BENCH_RESET_CALLS ?? 100);
const WARM_UP_CALLS = 10;

async function measureEngine(engine: "PostgreSQL" | "PGlite", databaseUrl?: string) {
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, "bench_reset") : null;
  const database = await openDatabase(
    scratch ? { kind: "postgres", url: scratch.url, poolSize: 10 } : { kind: "pglite" },
  );
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(os.tmpdir(), `legal-bench-${randomBytes(6).toString("hex")}`),
    AUTH_RATE_LIMIT_MAX: "100000",
  });
  try {
    await prepareDatabase(database, { seedDemo: false });
    const passwordHash = await hashPassword("bench-password");
    const count = CALLS + WARM_UP_CALLS;
    const known = Array.from({ length: count }, (_, i) => `bench-reset-${i}@example.ru`);
    await database.db.insert(users).values(
      known.map((email, i) => ({
        email,
        passwordHash,
        fullName: `Клиент ${i}`,
        role: "client" as const,
        clientType: "individual" as const,
      })),
    );
    const unknown = known.map((email) => email.replace("bench-reset", "nobody"));
    const app = await buildApp({ config, database, serveWeb: false });
    await app.ready();
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await app.inject({
          method: "POST",
          url: "/api/auth/password-reset",
          payload: { email },
        });
        if (response.statusCode !== 200) throw new Error(`reset: ${response.statusCode}`);
        return performance.now() - started;
      };
      const times = { known: [] as number[], unknown: [] as number[] };
      // Each address once (3 per hour would stop more), known and unknown in turns.
      for (let i = 0; i < count; i++) {
        const knownTime = await timed(known[i]!);
        const unknownTime = await timed(unknown[i]!);
        if (i < WARM_UP_CALLS) continue;
        times.known.push(knownTime);
        times.unknown.push(unknownTime);
      }
      await app.mail.flush();
      times.known.sort((a, b) => a - b);
      times.unknown.sort((a, b) => a - b);
      const [knownP50, unknownP50] = [percentile(times.known, 50), percentile(times.unknown, 50)];
      return [
        `| ${engine} | ${ms(knownP50)} | ${ms(percentile(times.known, 95))} | ${ms(unknownP50)} | ${ms(percentile(times.unknown, 95))} | ${ms(knownP50 - unknownP50)} |`,
      ];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

export async function runPasswordResetBench(databaseUrl: string | undefined): Promise<void> {
  console.log(
    `\n«Забыли пароль?»: ${CALLS} запросов на известный и ${CALLS} на неизвестный адрес по очереди (app.inject); время ответа не должно выдавать, есть ли аккаунт`,
  );
  const rows: string[] = [];
  if (databaseUrl) rows.push(...(await measureEngine("PostgreSQL", databaseUrl)));
  rows.push(...(await measureEngine("PGlite")));
  console.log(
    "\n| база | известный p50 | известный p95 | неизвестный p50 | неизвестный p95 | разница медиан |\n|---|---|---|---|---|---|",
  );
  for (const row of rows) console.log(row);
}

/**
 * The plan of every statement a request runs (issue 49 §3: the chat lists' queries, `EXPLAIN`ed
 * once): the app is built in this process on the bench's database, each request is sent once with
 * every statement pg sends recorded (text and values, prepared ones included), and each distinct
 * statement other than a transaction's BEGIN/COMMIT is run again under `EXPLAIN (ANALYZE,
 * BUFFERS)` with the same values, in a transaction rolled back. The app's own jobs are not started in between, so what is
 * recorded is the request's.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";

interface Statement {
  text: string;
  values: unknown[];
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * Records what pg clients send into `recording` while it is a list. Installed on pg's prototype
 * before the database is opened: server/db/client.ts copies each connection's `query` when the
 * connection is made, so a later replacement would miss every connection already open.
 */
let recording: Statement[] | null = null;
function installRecorder(): () => void {
  const original = pg.Client.prototype.query as unknown as Query;
  pg.Client.prototype.query = function recordingQuery(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (recording && typeof first === "string") {
      recording.push({ text: first, values: Array.isArray(second) ? second : [] });
    } else if (recording && first && typeof first === "object" && "text" in first) {
      const config = first as { text: string; values?: unknown[] };
      // drizzle passes a prepared statement's values beside its config, not in it.
      recording.push({
        text: config.text,
        values: config.values ?? (Array.isArray(second) ? second : []),
      });
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return () => {
    pg.Client.prototype.query = original as unknown as typeof pg.Client.prototype.query;
  };
}

async function recordStatements(work: () => Promise<void>): Promise<Statement[]> {
  const recorded: Statement[] = [];
  recording = recorded;
  try {
    await work();
  } finally {
    recording = null;
  }
  return recorded;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|set)\b/i;

/** Prints, for each request, the plan of each statement it ran. */
export async function printQueryPlans(
  databaseUrl: string,
  login: { email: string; password: string; login_type: string },
  requests: { label: string; path: string }[],
): Promise<void> {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(os.tmpdir(), `legal-bench-plans-${randomBytes(6).toString("hex")}`),
    AUTH_RATE_LIMIT_MAX: "1000",
  });
  const uninstall = installRecorder();
  const database = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 2 });
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  const explainer = new pg.Client({ connectionString: databaseUrl });
  await explainer.connect();
  try {
    const signedIn = await app.inject({ method: "POST", url: "/api/auth/login", payload: login });
    const token = (signedIn.json() as { access_token: string }).access_token;
    const seen = new Set<string>();
    for (const { label, path: url } of requests) {
      const statements = await recordStatements(async () => {
        const answer = await app.inject({
          method: "GET",
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
      });
      console.log(`\n### План запросов: ${label} (GET ${url})`);
      for (const statement of statements) {
        if (TRANSACTION_CONTROL.test(statement.text)) continue;
        const oneLine = statement.text.replace(/\s+/g, " ").trim();
        if (seen.has(oneLine)) {
          console.log(`\n-- ${oneLine.slice(0, 140)}… (план выше)`);
          continue;
        }
        seen.add(oneLine);
        // ANALYZE runs the statement: inside a transaction rolled back, a write leaves nothing.
        await explainer.query("begin");
        const { rows } = await explainer
          .query<{ "QUERY PLAN": string }>(
            `explain (analyze, buffers) ${statement.text}`,
            statement.values,
          )
          .finally(() => explainer.query("rollback"));
        console.log(`\n-- ${oneLine.slice(0, 300)}${oneLine.length > 300 ? "…" : ""}`);
        for (const row of rows) console.log(`   ${row["QUERY PLAN"]}`);
      }
    }
  } finally {
    await explainer.end();
    await app.close();
    await database.close();
    uninstall();
  }
}

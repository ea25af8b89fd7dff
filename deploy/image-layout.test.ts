import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RULE_TEXTS } from "../domain/users/common-passwords.ts";
import { freePort, waitFor } from "../scripts/app-process.ts";
import {
  buildImageLayout,
  finalNodeMajor,
  type ImageLayout,
  machineEnv,
} from "../scripts/image-layout.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { startS3Server, type TestS3Server } from "../server/test/s3-server.ts";

const execFileAsync = promisify(execFile);
const { DATABASE_URL, REDIS_URL, TEST_DATABASE } = process.env;

// Once per `npm test`, not in both passes (the answer does not depend on the pass): in the
// PostgreSQL pass when there is one, with PostgreSQL, Redis and an S3 server as compose.yaml
// gives the app; otherwise in the PGlite pass, as the image runs with no DATABASE_URL.
const withServices = Boolean(DATABASE_URL && REDIS_URL);
const runsInThisPass = withServices ? TEST_DATABASE === "postgres" : TEST_DATABASE !== "postgres";
const imageNodeMajor = finalNodeMajor();
const machineNodeMajor = Number(process.versions.node.split(".")[0]);
const lowestNodeMajor = lowestSupportedNodeMajor();
const otherSupportedMajors = [...new Set([imageNodeMajor, lowestNodeMajor])].filter(
  (major) => major !== machineNodeMajor,
);
const METRICS_TOKEN = "image-layout-test-metrics-token";

describe.skipIf(!runsInThisPass)(
  `the image's final stage rebuilt without Docker (${withServices ? "PostgreSQL, Redis, S3" : "PGlite, files on disk"})`,
  () => {
    let layout: ImageLayout | undefined;
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    let s3: TestS3Server | undefined;
    /** What compose.yaml adds to the image's ENV, pointed at this machine's services. */
    let servicesEnv: Record<string, string> = { METRICS_TOKEN };

    beforeAll(async () => {
      layout = await buildImageLayout();
      console.log(
        [
          ...layout.stages,
          `SPA: ${layout.standInSpa ? "stand-in (dist/web not built)" : "dist/web"}`,
        ]
          .map((line) => `image layout: ${line}`)
          .join("\n"),
      );
      if (withServices) {
        scratch = await createScratchDatabase(DATABASE_URL as string, "image");
        s3 = await startS3Server();
        servicesEnv = {
          DATABASE_URL: scratch.url,
          REDIS_URL: REDIS_URL as string,
          ...s3.env,
          TRUST_PROXY: "true",
          METRICS_TOKEN,
        };
      }
    }, 300_000);

    // The three clean-ups are independent and each is timed: once, in a CI run where both API
    // passes loaded the machine, they outlasted the default 60 s with no sign of which one.
    afterAll(async () => {
      const timed = async (name: string, cleanUp: () => Promise<void> | undefined) => {
        const started = performance.now();
        await cleanUp();
        const seconds = (performance.now() - started) / 1000;
        if (seconds > 5) console.log(`image layout: ${name} took ${seconds.toFixed(1)} s`);
      };
      const results = await Promise.allSettled([
        timed("removing the layout", () => layout?.remove()),
        timed("closing the S3 server", () => s3?.close()),
        timed("dropping the scratch database", () => scratch?.drop()),
      ]);
      const failed = results.find((result) => result.status === "rejected");
      if (failed) throw failed.reason;
    }, 180_000);

    it(`starts, serves and stops on this machine's Node (${process.version})`, async () => {
      await checkImageRuns(process.execPath);
    }, 120_000);

    // The same files on the other majors we promise: the image's (node:N-slim) and the lowest
    // package.json's `engines` allows, whichever of them this machine does not run (CI runs
    // the image's, so there it is the lowest). Each is the official binary from the npm
    // registry, fetched by scripts/node-runtime.sh as .ci/run fetches CI's (7 s the first time,
    // then from its cache; a clean-clone CI on a busy machine once needed over two minutes for
    // that first fetch, so it has four).
    for (const major of otherSupportedMajors) {
      it(`starts, serves and stops on Node ${major} (${major === imageNodeMajor ? "the image's" : "the lowest supported"})`, async () => {
        const { stdout } = await execFileAsync(
          "bash",
          [path.join(import.meta.dirname, "../scripts/node-runtime.sh"), String(major)],
          { env: machineEnv(), timeout: 240_000 },
        );
        const node = stdout.trim();
        const { stdout: version } = await execFileAsync(node, ["--version"]);
        expect(version).toMatch(new RegExp(`^v${major}\\.`));
        await checkImageRuns(node);
      }, 360_000);
    }

    async function checkImageRuns(node: string) {
      const image = layout as ImageLayout;
      const app = await startFromLayout(image, node, servicesEnv);
      let stopped: { code: number | null; signal: string | null } | undefined;
      try {
        await waitFor(`${app.origin}/api/health`, app.child).catch((error: Error) => {
          throw new Error(`${error.message}\n--- the app's output:\n${app.output()}`);
        });
        // The image's HEALTHCHECK command, as Docker would run it in the container.
        expect(await runHealthcheck(image, node, app.env)).toBe(0);

        // What a load balancer reads, then each part with the metrics token.
        const probe = await fetch(`${app.origin}/api/ready`);
        expect(probe.status).toBe(200);
        expect(await probe.json()).toEqual({ status: "ready" });
        const ready = await fetch(`${app.origin}/api/ready`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(ready.status).toBe(200);
        const readiness = (await ready.json()) as { checks: Record<string, string> };
        expect(readiness.checks).toEqual({
          database: "ok",
          redis: withServices ? "ok" : "not_configured",
          storage: "ok",
        });

        // The SPA from the image's dist/web: its page, and the script the page loads.
        const indexHtml = readFileSync(path.join(image.appDir, "dist/web/index.html"), "utf8");
        const script = /<script type="module"[^>]* src="([^"]+)"/.exec(indexHtml)?.[1];
        expect(script).toBeDefined();
        const page = await fetch(`${app.origin}/`);
        expect(page.status).toBe(200);
        expect(page.headers.get("content-type")).toMatch(/^text\/html/);
        // The shell names it in its module script; a page the server rendered, in the script that
        // starts it after the first paint (server/http/web-app.ts).
        const html = await page.text();
        expect(html.includes(`src="${script}"`) || html.includes(`data-entry="${script}"`)).toBe(
          true,
        );
        const asset = await fetch(`${app.origin}${script}`);
        expect(asset.status).toBe(200);
        expect(asset.headers.get("content-type")).toMatch(/javascript/);

        // Starting loads every module but the one imported on first use: the password
        // dictionaries, here refusing a common password.
        const registered = await fetch(`${app.origin}/api/auth/register`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            // Its own address each start: registration is limited per address through the
            // shared Redis, which outlives a run (five starts in an hour would meet the limit).
            email: `image-layout-${randomUUID()}@example.ru`,
            password: "123456",
            full_name: "Проверка Образа",
            client_type: "individual",
            agree_to_terms: true,
          }),
        });
        expect(registered.status).toBe(400);
        expect(await registered.json()).toEqual({ detail: PASSWORD_RULE_TEXTS.tooCommon });
      } finally {
        stopped = await app.stop();
      }
      expect(stopped, app.output()).toEqual({ code: 0, signal: null });
      // And the same HEALTHCHECK fails once nothing answers (it can tell).
      expect(await runHealthcheck(image, node, app.env)).not.toBe(0);
    }
  },
);

interface LayoutProcess {
  origin: string;
  child: ChildProcess;
  env: Record<string, string>;
  /** The last of what the app wrote, for failure messages. */
  output(): string;
  /** The image's STOPSIGNAL, then the exit (or a SIGKILL after 20 s). */
  stop(): Promise<{ code: number | null; signal: string | null }>;
}

/** The CMD, from the image's WORKDIR, with its ENV: only PORT and DATA_DIR differ. */
async function startFromLayout(
  image: ImageLayout,
  node: string,
  servicesEnv: Record<string, string>,
): Promise<LayoutProcess> {
  const [program, ...args] = image.cmd;
  if (program !== "node") throw new Error(`expected the image's CMD to run node: ${image.cmd}`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "legal-image-data-"));
  const base = machineEnv();
  const env = {
    ...base,
    // The image's `node` is the one this run is for.
    PATH: `${path.dirname(node)}${path.delimiter}${base.PATH}`,
    ...image.env,
    ...servicesEnv,
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  const child = spawn(node, args, { cwd: image.appDir, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    // The image listens on HOST=0.0.0.0: loopback reaches it.
    origin: `http://127.0.0.1:${port}`,
    child,
    env,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill(image.stopSignal);
      const killer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      const result = await exited;
      clearTimeout(killer);
      rmSync(dataDir, { recursive: true, force: true });
      return result;
    },
  };
}

/** The HEALTHCHECK's exit code (0 healthy), run from the image's WORKDIR. */
async function runHealthcheck(image: ImageLayout, node: string, env: Record<string, string>) {
  const [program, ...args] = image.healthcheck;
  if (program !== "node") throw new Error(`expected a node HEALTHCHECK: ${image.healthcheck}`);
  try {
    await execFileAsync(node, args, { cwd: image.appDir, env, timeout: 10_000 });
    return 0;
  } catch (error) {
    return (error as { code?: number }).code ?? 1;
  }
}

/** The major of package.json's `engines.node` (`>=22.12`: 22). */
function lowestSupportedNodeMajor(): number {
  const manifest = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8"),
  ) as { engines?: { node?: string } };
  const major = /^>=\s*(\d+)/.exec(manifest.engines?.node ?? "")?.[1];
  if (!major)
    throw new Error(`package.json: engines.node is not ">=N…" (${manifest.engines?.node})`);
  return Number(major);
}

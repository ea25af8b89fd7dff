/**
 * Runs deploy/nginx.conf — the production file, not a copy of it — as a child process in front of
 * app instances started by app-process.ts, for the tests and the benchmarks. Only what cannot be
 * the same here is replaced: the upstream servers, the listen address and the log and temp
 * paths; each replacement must match exactly as often as expected, so an edit of the file that
 * would silently change what is tested fails loudly instead.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, stopChild, waitFor } from "./app-process.ts";

const root = path.resolve(import.meta.dirname, "..");
export const NGINX_CONF = path.join(root, "deploy/nginx.conf");
// Debian puts it in /usr/sbin, which is not on an ordinary user's PATH.
const NGINX =
  process.env.NGINX_PATH ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

const TEMP_PATHS = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];

function replaceCounted(
  text: string,
  pattern: RegExp,
  count: number,
  by: (i: number, match: string) => string,
) {
  let seen = 0;
  const replaced = text.replace(pattern, (match) => by(seen++, match));
  if (seen !== count) {
    throw new Error(`deploy/nginx.conf: expected ${count} match(es) of ${pattern}, found ${seen}`);
  }
  return replaced;
}

/** deploy/nginx.conf for a local run: `upstreams` as host:port, logs and temp files in `dir`. */
export function localNginxConfig(
  source: string,
  options: { listenPort: number; upstreams: string[]; dir: string },
): string {
  const { listenPort, upstreams, dir } = options;
  // In each upstream block (requests, event streams), the file's two instances become
  // `upstreams`, each with the parameters the file gives it there.
  let conf = replaceCounted(source, /^[ \t]*upstream \w+ \{\n[^}]*\}$/gm, 2, (_, block) => {
    const params = /^[ \t]*server app-\d+:3000 ([^;\n]*);$/m.exec(block)?.[1] ?? "";
    const servers = upstreams.map((address) => `    server ${address} ${params};\n`).join("");
    return replaceCounted(block, /^[ \t]*server app-\d+:3000 [^;\n]*;\n/gm, 2, (i) =>
      i === 0 ? servers : "",
    );
  });
  conf = replaceCounted(
    conf,
    /^[ \t]*listen 80;$/m,
    1,
    () => `    listen 127.0.0.1:${listenPort};`,
  );
  conf = replaceCounted(conf, /^error_log \/dev\/stderr /m, 1, () => `error_log ${dir}/error.log `);
  conf = replaceCounted(
    conf,
    /^[ \t]*access_log \/dev\/stdout /m,
    1,
    () => `  access_log ${dir}/access.log `,
  );
  const temps = TEMP_PATHS.map((name) => `  ${name}_temp_path ${dir}/${name}_temp;`).join("\n");
  conf = replaceCounted(conf, /^http \{$/m, 1, () => `http {\n${temps}`);
  return conf;
}

export interface NginxProcess {
  origin: string;
  /** The master's; its workers are its children. */
  pid: number | undefined;
  /** The access log's JSON lines so far. */
  accessLog(): Record<string, unknown>[];
  /** Stops nginx and removes its directory. */
  stop(): Promise<void>;
}

/** Why nginx cannot be run here, or null when it can (for callers that skip instead of fail). */
export function nginxMissing(): string | null {
  const result = spawnSync(NGINX, ["-v"]);
  return result.error ? `нет nginx (${NGINX}: ${result.error.message})` : null;
}

/** nginx -t on a config, so a syntax error reads as one instead of as a failed start. */
export function checkNginxConfig(conf: string, dir: string) {
  const file = path.join(dir, "nginx-check.conf");
  writeFileSync(file, conf);
  const result = spawnSync(NGINX, ["-t", "-p", `${dir}/`, "-c", file, "-e", `${dir}/error.log`], {
    encoding: "utf8",
  });
  if (result.error) {
    throw new Error(`nginx not found (${result.error.message}): apt-get install nginx`);
  }
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}`);
}

export async function startNginx(options: { upstreams: string[] }): Promise<NginxProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "legal-nginx-"));
  // The workers run as an unprivileged user when started as root: they must reach the temp dirs.
  chmodSync(dir, 0o755);
  const listenPort = await freePort();
  const conf = localNginxConfig(readFileSync(NGINX_CONF, "utf8"), {
    listenPort,
    upstreams: options.upstreams,
    dir,
  });
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    checkNginxConfig(conf, dir);
  } catch (error) {
    removeDir();
    throw error;
  }
  const confFile = path.join(dir, "nginx.conf");
  writeFileSync(confFile, conf);
  const child = spawn(
    NGINX,
    [
      "-p",
      `${dir}/`,
      "-c",
      confFile,
      "-e",
      `${dir}/error.log`,
      "-g",
      `daemon off; pid ${dir}/nginx.pid;`,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const origin = `http://127.0.0.1:${listenPort}`;
  // nginx's fast shutdown is SIGTERM too; stopChild waits for the master's exit.
  const stop = async () => {
    await stopChild(child);
    removeDir();
  };
  try {
    await waitFor(`${origin}/api/health`, child, 15_000);
  } catch (error) {
    const log = readFileSync(path.join(dir, "error.log"), "utf8");
    await stop();
    throw new Error(`${(error as Error).message}\nnginx error log:\n${log}`);
  }
  return {
    origin,
    pid: child.pid,
    accessLog: () =>
      readFileSync(path.join(dir, "access.log"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop,
  };
}

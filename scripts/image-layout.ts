/**
 * Rebuilds the Dockerfile's final stage in a temporary directory without Docker: the files its
 * COPY lines put in /app, the ENV it sets, the CMD, STOPSIGNAL and HEALTHCHECK it runs with
 * (deploy/image-layout.test.ts starts the app from it). Read from the Dockerfile itself, so the
 * test follows the file; an instruction this does not know how to reproduce throws, and then
 * this file has to learn it rather than the test quietly checking something else.
 *
 * How each source of the final stage's files is reproduced:
 * - the build context (`COPY domain ./domain`): copied from this checkout;
 * - a stage made of context copies and RUN lines (`deps`: package.json, the lockfile and
 *   `npm ci --omit=dev`): run here, in its own directory standing for its WORKDIR (its
 *   production install copied from the checkout's when that is the same tree: runStage);
 * - the `build` stage (a full install, then `npm run build`): not rerun (minutes of vite): its
 *   output is this checkout's own build from the same sources (STAGES_TAKEN_FROM_CHECKOUT).
 */
import { exec } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  copyPaths,
  envPairs,
  execForm,
  type Instruction,
  parseDockerfile,
  type Stage,
} from "./dockerfile.ts";
import { copyProductionPackages } from "./production-packages.ts";

const root = path.resolve(import.meta.dirname, "..");
export const DOCKERFILE = path.join(root, "Dockerfile");

/** Stages whose output is this checkout's (their RUN is a command `npm test` runs here too). */
const STAGES_TAKEN_FROM_CHECKOUT = new Set(["build"]);

export interface ImageLayout {
  /** Stands for the final stage's WORKDIR: the process starts here. */
  appDir: string;
  /** The final stage's ENV. */
  env: Record<string, string>;
  cmd: string[];
  stopSignal: NodeJS.Signals;
  healthcheck: string[];
  /** The major version of the `node:` image the final stage starts from. */
  nodeMajor: number;
  /** True when dist/web was not built and a minimal stand-in SPA was written (see below). */
  standInSpa: boolean;
  /** How each stage that was reproduced here was, and how long it took: for the test's log. */
  stages: string[];
  remove(): Promise<void>;
}

/** The final stage's base image, read without building anything (for skip decisions). */
export function finalNodeMajor(dockerfile = readFileSync(DOCKERFILE, "utf8")): number {
  const base = parseDockerfile(dockerfile).at(-1)?.base ?? "";
  const major = /^node:(\d+)/.exec(base)?.[1];
  if (!major) throw new Error(`Dockerfile: the final stage is not a node:N image (${base})`);
  return Number(major);
}

export async function buildImageLayout(): Promise<ImageLayout> {
  const dockerfile = readFileSync(DOCKERFILE, "utf8");
  const stages = parseDockerfile(dockerfile);
  const final = stages.at(-1) as Stage;
  const dir = mkdtempSync(path.join(os.tmpdir(), "legal-image-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    assertNoNodeModulesAbove(dir);
    const appDir = path.join(dir, "app");
    mkdirSync(appDir);
    const layout: ImageLayout = {
      appDir,
      env: {},
      cmd: [],
      stopSignal: "SIGTERM",
      healthcheck: [],
      nodeMajor: finalNodeMajor(dockerfile),
      standInSpa: false,
      stages: [],
      remove,
    };
    const stageDirs = new Map<string, string>();
    /** Runs a stage here once; answers the directory standing for its WORKDIR. */
    const stageDir = async (name: string): Promise<string> => {
      const done = stageDirs.get(name);
      if (done) return done;
      const stage = stages.find((candidate) => candidate.name === name);
      if (!stage) throw new Error(`Dockerfile: no stage named ${name}`);
      const into = path.join(dir, `stage-${name}`);
      mkdirSync(into);
      const startedAt = performance.now();
      const how = await runStage(stage, into);
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      layout.stages.push(`stage ${name}: ${how} (${seconds} s)`);
      stageDirs.set(name, into);
      return into;
    };

    for (const instruction of final.instructions) {
      const at = `Dockerfile:${instruction.line}`;
      switch (instruction.keyword) {
        case "WORKDIR":
          // Every path below is relative to appDir, which stands for this one directory.
          if (instruction.args !== "/app") throw new Error(`${at}: expected WORKDIR /app`);
          break;
        case "ENV":
          Object.assign(layout.env, envPairs(instruction));
          break;
        case "COPY":
          await copyIntoApp(instruction, appDir, stageDir, layout);
          break;
        case "RUN":
          // The image's data directory: the test gives the app a temporary DATA_DIR instead.
          if (
            instruction.args !==
            `mkdir -p ${layout.env.DATA_DIR} && chown node:node ${layout.env.DATA_DIR}`
          ) {
            throw new Error(
              `${at}: this RUN in the final stage is not reproduced: teach image-layout.ts`,
            );
          }
          break;
        case "USER":
        case "EXPOSE":
          // The unprivileged user and the documented port: nothing to reproduce outside Docker.
          break;
        case "STOPSIGNAL":
          layout.stopSignal = instruction.args as NodeJS.Signals;
          break;
        case "HEALTHCHECK": {
          const [word, ...rest] = instruction.args.split(" ");
          if (word !== "CMD") throw new Error(`${at}: expected HEALTHCHECK [options] CMD [...]`);
          layout.healthcheck = execForm({ ...instruction, args: rest.join(" ") });
          break;
        }
        case "CMD":
          layout.cmd = execForm(instruction);
          break;
        default:
          throw new Error(`${at}: ${instruction.keyword} is not reproduced: teach image-layout.ts`);
      }
    }
    if (layout.cmd.length === 0) throw new Error("Dockerfile: the final stage has no CMD");
    return layout;
  } catch (error) {
    await remove();
    throw error;
  }
}

async function copyIntoApp(
  instruction: Instruction,
  appDir: string,
  stageDir: (name: string) => Promise<string>,
  layout: ImageLayout,
) {
  const { sources, dest } = copyPaths(instruction);
  const from = instruction.flags.from;
  for (const source of sources) {
    // Docker's rule: into a destination ending in "/" a file goes by its name, and a
    // directory's contents go (`COPY server ./server` names the destination itself).
    const intoDir = dest.endsWith("/");
    const target = (isDirectory: boolean) =>
      path.join(appDir, dest, intoDir && !isDirectory ? path.basename(source) : "");
    if (!from) {
      const context = path.join(root, source);
      cpSync(context, target(statSync(context).isDirectory()), { recursive: true });
    } else if (STAGES_TAKEN_FROM_CHECKOUT.has(from)) {
      const built = path.join(root, withinWorkdir(source, instruction));
      if (existsSync(built)) {
        cpSync(built, target(statSync(built).isDirectory()), { recursive: true });
      } else if (source === "/app/dist/web" && !intoDir) {
        writeStandInSpa(target(true));
        layout.standInSpa = true;
      } else if (source === "/app/dist/ssr" && !intoDir) {
        // Not built yet (see writeStandInSpa): the stand-in's pages are the browser's to render.
      } else {
        throw new Error(`Dockerfile:${instruction.line}: ${built} does not exist here`);
      }
    } else {
      // A stage run here for this test only: its output is moved, not copied (node_modules).
      const built = path.join(await stageDir(from), withinWorkdir(source, instruction));
      if (intoDir && statSync(built).isDirectory()) {
        throw new Error(`Dockerfile:${instruction.line}: name the directory copied from ${from}`);
      }
      const moved = target(false);
      mkdirSync(path.dirname(moved), { recursive: true });
      renameSync(built, moved);
    }
  }
}

/** `/app/x` of another stage as `x`: every stage here works in /app. */
function withinWorkdir(source: string, instruction: Instruction): string {
  if (!source.startsWith("/app/")) {
    throw new Error(`Dockerfile:${instruction.line}: expected a path under /app, got ${source}`);
  }
  return source.slice("/app/".length);
}

const sh = promisify(exec);

/** `npm ci --omit=dev`, with options that change nothing installed. */
const PRODUCTION_INSTALL = /^npm ci --omit=dev(?: --no-audit| --no-fund)*$/;

/**
 * WORKDIR /app, context copies and RUN lines: what the `deps` stage is made of. The production
 * install is taken from the checkout's when that matches the lockfile (production-packages.ts
 * says why that is the same tree), else run. Answers what was done, for the test's log.
 */
async function runStage(stage: Stage, into: string): Promise<string> {
  const env: Record<string, string> = {};
  const how: string[] = [];
  for (const instruction of stage.instructions) {
    const at = `Dockerfile:${instruction.line}`;
    if (instruction.keyword === "WORKDIR" && instruction.args === "/app") continue;
    if (instruction.keyword === "ENV") {
      Object.assign(env, envPairs(instruction));
    } else if (instruction.keyword === "COPY" && !instruction.flags.from) {
      const { sources, dest } = copyPaths(instruction);
      if (dest !== "./") throw new Error(`${at}: expected COPY … ./ in stage ${stage.name}`);
      for (const source of sources) cpSync(path.join(root, source), path.join(into, source));
    } else if (instruction.keyword === "RUN") {
      // A cache mount only keeps npm's cache between builds; it changes nothing installed.
      const { mount, ...others } = instruction.flags;
      if ((mount && !mount.startsWith("type=cache,")) || Object.keys(others).length > 0) {
        throw new Error(`${at}: RUN options other than a cache mount are not reproduced`);
      }
      if (PRODUCTION_INSTALL.test(instruction.args)) {
        const result = copyProductionPackages(path.join(into, "package-lock.json"), root, into);
        if ("copied" in result) {
          how.push(`${instruction.args}: ${result.copied} packages copied from the checkout`);
          continue;
        }
        how.push(`checkout's install not used (${result.mismatch})`);
      }
      await sh(instruction.args, {
        cwd: into,
        // npm's cache is warm from the project's own install: take packages from it first
        // (npm_config_* is how npm reads any option from the environment).
        env: { ...machineEnv(), ...env, npm_config_prefer_offline: "true" },
        maxBuffer: 64 * 1024 * 1024,
      });
      how.push(`ran ${instruction.args}`);
    } else {
      throw new Error(`${at}: ${instruction.keyword} in stage ${stage.name} is not reproduced`);
    }
  }
  return how.join("; ");
}

/**
 * The little of this process's environment a container would also have: PATH and HOME (npm's
 * cache and its registry settings are found through it here), TMPDIR and a proxy if any. Not
 * the rest: a variable set for the tests (DATABASE_URL), or by an outer `npm test`
 * (npm_config_local_prefix names the checkout), must not reach what stands for the image.
 */
export function machineEnv(): Record<string, string> {
  const kept = Object.entries(process.env).filter(
    ([name, value]) =>
      value !== undefined &&
      // The CA certificates are the machine's network (a proxy that signs its own), not the app's.
      /^(PATH|HOME|TMPDIR|(https?|no|all)_proxy|NODE_EXTRA_CA_CERTS|SSL_CERT_(FILE|DIR))$/i.test(
        name,
      ),
  );
  const env = Object.fromEntries(kept) as Record<string, string>;
  // `npm run` puts the checkout's node_modules/.bin first on PATH; the image has no such thing.
  env.PATH = (env.PATH ?? "")
    .split(path.delimiter)
    .filter((entry) => !entry.includes(`${path.sep}node_modules${path.sep}`))
    .join(path.delimiter);
  return env;
}

/**
 * `npm test` runs this suite before `npm run build`, so on a fresh checkout (CI) there is no
 * dist/web yet. What this test asks is whether the server starts and serves from the image's
 * files, not what the SPA looks like (the e2e suite runs the real build), so a minimal SPA stands
 * in: an index.html with a module script, and that script under assets/ as the build puts them.
 */
function writeStandInSpa(target: string) {
  mkdirSync(path.join(target, "assets"), { recursive: true });
  writeFileSync(
    path.join(target, "index.html"),
    '<!doctype html>\n<html lang="ru"><head><meta charset="UTF-8" /><title>stand-in</title>' +
      '<script type="module" crossorigin src="/assets/stand-in.js"></script></head>' +
      '<body><div id="root"></div></body></html>\n',
  );
  writeFileSync(path.join(target, "assets/stand-in.js"), "export {};\n");
}

/**
 * Node looks for a package in every node_modules above the importing file: one above the
 * temporary directory would supply a package the image lacks and hide the very failure looked for.
 */
function assertNoNodeModulesAbove(dir: string) {
  for (let at = path.dirname(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, "node_modules"))) {
      throw new Error(`${at}/node_modules would hide missing packages: use another TMPDIR`);
    }
    if (path.dirname(at) === at) return;
  }
}

/**
 * `npm start`: builds the SPA when the build is missing or older than its sources, then starts
 * the server (which migrates the database and seeds demo content into an empty one). Each long
 * step says what it does and how long it took (start-steps.ts).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { startingLine, timedStep } from "./start-steps.ts";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist/web/index.html");
const sources = ["web", "domain", "vite.config.ts", "package-lock.json"].map((p) =>
  path.join(root, p),
);

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtRenderer = path.join(root, "dist/ssr/entry-server.js");
// A build without the server renderer (one made before it existed) is built again.
const builtAt =
  existsSync(builtIndex) && existsSync(builtRenderer) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newestMtime));
if (builtAt < sourcesAt) {
  const what = builtAt
    ? "Исходники интерфейса изменились: пересборка интерфейса (до минуты)"
    : "Первый запуск: сборка интерфейса (до минуты, дальше — только при изменениях)";
  await timedStep(what, async () => {
    const { build } = await import("vite");
    const configFile = path.join(root, "vite.config.ts");
    await build({ configFile, logLevel: "warn" });
    // The public pages' server renderer (web/entry-server.tsx → dist/ssr), as `npm run build`.
    await build({ configFile, logLevel: "warn", build: { ssr: "entry-server.tsx" } });
    const { precompressAssets, WEB_DIST_DIR } = await import("./precompress-assets.ts");
    await precompressAssets(WEB_DIST_DIR);
  });
}

// After the build (Vite builds React's development bundle under NODE_ENV=development): a local
// start is development unless told otherwise, so each request's log line goes to debug and the
// one-time operator password stays on screen (server/http/request-log.ts). Docker sets production.
process.env.NODE_ENV ??= "development";
const { seedsDemo } = await import("../server/config.ts");
console.log(startingLine(process.env.NODE_ENV, seedsDemo()));
await import("../server/main.ts");

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { withHtmlShell } from "../../web/app/html-shell.ts";

/** The real index.html with the shell the build puts in (vite.config.ts), as the server gets it. */
export function distWithShell(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), "legal-dist-"));
  mkdirSync(path.join(dist, "assets"));
  const index = readFileSync(path.resolve("web/index.html"), "utf8").replace(
    '<script type="module" src="/main.tsx"></script>',
    '<script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(path.join(dist, "index.html"), withHtmlShell(index));
  return dist;
}

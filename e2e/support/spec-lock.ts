import { mkdirSync, rmdirSync, watch } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";

/**
 * One Playwright worker at a time for a stretch of a spec that must not see another worker's
 * change of the same shared data (the app is one for all specs): payments while earnings are
 * counted, the catalogue while its full order is saved. The lock is a directory made atomically
 * and named for this app's port and the topic; waiting workers wake on its removal (no timers).
 */
/** Locks this worker holds, given back if it exits mid-run (a timed-out test's worker is ended). */
const held = new Set<string>();
process.on("exit", () => {
  for (const lock of held) rmdirSync(lock);
});

export async function withSpecLock<T>(topic: string, run: () => Promise<T>): Promise<T> {
  const waitStarted = Date.now();
  const port = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:0").port;
  const name = `legal-e2e-${port}-${topic}.lock`;
  const lock = path.join(os.tmpdir(), name);
  const watcher = watch(os.tmpdir());
  try {
    for (;;) {
      // Listening before trying, so a release right after a failed try is not missed.
      const released = new Promise<void>((resolve) => {
        const onChange = (_event: string, file: string | Buffer | null) => {
          if (file === null || String(file) === name) {
            watcher.off("change", onChange);
            resolve();
          }
        };
        watcher.on("change", onChange);
      });
      try {
        mkdirSync(lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      await released;
    }
  } finally {
    watcher.close();
  }
  held.add(lock);
  giveBackTheWait(Date.now() - waitStarted);
  try {
    return await run();
  } finally {
    held.delete(lock);
    rmdirSync(lock);
  }
}

/**
 * The time spent waiting for another worker's turn is not the test's own: without this, a spec
 * that waited a minute for a long one timed out halfway through its walk in CI, and the report
 * named whatever step was running then (its cleanup's request, 28 Nov), not the wait.
 */
function giveBackTheWait(waitedMs: number) {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + waitedMs);
}

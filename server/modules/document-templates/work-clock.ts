import type { Worker } from "node:worker_threads";

/** How often a running task's CPU time is read. */
const TICK_MS = 100;
/**
 * A worker that gets no CPU (a saturated machine; ours run at a lower priority) is stopped after
 * this many times its work allowance in wall time all the same: the request behind it is waiting.
 */
const WALL_TIME_FACTOR = 12;

/**
 * Calls `over` once `worker` has spent `workMs` of CPU from now, read from outside while it runs
 * (`worker.cpuUsage()`), or `workMs × WALL_TIME_FACTOR` of wall time has passed. CPU time, not
 * wall time, so a busy machine does not refuse a template that its own work would let through.
 * Without the worker (not found), or on a Node without `cpuUsage()` (before 24.6; the engines
 * allow 22), the allowance is wall time. Returns what ends the watch.
 */
export function watchWork(worker: Worker | undefined, workMs: number, over: () => void) {
  if (typeof worker?.cpuUsage !== "function") {
    const timer = setTimeout(over, workMs);
    return () => clearTimeout(timer);
  }
  const wall = setTimeout(over, workMs * WALL_TIME_FACTOR);
  let watching = true;
  let startMs: number | undefined;
  const spentMs = async () => {
    const usage = await worker.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const check = () =>
    spentMs().then(
      (ms) => {
        startMs ??= ms;
        if (watching && ms - startMs > workMs) over();
      },
      // The worker has ended: its task settles on its own.
      () => {},
    );
  void check();
  const tick = setInterval(check, TICK_MS);
  return () => {
    watching = false;
    clearTimeout(wall);
    clearInterval(tick);
  };
}

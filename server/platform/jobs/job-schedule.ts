import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobSchedule } from "../../db/schema/jobs.ts";

/** A background job: run every `intervalMs`, once across all instances. */
export interface Job {
  name: string;
  intervalMs: number;
  /** How long a run may take before another instance may start the job again (default 10 min). */
  leaseMs?: number;
  run(): Promise<unknown>;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
/** `ms` as a PostgreSQL interval, added to the database's clock (instances' clocks may differ). */
const inMs = (ms: number) => sql`(${ms} * interval '1 millisecond')`;

/** Makes sure every job has its row; a new job is due at once. */
export async function registerJobs(db: Db, jobs: readonly Job[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insert(jobSchedule)
    .values(jobs.map((job) => ({ name: job.name })))
    .onConflictDoNothing();
}

/**
 * Claims the job's due run: true for exactly one caller across instances. The claim moves the
 * next run an interval ahead and takes a lease, in one conditional UPDATE on the database's clock.
 */
export async function claimDueRun(db: Db, job: Job): Promise<boolean> {
  const claimed = await db
    .update(jobSchedule)
    .set({
      nextRunAt: sql`now() + ${inMs(job.intervalMs)}`,
      runningUntil: sql`now() + ${inMs(job.leaseMs ?? DEFAULT_LEASE_MS)}`,
      lastStartedAt: sql`now()`,
      runs: sql`${jobSchedule.runs} + 1`,
    })
    .where(
      and(
        eq(jobSchedule.name, job.name),
        lte(jobSchedule.nextRunAt, sql`now()`),
        or(isNull(jobSchedule.runningUntil), lte(jobSchedule.runningUntil, sql`now()`)),
      ),
    )
    .returning({ name: jobSchedule.name });
  return claimed.length > 0;
}

/** Ends a run: frees the lease and keeps its outcome for the operator (and /metrics). */
export async function finishRun(db: Db, job: Job, error?: unknown): Promise<void> {
  await db
    .update(jobSchedule)
    .set({
      runningUntil: null,
      lastFinishedAt: sql`now()`,
      lastError:
        error === undefined
          ? null
          : String(error instanceof Error ? error.message : error).slice(0, 500),
      failures: error === undefined ? jobSchedule.failures : sql`${jobSchedule.failures} + 1`,
    })
    .where(eq(jobSchedule.name, job.name));
}

/** The schedule as stored: runs and failures per job. */
export function jobStates(db: Db, names: readonly string[]) {
  return db
    .select()
    .from(jobSchedule)
    .where(inArray(jobSchedule.name, [...names]));
}

export interface JobRunner {
  /** Stops ticking and waits for the runs in progress (graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Every instance runs one of these: it ticks every `tickMs` and runs each job whose due run it
 * claimed. A job's failure is reported and recorded; it does not stop the others.
 */
export async function startJobRunner(
  db: Db,
  jobs: readonly Job[],
  options: { tickMs: number; onError: (job: Job, error: unknown) => void },
): Promise<JobRunner> {
  await registerJobs(db, jobs);
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const runOnce = async (job: Job) => {
    try {
      if (!(await claimDueRun(db, job))) return;
    } catch (error) {
      options.onError(job, error);
      return;
    }
    let failure: unknown;
    try {
      await job.run();
    } catch (error) {
      failure = error ?? new Error("job failed");
      options.onError(job, error);
    }
    await finishRun(db, job, failure).catch((error) => options.onError(job, error));
  };
  const tick = () => {
    for (const job of jobs) {
      if (stopped || running.has(job.name)) continue;
      const run = runOnce(job).finally(() => running.delete(job.name));
      running.set(job.name, run);
    }
  };
  const timer = setInterval(tick, options.tickMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}

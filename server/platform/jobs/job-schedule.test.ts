import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSchedule } from "../../db/schema/jobs.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { type Job, type JobRunner, startJobRunner } from "./job-schedule.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let seq = 0;
/** A job counting its runs; its name is unique to the test. */
function countingJob(intervalMs: number, body: () => Promise<void> = async () => {}) {
  const job = {
    name: `test-job-${process.pid}-${seq++}`,
    intervalMs,
    runs: 0,
    async run() {
      job.runs += 1;
      await body();
    },
  };
  return job;
}
/** Two instances: two runners on the one database, ticking fast. */
async function twoInstances(jobs: Job[], onError = () => {}): Promise<JobRunner[]> {
  return Promise.all([1, 2].map(() => startJobRunner(t.db, jobs, { tickMs: 10, onError })));
}
const stateOf = async (name: string) =>
  (await t.db.select().from(jobSchedule).where(eq(jobSchedule.name, name)))[0]!;

describe("background jobs across instances (issue 15 §1)", () => {
  it("two instances, two jobs due: each job runs once", async () => {
    const first = countingJob(60 * 60_000);
    const second = countingJob(60 * 60_000);
    const runners = await twoInstances([first, second]);
    await sleep(300);
    await Promise.all(runners.map((runner) => runner.stop()));
    expect([first.runs, second.runs]).toEqual([1, 1]);
    expect(await stateOf(first.name)).toMatchObject({ runs: 1, failures: 0, runningUntil: null });
  });

  it("a run longer than its interval is not started again beside itself", async () => {
    let release = () => {};
    const firstRunHeld = new Promise<void>((resolve) => (release = resolve));
    // The first run waits to be released; later ones end at once.
    const slow = countingJob(20, () => (slow.runs === 1 ? firstRunHeld : Promise.resolve()));
    const runners = await twoInstances([slow]);
    await sleep(200);
    expect(slow.runs).toBe(1);
    release();
    await sleep(200);
    await Promise.all(runners.map((runner) => runner.stop()));
    // Once it finished, the next due run started (and again, as it is due every 20 ms).
    expect(slow.runs).toBeGreaterThan(1);
  });

  it("a failing run is recorded and the job stays scheduled", async () => {
    const errors: string[] = [];
    const failing = countingJob(60 * 60_000, async () => {
      throw new Error("provider down");
    });
    const runners = await twoInstances([failing], () => errors.push("reported"));
    await sleep(200);
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(failing.runs).toBe(1);
    expect(errors).toEqual(["reported"]);
    const state = await stateOf(failing.name);
    expect(state).toMatchObject({ runs: 1, failures: 1, lastError: "provider down" });
    expect(state.runningUntil).toBeNull();
    // Due again in an hour, by the database's clock.
    const [due] = await t.db
      .select({ late: sql<boolean>`${jobSchedule.nextRunAt} > now() + interval '59 minutes'` })
      .from(jobSchedule)
      .where(eq(jobSchedule.name, failing.name));
    expect(due?.late).toBe(true);
  });
});

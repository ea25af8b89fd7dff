import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The background jobs' shared schedule (issue 15 §1): every instance ticks, but a due run of a
 * job is claimed by one conditional UPDATE, so across any number of instances each run happens
 * once. `running_until` is a lease: a run that outlives its interval is not started again beside
 * itself, and an instance that died mid-run frees the job when the lease ends.
 */
export const jobSchedule = pgTable("job_schedule", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull().defaultNow(),
  runningUntil: timestamp("running_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
  runs: integer("runs").notNull().default(0),
  failures: integer("failures").notNull().default(0),
});

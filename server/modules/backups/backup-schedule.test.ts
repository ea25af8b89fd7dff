import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REAUTHENTICATION_REQUIRED } from "../../../domain/access/reauthentication.ts";
import {
  isoWeekOf,
  latestSlot,
  nextSlot,
  slotOf,
} from "../../../domain/backups/backup-schedule.ts";
import type { BackupList } from "../../../domain/backups/backup-schedule-schemas.ts";
import { BACKUP_CABINET_TEXTS as T } from "../../../domain/backups/backup-schedule-texts.ts";
import { backupSchedule, backups } from "../../db/schema/backups.ts";
import { jobSchedule } from "../../db/schema/jobs.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { startJobRunner } from "../../platform/jobs/job-schedule.ts";
import { buildBackOfficeTestApp, TEST_ADMIN } from "../../test/back-office.ts";
import { bearer, loginAs, loginAsStaff } from "../../test/fixtures.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { backupsToKeep } from "./backup-retention.ts";
import {
  runScheduledBackup,
  SCHEDULED_BACKUP_JOB,
  scheduledBackupJob,
} from "./scheduled-backup.ts";

const SCHEDULE = "/api/executor/backups/schedule";
const VALID = { enabled: true, time: "03:00", keep_daily: 2, keep_weekly: 1 };

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildBackOfficeTestApp();
  admin = await loginAsStaff(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t?.close());

const put = (payload: object, token = admin) =>
  t.app.inject({ method: "PUT", url: SCHEDULE, headers: bearer(token), payload });
const backupMail = () =>
  t.db.select().from(mailOutbox).where(like(mailOutbox.subject, "%резервная копия по расписанию%"));
/** The schedule as if set long ago: every run from then on counts. */
const setLongAgo = (schedule: object) =>
  put(schedule).then(() =>
    t.db.update(backupSchedule).set({ changedAt: new Date("2020-01-01T00:00:00Z") }),
  );

describe("the schedule's clock (Moscow, UTC+3 all year)", () => {
  it("finds the latest run due and the next one", () => {
    // 02:30 Moscow on 26 November: today's 03:00 is ahead, yesterday's is the latest.
    const now = new Date("2026-11-25T23:30:00Z");
    expect(latestSlot(now, "03:00")).toEqual({
      day: "2026-11-25",
      at: new Date("2026-11-25T00:00:00Z"),
    });
    expect(nextSlot(now, "03:00")).toEqual({
      day: "2026-11-26",
      at: new Date("2026-11-26T00:00:00Z"),
    });
    expect(slotOf("2026-11-26", "23:45").at).toEqual(new Date("2026-11-26T20:45:00Z"));
  });

  it("numbers ISO weeks as ISO 8601 does, across a new year", () => {
    expect(isoWeekOf("2026-11-26")).toBe("2026-W48");
    expect(isoWeekOf("2027-01-01")).toBe("2026-W53");
    expect(isoWeekOf("2025-12-29")).toBe("2026-W01");
    expect(isoWeekOf("2024-12-30")).toBe("2025-W01");
  });
});

describe("retention: the last N daily and the newest of each of the last M weeks", () => {
  const days = [
    "2026-11-26",
    "2026-11-25",
    "2026-11-24",
    "2026-11-23",
    "2026-11-22",
    "2026-11-15",
    "2026-11-08",
  ];
  const ready = days.map((day, index) => ({ id: index + 1, day }));

  it("keeps the two newest and the newest of three weeks", () => {
    // 26, 25, 24 and 23 Nov are week 48 (23 is its Monday); 22 and 15 end weeks 47 and 46.
    expect([...backupsToKeep(ready, 2, 3)].sort()).toEqual([1, 2, 5, 6]);
  });

  it("keeps only the dailies when no week is kept", () => {
    expect([...backupsToKeep(ready, 3, 0)].sort()).toEqual([1, 2, 3]);
  });
});

describe("PUT /api/executor/backups/schedule", () => {
  it("asks the password first", async () => {
    const fresh = await loginAs(t.app, TEST_ADMIN.email, TEST_ADMIN.password, "executor");
    const refused = await put(VALID, fresh);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(REAUTHENTICATION_REQUIRED);
  });

  it("refuses a time or a count out of its rules with the rule's Russian text", async () => {
    const cases: [object, string][] = [
      [{ ...VALID, time: "3:00" }, T.timeInvalid],
      [{ ...VALID, time: "24:00" }, T.timeInvalid],
      [{ ...VALID, keep_daily: 0 }, T.keepDailyRange],
      [{ ...VALID, keep_daily: 61 }, T.keepDailyRange],
      [{ ...VALID, keep_weekly: 53 }, T.keepWeeklyRange],
      [{ ...VALID, keep_weekly: 1.5 }, T.keepWeeklyRange],
    ];
    for (const [payload, detail] of cases) {
      const refused = await put(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().detail).toContain(detail);
    }
  });

  it("saves the schedule and says when the next copy is made", async () => {
    const saved = await put({ ...VALID, time: "04:30" });
    expect(saved.statusCode).toBe(200);
    const schedule = saved.json() as BackupList["schedule"];
    expect(schedule).toMatchObject({ enabled: true, time: "04:30", keep_daily: 2, keep_weekly: 1 });
    const next = new Date(schedule.next_run_at ?? "");
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    // 04:30 Moscow is 01:30 UTC.
    expect(next.toISOString()).toMatch(/T01:30:00\.000Z$/);
    const off = (await put({ ...VALID, enabled: false })).json() as BackupList["schedule"];
    expect(off.next_run_at).toBeNull();
  });
});

describe("the scheduled backup", () => {
  beforeEach(async () => {
    await t.db.delete(backups);
    await t.db.delete(mailOutbox);
  });

  it("is not made while the schedule is off, nor for a time before it was turned on", async () => {
    await put({ ...VALID, enabled: false });
    expect(await runScheduledBackup(t.app.backups)).toBe("off");
    await put(VALID);
    // Turned on just now: today's 03:00 (or yesterday's) was before, so nothing is due or missed.
    expect(await runScheduledBackup(t.app.backups)).toBe("not-due");
    expect(await t.db.select().from(backups)).toEqual([]);
  });

  it("makes the day's backup once, checked, and keeps only what the schedule keeps", async () => {
    await setLongAgo(VALID);
    const days = ["2026-11-20", "2026-11-23", "2026-11-24", "2026-11-25"];
    for (const day of days) {
      const due = new Date(slotOf(day, "03:00").at.getTime() + 5 * 60_000);
      expect(await runScheduledBackup(t.app.backups, due)).toBe("made");
      expect(await runScheduledBackup(t.app.backups, due)).toBe("taken");
    }
    const rows = await t.db.select().from(backups).orderBy(backups.scheduledFor);
    // keep_daily 2: the 24th and 25th; keep_weekly 1: week 48's newest is the 25th. The 20th
    // (week 47) and the 23rd are gone, rows and archives.
    expect(rows.map((row) => [row.scheduledFor, row.status, row.kind])).toEqual([
      ["2026-11-24", "ready", "scheduled"],
      ["2026-11-25", "ready", "scheduled"],
    ]);
    expect(rows.every((row) => row.verifiedAt !== null)).toBe(true);
    const files = await readdir(path.join(t.app.config.dataDir, "backups"));
    for (const row of rows) expect(files).toContain(row.objectName);
    expect(files.filter((name) => name.startsWith("backup-"))).toHaveLength(
      (await t.db.select().from(backups).where(eq(backups.status, "ready"))).length,
    );
  });

  it("records a missed day once, mails every administrator once, and warns in «Обзор»", async () => {
    await setLongAgo(VALID);
    const late = new Date(slotOf("2026-11-10", "03:00").at.getTime() + 3 * 3600_000);
    expect(await runScheduledBackup(t.app.backups, late)).toBe("missed");
    expect(await runScheduledBackup(t.app.backups, late)).toBe("taken");
    const [missed] = await t.db.select().from(backups);
    expect(missed).toMatchObject({
      kind: "scheduled",
      status: "failed",
      scheduledFor: "2026-11-10",
      error: T.missed,
    });
    const mail = await backupMail();
    expect(mail.map((m) => m.recipient)).toContain(TEST_ADMIN.email);
    expect(new Set(mail.map((m) => m.recipient)).size).toBe(mail.length);
    expect(mail[0]?.textBody).toContain("10.11.2026");
    expect(mail[0]?.textBody).toContain("/executor-dashboard?tab=backups");

    const answer = (
      await t.app.inject({ method: "GET", url: "/api/executor/backups", headers: bearer(admin) })
    ).json() as BackupList;
    expect(answer.warning).toEqual({ backup_id: missed?.id, day: "2026-11-10", error: T.missed });
    // The next day's success clears the warning.
    const next = new Date(slotOf("2026-11-11", "03:00").at.getTime() + 60_000);
    expect(await runScheduledBackup(t.app.backups, next)).toBe("made");
    const cleared = (
      await t.app.inject({ method: "GET", url: "/api/executor/backups", headers: bearer(admin) })
    ).json() as BackupList;
    expect(cleared.warning).toBeNull();
  });

  it("waits for a manual backup that holds the slot, until it would be late", async () => {
    await setLongAgo(VALID);
    const [manual] = await t.db
      .insert(backups)
      .values({ kind: "manual", destination: "folder", objectName: "backup-held.tar.gz" })
      .returning();
    const due = new Date(slotOf("2026-11-12", "03:00").at.getTime() + 60_000);
    expect(await runScheduledBackup(t.app.backups, due)).toBe("busy");
    await t.db.delete(backups).where(eq(backups.id, manual?.id ?? 0));
    expect(await runScheduledBackup(t.app.backups, due)).toBe("made");
  });

  it("mails the administrators when the day's backup fails", async () => {
    await setLongAgo(VALID);
    const blocked = await buildBackOfficeTestApp({ seedDemo: false });
    try {
      await mkdir(blocked.app.config.dataDir, { recursive: true });
      await writeFile(path.join(blocked.app.config.dataDir, "backups"), "not a folder");
      await blocked.db.insert(backupSchedule).values({
        id: 1,
        enabled: true,
        time: "03:00",
        keepDaily: 2,
        keepWeekly: 1,
        changedAt: new Date("2020-01-01T00:00:00Z"),
      });
      const due = new Date(slotOf("2026-11-13", "03:00").at.getTime() + 60_000);
      expect(await runScheduledBackup(blocked.app.backups, due)).toBe("made");
      const [failed] = await blocked.db.select().from(backups);
      expect(failed).toMatchObject({ status: "failed", scheduledFor: "2026-11-13" });
      const mail = await blocked.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, "%резервная копия по расписанию%"));
      expect(mail.map((m) => m.recipient)).toEqual([TEST_ADMIN.email]);
      expect(mail[0]?.textBody).toContain("13.11.2026");
    } finally {
      await blocked.close();
    }
  });
});

describe("two instances on one database", () => {
  it("make the day's scheduled backup once between them", async () => {
    await t.db.delete(backups);
    await setLongAgo(VALID);
    const second = await buildTestApp({ shareDatabaseOf: t });
    try {
      const due = new Date(slotOf("2026-11-14", "03:00").at.getTime() + 60_000);
      const outcomes = await Promise.all([
        runScheduledBackup(t.app.backups, due),
        runScheduledBackup(second.app.backups, due),
      ]);
      expect(outcomes.filter((outcome) => outcome === "made")).toHaveLength(1);
      const rows = await t.db
        .select()
        .from(backups)
        .where(and(eq(backups.scheduledFor, "2026-11-14"), eq(backups.kind, "scheduled")));
      expect(rows.map((row) => row.status)).toEqual(["ready"]);
      expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(backups)).toEqual([
        { n: 1 },
      ]);
    } finally {
      await second.close();
    }
  });

  it("claim the job through job_schedule: one instance runs it, the other does not start it beside", async () => {
    await t.db.delete(backups);
    // Due five minutes ago, Moscow time, as the real clock runs.
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000 + 3 * 3600_000);
    const time = fiveMinutesAgo.toISOString().slice(11, 16);
    await setLongAgo({ ...VALID, time });
    const second = await buildTestApp({ shareDatabaseOf: t });
    const errors: unknown[] = [];
    const runners = await Promise.all(
      [t, second].map((instance) =>
        startJobRunner(instance.db, [scheduledBackupJob(instance.app.backups)], {
          tickMs: 20,
          onError: (_job, error) => errors.push(error),
        }),
      ),
    );
    try {
      await expect
        .poll(async () => (await t.db.select().from(backups)).map((row) => row.status), {
          timeout: 30_000,
        })
        .toEqual(["ready"]);
      await Promise.all([t.app.backups.runs.settled(), second.app.backups.runs.settled()]);
      const [job] = await t.db
        .select()
        .from(jobSchedule)
        .where(eq(jobSchedule.name, SCHEDULED_BACKUP_JOB));
      // One claim per interval (a minute) across both instances.
      expect(job?.runs).toBe(1);
      expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(backups)).toEqual([
        { n: 1 },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await second.close();
    }
  });
});

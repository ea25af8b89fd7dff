import { randomBytes } from "node:crypto";
import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { BACKUP_CABINET_TEXTS as T } from "../../../domain/backups/backup-schedule-texts.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { backups } from "../../db/schema/backups.ts";
import { AppError } from "../../errors.ts";
import type { BackupArchiver, ManifestSummary } from "./backup-archiver.ts";
import type { BackupDestination } from "./backup-destination.ts";

/** How often a running backup says it is alive and how far it got. */
export const BACKUP_HEARTBEAT_MS = 5_000;
/** A running backup silent this long died with its instance; it no longer blocks a new one. */
export const BACKUP_STALE_MS = 60_000;

export type BackupRow = typeof backups.$inferSelect;

export interface BackupContext {
  db: Db;
  destination: BackupDestination;
  archiver: BackupArchiver;
  log: FastifyBaseLogger;
  /** Called when a backup ends failed (the schedule mails the administrators). */
  onFailure?(row: BackupRow): Promise<void>;
}

/** The backups this instance is making now, so a shutdown waits for them. */
export interface BackupRuns {
  /** Resolves when every backup this instance started has ended. */
  settled(): Promise<void>;
  track(run: Promise<unknown>): void;
}

export function createBackupRuns(): BackupRuns {
  const running = new Set<Promise<unknown>>();
  return {
    async settled() {
      await Promise.allSettled([...running]);
    },
    track(run) {
      const tracked = run.finally(() => running.delete(tracked));
      running.add(tracked);
    },
  };
}

/** «backup-20261126-030000-1a2b3c.tar»: when it was begun (UTC), and a random tail. */
function nameOf(now: Date, extension: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `backup-${stamp}-${randomBytes(3).toString("hex")}${extension}`;
}

/** A run whose instance died is ended as failed, so the next one may begin. */
export async function failStaleRuns(db: Db): Promise<void> {
  await db
    .update(backups)
    .set({ status: "failed", error: T.interrupted, finishedAt: sql`now()` })
    .where(
      and(
        eq(backups.status, "running"),
        lt(backups.heartbeatAt, sql`now() - ${BACKUP_STALE_MS} * interval '1 millisecond'`),
      ),
    );
}

export interface StartOptions {
  kind: "manual" | "scheduled";
  createdBy: number | null;
  /** The scheduled run's Moscow day: taken once across instances. */
  scheduledFor?: string;
}

/**
 * Begins a backup: its row is written `running` (one at a time across instances: 409 while
 * another runs), then the archive is made in the background. Returns the row, and the run.
 * A scheduled day already taken answers null.
 */
export async function startBackup(
  ctx: BackupContext,
  runs: BackupRuns,
  options: StartOptions,
): Promise<{ row: BackupRow; done: Promise<BackupRow> } | null> {
  await failStaleRuns(ctx.db);
  let row: BackupRow;
  try {
    [row] = (await ctx.db
      .insert(backups)
      .values({
        kind: options.kind,
        scheduledFor: options.scheduledFor ?? null,
        destination: ctx.destination.kind,
        objectName: nameOf(new Date(), ctx.archiver.extension),
        createdBy: options.createdBy,
      })
      .returning()) as [BackupRow];
  } catch (error) {
    if (isUniqueViolation(error, "backups_scheduled_day")) return null;
    if (isUniqueViolation(error, "backups_one_running")) throw new AppError(409, T.alreadyRunning);
    throw error;
  }
  const done = makeBackup(ctx, row);
  runs.track(done);
  return { row, done };
}

/** Counts the bytes that pass, for the progress every instance's list shows. */
function byteCounter(onBytes: (total: number) => void) {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      onBytes(total);
      callback(null, chunk);
    },
  });
}

/** Writes, reads back and checks the archive; the row ends `ready` or `failed`. Never throws. */
async function makeBackup(ctx: BackupContext, row: BackupRow): Promise<BackupRow> {
  let written = 0;
  const heartbeat = setInterval(() => {
    ctx.db
      .update(backups)
      .set({ bytesWritten: written, heartbeatAt: sql`now()` })
      .where(and(eq(backups.id, row.id), eq(backups.status, "running")))
      .catch((error) => ctx.log.warn({ err: error }, "backup heartbeat"));
  }, BACKUP_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    let manifest: ManifestSummary = {};
    const { sizeBytes } = await ctx.destination.save(row.objectName, async (out: Writable) => {
      const counter = byteCounter((total) => {
        written = total;
      });
      const piped = pipeline(counter, out);
      manifest = await ctx.archiver.write(counter);
      if (!counter.writableEnded) counter.end();
      await piped;
    });
    // What counts is what the destination gives back, not what was sent to it.
    const checked = await ctx.archiver.verify(() => ctx.destination.open(row.objectName));
    const [ready] = (await ctx.db
      .update(backups)
      .set({
        status: "ready",
        sizeBytes,
        bytesWritten: sizeBytes,
        verifiedAt: sql`now()`,
        finishedAt: sql`now()`,
        manifestSummary: { ...manifest, ...checked },
      })
      .where(eq(backups.id, row.id))
      .returning()) as [BackupRow];
    return ready;
  } catch (error) {
    ctx.log.error({ err: error, backup: row.id }, "backup failed");
    await ctx.destination.remove(row.objectName).catch(() => {});
    const detail = error instanceof AppError ? error.detail : T.failedGeneric;
    const reason = error instanceof Error && !(error instanceof AppError) ? error.message : "";
    const [failed] = (await ctx.db
      .update(backups)
      .set({
        status: "failed",
        error: reason ? `${detail} (${reason.slice(0, 300)})` : detail,
        finishedAt: sql`now()`,
      })
      .where(eq(backups.id, row.id))
      .returning()) as [BackupRow];
    if (failed && ctx.onFailure) {
      await ctx
        .onFailure(failed)
        .catch((mailError) =>
          ctx.log.error({ err: mailError, backup: row.id }, "backup failure notice"),
        );
    }
    return failed ?? row;
  } finally {
    clearInterval(heartbeat);
  }
}

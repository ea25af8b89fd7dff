import { createHash, randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  BACKUP_DOWNLOAD_LINK_SECONDS,
  BACKUPS_LISTED_MAX,
} from "../../../domain/backups/backup-schedule.ts";
import type {
  Backup,
  BackupDownloadLink,
  BackupList,
  BackupSchedule,
} from "../../../domain/backups/backup-schedule-schemas.ts";
import { BACKUP_CABINET_TEXTS as T } from "../../../domain/backups/backup-schedule-texts.ts";
import type { Db } from "../../db/client.ts";
import { backupDownloadLinks, backups } from "../../db/schema/backups.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../errors.ts";
import type { BackupArchiver } from "./backup-archiver.ts";
import type { BackupDestination } from "./backup-destination.ts";
import { tellAdminsOfFailedBackup } from "./backup-failure-notice.ts";
import {
  type BackupContext,
  type BackupRow,
  type BackupRuns,
  createBackupRuns,
  failStaleRuns,
  startBackup,
} from "./backup-runs.ts";
import { readSchedule, saveSchedule, scheduleView } from "./backup-schedule.ts";

export interface BackupService {
  ctx: BackupContext;
  runs: BackupRuns;
  publicUrl: string;
}

export function createBackupService(deps: {
  db: Db;
  destination: BackupDestination;
  archiver: BackupArchiver;
  log: FastifyBaseLogger;
  publicUrl: string;
}): BackupService {
  const ctx: BackupContext = {
    db: deps.db,
    destination: deps.destination,
    archiver: deps.archiver,
    log: deps.log,
    async onFailure(row) {
      if (row.kind !== "scheduled" || !row.scheduledFor) return;
      const day = row.scheduledFor;
      await tellAdminsOfFailedBackup(
        deps.db,
        { day, error: row.error ?? T.failedGeneric },
        deps.publicUrl,
      );
    },
  };
  return { ctx, runs: createBackupRuns(), publicUrl: deps.publicUrl };
}

type ListedRow = BackupRow & { createdByName: string | null };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function backupOf(row: ListedRow): Backup {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    finished_at: iso(row.finishedAt),
    kind: row.kind,
    status: row.status,
    size_bytes: row.sizeBytes,
    verified_at: iso(row.verifiedAt),
    destination: row.destination,
    name: row.objectName,
    error: row.error,
    scheduled_for: row.scheduledFor,
    created_by_name: row.createdByName,
  };
}

async function listedRows(db: Db, where?: ReturnType<typeof eq>): Promise<ListedRow[]> {
  const rows = await db
    .select({ backup: backups, createdByName: users.fullName })
    .from(backups)
    .leftJoin(users, eq(users.id, backups.createdBy))
    .where(where)
    .orderBy(desc(backups.createdAt), desc(backups.id))
    .limit(BACKUPS_LISTED_MAX);
  return rows.map(({ backup, createdByName }) => ({ ...backup, createdByName }));
}

/** «Резервные копии»: the backups, the schedule, the one running now and any warning. */
export async function listBackups(service: BackupService): Promise<BackupList> {
  const { db, destination } = service.ctx;
  await failStaleRuns(db);
  const [rows, schedule] = await Promise.all([listedRows(db), readSchedule(db)]);
  const running = rows.find((row) => row.status === "running");
  return {
    items: rows.map(backupOf),
    schedule: scheduleView(schedule),
    running: running
      ? { ...backupOf(running), progress: { bytes_written: running.bytesWritten } }
      : null,
    destination: { kind: destination.kind, description: destination.description },
    warning: await backupWarning(db),
  };
}

/**
 * «Обзор»'s warning: the latest scheduled day failed (or was missed) and none succeeded since.
 */
export async function backupWarning(db: Db): Promise<BackupList["warning"]> {
  const [latest] = await db
    .select()
    .from(backups)
    .where(eq(backups.kind, "scheduled"))
    .orderBy(desc(backups.scheduledFor))
    .limit(1);
  if (latest?.status !== "failed" || !latest.scheduledFor) return null;
  return { backup_id: latest.id, day: latest.scheduledFor, error: latest.error ?? T.failedGeneric };
}

/** «Создать сейчас»: begins a backup in the background (409 while another runs). */
export async function createBackupNow(service: BackupService, userId: number): Promise<Backup> {
  const started = await startBackup(service.ctx, service.runs, {
    kind: "manual",
    createdBy: userId,
  });
  if (!started) throw new Error("a manual backup has no scheduled day to be taken");
  return backupOf({ ...started.row, createdByName: null });
}

async function findBackup(db: Db, id: number): Promise<BackupRow> {
  const [row] = await db.select().from(backups).where(eq(backups.id, id));
  if (!row) throw new AppError(404, T.notFound);
  return row;
}

/** Deletes a backup that is not running: its archive, then its row. */
export async function deleteBackup(service: BackupService, id: number): Promise<void> {
  const { db, destination } = service.ctx;
  const row = await findBackup(db, id);
  if (row.status === "running") throw new AppError(409, T.deleteRunning);
  // A failed backup's archive was removed when it failed (a missed one never had any).
  if (row.status === "ready") await destination.remove(row.objectName);
  await db.delete(backups).where(eq(backups.id, id));
}

export async function updateSchedule(service: BackupService, schedule: BackupSchedule) {
  return scheduleView(await saveSchedule(service.ctx.db, schedule));
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A one-time link to a checked backup, valid BACKUP_DOWNLOAD_LINK_SECONDS. */
export async function createDownloadLink(
  service: BackupService,
  id: number,
  userId: number,
): Promise<BackupDownloadLink> {
  const { db } = service.ctx;
  const row = await findBackup(db, id);
  if (row.status !== "ready") throw new AppError(409, T.notReady);
  await db.delete(backupDownloadLinks).where(lt(backupDownloadLinks.expiresAt, sql`now()`));
  const token = randomBytes(32).toString("base64url");
  const [link] = await db
    .insert(backupDownloadLinks)
    .values({
      tokenHash: hashOf(token),
      backupId: id,
      userId,
      expiresAt: sql`now() + ${BACKUP_DOWNLOAD_LINK_SECONDS} * interval '1 second'`,
    })
    .returning({ expiresAt: backupDownloadLinks.expiresAt });
  return {
    url: `/api/backup-downloads/${token}`,
    expires_at: (link as { expiresAt: Date }).expiresAt.toISOString(),
  };
}

/** The archive a link names, the link spent in the same step (a second GET finds nothing). */
export async function openDownload(
  service: BackupService,
  token: string,
): Promise<{ backup: BackupRow; stream: Readable }> {
  const { db, destination } = service.ctx;
  if (!TOKEN.test(token)) throw new AppError(404, T.linkInvalid);
  const [spent] = await db
    .update(backupDownloadLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(backupDownloadLinks.tokenHash, hashOf(token)),
        isNull(backupDownloadLinks.usedAt),
        gt(backupDownloadLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ backupId: backupDownloadLinks.backupId });
  if (!spent) throw new AppError(404, T.linkInvalid);
  const [backup] = await db
    .select()
    .from(backups)
    .where(and(eq(backups.id, spent.backupId), eq(backups.status, "ready")));
  if (!backup) throw new AppError(404, T.linkInvalid);
  return { backup, stream: destination.open(backup.objectName) };
}

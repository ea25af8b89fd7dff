import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Backups made from the cabinet or by the schedule (issue 46 §3, docs/decisions/063): each row is
 * one archive in the destination (a folder under DATA_DIR/backups or an S3 bucket/prefix), from
 * `running` to `ready` (written, read back and every hash checked) or `failed`. One runs at a
 * time across instances (`backups_one_running`); a scheduled day is taken once
 * (`backups_scheduled_day`), so two instances never make the same scheduled backup twice.
 */
export const backups = pgTable(
  "backups",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    kind: text("kind", { enum: ["manual", "scheduled"] }).notNull(),
    status: text("status", { enum: ["running", "ready", "failed"] })
      .notNull()
      .default("running"),
    /** The scheduled run's Moscow day («2026-11-26»); null for a manual one. */
    scheduledFor: text("scheduled_for"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    destination: text("destination", { enum: ["folder", "s3"] }).notNull(),
    /** The archive's name in its destination (a file, or an object under the prefix). */
    objectName: text("object_name").notNull(),
    error: text("error"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** What the archive's manifest says (version, migration level, engine, rows, files). */
    manifestSummary: jsonb("manifest_summary"),
    /** Bytes written so far, while running (read by every instance's list). */
    bytesWritten: bigint("bytes_written", { mode: "number" }).notNull().default(0),
    /** Renewed while the run is alive: a run silent too long died with its instance. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("backups_created_idx").on(table.createdAt),
    uniqueIndex("backups_one_running").on(table.status).where(sql`${table.status} = 'running'`),
    uniqueIndex("backups_scheduled_day").on(table.scheduledFor),
    check(
      "backups_scheduled_check",
      sql`(${table.kind} = 'scheduled') = (${table.scheduledFor} is not null)`,
    ),
    check(
      "backups_ready_check",
      sql`${table.status} <> 'ready' or (${table.verifiedAt} is not null and ${table.sizeBytes} is not null)`,
    ),
  ],
);

/** The schedule: one row (id 1), written by «Резервные копии». */
export const backupSchedule = pgTable(
  "backup_schedule",
  {
    id: integer("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(false),
    /** Moscow time, «HH:MM». */
    time: text("time").notNull().default("03:00"),
    keepDaily: integer("keep_daily").notNull().default(7),
    keepWeekly: integer("keep_weekly").notNull().default(4),
    /** Runs due before the schedule was last changed are neither made nor missed. */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("backup_schedule_single_row", sql`${table.id} = 1`)],
);

/**
 * One-time download links of backups: the token is shown once and kept only as its SHA-256; the
 * first GET marks it used, and it dies after a minute anyway.
 */
export const backupDownloadLinks = pgTable(
  "backup_download_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    backupId: integer("backup_id")
      .notNull()
      .references(() => backups.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("backup_download_links_expires_idx").on(table.expiresAt)],
);

CREATE TABLE "backup_download_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"backup_id" integer NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "backup_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"time" text DEFAULT '03:00' NOT NULL,
	"keep_daily" integer DEFAULT 7 NOT NULL,
	"keep_weekly" integer DEFAULT 4 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_schedule_single_row" CHECK ("backup_schedule"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"scheduled_for" text,
	"size_bytes" bigint,
	"verified_at" timestamp with time zone,
	"destination" text NOT NULL,
	"object_name" text NOT NULL,
	"error" text,
	"created_by" integer,
	"manifest_summary" jsonb,
	"bytes_written" bigint DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backups_scheduled_check" CHECK (("backups"."kind" = 'scheduled') = ("backups"."scheduled_for" is not null)),
	CONSTRAINT "backups_ready_check" CHECK ("backups"."status" <> 'ready' or ("backups"."verified_at" is not null and "backups"."size_bytes" is not null))
);
--> statement-breakpoint
ALTER TABLE "backup_download_links" ADD CONSTRAINT "backup_download_links_backup_id_backups_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."backups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_download_links" ADD CONSTRAINT "backup_download_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_download_links_expires_idx" ON "backup_download_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "backups_created_idx" ON "backups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "backups_one_running" ON "backups" USING btree ("status") WHERE "backups"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "backups_scheduled_day" ON "backups" USING btree ("scheduled_for");
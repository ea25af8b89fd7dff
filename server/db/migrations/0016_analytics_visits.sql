ALTER TABLE "analytics_daily_totals" ADD COLUMN "sessions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Events stored before the daily salt (migration 0011) got an unsalted md5 of what identified the
-- browser, which an IP and user agent could reproduce. They are hashed again with a random salt
-- per day that is not kept, so those ids cannot be recomputed and do not link across days.
CREATE TEMPORARY TABLE "analytics_migration_salts" AS
SELECT DISTINCT ("created_at" AT TIME ZONE 'Europe/Moscow')::date AS "day", gen_random_uuid()::text AS "salt"
FROM "analytics_events" WHERE length("visitor_id") = 32;
--> statement-breakpoint
UPDATE "analytics_events" AS e SET "visitor_id" = md5(s."salt" || e."visitor_id")
FROM "analytics_migration_salts" AS s
WHERE length(e."visitor_id") = 32 AND s."day" = (e."created_at" AT TIME ZONE 'Europe/Moscow')::date;
--> statement-breakpoint
UPDATE "analytics_daily_visitors" AS v SET "visitor_id" = md5(s."salt" || v."visitor_id")
FROM "analytics_migration_salts" AS s
WHERE length(v."visitor_id") = 32 AND s."day" = v."day";
--> statement-breakpoint
DROP TABLE "analytics_migration_salts";
--> statement-breakpoint
-- Visits: the days counted before visits were split at 30-minute pauses count one per visitor.
UPDATE "analytics_daily_totals" SET "sessions" = "visitors";

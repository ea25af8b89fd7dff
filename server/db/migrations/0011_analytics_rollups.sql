CREATE TABLE "analytics_daily_events" (
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_events_day_event_type_pk" PRIMARY KEY("day","event_type")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visitors" (
	"day" date NOT NULL,
	"visitor_id" text NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_daily_visitors_day_visitor_id_pk" PRIMARY KEY("day","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "visitor_id" text;--> statement-breakpoint
-- Issue 13 §2: the events stored so far get an anonymous visitor id (a hash of what identified
-- them before: the browser's session id, else IP and user agent), lose their query strings and
-- the referrer's path, and are counted into the new daily rollups. Migration 0012 then drops the
-- IP, the user agent, the session id and the account.
UPDATE "analytics_events" SET
  "visitor_id" = md5(coalesce("session_id", coalesce("ip_address", '') || coalesce("user_agent", ''), "id"::text)),
  "page_url" = nullif(split_part(split_part("page_url", '?', 1), '#', 1), ''),
  "referrer" = nullif(substring("referrer" from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/?#]+)'), '');
--> statement-breakpoint
INSERT INTO "analytics_daily_events" ("day", "event_type", "count")
SELECT ("created_at" AT TIME ZONE 'Europe/Moscow')::date, "event_type", count(*)
FROM "analytics_events" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "analytics_daily_pages" ("day", "path", "views")
SELECT ("created_at" AT TIME ZONE 'Europe/Moscow')::date, "page_url", count(*)
FROM "analytics_events" WHERE "event_type" = 'page_view' AND "page_url" IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "analytics_daily_visitors" ("day", "visitor_id", "first_seen", "last_seen")
SELECT ("created_at" AT TIME ZONE 'Europe/Moscow')::date, "visitor_id", min("created_at"), max("created_at")
FROM "analytics_events" GROUP BY 1, 2;

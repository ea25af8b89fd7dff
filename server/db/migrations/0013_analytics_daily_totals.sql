CREATE TABLE "analytics_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"visit_seconds" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "analytics_daily_totals" ("day", "visitors", "visit_seconds")
SELECT "day", count(*), coalesce(sum(extract(epoch from "last_seen" - "first_seen")), 0)
FROM "analytics_daily_visitors" GROUP BY "day";

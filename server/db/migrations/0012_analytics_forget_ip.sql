ALTER TABLE "analytics_events" DROP COLUMN "session_id";--> statement-breakpoint
ALTER TABLE "analytics_events" DROP COLUMN "user_agent";--> statement-breakpoint
ALTER TABLE "analytics_events" DROP COLUMN "ip_address";--> statement-breakpoint
ALTER TABLE "analytics_events" DROP COLUMN "user_id";
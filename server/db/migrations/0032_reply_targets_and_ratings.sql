ALTER TABLE "services" ADD COLUMN "first_response_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "first_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "first_response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "first_response_overdue_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "rating_score" integer;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "rated_lawyer_id" integer;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_rated_lawyer_id_users_id_fk" FOREIGN KEY ("rated_lawyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_rated_idx" ON "chat_sessions" USING btree ("rated_at") WHERE "chat_sessions"."rating_score" is not null;--> statement-breakpoint
CREATE INDEX "chat_sessions_first_response_due_idx" ON "chat_sessions" USING btree ("first_response_due_at") WHERE "chat_sessions"."first_response_at" is null and "chat_sessions"."first_response_overdue_told_at" is null;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_first_response_check" CHECK ("services"."first_response_minutes" between 1 and 10080);--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_rating_check" CHECK ("chat_sessions"."rating_score" is null or "chat_sessions"."rating_score" between 1 and 5);
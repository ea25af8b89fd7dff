ALTER TABLE "services" ADD COLUMN "intake_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "intake" jsonb DEFAULT '[]'::jsonb NOT NULL;
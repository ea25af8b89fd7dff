ALTER TABLE "users" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_size" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_updated_at" timestamp with time zone;
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "second_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "second_factor_setup_due" boolean DEFAULT false NOT NULL;
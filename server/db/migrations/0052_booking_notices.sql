ALTER TABLE "consents" DROP CONSTRAINT "consents_context_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_sealed" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notified_sequence" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_context_check" CHECK ("consents"."context" in ('registration', 'guest_chat', 'payment', 'signature', 'booking'));
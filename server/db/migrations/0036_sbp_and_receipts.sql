ALTER TABLE "services" ADD COLUMN "vat_code" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" is null or "payments"."method" in ('card', 'sbp'));--> statement-breakpoint
UPDATE "payments" SET "method" = 'card' WHERE "provider" <> 'manual';
DROP INDEX "payments_client_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_key" text;--> statement-breakpoint
UPDATE "payments" SET "payer_key" = CASE WHEN "payer_user_id" IS NOT NULL THEN 'user:' || "payer_user_id" ELSE 'email:' || lower(coalesce("payer_email", '')) END WHERE "client_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payer_client_key" ON "payments" USING btree ("payer_key","client_key") WHERE "payments"."client_key" is not null;
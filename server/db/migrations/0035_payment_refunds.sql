CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'canceled')),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_kopecks" > 0)
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "refunded_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_kopecks" >= 0 and "payments"."refunded_kopecks" <= "payments"."amount_kopecks");--> statement-breakpoint
-- A payment refunded before refunds were recorded was refunded in full.
UPDATE "payments" SET "refunded_kopecks" = "amount_kopecks" WHERE "status" = 'refunded';--> statement-breakpoint
UPDATE "chat_sessions" SET "refunded_kopecks" = (SELECT coalesce(sum("amount_kopecks"), 0) FROM "payments" WHERE "payments"."chat_session_id" = "chat_sessions"."id" AND "payments"."status" = 'refunded') WHERE EXISTS (SELECT 1 FROM "payments" WHERE "payments"."chat_session_id" = "chat_sessions"."id" AND "payments"."status" = 'refunded');
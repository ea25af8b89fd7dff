CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text,
	"yookassa_shop_id" text,
	"yookassa_secret_sealed" text,
	"manual_card" text,
	"manual_phone" text,
	"manual_recipient" text,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_single_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_provider_check" CHECK ("payment_settings"."provider" is null or "payment_settings"."provider" in ('sandbox', 'yookassa'))
);
--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "chat_messages" ADD COLUMN "service_title" text;--> statement-breakpoint
ALTER TABLE "corporate_profiles" ADD COLUMN "kpp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_profiles" ADD COLUMN "signatory_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_profiles" ADD COLUMN "signatory_title" text DEFAULT '' NOT NULL;
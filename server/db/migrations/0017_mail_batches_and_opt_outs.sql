CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"email" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_email_category_pk" PRIMARY KEY("email","category")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "batch_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "batch_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_open_batch_key" ON "mail_outbox" USING btree ("batch_key") WHERE "mail_outbox"."batch_key" is not null and "mail_outbox"."attempts" = 0 and "mail_outbox"."status" = 'pending';
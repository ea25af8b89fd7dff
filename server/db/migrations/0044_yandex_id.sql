CREATE TABLE "yandex_id_sign_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"code_verifier" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_expires_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"yandex_id" text,
	"user_id" integer,
	"full_name" text,
	"email" text,
	"phone" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"exchanged_at" timestamp with time zone,
	"link_hash" text,
	"link_expires_at" timestamp with time zone,
	"linked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "yandex_id" text;--> statement-breakpoint
ALTER TABLE "yandex_id_sign_ins" ADD CONSTRAINT "yandex_id_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "yandex_id_sign_ins_state_key" ON "yandex_id_sign_ins" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "yandex_id_sign_ins_code_key" ON "yandex_id_sign_ins" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "yandex_id_sign_ins_link_key" ON "yandex_id_sign_ins" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "yandex_id_sign_ins_started_idx" ON "yandex_id_sign_ins" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_yandex_id_key" ON "users" USING btree ("yandex_id") WHERE "users"."yandex_id" is not null;
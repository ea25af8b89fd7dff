CREATE TABLE "guest_chat_claims" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_chat_claims" ADD CONSTRAINT "guest_chat_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_chat_claims_user_idx" ON "guest_chat_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_sessions_guest_email_idx" ON "chat_sessions" USING btree ("guest_email") WHERE "chat_sessions"."is_guest";
CREATE TABLE "alert_opt_outs" (
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "alert_opt_outs_user_id_channel_kind_pk" PRIMARY KEY("user_id","channel","kind")
);
--> statement-breakpoint
CREATE TABLE "telegram_bot" (
	"id" integer PRIMARY KEY NOT NULL,
	"token_sealed" text,
	"username" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "telegram_chat_ties" (
	"session_id" text NOT NULL,
	"telegram_chat_id" bigint NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_chat_ties_session_id_telegram_chat_id_pk" PRIMARY KEY("session_id","telegram_chat_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"session_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"telegram_chat_id" bigint NOT NULL,
	"user_id" integer,
	"session_id" text,
	"batch_key" text,
	"count" integer DEFAULT 1 NOT NULL,
	"message" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "telegram_sent_messages" (
	"telegram_chat_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_sent_messages_telegram_chat_id_message_id_pk" PRIMARY KEY("telegram_chat_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_staff_links" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"telegram_chat_id" bigint NOT NULL,
	"telegram_username" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_updates" (
	"update_id" bigint PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"handled_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "alert_opt_outs" ADD CONSTRAINT "alert_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_bot" ADD CONSTRAINT "telegram_bot_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_chat_ties" ADD CONSTRAINT "telegram_chat_ties_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_link_tokens" ADD CONSTRAINT "telegram_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_link_tokens" ADD CONSTRAINT "telegram_link_tokens_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_outbox" ADD CONSTRAINT "telegram_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_outbox" ADD CONSTRAINT "telegram_outbox_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_sent_messages" ADD CONSTRAINT "telegram_sent_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_sent_messages" ADD CONSTRAINT "telegram_sent_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_staff_links" ADD CONSTRAINT "telegram_staff_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_chat_ties_chat_idx" ON "telegram_chat_ties" USING btree ("telegram_chat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_outbox_batch_key" ON "telegram_outbox" USING btree ("batch_key");--> statement-breakpoint
CREATE INDEX "telegram_outbox_due_idx" ON "telegram_outbox" USING btree ("next_attempt_at") WHERE "telegram_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "telegram_sent_messages_sent_idx" ON "telegram_sent_messages" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_staff_links_chat" ON "telegram_staff_links" USING btree ("telegram_chat_id");--> statement-breakpoint
CREATE INDEX "telegram_updates_due_idx" ON "telegram_updates" USING btree ("next_attempt_at") WHERE "telegram_updates"."handled_at" is null;
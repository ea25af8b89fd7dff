CREATE TABLE "chat_viewers" (
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_viewers_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_viewers" ADD CONSTRAINT "chat_viewers_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_viewers" ADD CONSTRAINT "chat_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_viewers_seen_idx" ON "chat_viewers" USING btree ("seen_at");
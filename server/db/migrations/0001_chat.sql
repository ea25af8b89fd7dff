CREATE TABLE "chat_files" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"message_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"sender_type" text NOT NULL,
	"sender_user_id" integer,
	"message_type" text DEFAULT 'text' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"payment_amount_kopecks" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_check" CHECK ("chat_messages"."sender_type" in ('client', 'executor', 'system')),
	CONSTRAINT "chat_messages_type_check" CHECK ("chat_messages"."message_type" in ('text', 'file', 'payment_request', 'system'))
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"service_id" text,
	"service_title" text NOT NULL,
	"plan_type" text,
	"client_id" integer,
	"is_guest" boolean DEFAULT false NOT NULL,
	"guest_name" text,
	"guest_phone" text,
	"guest_email" text,
	"additional_info" text,
	"preferred_contact_time" text,
	"communication_method" text,
	"status" text DEFAULT 'active' NOT NULL,
	"task_status" text DEFAULT 'new',
	"task_deadline" timestamp with time zone,
	"review_deadline" timestamp with time zone,
	"payment_status" text DEFAULT 'not_paid' NOT NULL,
	"payment_amount_kopecks" bigint,
	"payment_updated_at" timestamp with time zone,
	"final_price_kopecks" bigint,
	"unread_by_executor" integer DEFAULT 0 NOT NULL,
	"last_message_preview" text,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "chat_sessions_owner_check" CHECK (("chat_sessions"."is_guest" and "chat_sessions"."client_id" is null and "chat_sessions"."expires_at" is not null) or (not "chat_sessions"."is_guest" and "chat_sessions"."client_id" is not null)),
	CONSTRAINT "chat_sessions_status_check" CHECK ("chat_sessions"."status" in ('active', 'waiting_payment', 'paid', 'completed')),
	CONSTRAINT "chat_sessions_task_status_check" CHECK ("chat_sessions"."task_status" is null or "chat_sessions"."task_status" in ('new', 'in_progress', 'documents_ready', 'revision_requested', 'accepted', 'overdue', 'completed')),
	CONSTRAINT "chat_sessions_payment_status_check" CHECK ("chat_sessions"."payment_status" in ('not_paid', 'partial_paid', 'paid', 'overdue', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_files_session_idx" ON "chat_files" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "chat_files_message_idx" ON "chat_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "chat_sessions_client_idx" ON "chat_sessions" USING btree ("client_id","last_activity");--> statement-breakpoint
CREATE INDEX "chat_sessions_activity_idx" ON "chat_sessions" USING btree ("last_activity");--> statement-breakpoint
CREATE INDEX "chat_sessions_expires_idx" ON "chat_sessions" USING btree ("expires_at") WHERE "chat_sessions"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "chat_sessions_task_deadline_idx" ON "chat_sessions" USING btree ("task_deadline") WHERE "chat_sessions"."task_status" in ('in_progress', 'revision_requested');--> statement-breakpoint
CREATE INDEX "chat_sessions_review_deadline_idx" ON "chat_sessions" USING btree ("review_deadline") WHERE "chat_sessions"."task_status" = 'documents_ready';
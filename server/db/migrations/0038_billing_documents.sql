CREATE TABLE "billing_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "billing_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "billing_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"client_id" integer,
	"session_id" text,
	"request_message_id" integer,
	"payment_id" text,
	"service_title" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_documents_kind_check" CHECK ("billing_documents"."kind" in ('invoice', 'act')),
	CONSTRAINT "billing_documents_amount_check" CHECK ("billing_documents"."amount_kopecks" > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_request_message_id_chat_messages_id_fk" FOREIGN KEY ("request_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_number_key" ON "billing_documents" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_request_key" ON "billing_documents" USING btree ("request_message_id") WHERE "billing_documents"."kind" = 'invoice' and "billing_documents"."request_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_payment_key" ON "billing_documents" USING btree ("payment_id") WHERE "billing_documents"."kind" = 'invoice' and "billing_documents"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_act_key" ON "billing_documents" USING btree ("session_id") WHERE "billing_documents"."kind" = 'act' and "billing_documents"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "billing_documents_client_idx" ON "billing_documents" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_documents_created_idx" ON "billing_documents" USING btree ("created_at");
CREATE TABLE "signature_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"document_sha256" text NOT NULL,
	"billing_document_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"client_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signer_full_name" text,
	"signer_phone" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"method" text,
	"offer_version" integer,
	"certificate_file_id" text,
	"challenge_id" text,
	CONSTRAINT "signature_requests_status_check" CHECK ("signature_requests"."status" in ('pending', 'signed', 'cancelled')),
	CONSTRAINT "signature_requests_signed_check" CHECK ("signature_requests"."status" <> 'signed' or ("signature_requests"."signed_at" is not null and "signature_requests"."signer_full_name" is not null and "signature_requests"."signer_phone" is not null and "signature_requests"."method" is not null and "signature_requests"."challenge_id" is not null)),
	CONSTRAINT "signature_requests_sha256_check" CHECK ("signature_requests"."document_sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_context_check";--> statement-breakpoint
ALTER TABLE "billing_documents" ADD COLUMN "client_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_file_id_chat_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."chat_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_billing_document_id_billing_documents_id_fk" FOREIGN KEY ("billing_document_id") REFERENCES "public"."billing_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_certificate_file_id_chat_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."chat_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_requests_session_idx" ON "signature_requests" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "signature_requests_client_idx" ON "signature_requests" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_file_live_key" ON "signature_requests" USING btree ("file_id") WHERE "signature_requests"."status" in ('pending', 'signed');--> statement-breakpoint
CREATE INDEX "signature_requests_sha256_idx" ON "signature_requests" USING btree ("document_sha256") WHERE "signature_requests"."status" = 'signed';--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_act_live_key" ON "signature_requests" USING btree ("billing_document_id") WHERE "signature_requests"."billing_document_id" is not null and "signature_requests"."status" in ('pending', 'signed');--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_context_check" CHECK ("consents"."context" in ('registration', 'guest_chat', 'payment', 'signature'));
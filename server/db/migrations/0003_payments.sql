CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"amount_kopecks" bigint NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"description" text NOT NULL,
	"service_type" text NOT NULL,
	"service_id" integer,
	"plan_type" text,
	"chat_session_id" text,
	"request_message_id" integer,
	"payer_user_id" integer,
	"payer_name" text,
	"payer_email" text,
	"payer_phone" text,
	"confirmed_by_user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmation_url" text,
	"return_url" text,
	"client_key" text,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'canceled', 'refunded')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('sandbox', 'yookassa', 'manual')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_kopecks" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'RUB')
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"return_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_check" CHECK ("sandbox_payments"."status" in ('pending', 'succeeded', 'canceled', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "payment_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_request_message_id_chat_messages_id_fk" FOREIGN KEY ("request_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id") WHERE "payments"."provider_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_client_key" ON "payments" USING btree ("client_key") WHERE "payments"."client_key" is not null;--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_plan_idx" ON "payments" USING btree ("plan_type","created_at") WHERE "payments"."plan_type" is not null;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_chat_idx" ON "payments" USING btree ("chat_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotence_key" ON "sandbox_payments" USING btree ("idempotence_key");
CREATE TABLE "archive_files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"folder_id" text,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_folders" (
	"owner_id" integer NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"is_fixed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_folders_owner_id_id_pk" PRIMARY KEY("owner_id","id")
);
--> statement-breakpoint
CREATE TABLE "corporate_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"section" text NOT NULL,
	"category" text,
	"name" text NOT NULL,
	"file_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_documents_section_check" CHECK (("corporate_documents"."section" = 'card' and "corporate_documents"."category" is null) or ("corporate_documents"."section" = 'organization' and "corporate_documents"."category" in ('contracts', 'claims', 'lawsuits', 'orders', 'statements', 'mail', 'founding_docs')))
);
--> statement-breakpoint
CREATE TABLE "corporate_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"inn" text NOT NULL,
	"ogrn_ogrnip" text NOT NULL,
	"address" text NOT NULL,
	"account_number" text NOT NULL,
	"correspondent_account" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_bik" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "archive_files" ADD CONSTRAINT "archive_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_files" ADD CONSTRAINT "archive_files_folder_fk" FOREIGN KEY ("owner_id","folder_id") REFERENCES "public"."archive_folders"("owner_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_folders" ADD CONSTRAINT "archive_folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_documents" ADD CONSTRAINT "corporate_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_profiles" ADD CONSTRAINT "corporate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_files_owner_idx" ON "archive_files" USING btree ("owner_id","folder_id");--> statement-breakpoint
CREATE INDEX "archive_files_storage_key_idx" ON "archive_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "corporate_documents_user_idx" ON "corporate_documents" USING btree ("user_id","section","created_at");--> statement-breakpoint
CREATE INDEX "corporate_documents_storage_key_idx" ON "corporate_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "chat_files_storage_key_idx" ON "chat_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sessions_corporate_chat_key" ON "chat_sessions" USING btree ("client_id") WHERE "chat_sessions"."service_id" = 'corporate_chat';
CREATE TABLE "trusted_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trusted_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"url" text,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trusted_clients_created_idx" ON "trusted_clients" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trusted_clients_storage_key_idx" ON "trusted_clients" USING btree ("storage_key");
ALTER TABLE "chat_files" ADD COLUMN "uploader_ip" text;--> statement-breakpoint
ALTER TABLE "chat_files" ADD COLUMN "uploader_user_id" integer;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_files_uploader_ip_idx" ON "chat_files" USING btree ("uploader_ip","created_at");--> statement-breakpoint
CREATE INDEX "chat_files_uploader_user_idx" ON "chat_files" USING btree ("uploader_user_id","created_at");--> statement-breakpoint
-- Files uploaded so far count toward their account's daily quota by the message that carries them.
UPDATE "chat_files" SET "uploader_user_id" = "chat_messages"."sender_user_id" FROM "chat_messages" WHERE "chat_messages"."id" = "chat_files"."message_id";--> statement-breakpoint
-- Names stored before domain/chat/file-names.ts lose the same invisible characters it strips (bidi controls, zero-width and other format characters, line separators).
UPDATE "chat_files" SET "file_name" = regexp_replace("file_name", '[\u0001-\u001F\u007F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2028\u2029\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB"]', '', 'g') WHERE "file_name" ~ '[\u0001-\u001F\u007F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2028\u2029\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB"]';--> statement-breakpoint
UPDATE "chat_sessions" SET "last_message_preview" = regexp_replace("last_message_preview", '[\u0001-\u001F\u007F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2028\u2029\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB"]', '', 'g') WHERE "last_message_preview" LIKE '📎 %';

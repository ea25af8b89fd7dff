ALTER TABLE "users" ADD COLUMN "accepts_chats" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Issue 44 §3: the demo's contacts were every new site's defaults; a site that is not the demo
-- (its seller is not the demo's) and still shows exactly them never chose them: they go.
UPDATE "site_settings" SET "value" = "value" || '{"support_phones": [], "support_email": ""}'::jsonb
WHERE "key" = 'site'
  AND "value"->'support_phones' = '["+7 (495) 120-45-67", "+7 (800) 550-31-20"]'::jsonb
  AND "value"->>'support_email' = 'help@yurpomosh.online'
  AND coalesce("value"->>'company_name', '') NOT LIKE '%(демонстрационные реквизиты)%';

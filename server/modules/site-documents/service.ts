import type { SiteDocuments } from "../../../domain/site-documents/site-document-schemas.ts";
import { SITE_DOCUMENT_FALLBACKS } from "../../../domain/site-documents/site-documents.ts";
import type { Db } from "../../db/client.ts";
import { siteDocuments } from "../../db/schema/content.ts";

export async function getSiteDocuments(db: Db): Promise<SiteDocuments> {
  const rows = await db.select().from(siteDocuments);
  const byKey = new Map(rows.map((row) => [row.key, row.content]));
  return {
    offer: byKey.get("offer") ?? SITE_DOCUMENT_FALLBACKS.offer,
    privacy_policy: byKey.get("privacy_policy") ?? SITE_DOCUMENT_FALLBACKS.privacy_policy,
  };
}

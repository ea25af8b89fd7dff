import { desc } from "drizzle-orm";
import type { SiteDocuments } from "../../../domain/site-documents/site-document-schemas.ts";
import {
  SITE_DOCUMENT_FALLBACKS,
  type SiteDocumentKey,
} from "../../../domain/site-documents/site-documents.ts";
import type { Db } from "../../db/client.ts";
import { siteDocumentVersions } from "../../db/schema/content.ts";

type VersionRow = typeof siteDocumentVersions.$inferSelect;

/** The newest version of each document (the one the site shows and a consent agrees to). */
export async function currentVersionRows(db: Db): Promise<Map<SiteDocumentKey, VersionRow>> {
  const rows = await db
    .selectDistinctOn([siteDocumentVersions.documentType])
    .from(siteDocumentVersions)
    .orderBy(siteDocumentVersions.documentType, desc(siteDocumentVersions.version));
  return new Map(rows.map((row) => [row.documentType, row]));
}

export async function getSiteDocuments(db: Db): Promise<SiteDocuments> {
  const current = await currentVersionRows(db);
  return {
    offer: current.get("offer")?.content ?? SITE_DOCUMENT_FALLBACKS.offer,
    privacy_policy:
      current.get("privacy_policy")?.content ?? SITE_DOCUMENT_FALLBACKS.privacy_policy,
  };
}

/** Version 1 of a document that has none yet (base content of a new database); never overwrites. */
export async function seedSiteDocument(db: Db, key: SiteDocumentKey, content: string) {
  await db
    .insert(siteDocumentVersions)
    .values({ documentType: key, version: 1, content })
    .onConflictDoNothing();
}

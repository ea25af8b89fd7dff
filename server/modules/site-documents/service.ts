import { and, desc, eq, sql } from "drizzle-orm";
import type {
  SaveSiteDocument,
  SiteDocuments,
  SiteDocumentVersion,
  SiteDocumentVersionContent,
} from "../../../domain/site-documents/site-document-schemas.ts";
import { SITE_DOCUMENT_TEXTS } from "../../../domain/site-documents/site-document-texts.ts";
import {
  fillSiteDocument,
  SITE_DOCUMENT_FALLBACKS,
  SITE_DOCUMENT_TITLES,
  SITE_DOCUMENT_VERSIONS_LISTED_MAX,
  type SiteDocumentKey,
} from "../../../domain/site-documents/site-documents.ts";
import type { Db } from "../../db/client.ts";
import { one } from "../../db/rows.ts";
import { siteDocumentVersions } from "../../db/schema/content.ts";
import { users } from "../../db/schema/users.ts";
import { conflict, notFound } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { getSiteSettings } from "../site-settings/service.ts";

type VersionRow = typeof siteDocumentVersions.$inferSelect;

/** The newest version of each document (the one the site shows and a consent agrees to). */
export async function currentVersionRows(db: Db): Promise<Map<SiteDocumentKey, VersionRow>> {
  const rows = await db
    .selectDistinctOn([siteDocumentVersions.documentType])
    .from(siteDocumentVersions)
    .orderBy(siteDocumentVersions.documentType, desc(siteDocumentVersions.version));
  return new Map(rows.map((row) => [row.documentType, row]));
}

/** The current documents as the public reads them: the settings' details filled in. */
export async function getSiteDocuments(db: Db): Promise<SiteDocuments> {
  const [current, settings] = await Promise.all([currentVersionRows(db), getSiteSettings(db)]);
  const offer = current.get("offer");
  const policy = current.get("privacy_policy");
  return {
    offer: offer ? fillSiteDocument(offer.content, settings) : SITE_DOCUMENT_FALLBACKS.offer,
    privacy_policy: policy
      ? fillSiteDocument(policy.content, settings)
      : SITE_DOCUMENT_FALLBACKS.privacy_policy,
    offer_version: offer?.version ?? null,
    privacy_policy_version: policy?.version ?? null,
    offer_updated_at: offer?.createdAt.toISOString() ?? null,
    privacy_policy_updated_at: policy?.createdAt.toISOString() ?? null,
  };
}

/** Version 1 of a document that has none yet (base content of a new database); never overwrites. */
export async function seedSiteDocument(db: Db, key: SiteDocumentKey, content: string) {
  await db
    .insert(siteDocumentVersions)
    .values({ documentType: key, version: 1, content })
    .onConflictDoNothing();
}

const versionColumns = {
  documentType: siteDocumentVersions.documentType,
  version: siteDocumentVersions.version,
  createdAt: siteDocumentVersions.createdAt,
  authorName: users.fullName,
  length: sql<number>`char_length(${siteDocumentVersions.content})`.mapWith(Number),
};

interface VersionSummaryRow {
  documentType: SiteDocumentKey;
  version: number;
  createdAt: Date;
  authorName: string | null;
  length: number;
}

const toApiVersion = (row: VersionSummaryRow): SiteDocumentVersion => ({
  document_type: row.documentType,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  author_name: row.authorName,
  length: row.length,
});

/**
 * The history of one document, newest first, up to SITE_DOCUMENT_VERSIONS_LISTED_MAX editions (the
 * content is fetched one version at a time).
 */
export async function listDocumentVersions(
  db: Db,
  key: SiteDocumentKey,
): Promise<SiteDocumentVersion[]> {
  const rows = await db
    .select(versionColumns)
    .from(siteDocumentVersions)
    .leftJoin(users, eq(users.id, siteDocumentVersions.createdByUserId))
    .where(eq(siteDocumentVersions.documentType, key))
    .orderBy(desc(siteDocumentVersions.version))
    .limit(SITE_DOCUMENT_VERSIONS_LISTED_MAX);
  return rows.map(toApiVersion);
}

export async function getDocumentVersion(
  db: Db,
  key: SiteDocumentKey,
  version: number,
): Promise<SiteDocumentVersionContent> {
  const [row] = await db
    .select({ ...versionColumns, content: siteDocumentVersions.content })
    .from(siteDocumentVersions)
    .leftJoin(users, eq(users.id, siteDocumentVersions.createdByUserId))
    .where(
      and(eq(siteDocumentVersions.documentType, key), eq(siteDocumentVersions.version, version)),
    );
  if (!row) throw notFound(SITE_DOCUMENT_TEXTS.versionNotFound);
  return { ...toApiVersion(row), content: row.content };
}

/**
 * Saves a document as its next version, never over an old one: a consent names the version it
 * agreed to, so that text must stay as it was. Two saves at once queue on a lock per document,
 * so they become n+1 and n+2 rather than a unique-key failure; a save that says which version it
 * edited is refused when that is no longer the newest, so nobody's edit is lost unseen.
 */
export async function saveSiteDocument(
  db: Db,
  actor: AuditActor,
  input: SaveSiteDocument,
): Promise<SiteDocumentVersionContent> {
  const key = input.document_type;
  const saved = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site-document:${key}`}))`);
    const [previous] = await tx
      .select()
      .from(siteDocumentVersions)
      .where(eq(siteDocumentVersions.documentType, key))
      .orderBy(desc(siteDocumentVersions.version))
      .limit(1);
    const latest = previous?.version ?? 0;
    if (input.base_version !== undefined && input.base_version !== latest) {
      throw conflict(SITE_DOCUMENT_TEXTS.staleBase(latest));
    }
    const row = one(
      await tx
        .insert(siteDocumentVersions)
        .values({
          documentType: key,
          version: (previous?.version ?? 0) + 1,
          content: input.content,
          createdByUserId: actor.userId,
        })
        .returning(),
    );
    await recordChange(tx, actor, {
      entityType: "site_document",
      entityId: key,
      action: "update",
      entityTitle: SITE_DOCUMENT_TITLES[key],
      before: previous ? { version: previous.version, content: previous.content } : null,
      after: { version: row.version, content: row.content },
    });
    return row;
  });
  return {
    document_type: saved.documentType,
    version: saved.version,
    created_at: saved.createdAt.toISOString(),
    author_name: actor.name,
    // Code points, as the history's char_length counts them.
    length: [...saved.content].length,
    content: saved.content,
  };
}

import { randomUUID } from "node:crypto";
import { and, desc, eq, getTableColumns, lte, sql } from "drizzle-orm";
import {
  CARD_DOCUMENTS_MAX,
  CORPORATE_TEXTS,
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  type DocumentSection,
} from "../../../domain/corporate/corporate.ts";
import type { OrganizationDocumentPage } from "../../../domain/corporate/corporate-schemas.ts";
import type { Db } from "../../db/client.ts";
import { one } from "../../db/rows.ts";
import { corporateDocuments } from "../../db/schema/corporate.ts";
import { users } from "../../db/schema/users.ts";
import { AppError, conflict, notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { DocumentRow } from "./serialize.ts";

const newestFirst = [desc(corporateDocuments.createdAt), desc(corporateDocuments.id)] as const;

/** The company card's documents, newest first (CARD_DOCUMENTS_MAX at most). */
export async function listCardDocumentRows(db: Db, userId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(corporateDocuments)
    .where(and(eq(corporateDocuments.userId, userId), eq(corporateDocuments.section, "card")))
    .orderBy(...newestFirst)
    .limit(CARD_DOCUMENTS_MAX);
}

/** One page of the organisation's documents, newest first, of one category or of all. */
export async function listOrganizationDocumentRows(
  db: Db,
  userId: number,
  page: OrganizationDocumentPage,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(corporateDocuments)
    .where(
      and(
        eq(corporateDocuments.userId, userId),
        eq(corporateDocuments.section, "organization"),
        page.category ? eq(corporateDocuments.category, page.category) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The first page of every category at once (the by-category answer): the newest `perCategory` of
 * each, numbered per category by the database, so one query reads them all.
 */
export async function listFirstPageOfEachCategory(
  db: Db,
  userId: number,
  perCategory: number,
): Promise<DocumentRow[]> {
  const ranked = db
    .select({
      ...getTableColumns(corporateDocuments),
      place:
        sql<number>`row_number() over (partition by ${corporateDocuments.category} order by ${corporateDocuments.createdAt} desc, ${corporateDocuments.id} desc)`.as(
          "place",
        ),
    })
    .from(corporateDocuments)
    .where(
      and(eq(corporateDocuments.userId, userId), eq(corporateDocuments.section, "organization")),
    )
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.place, perCategory))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
  return rows.map(({ place: _place, ...row }) => row);
}

/** Every category as a key (empty ones too), each with its documents newest first. */
export function groupByCategory<T>(
  rows: readonly DocumentRow[],
  map: (row: DocumentRow) => T,
): Record<DocumentCategory, T[]> {
  const groups = {} as Record<DocumentCategory, T[]>;
  for (const category of DOCUMENT_CATEGORIES) groups[category] = [];
  for (const row of rows) groups[row.category as DocumentCategory]?.push(map(row));
  return groups;
}

/**
 * One of this owner's documents, or 404: another company's id answers exactly as a missing one.
 * With `section`, only a document of that section (a card delete never removes an organisation
 * document).
 */
export async function documentOr404(
  db: Db,
  ownerId: number,
  id: string,
  section?: DocumentSection,
): Promise<DocumentRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(corporateDocuments)
        .where(
          and(
            eq(corporateDocuments.id, id),
            eq(corporateDocuments.userId, ownerId),
            section ? eq(corporateDocuments.section, section) : undefined,
          ),
        )
    : [];
  if (!row) throw notFound(CORPORATE_TEXTS.documentNotFound);
  return row;
}

/** Bytes this owner keeps in documents, for the quota. */
export async function usedBytes(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${corporateDocuments.sizeBytes}), 0)` })
    .from(corporateDocuments)
    .where(eq(corporateDocuments.userId, ownerId));
  return Number(row?.bytes ?? 0);
}

export async function countDocuments(
  db: Db,
  ownerId: number,
  section: DocumentSection,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(corporateDocuments)
    .where(and(eq(corporateDocuments.userId, ownerId), eq(corporateDocuments.section, section)));
  return row?.count ?? 0;
}

export interface StoredDocument {
  section: DocumentSection;
  category: DocumentCategory | null;
  name: string;
  fileType: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
}

/** Where a company's documents are kept and how much they may weigh in all. */
export interface DocumentStore {
  storage: FileStorage;
  /** CORPORATE_STORAGE_QUOTA_MB in bytes. */
  quotaBytes: number;
}

/**
 * Serialises one company's document writes (the quota sum, the card's count) without blocking
 * anything else, as the archive does: NO KEY UPDATE does not conflict with the KEY SHARE locks
 * that inserts elsewhere (sessions, messages) take on the user's row.
 */
async function lockOwner(tx: Db, ownerId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("no key update");
}

/**
 * The row of an upload whose bytes are already stored. The budget asked when the file started
 * was read by every upload running at once, so the quota and the card's cap are counted afresh
 * here, in the row's transaction under the owner's lock: parallel uploads cannot all take the
 * last megabytes (413) or the card's last place (409). If the row is refused or cannot be
 * written, the object is removed again, so storage never keeps bytes nobody can reach (the
 * orphan sweep is the net for a crash in between).
 */
export async function recordDocument(
  db: Db,
  store: DocumentStore,
  ownerId: number,
  document: StoredDocument,
  now: Date,
): Promise<DocumentRow> {
  try {
    return await db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      if (
        document.section === "card" &&
        (await countDocuments(tx, ownerId, "card")) >= CARD_DOCUMENTS_MAX
      ) {
        throw conflict(CORPORATE_TEXTS.cardDocumentsFull);
      }
      if ((await usedBytes(tx, ownerId)) + document.sizeBytes > store.quotaBytes) {
        throw quotaReached(store.quotaBytes);
      }
      return one(
        await tx
          .insert(corporateDocuments)
          .values({ id: randomUUID(), userId: ownerId, ...document, createdAt: now })
          .returning(),
      );
    });
  } catch (error) {
    await store.storage.remove(document.storageKey).catch(() => {});
    throw error;
  }
}

/** The answer when a document does not fit what is left of the company's quota. */
export const quotaReached = (quotaBytes: number) =>
  new AppError(413, CORPORATE_TEXTS.quotaReached(quotaBytes));

/** Deletes the row first (the document is gone for everyone at once), then its bytes. */
export async function deleteDocument(
  db: Db,
  storage: FileStorage,
  row: DocumentRow,
): Promise<boolean> {
  const deleted = await db
    .delete(corporateDocuments)
    .where(eq(corporateDocuments.id, row.id))
    .returning({ storageKey: corporateDocuments.storageKey });
  // A failed removal leaves an object without a row: the orphan sweep takes it later.
  for (const { storageKey } of deleted) await storage.remove(storageKey).catch(() => {});
  return deleted.length > 0;
}

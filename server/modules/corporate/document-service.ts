import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import {
  CORPORATE_TEXTS,
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  type DocumentSection,
} from "../../../domain/corporate/corporate.ts";
import type { Db } from "../../db/client.ts";
import { one } from "../../db/rows.ts";
import { corporateDocuments } from "../../db/schema/corporate.ts";
import { notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { DocumentRow } from "./serialize.ts";

export async function listDocumentRows(
  db: Db,
  userId: number,
  section: DocumentSection,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(corporateDocuments)
    .where(and(eq(corporateDocuments.userId, userId), eq(corporateDocuments.section, section)))
    .orderBy(desc(corporateDocuments.createdAt), desc(corporateDocuments.id));
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

export async function countOrganizationDocuments(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(corporateDocuments)
    .where(
      and(eq(corporateDocuments.userId, ownerId), eq(corporateDocuments.section, "organization")),
    );
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

/**
 * The row of an upload whose bytes are already stored. If the row cannot be written, the object
 * is removed again, so storage never keeps bytes nobody can reach (the orphan sweep is the net
 * for a crash in between).
 */
export async function recordDocument(
  db: Db,
  storage: FileStorage,
  ownerId: number,
  document: StoredDocument,
  now: Date,
): Promise<DocumentRow> {
  try {
    return one(
      await db
        .insert(corporateDocuments)
        .values({ id: randomUUID(), userId: ownerId, ...document, createdAt: now })
        .returning(),
    );
  } catch (error) {
    await storage.remove(document.storageKey).catch(() => {});
    throw error;
  }
}

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

import { type DocumentCategory, documentFileName } from "../../../domain/corporate/corporate.ts";
import type {
  CompanyProfile,
  CorporateDocument,
} from "../../../domain/corporate/corporate-schemas.ts";
import type { corporateDocuments, corporateProfiles } from "../../db/schema/corporate.ts";
import type { StoredFileRef } from "../chat/file-responses.ts";

export type DocumentRow = typeof corporateDocuments.$inferSelect;
export type ProfileRow = typeof corporateProfiles.$inferSelect;

/** Who reads a document decides where they download it: the owner, or an executor by client id. */
export type DocumentUrl = (document: DocumentRow) => string;

export const ownDocumentUrl: DocumentUrl = (document) =>
  `/api/corporate/documents/${document.id}/download`;
export const clientDocumentUrl: DocumentUrl = (document) =>
  `/api/executor/corporate-clients/${document.userId}/documents/${document.id}/download`;

export function toCorporateDocument(row: DocumentRow, urlOf: DocumentUrl): CorporateDocument {
  return {
    id: row.id,
    name: row.name,
    category: row.category as DocumentCategory | null,
    file_type: row.fileType,
    mime_type: row.mimeType,
    size: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    file_url: urlOf(row),
  };
}

export function toCompanyProfile(
  row: ProfileRow,
  documents: readonly DocumentRow[],
  urlOf: DocumentUrl,
): CompanyProfile {
  return {
    company_name: row.companyName,
    inn: row.inn,
    ogrn_ogrnip: row.ogrnOgrnip,
    kpp: row.kpp,
    address: row.address,
    signatory_name: row.signatoryName,
    signatory_title: row.signatoryTitle,
    account_number: row.accountNumber,
    correspondent_account: row.correspondentAccount,
    bank_name: row.bankName,
    bank_bik: row.bankBik,
    documents: documents.map((document) => toCorporateDocument(document, urlOf)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The name a download is saved under: the document's name, with the checked type's extension
 * added when the name lacks it («Устав» → «Устав.pdf»).
 */
export function downloadRef(row: DocumentRow): StoredFileRef {
  return {
    fileName: documentFileName(row.name, row.fileType),
    fileType: row.mimeType,
    sizeBytes: row.sizeBytes,
    storageKey: row.storageKey,
  };
}

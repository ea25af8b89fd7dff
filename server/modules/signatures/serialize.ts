import { maskPhone } from "../../../domain/phone-auth/phone-auth.ts";
import type { SignatureRequest } from "../../../domain/signatures/signature-schemas.ts";
import type { SignatureStatus } from "../../../domain/signatures/signatures.ts";
import type { signatureRequests } from "../../db/schema/signatures.ts";

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;

/** The request as both sides of the chat read it: the signer's number only masked. */
export function toSignatureRequest(row: SignatureRequestRow): SignatureRequest {
  const signed = row.status === "signed" && row.signerFullName && row.signerPhone;
  return {
    id: row.id,
    session_id: row.sessionId,
    file_id: row.fileId,
    file_name: row.fileName,
    document_sha256: row.documentSha256,
    status: row.status as SignatureStatus,
    created_at: row.createdAt.toISOString(),
    billing_document_id: row.billingDocumentId,
    signed_at: row.signedAt?.toISOString() ?? null,
    signer: signed
      ? { full_name: row.signerFullName ?? "", phone_masked: maskPhone(row.signerPhone ?? "") }
      : null,
    certificate_file_id: row.certificateFileId,
  };
}

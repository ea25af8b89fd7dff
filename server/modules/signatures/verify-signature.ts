import { and, desc, eq } from "drizzle-orm";
import type { SignatureVerification } from "../../../domain/signatures/signature-schemas.ts";
import { signerInitialsOf } from "../../../domain/signatures/signatures.ts";
import type { Db } from "../../db/client.ts";
import { signatureRequests } from "../../db/schema/signatures.ts";

/**
 * «Подписан ли этот файл?» (issue 45 §3): anyone holding the file sends its SHA-256 and learns
 * whether it was signed here, when, by whom in initials, under which name — never the number, the
 * address or the chat. The latest signing of those bytes answers (the same file may have been
 * signed again in another chat).
 */
export async function verifySignature(db: Db, sha256: string): Promise<SignatureVerification> {
  const [row] = await db
    .select({
      signedAt: signatureRequests.signedAt,
      signer: signatureRequests.signerFullName,
      fileName: signatureRequests.fileName,
    })
    .from(signatureRequests)
    .where(
      and(eq(signatureRequests.documentSha256, sha256), eq(signatureRequests.status, "signed")),
    )
    .orderBy(desc(signatureRequests.signedAt))
    .limit(1);
  if (!row?.signedAt || !row.signer) return { signed: false };
  return {
    signed: true,
    signed_at: row.signedAt.toISOString(),
    signer_initials: signerInitialsOf(row.signer),
    document_name: row.fileName,
  };
}

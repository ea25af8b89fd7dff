import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { isExecutorRole } from "../../../domain/users/users.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { archiveContextOf } from "../archive/archive-context.ts";
import { addArchiveFile, archiveBudget } from "../archive/archive-store.ts";

/**
 * The firm's own copy of a certificate, in the «Файлы» of the lawyer who asked for the signature
 * (next to the contract made there from a template): the firm keeps its evidence of a signed
 * contract even after the client's account and chats are erased. After the signing's commit and
 * never its failure: a full archive or a full disk leaves the chat's copy, and says so in the log.
 */
export async function keepCertificateForTheFirm(
  app: FastifyInstance,
  lawyer: UserRow,
  fileName: string,
  pdf: Buffer,
): Promise<void> {
  if (!isExecutorRole(lawyer.role) || lawyer.disabledAt !== null) return;
  const archive = archiveContextOf(app);
  try {
    const budget = await archiveBudget(archive, lawyer.id);
    if (pdf.length > budget.maxBytes) throw new Error("the lawyer's archive is full");
    const saved = await archive.storage.save(Readable.from([pdf]), { headBytes: 0 });
    await addArchiveFile(
      archive,
      lawyer,
      { fileName, fileType: "application/pdf", sizeBytes: saved.sizeBytes, storageKey: saved.key },
      null,
    );
  } catch (error) {
    app.log.warn(
      { err: error, lawyerId: lawyer.id },
      "certificate not copied to the lawyer's files",
    );
  }
}

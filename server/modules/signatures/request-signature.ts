import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { BILLING_KIND_LABELS } from "../../../domain/billing/billing.ts";
import type {
  NewSignatureRequest,
  SignatureRequest,
} from "../../../domain/signatures/signature-schemas.ts";
import {
  SIGNATURE_REQUESTS_PER_CHAT_MAX,
  SIGNATURE_TEXTS as T,
} from "../../../domain/signatures/signatures.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { one } from "../../db/rows.ts";
import { chatFiles } from "../../db/schema/chat.ts";
import { billingDocuments } from "../../db/schema/documents.ts";
import { signatureRequests } from "../../db/schema/signatures.ts";
import { AppError, badRequest, conflict, notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";
import { fileOfOwnerOr404 } from "../archive/archive-access.ts";
import { billingPdf } from "../billing/billing-pdf.ts";
import type { ChatContext } from "../chat/chat-context.ts";
import { publishChatEvent } from "../chat/chat-events.ts";
import { postMessage } from "../chat/message-service.ts";
import type { FileRow, SessionRow } from "../chat/serialize.ts";
import { type SignatureRequestRow, toSignatureRequest } from "./serialize.ts";
import { sha256Of, sha256OfStored, storedOrExplained } from "./stored-bytes.ts";

/** The document a request points at, posted in the chat, with the hash of its stored bytes. */
interface ChatDocument {
  file: Pick<FileRow, "id" | "fileName">;
  sha256: string;
  billingDocumentId: string | null;
}

export interface RequestedSignature {
  request: SignatureRequest;
  /** False when the same document already waited for its signature: that request is answered. */
  created: boolean;
}

const LIVE = ["pending", "signed"] as const;

/** The live request (waiting or signed) of a chat file or of an act, if there is one. */
async function liveRequest(
  db: Db,
  where: { fileId: string } | { billingDocumentId: string },
): Promise<SignatureRequestRow | null> {
  const [row] = await db
    .select()
    .from(signatureRequests)
    .where(
      and(
        "fileId" in where
          ? eq(signatureRequests.fileId, where.fileId)
          : eq(signatureRequests.billingDocumentId, where.billingDocumentId),
        inArray(signatureRequests.status, [...LIVE]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A waiting request is answered again (a second click); a signed document is not asked twice. */
function existingAnswer(row: SignatureRequestRow): RequestedSignature {
  if (row.status === "signed") throw conflict(T.alreadySigned);
  return { request: toSignatureRequest(row), created: false };
}

/**
 * «Запросить подпись» (issue 45 §3): the chat's lawyer asks its client to sign a document — a
 * file of the chat, a file of their «Файлы» (a contract made from a template: posted into the
 * chat first, as «Отправить клиенту» does) or an act of the chat (its PDF is posted). The
 * request fixes the SHA-256 of the bytes stored at this moment: the client signs exactly those.
 * The lawyer's message asking for it reaches the client's bell and mail like any answer.
 */
export async function requestSignature(
  ctx: ChatContext,
  lawyer: UserRow,
  chat: SessionRow,
  body: NewSignatureRequest,
  ip: string,
): Promise<RequestedSignature> {
  if (chat.isGuest || chat.clientId === null) throw conflict(T.guestChat);
  const [made] = await ctx.db
    .select({ n: count() })
    .from(signatureRequests)
    .where(eq(signatureRequests.sessionId, chat.id));
  if ((made?.n ?? 0) >= SIGNATURE_REQUESTS_PER_CHAT_MAX) throw conflict(T.tooMany);

  let document: ChatDocument;
  // A file already in the chat gets the lawyer's words once the request is written; a file posted
  // here carries them in its own message.
  let askInChat = false;
  if (body.billing_document_id !== undefined) {
    const act = await actOfChatOr404(ctx.db, chat, body.billing_document_id);
    const live = await liveRequest(ctx.db, { billingDocumentId: act.id });
    if (live) return existingAnswer(live);
    document = await postAct(ctx, lawyer, chat, act, ip);
  } else {
    const fileId = body.file_id ?? "";
    const inChat = await chatFileOf(ctx.db, chat, fileId);
    if (inChat) {
      const live = await liveRequest(ctx.db, { fileId: inChat.id });
      if (live) return existingAnswer(live);
      const sha256 = await sha256OfStored(ctx.storage, inChat.storageKey);
      if (sha256 === null) throw conflict(T.fileMissing);
      document = { file: inChat, sha256, billingDocumentId: null };
      askInChat = true;
    } else {
      document = await postArchiveFile(ctx, lawyer, chat, fileId, ip);
    }
  }

  let row: SignatureRequestRow;
  try {
    row = one(
      await ctx.db
        .insert(signatureRequests)
        .values({
          id: randomUUID(),
          sessionId: chat.id,
          fileId: document.file.id,
          fileName: document.file.fileName,
          documentSha256: document.sha256,
          billingDocumentId: document.billingDocumentId,
          requestedBy: lawyer.id,
          clientId: chat.clientId,
          createdAt: ctx.now(),
        })
        .returning(),
    );
  } catch (error) {
    // Asked twice at once: the other request was written first; it is the answer.
    if (!isUniqueViolation(error)) throw error;
    const live = await liveRequest(
      ctx.db,
      document.billingDocumentId
        ? { billingDocumentId: document.billingDocumentId }
        : { fileId: document.file.id },
    );
    if (!live) throw error;
    return existingAnswer(live);
  }
  if (askInChat) {
    await postMessage(
      ctx,
      chat,
      { type: "executor", userId: lawyer.id, name: lawyer.fullName },
      { content: T.requestMessage(row.fileName), files: [] },
    );
  }
  await publishChatEvent(ctx.events, chat, "session.updated");
  return { request: toSignatureRequest(row), created: true };
}

async function chatFileOf(db: Db, chat: SessionRow, fileId: string): Promise<FileRow | null> {
  if (!isUuid(fileId)) return null;
  const [file] = await db
    .select()
    .from(chatFiles)
    .where(and(eq(chatFiles.id, fileId), eq(chatFiles.sessionId, chat.id)));
  return file ?? null;
}

async function actOfChatOr404(db: Db, chat: SessionRow, id: string) {
  const [act] = isUuid(id)
    ? await db
        .select()
        .from(billingDocuments)
        .where(and(eq(billingDocuments.id, id), eq(billingDocuments.sessionId, chat.id)))
    : [];
  if (!act) throw notFound(T.actNotFound);
  if (act.kind !== "act") throw badRequest(T.onlyActs);
  return act;
}

/** The lawyer's message with the request's words and the one file; the file's row is answered. */
async function postWithFile(
  ctx: ChatContext,
  lawyer: UserRow,
  chat: SessionRow,
  file: { fileName: string; fileType: string; sizeBytes: number; storageKey: string },
  ip: string,
): Promise<Pick<FileRow, "id" | "fileName">> {
  const messages = await postMessage(
    ctx,
    chat,
    { type: "executor", userId: lawyer.id, name: lawyer.fullName },
    {
      content: T.requestMessage(file.fileName),
      files: [{ ...file, uploaderIp: ip, uploaderUserId: lawyer.id }],
    },
  );
  const posted = messages.find((message) => message.file_id !== null);
  if (!posted?.file_id) throw new Error("the posted document has no file");
  return { id: posted.file_id, fileName: file.fileName };
}

/** A file of the lawyer's «Файлы», copied into the chat (the archive keeps its own). */
async function postArchiveFile(
  ctx: ChatContext,
  lawyer: UserRow,
  chat: SessionRow,
  fileId: string,
  ip: string,
): Promise<ChatDocument> {
  // Neither the chat's nor the lawyer's: one answer for both.
  const own = await fileOfOwnerOr404(ctx.db, lawyer.id, fileId).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? notFound(T.fileNotFound) : error;
  });
  const copy = await storedOrExplained(
    ctx.storage.save(ctx.storage.open(own.storageKey), { headBytes: 0 }),
    // The row is there but its bytes are not (lost storage): nothing to sign.
    () => conflict(T.fileMissing),
  );
  // The hash is of the chat's copy: the bytes the client downloads and signs.
  const sha256 = await sha256OfStored(ctx.storage, copy.key);
  if (sha256 === null) throw conflict(T.fileMissing);
  const file = await postWithFile(
    ctx,
    lawyer,
    chat,
    {
      fileName: own.fileName,
      fileType: own.fileType,
      sizeBytes: copy.sizeBytes,
      storageKey: copy.key,
    },
    ip,
  );
  return { file, sha256, billingDocumentId: null };
}

/** The act as its PDF reads now, posted into the chat: the client signs that PDF. */
async function postAct(
  ctx: ChatContext,
  lawyer: UserRow,
  chat: SessionRow,
  act: typeof billingDocuments.$inferSelect,
  ip: string,
): Promise<ChatDocument> {
  const pdf = await billingPdf(act);
  const saved = await storedOrExplained(
    ctx.storage.save(Readable.from([pdf]), { headBytes: 0 }),
    () => conflict(T.fileMissing),
  );
  const file = await postWithFile(
    ctx,
    lawyer,
    chat,
    {
      fileName: `${BILLING_KIND_LABELS.act} № ${act.number}.pdf`,
      fileType: "application/pdf",
      sizeBytes: saved.sizeBytes,
      storageKey: saved.key,
    },
    ip,
  );
  return { file, sha256: sha256Of(pdf), billingDocumentId: act.id };
}

/** Every request of a chat, oldest first (at most SIGNATURE_REQUESTS_PER_CHAT_MAX). */
export async function listSignatureRequests(db: Db, chat: SessionRow): Promise<SignatureRequest[]> {
  const rows = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.sessionId, chat.id))
    .orderBy(asc(signatureRequests.createdAt), asc(signatureRequests.id))
    .limit(SIGNATURE_REQUESTS_PER_CHAT_MAX);
  return rows.map(toSignatureRequest);
}

/** «Отменить запрос»: a waiting request stops waiting (a wrong file, a changed contract). */
export async function cancelSignatureRequest(
  ctx: ChatContext,
  chat: SessionRow,
  request: SignatureRequestRow,
): Promise<SignatureRequest> {
  const [row] = await ctx.db
    .update(signatureRequests)
    .set({ status: "cancelled", cancelledAt: ctx.now() })
    .where(and(eq(signatureRequests.id, request.id), eq(signatureRequests.status, "pending")))
    .returning();
  if (!row) {
    const [now] = await ctx.db
      .select({ status: signatureRequests.status })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, request.id));
    throw conflict(now?.status === "signed" ? T.alreadySigned : T.notPending);
  }
  await publishChatEvent(ctx.events, chat, "session.updated");
  return toSignatureRequest(row);
}

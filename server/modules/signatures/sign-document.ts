import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { maskPhone, PHONE_AUTH_TEXTS } from "../../../domain/phone-auth/phone-auth.ts";
import type {
  SignatureCode,
  SignedDocument,
} from "../../../domain/signatures/signature-schemas.ts";
import { SIGNATURE_METHOD, SIGNATURE_TEXTS as T } from "../../../domain/signatures/signatures.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { one } from "../../db/rows.ts";
import { chatFiles, chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { billingDocuments } from "../../db/schema/documents.ts";
import { signatureRequests } from "../../db/schema/signatures.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, conflict } from "../../errors.ts";
import { chatContextOf } from "../chat/chat-context.ts";
import { publishChatEvent } from "../chat/chat-events.ts";
import { previewOf } from "../chat/session-service.ts";
import { type ConsentOrigin, recordConsent } from "../consents/service.ts";
import { publishNotices } from "../notifications/announce.ts";
import { announceClientMessage } from "../notifications/chat-notices.ts";
import { answerPhoneChallenge } from "../phone/challenges.ts";
import { sendPhoneCode } from "../phone/phone-codes.ts";
import { currentVersionRows } from "../site-documents/service.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { certificatePdf } from "./certificate-pdf.ts";
import { keepCertificateForTheFirm } from "./firm-copy.ts";
import type { SignatureRequestRow } from "./serialize.ts";
import type { VisibleSignatureRequest } from "./signature-access.ts";
import { sha256OfStored, storedOrExplained } from "./stored-bytes.ts";

/** Only a request that still waits may be signed (or get a code). */
function refuseUnlessPending(request: SignatureRequestRow): void {
  if (request.status === "signed") throw conflict(T.alreadySigned);
  if (request.status === "cancelled") throw conflict(T.cancelled);
}

/** The account's confirmed number: the one a signature's code may go to. */
function confirmedPhoneOf(user: UserRow): string {
  if (!user.phone || !user.phoneConfirmedAt) throw conflict(T.noConfirmedPhone);
  return user.phone;
}

/**
 * «Отправить код»: a code to the client's confirmed number, for this request only (the challenge
 * names the account and the request), under the SMS limits every code obeys.
 */
export async function sendSigningCode(
  app: FastifyInstance,
  user: UserRow,
  { request }: VisibleSignatureRequest,
  ip: string,
): Promise<SignatureCode> {
  refuseUnlessPending(request);
  const phone = confirmedPhoneOf(user);
  const opened = await sendPhoneCode(app, {
    phone,
    purpose: "sign",
    ip,
    userId: user.id,
    subject: request.id,
    text: (code) => T.sms(request.fileName, code),
  });
  return { ...opened, phone_masked: maskPhone(phone) };
}

/**
 * «Подписать» (issue 45 §3): the code from the SMS is the signature. The challenge must be this
 * account's, for this request, to the number the account has confirmed; the stored file must
 * still hash to what the lawyer asked to sign. The certificate is rendered and stored first, then
 * one transaction marks the request signed — only if it still waits, so of two signings at once
 * one wins — posts the certificate into the chat, marks an act signed and records the signer's
 * agreement to the offer's terms of electronic signatures in the consent log. A failure removes
 * the stored certificate again.
 */
export async function signDocument(
  app: FastifyInstance,
  user: UserRow,
  { request, chat }: VisibleSignatureRequest,
  answer: { challenge_id: string; code: string },
  origin: ConsentOrigin,
): Promise<SignedDocument> {
  const ctx = chatContextOf(app);
  refuseUnlessPending(request);
  const phone = confirmedPhoneOf(user);
  const challenge = await answerPhoneChallenge(ctx.db, answer.challenge_id, answer.code, ["sign"]);
  if (
    !challenge ||
    challenge.userId !== user.id ||
    challenge.subject !== request.id ||
    challenge.phone !== phone
  ) {
    throw badRequest(PHONE_AUTH_TEXTS.wrongCode);
  }
  const [file] = await ctx.db.select().from(chatFiles).where(eq(chatFiles.id, request.fileId));
  const sha256 = file ? await sha256OfStored(ctx.storage, file.storageKey) : null;
  if (sha256 === null) throw conflict(T.fileMissing);
  if (sha256 !== request.documentSha256) throw conflict(T.fileChanged);

  const signedAt = ctx.now();
  const [settings, versions, requester] = await Promise.all([
    getSiteSettings(ctx.db),
    currentVersionRows(ctx.db),
    request.requestedBy === null
      ? Promise.resolve([])
      : ctx.db.select().from(users).where(eq(users.id, request.requestedBy)),
  ]);
  const offerVersion = versions.get("offer")?.version ?? null;
  const lawyer = requester[0] ?? null;
  const pdf = await certificatePdf({
    siteName: siteNameOf(settings),
    requestId: request.id,
    documentName: request.fileName,
    documentSha256: request.documentSha256,
    signerName: user.fullName,
    phoneMasked: maskPhone(phone),
    signedAt,
    ip: origin.ip,
    method: SIGNATURE_METHOD,
    requestedBy: lawyer?.fullName ?? null,
    requestedAt: request.createdAt,
    offerVersion,
    verifyUrl: `${app.config.publicUrl}/api/signatures/verify?sha256=${request.documentSha256}`,
  });
  const certificateName = T.certificateFileName(request.fileName);
  const stored = await storedOrExplained(
    ctx.storage.save(Readable.from([pdf]), { headBytes: 0 }),
    () => conflict(T.fileMissing),
  );

  let messageId: number;
  let certificateId: string;
  let told: number[];
  try {
    ({ messageId, certificateId, told } = await ctx.db.transaction(async (tx) => {
      const [signed] = await tx
        .update(signatureRequests)
        .set({
          status: "signed",
          signedAt,
          signerFullName: user.fullName,
          signerPhone: phone,
          signerIp: origin.ip,
          signerUserAgent: origin.userAgent,
          method: SIGNATURE_METHOD,
          offerVersion,
          challengeId: challenge.id,
        })
        .where(and(eq(signatureRequests.id, request.id), eq(signatureRequests.status, "pending")))
        .returning({ id: signatureRequests.id });
      if (!signed) throw conflict(T.alreadySigned);
      const message = one(
        await tx
          .insert(chatMessages)
          .values({
            sessionId: chat.id,
            senderType: "system",
            messageType: "file",
            content: T.signedMessage(request.fileName, user.fullName, signedAt),
            createdAt: signedAt,
          })
          .returning({ id: chatMessages.id }),
      );
      const certificate = one(
        await tx
          .insert(chatFiles)
          .values({
            id: randomUUID(),
            sessionId: chat.id,
            messageId: message.id,
            fileName: certificateName,
            fileType: "application/pdf",
            sizeBytes: stored.sizeBytes,
            storageKey: stored.key,
            createdAt: signedAt,
          })
          .returning({ id: chatFiles.id }),
      );
      await tx
        .update(signatureRequests)
        .set({ certificateFileId: certificate.id })
        .where(eq(signatureRequests.id, request.id));
      if (request.billingDocumentId) {
        await tx
          .update(billingDocuments)
          .set({ clientSignedAt: signedAt })
          .where(eq(billingDocuments.id, request.billingDocumentId));
      }
      // The offer's section on electronic signatures is the parties' agreement (63-FZ art. 9
      // part 2): each signing records its acceptance, with the editions in force.
      await recordConsent(tx, {
        context: "signature",
        origin,
        userId: user.id,
        person: { name: user.fullName, email: user.email, phone },
      });
      // The client's act: it waits for the lawyer like a message of theirs.
      await tx
        .update(chatSessions)
        .set({
          lastActivity: signedAt,
          lastMessagePreview: previewOf(`📎 ${certificateName}`),
          unreadByExecutor: sql`${chatSessions.unreadByExecutor} + 1`,
        })
        .where(eq(chatSessions.id, chat.id));
      // The lawyer hears of it as of a client's message: the bell, and mail if left unread.
      const told = await announceClientMessage(
        tx,
        { publicUrl: ctx.publicUrl, now: signedAt },
        { session: chat, clientName: user.fullName, lastMessageId: message.id },
      );
      return { messageId: message.id, certificateId: certificate.id, told };
    }));
  } catch (error) {
    await ctx.storage.remove(stored.key).catch(() => {});
    throw error;
  }
  await publishChatEvent(ctx.events, chat, "message.created", { messageIds: [messageId] });
  await publishNotices(ctx.events, told);
  if (lawyer) await keepCertificateForTheFirm(app, lawyer, certificateName, pdf);
  return {
    id: request.id,
    status: "signed",
    signed_at: signedAt.toISOString(),
    signer: { full_name: user.fullName, phone_masked: maskPhone(phone) },
    document_sha256: request.documentSha256,
    certificate_file_id: certificateId,
  };
}

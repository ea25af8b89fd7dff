import { randomUUID } from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { AUDIT_TITLES } from "../../../domain/audit/audit.ts";
import type { ErasureSummary } from "../../../domain/clients/client-schemas.ts";
import {
  CLIENT_TEXTS,
  ERASED_PERSON,
  ERASED_REVIEW_TITLE,
} from "../../../domain/clients/clients.ts";
import { announceRevoked } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { archiveFiles } from "../../db/schema/archive.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { chatFiles, chatSessions } from "../../db/schema/chat.ts";
import { consents } from "../../db/schema/content.ts";
import { corporateDocuments } from "../../db/schema/corporate.ts";
import { billingDocuments } from "../../db/schema/documents.ts";
import { emailChangeTokens, mailOptOuts, mailOutbox } from "../../db/schema/mail.ts";
import { payments } from "../../db/schema/payments.ts";
import { phoneChallenges, smsOutbox } from "../../db/schema/phone.ts";
import { reviews } from "../../db/schema/reviews.ts";
import { sessions, users } from "../../db/schema/users.ts";
import { notFound } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { removeAll } from "../chat/attachments.ts";
import type { ChatContext } from "../chat/chat-context.ts";
import { publishChatEvent } from "../chat/chat-events.ts";

/** What an erased company's invoices and acts say of it. */
const ERASED_CLIENT_DETAILS = {
  name: ERASED_PERSON,
  inn: null,
  kpp: null,
  ogrn: null,
  address: null,
  // The person who signed for the company is named no more either (issue 44 §2).
  signatory: null,
  bank_name: null,
  bik: null,
  account: null,
  correspondent_account: null,
};

/** The figures of an erasure (the answer adds `deleted: true`). */
export type ErasureFigures = Omit<ErasureSummary, "deleted">;

/**
 * Erases a client (152-FZ art. 21; issue 13 §1), by the executor's «Удалить» or by the client.
 * One transaction removes the account, its sessions, chats with messages and files, archive,
 * company card and documents, and reviews (deleted, not anonymised: a review is the person's own
 * words under their name; decision 023). It keeps the payments (accounting law) and the consent
 * records (the proof) linked to the account with the person blanked out, and blanks the audit
 * log's quotes of their reviews. Records matched only by an e-mail address are not touched: the
 * address was never verified, so anyone could claim it (decision 023). Analytics holds nothing
 * that names anyone (decision 024). The audit log records the erasure, its figures and who did
 * it (`erasedBy`; "self" for the client's own deletion). Only after the commit are the files
 * removed from storage, the sessions' open streams closed and the executors' chat lists told: a
 * failure before the commit leaves everything as it was.
 */
export async function eraseClient(
  ctx: ChatContext,
  userId: number,
  erasedBy: AuditActor | "self",
): Promise<ErasureFigures> {
  const result = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, phone: users.phone })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, "client")))
      .for("update");
    if (!user) throw notFound(CLIENT_TEXTS.notFound);

    const chats = await tx
      .select({
        id: chatSessions.id,
        isGuest: chatSessions.isGuest,
        clientId: chatSessions.clientId,
        assigneeId: chatSessions.assigneeId,
      })
      .from(chatSessions)
      .where(eq(chatSessions.clientId, userId));
    const chatIds = chats.map((chat) => chat.id);
    const files = [
      ...(chatIds.length === 0
        ? []
        : await tx
            .select({ storageKey: chatFiles.storageKey })
            .from(chatFiles)
            .where(inArray(chatFiles.sessionId, chatIds))),
      ...(await tx
        .select({ storageKey: archiveFiles.storageKey })
        .from(archiveFiles)
        .where(eq(archiveFiles.ownerId, userId))),
      ...(await tx
        .select({ storageKey: corporateDocuments.storageKey })
        .from(corporateDocuments)
        .where(eq(corporateDocuments.userId, userId))),
    ];

    const ownReviews = await tx
      .delete(reviews)
      .where(eq(reviews.userId, userId))
      .returning({ id: reviews.id });
    // Every audit entry that quotes them: their reviews now, and those deleted before (the
    // snapshots name the author's account). The one change the append-only log allows
    // (migrations 0010, 0015): blanking a review entry's quotes under a fixed title.
    await tx.execute(sql`select set_config('app.erasing_person', 'on', true)`);
    await tx
      .update(auditLog)
      .set({ entityTitle: ERASED_REVIEW_TITLE, before: null, after: null })
      .where(
        and(
          eq(auditLog.entityType, "review"),
          or(
            ownReviews.length > 0
              ? inArray(
                  auditLog.entityId,
                  ownReviews.map((review) => String(review.id)),
                )
              : undefined,
            sql`${auditLog.before}->>'author_user_id' = ${String(userId)}`,
            sql`${auditLog.after}->>'author_user_id' = ${String(userId)}`,
          ),
        ),
      );
    await tx.execute(sql`select set_config('app.erasing_person', 'off', true)`);

    const anonymisedPayments = await tx
      .update(payments)
      .set({
        payerUserId: null,
        payerName: ERASED_PERSON,
        payerEmail: null,
        payerPhone: null,
        payerKey: null,
        updatedAt: new Date(),
      })
      .where(eq(payments.payerUserId, userId))
      .returning({ id: payments.id });
    // Invoices and acts are kept (accounting, as payments are), with the person's name gone: a
    // sole trader's company name is their own name.
    await tx
      .update(billingDocuments)
      .set({
        details: sql`jsonb_set(${billingDocuments.details}, '{client}', ${JSON.stringify(ERASED_CLIENT_DETAILS)}::jsonb)`,
      })
      .where(eq(billingDocuments.clientId, userId));
    const anonymisedConsents = await tx
      .update(consents)
      .set({
        userId: null,
        personName: ERASED_PERSON,
        personEmail: null,
        personPhone: null,
        ipAddress: null,
        userAgent: null,
      })
      .where(eq(consents.userId, userId))
      .returning({ id: consents.id });

    // Mail to the account's own address (sent or waiting), its security mail wherever it went (a
    // link to a new address, what went to an address it had before), its mail settings, and a
    // pending e-mail change (the new address).
    await tx
      .delete(mailOutbox)
      .where(
        or(
          sql`lower(${mailOutbox.recipient}) = ${user.email.toLowerCase()}`,
          eq(mailOutbox.userId, userId),
        ),
      );
    await tx.delete(mailOptOuts).where(eq(mailOptOuts.email, user.email.toLowerCase()));
    await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
    const revoked = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ tokenHash: sessions.tokenHash });
    if (chatIds.length > 0) await tx.delete(chatSessions).where(inArray(chatSessions.id, chatIds));
    // Archive folders and files, the company card and its documents go with the account.
    // The codes sent to their number (kept two days as the SMS limits' count) name it too.
    if (user.phone) {
      await tx.delete(phoneChallenges).where(eq(phoneChallenges.phone, user.phone));
      await tx.delete(smsOutbox).where(eq(smsOutbox.recipient, user.phone));
    }
    await tx.delete(users).where(eq(users.id, userId));

    const summary = {
      chats: chats.length,
      files: files.length,
      reviews: ownReviews.length,
      payments_anonymised: anonymisedPayments.length,
      consents_anonymised: anonymisedConsents.length,
    };
    await recordErasure(tx, erasedBy, summary);
    return { chats, files, tokenHashes: revoked.map((row) => row.tokenHash), summary };
  });

  await removeAll(ctx.storage, result.files);
  await announceRevoked(ctx.events, result.tokenHashes);
  await Promise.all(
    result.chats.map((chat) => publishChatEvent(ctx.events, chat, "session.deleted")),
  );
  return result.summary;
}

/**
 * The audit entry of an erasure, committed with it: who erased, when, and how much went — never
 * whom. The entry's id is a fresh random one, not the account's: the account's number survives
 * in request logs, backups and the executor's memory, and next to it the entry would tell who
 * was erased (decision 023). A client erasing themselves is blanked as the actor too.
 */
async function recordErasure(
  tx: Db,
  erasedBy: AuditActor | "self",
  summary: ErasureFigures,
): Promise<void> {
  const self = erasedBy === "self";
  await recordChange(
    tx,
    self ? { userId: null, name: ERASED_PERSON, email: "", role: "client", ip: null } : erasedBy,
    {
      entityType: "client",
      entityId: randomUUID(),
      action: "erase",
      entityTitle: self ? AUDIT_TITLES.clientErasedSelf : AUDIT_TITLES.clientErased,
      before: summary,
      after: null,
    },
  );
}

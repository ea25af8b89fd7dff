import { asc, eq, inArray } from "drizzle-orm";
import type { PersonalDataExport } from "../../../domain/clients/client-schemas.ts";
import { kopecksToRoubles } from "../../../domain/money.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { archiveFiles } from "../../db/schema/archive.ts";
import { chatFiles, chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { consents } from "../../db/schema/content.ts";
import { corporateDocuments, corporateProfiles } from "../../db/schema/corporate.ts";
import { payments } from "../../db/schema/payments.ts";
import { reviews } from "../../db/schema/reviews.ts";

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * Everything the service stores about a client (152-FZ art. 14: the person may learn what is
 * processed): the profile and company card, every chat with its messages and the names of its
 * files, the archive and company documents (names and sizes, the files themselves are in the
 * cabinet), payments, consents and reviews — what is linked to the account. Never what merely
 * carries the same e-mail: the address was never verified, and a stranger registering it must not
 * read someone's guest payments or the IP address of their consent.
 */
export async function personalDataOf(db: Db, user: UserRow): Promise<PersonalDataExport> {
  const [chats, archive, documents, profile, paid, agreed, written] = await Promise.all([
    db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.clientId, user.id))
      .orderBy(asc(chatSessions.createdAt)),
    db.select().from(archiveFiles).where(eq(archiveFiles.ownerId, user.id)),
    db.select().from(corporateDocuments).where(eq(corporateDocuments.userId, user.id)),
    db.select().from(corporateProfiles).where(eq(corporateProfiles.userId, user.id)),
    db
      .select()
      .from(payments)
      .where(eq(payments.payerUserId, user.id))
      .orderBy(asc(payments.createdAt)),
    db.select().from(consents).where(eq(consents.userId, user.id)).orderBy(asc(consents.createdAt)),
    db.select().from(reviews).where(eq(reviews.userId, user.id)).orderBy(asc(reviews.createdAt)),
  ]);
  const chatIds = chats.map((chat) => chat.id);
  const [messages, files] =
    chatIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(chatMessages)
            .where(inArray(chatMessages.sessionId, chatIds))
            .orderBy(asc(chatMessages.id)),
          db.select().from(chatFiles).where(inArray(chatFiles.sessionId, chatIds)),
        ]);
  const card = profile[0];
  const messagesByChat = groupBy(messages, (message) => message.sessionId);
  const filesByMessage = groupBy(files, (file) => file.messageId);

  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      phone: user.phone,
      client_type: user.clientType,
      company_name: user.companyName,
      inn: user.inn,
      yandex_id: user.yandexId,
      created_at: user.createdAt.toISOString(),
    },
    corporate_profile: card
      ? {
          company_name: card.companyName,
          inn: card.inn,
          ogrn_ogrnip: card.ogrnOgrnip,
          kpp: card.kpp,
          address: card.address,
          signatory_name: card.signatoryName,
          signatory_title: card.signatoryTitle,
          account_number: card.accountNumber,
          correspondent_account: card.correspondentAccount,
          bank_name: card.bankName,
          bank_bik: card.bankBik,
        }
      : null,
    chats: chats.map((chat) => ({
      id: chat.id,
      service_title: chat.serviceTitle,
      intake: chat.intake,
      status: chat.status,
      task_status: chat.taskStatus,
      payment_status: chat.paymentStatus,
      created_at: chat.createdAt.toISOString(),
      last_activity: chat.lastActivity.toISOString(),
      messages: (messagesByChat.get(chat.id) ?? []).map((message) => ({
        id: message.id,
        sender_type: message.senderType,
        message_type: message.messageType,
        content: message.content,
        created_at: message.createdAt.toISOString(),
        files: (filesByMessage.get(message.id) ?? []).map((file) => ({
          id: file.id,
          file_name: file.fileName,
          file_type: file.fileType,
          size_bytes: file.sizeBytes,
          created_at: file.createdAt.toISOString(),
        })),
      })),
    })),
    archive_files: archive.map((file) => ({
      id: file.id,
      folder_id: file.folderId,
      file_name: file.fileName,
      file_type: file.fileType,
      size_bytes: file.sizeBytes,
      created_at: file.createdAt.toISOString(),
    })),
    corporate_documents: documents.map((document) => ({
      id: document.id,
      section: document.section,
      category: document.category,
      name: document.name,
      size_bytes: document.sizeBytes,
      created_at: document.createdAt.toISOString(),
    })),
    payments: paid.map((payment) => ({
      id: payment.id,
      amount: kopecksToRoubles(payment.amountKopecks),
      refunded_amount: kopecksToRoubles(payment.refundedKopecks),
      status: payment.status,
      description: payment.description,
      payer_name: payment.payerName,
      payer_email: payment.payerEmail,
      payer_phone: payment.payerPhone,
      created_at: payment.createdAt.toISOString(),
      paid_at: iso(payment.paidAt),
    })),
    consents: agreed.map((consent) => ({
      context: consent.context,
      offer_version: consent.offerVersion,
      privacy_policy_version: consent.privacyPolicyVersion,
      person_name: consent.personName,
      person_email: consent.personEmail,
      person_phone: consent.personPhone,
      ip_address: consent.ipAddress,
      user_agent: consent.userAgent,
      created_at: consent.createdAt.toISOString(),
    })),
    reviews: written.map((review) => ({
      id: review.id,
      client_name: review.clientName,
      rating: review.rating,
      comment: review.comment,
      service_title: review.serviceTitle,
      status: review.status,
      created_at: review.createdAt.toISOString(),
    })),
  };
}

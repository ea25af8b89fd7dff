import { CHAT_MAIL_TEXTS, mailPreview } from "../../../domain/mail/mail.ts";
import {
  NOTIFICATION_MAIL_TEXTS as M,
  NOTIFICATION_TEXTS as T,
} from "../../../domain/notifications/notifications.ts";
import { TELEGRAM_BOT_TEXTS } from "../../../domain/telegram/telegram.ts";
import type { Db } from "../../db/client.ts";
import type { StatementPart } from "../../db/one-statement.ts";
import type { SessionRow } from "../chat/serialize.ts";
import { enqueueForTies } from "../telegram/outbox.ts";
import { type AnnounceContext, announce } from "./announce.ts";
import {
  chatClient,
  chatStaff,
  clientChatPath,
  executor,
  executorChatPath,
  type Recipient,
} from "./recipients.ts";

/** The client's name as the lawyer knows it: the account's, or what the guest typed. */
function clientLabel(session: SessionRow, clientName: string | null): string {
  return (session.isGuest ? session.guestName : clientName) || "Клиент";
}

/**
 * The lawyer answered (issue 14 §1): the client's bell, and a mail within 5 minutes unless they
 * read it in the app meanwhile. The mail quotes at most 100 characters, never a file's name.
 */
export async function announceLawyerMessage(
  tx: Db,
  ctx: AnnounceContext,
  args: {
    session: SessionRow;
    lawyerName: string | null;
    /** The message's text; null when it was only files. */
    text: string | null;
    lastMessageId: number;
    /** The message's own writes, in the notices' statement (announce's Notice.writeAlso). */
    writeAlso?: StatementPart[];
    /** The rows they change, locked first (announce's Notice.lockFirst). */
    lockFirst?: StatementPart[];
  },
) {
  const { session } = args;
  const service = session.serviceTitle;
  const quote = args.text ? M.quote(mailPreview(args.text)) : CHAT_MAIL_TEXTS.fileOnly;
  return announce(tx, ctx, [await chatClient(tx, session)], {
    kind: "executor_message",
    sessionId: session.id,
    text: (count) => T.executorMessage(service, count),
    mail: {
      subject: (count) => CHAT_MAIL_TEXTS.subject(count, service),
      paragraphs: (count) => [
        CHAT_MAIL_TEXTS.wrote(args.lawyerName ?? "Юрист", service),
        count > 1 ? CHAT_MAIL_TEXTS.more(count) : quote,
      ],
    },
    action: M.openChat,
    unlessRead: { sessionId: session.id, reader: "client", messageId: args.lastMessageId },
    writeAlso: args.writeAlso,
    lockFirst: args.lockFirst,
  });
}

/**
 * A client or guest wrote: the chat's lawyer's bell (everyone's while it waits in the queue), and
 * a mail if nobody read it within 5 minutes.
 */
export async function announceClientMessage(
  tx: Db,
  ctx: AnnounceContext,
  args: {
    session: SessionRow;
    clientName: string | null;
    lastMessageId: number;
    /** The message's text and file names, quoted in the lawyer's Telegram alert. */
    quote?: string;
    /** Who hears of it, when the caller has read them already (else chatStaff). */
    staff?: Recipient[] | null;
    /** The message's own writes, in the notices' statement (announce's Notice.writeAlso). */
    writeAlso?: StatementPart[];
    /** The rows they change, locked first (announce's Notice.lockFirst). */
    lockFirst?: StatementPart[];
  },
) {
  const { session } = args;
  const who = clientLabel(session, args.clientName);
  return announce(tx, ctx, args.staff ?? (await chatStaff(tx, session)), {
    kind: "client_message",
    sessionId: session.id,
    quote: args.quote,
    text: (count) => T.clientMessage(session.serviceTitle, who, count),
    action: M.openChat,
    unlessRead: { sessionId: session.id, reader: "executor", messageId: args.lastMessageId },
    writeAlso: args.writeAlso,
    lockFirst: args.lockFirst,
  });
}

/**
 * A new chat (a client's, a guest's, or one opened by a paid order): the lawyer it was given to
 * hears of it, or every lawyer while it waits in the queue.
 */
export async function announceNewChat(
  tx: Db,
  ctx: AnnounceContext,
  session: SessionRow,
  clientName: string | null,
) {
  const who = clientLabel(session, clientName);
  return announce(tx, ctx, await chatStaff(tx, session), {
    kind: "new_chat",
    sessionId: session.id,
    text: () => T.newChat(session.serviceTitle, who),
    action: M.openChat,
  });
}

/** A chat handed to a lawyer (issue 30 §2): that lawyer hears of it, as of a new chat. */
export async function announceChatAssigned(
  tx: Db,
  ctx: AnnounceContext,
  session: SessionRow,
  assigneeId: number,
  clientName: string | null,
) {
  const who = clientLabel(session, clientName);
  return announce(tx, ctx, [await executor(tx, assigneeId, executorChatPath(session.id))], {
    kind: "new_chat",
    sessionId: session.id,
    text: () => T.chatAssigned(session.serviceTitle, who),
    action: M.openChat,
  });
}

/**
 * The client's Telegram, where their chat continues (issue 47 §3): the event's title and line
 * with a button to the chat on the site (where they pay or review the documents).
 */
async function tellTies(
  tx: Db,
  ctx: AnnounceContext,
  session: SessionRow,
  text: { title: string; body: string },
  button: string,
) {
  if (!ctx.publicUrl) return;
  const url = new URL(clientChatPath(session), ctx.publicUrl).href;
  await enqueueForTies(
    tx,
    session.id,
    [{ text: `${text.title}\n${text.body}`, button: { text: button, url } }],
    ctx.now,
  );
}

/** «Документы готовы»: the client checks them within the review period. */
export async function announceDocumentsReady(tx: Db, ctx: AnnounceContext, session: SessionRow) {
  await tellTies(tx, ctx, session, T.documentsReady(session.serviceTitle), M.openChat);
  return announce(tx, ctx, [await chatClient(tx, session)], {
    kind: "documents_ready",
    sessionId: session.id,
    text: () => T.documentsReady(session.serviceTitle),
    action: M.openChat,
  });
}

/** The lawyer asked for payment in the chat. */
export async function announcePaymentRequest(
  tx: Db,
  ctx: AnnounceContext,
  session: SessionRow,
  amountKopecks: number,
) {
  const text = T.paymentRequest(session.serviceTitle, amountKopecks);
  await tellTies(tx, ctx, session, text, TELEGRAM_BOT_TEXTS.pay);
  return announce(tx, ctx, [await chatClient(tx, session)], {
    kind: "payment_request",
    sessionId: session.id,
    text: () => T.paymentRequest(session.serviceTitle, amountKopecks),
    action: M.openChat,
  });
}

/** 12 hours before the documents are accepted on the client's behalf. */
export async function announceReviewDeadline(
  tx: Db,
  ctx: AnnounceContext,
  session: SessionRow,
  deadline: string,
) {
  return announce(tx, ctx, [await chatClient(tx, session)], {
    kind: "review_deadline",
    sessionId: session.id,
    text: () => T.reviewDeadline(session.serviceTitle, deadline),
    action: M.openChat,
  });
}

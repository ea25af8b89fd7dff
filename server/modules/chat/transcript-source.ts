import { and, asc, eq, gt, lte, max } from "drizzle-orm";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import type { Db } from "../../db/client.ts";
import { chatFiles, chatMessages } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { executorNameOf } from "./executor-name.ts";
import type { FileRow, SessionRow } from "./serialize.ts";

/**
 * Messages read per query while the PDF is written: a few hundred kilobytes of rows as people
 * write, 10 MB if every message were at the 10,000-character limit.
 */
export const TRANSCRIPT_PAGE_SIZE = 500;

/** What the transcript's header says about the chat, read when the download starts. */
export interface TranscriptHeader {
  session: SessionRow;
  client: { fullName: string; clientType: string | null } | null;
  executorName: string | null;
  /** The site's name (issue 44 §1), atop the first page and as the PDF's author. */
  siteName: string;
  /**
   * The last message when the download started: the transcript and the zip's files end there,
   * so a message sent meanwhile cannot make the file list and the PDF disagree.
   */
  lastMessageId: number;
}

export interface TranscriptMessage {
  id: number;
  senderType: string;
  messageType: string;
  content: string;
  paymentAmountKopecks: number | null;
  paymentPaidAt: Date | null;
  createdAt: Date;
  /** The sender's profile name; null for a guest, a system message or a deleted account. */
  senderName: string | null;
  file: { name: string; sizeBytes: number } | null;
}

export type TranscriptFile = Pick<
  FileRow,
  "id" | "fileName" | "sizeBytes" | "storageKey" | "createdAt"
>;

export async function transcriptHeader(db: Db, session: SessionRow): Promise<TranscriptHeader> {
  const [client, names, last, settings] = await Promise.all([
    session.clientId === null
      ? null
      : db
          .select({ fullName: users.fullName, clientType: users.clientType })
          .from(users)
          .where(eq(users.id, session.clientId))
          .then((rows) => rows[0] ?? null),
    executorNameOf(db, session.id),
    db
      .select({ id: max(chatMessages.id) })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, session.id)),
    getSiteSettings(db),
  ]);
  // The client's lawyer, as the chat shows it: the assignee, else the last to write.
  const executorName = names.assignee ?? names.lastWriter;
  return {
    session,
    client,
    executorName,
    siteName: siteNameOf(settings),
    lastMessageId: last[0]?.id ?? 0,
  };
}

/**
 * Every message of the chat up to the header's last one, oldest first, read page by page with a
 * keyset on the id (the (session_id, id) index serves it; an offset would rescan what was read).
 * The reader asks for the next page only when it has written the last one, so a chat of any
 * length holds one page in memory.
 */
export async function* transcriptMessages(
  db: Db,
  header: Pick<TranscriptHeader, "session" | "lastMessageId">,
  pageSize = TRANSCRIPT_PAGE_SIZE,
): AsyncGenerator<TranscriptMessage> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: chatMessages.id,
        senderType: chatMessages.senderType,
        messageType: chatMessages.messageType,
        content: chatMessages.content,
        paymentAmountKopecks: chatMessages.paymentAmountKopecks,
        paymentPaidAt: chatMessages.paymentPaidAt,
        createdAt: chatMessages.createdAt,
        senderName: users.fullName,
        fileName: chatFiles.fileName,
        fileSize: chatFiles.sizeBytes,
      })
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.senderUserId))
      // A file message carries exactly one file (postMessage writes them so).
      .leftJoin(chatFiles, eq(chatFiles.messageId, chatMessages.id))
      .where(
        and(
          eq(chatMessages.sessionId, header.session.id),
          gt(chatMessages.id, after),
          lte(chatMessages.id, header.lastMessageId),
        ),
      )
      .orderBy(asc(chatMessages.id))
      .limit(pageSize);
    for (const { fileName, fileSize, ...message } of rows) {
      yield {
        ...message,
        file: fileName === null ? null : { name: fileName, sizeBytes: fileSize ?? 0 },
      };
    }
    if (rows.length < pageSize) return;
    after = rows.at(-1)?.id ?? after;
  }
}

/** The chat's files in the order they were sent, up to the header's last message. */
export function transcriptFiles(
  db: Db,
  header: Pick<TranscriptHeader, "session" | "lastMessageId">,
): Promise<TranscriptFile[]> {
  // Names and keys only, a few hundred bytes a file: thousands of files are still a small list.
  return db
    .select({
      id: chatFiles.id,
      fileName: chatFiles.fileName,
      sizeBytes: chatFiles.sizeBytes,
      storageKey: chatFiles.storageKey,
      createdAt: chatFiles.createdAt,
    })
    .from(chatFiles)
    .where(
      and(
        eq(chatFiles.sessionId, header.session.id),
        lte(chatFiles.messageId, header.lastMessageId),
      ),
    )
    .orderBy(asc(chatFiles.messageId));
}

import type {
  CommunicationMethod,
  ContactTime,
  MessageType,
  PaymentStatus,
  SenderType,
  SessionStatus,
} from "../../../domain/chat/chat.ts";
import type { ChatDocument, ChatMessage, ChatSession } from "../../../domain/chat/chat-schemas.ts";
import type { TaskStatus } from "../../../domain/chat/task-status.ts";
import { kopecksToRoubles } from "../../../domain/money.ts";
import type { chatFiles, chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { staffPhotoUrl } from "../staff/photo-url.ts";

export type SessionRow = typeof chatSessions.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type FileRow = typeof chatFiles.$inferSelect;

/** The client's name and type, joined in for the executor's list. */
export interface SessionClient {
  fullName: string;
  clientType: string | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const roubles = (kopecks: number | null) => (kopecks === null ? null : kopecksToRoubles(kopecks));

export function toChatSession(
  row: SessionRow,
  client: SessionClient | null = null,
  executorName: string | null = null,
  assigneeName: string | null = null,
  /** When the assignee's photo changed (ms since the epoch, as text), or null without one. */
  assigneePhotoAt: string | null = null,
): ChatSession {
  return {
    id: row.id,
    service_id: row.serviceId,
    service_title: row.serviceTitle,
    plan_type: row.planType,
    status: row.status as SessionStatus,
    task_status: row.taskStatus as TaskStatus | null,
    task_deadline: iso(row.taskDeadline),
    review_deadline: iso(row.reviewDeadline),
    payment_status: row.paymentStatus as PaymentStatus,
    payment_amount: roubles(row.paymentAmountKopecks),
    payment_updated_at: iso(row.paymentUpdatedAt),
    final_price: roubles(row.finalPriceKopecks),
    refunded_amount: kopecksToRoubles(row.refundedKopecks),
    unread_messages_count: row.unreadByExecutor,
    last_message_preview: row.lastMessagePreview,
    last_activity: row.lastActivity.toISOString(),
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    client_id: row.clientId,
    client_name: client?.fullName ?? null,
    client_type: client?.clientType ?? null,
    is_corporate_session: client?.clientType === "corporate",
    is_guest_session: row.isGuest,
    guest_name: row.guestName,
    guest_phone: row.guestPhone,
    guest_email: row.guestEmail,
    additional_info: row.additionalInfo,
    intake: row.intake,
    preferred_contact_time: row.preferredContactTime as ContactTime | null,
    communication_method: row.communicationMethod as CommunicationMethod | null,
    executor_name: assigneeName ?? executorName,
    assignee_id: row.assigneeId,
    assignee_name: row.assigneeId === null ? null : assigneeName,
    assignee_photo_url:
      row.assigneeId === null || assigneePhotoAt === null
        ? null
        : staffPhotoUrl(row.assigneeId, Number(assigneePhotoAt)),
    first_response_due_at: iso(row.firstResponseDueAt),
    first_response_at: iso(row.firstResponseAt),
    rating_score: row.ratingScore,
    rating_comment: row.ratingComment,
    executor_read_message_id: row.executorReadMessageId,
    client_read_message_id: row.clientReadMessageId,
  };
}

/** Where a browser GETs a file: guests through their chat id, everyone else with a token. */
export function fileUrl(session: Pick<SessionRow, "id" | "isGuest">, fileId: string): string {
  return session.isGuest
    ? `/api/guest/chat/sessions/${session.id}/files/${fileId}`
    : `/api/chat/files/${fileId}/download`;
}

export function toChatMessage(
  row: MessageRow,
  file: FileRow | null,
  session: Pick<SessionRow, "id" | "isGuest">,
  senderName: string | null = null,
): ChatMessage {
  return {
    id: row.id,
    session_id: row.sessionId,
    content: row.content,
    sender_type: row.senderType as SenderType,
    sender_name: senderName,
    message_type: row.messageType as MessageType,
    payment_amount: roubles(row.paymentAmountKopecks),
    payment_paid_at: iso(row.paymentPaidAt),
    file_id: file?.id ?? null,
    file_name: file?.fileName ?? null,
    file_type: file?.fileType ?? null,
    file_size: file?.sizeBytes ?? null,
    file_url: file ? fileUrl(session, file.id) : null,
    created_at: row.createdAt.toISOString(),
    ...(row.via === "telegram" ? { via: "telegram" as const } : {}),
  };
}

export function toChatDocument(
  file: FileRow,
  session: Pick<SessionRow, "id" | "isGuest" | "serviceTitle">,
  senderType: string,
): ChatDocument {
  return {
    id: file.id,
    session_id: file.sessionId,
    service_title: session.serviceTitle,
    file_name: file.fileName,
    file_type: file.fileType,
    file_size: file.sizeBytes,
    sender_type: senderType as SenderType,
    file_url: fileUrl(session, file.id),
    created_at: file.createdAt.toISOString(),
  };
}

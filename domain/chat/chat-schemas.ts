/** Chat API shapes (spec 1 §3/§7, spec 2 §3/§7, spec 3 §3/§7). The web imports only types. */
import { z } from "zod";
import { shownDocumentVersionsSchema } from "../consents/consent-schemas.ts";
import { optionalPhoneSchema } from "../contacts/phone-schema.ts";
import { intakeAnswerSchema, intakeValuesSchema } from "../intake/intake-schemas.ts";
import { offsetQueryShape } from "../paging-schemas.ts";
import {
  CHAT_FILTERS,
  CHAT_PAGE_DEFAULT,
  CHAT_PAGE_MAX,
  CHAT_TEXTS,
  COMMUNICATION_METHODS,
  CONTACT_TIMES,
  DOCUMENTS_PAGE_SIZE,
  DURATION_UNITS,
  GUEST_NAME_MAX,
  MESSAGE_TYPES,
  PAYMENT_STATUSES,
  QUICK_CONTACT_METHODS,
  SENDER_TYPES,
  SESSION_STATUSES,
} from "./chat.ts";
import type { ChatSide } from "./receipts.ts";
import { TASK_DURATION, TASK_STATUSES } from "./task-status.ts";

const isoDate = z.string();

/** One chat session as both sides see it; the guest fields are null on client sessions. */
export const chatSessionSchema = z.object({
  id: z.string(),
  service_id: z.string().nullable(),
  service_title: z.string(),
  plan_type: z.string().nullable(),
  status: z.enum(SESSION_STATUSES),
  task_status: z.enum(TASK_STATUSES).nullable(),
  task_deadline: isoDate.nullable(),
  review_deadline: isoDate.nullable(),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** Roubles. */
  payment_amount: z.number().nullable(),
  payment_updated_at: isoDate.nullable(),
  final_price: z.number().nullable(),
  /** Roubles given back of this chat's payments (issue 31 §4); 0 when none. */
  refunded_amount: z.number(),
  unread_messages_count: z.number().int(),
  last_message_preview: z.string().nullable(),
  last_activity: isoDate,
  created_at: isoDate,
  /** When a guest chat is deleted; null for clients' chats, which are kept. */
  expires_at: isoDate.nullable(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  client_type: z.string().nullable(),
  is_corporate_session: z.boolean(),
  is_guest_session: z.boolean(),
  guest_name: z.string().nullable(),
  guest_phone: z.string().nullable(),
  guest_email: z.string().nullable(),
  additional_info: z.string().nullable(),
  /** The intake form's answers, pinned at the top of the chat (issue 31 §1). */
  intake: z.array(intakeAnswerSchema),
  preferred_contact_time: z.enum(CONTACT_TIMES).nullable(),
  communication_method: z.enum(COMMUNICATION_METHODS).nullable(),
  /**
   * The client's lawyer: the chat's assignee (issue 30 §2), else the one who last wrote in it;
   * null before either.
   */
  executor_name: z.string().nullable(),
  /** The lawyer the chat is assigned to; null while it waits in the queue. */
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  /** The assigned lawyer's photo (issue 30 §1), or null without one. */
  assignee_photo_url: z.string().nullable(),
  /**
   * Reply-time target (issue 30 §4): when the lawyer's first answer is due (working time from the
   * client's first message; null before it) and when it came (null until then).
   */
  first_response_due_at: z.string().nullable(),
  first_response_at: z.string().nullable(),
  /** The client's rating of the lawyer's work (issue 30 §5), 1–5; null until rated. */
  rating_score: z.number().int().nullable(),
  rating_comment: z.string().nullable(),
  /** Read receipts: the last message id the executors have seen (the client's ✓✓ up to it). */
  executor_read_message_id: z.number().int().nullable(),
  /** The last message id the client (or guest) has seen (the executor's ✓✓ up to it). */
  client_read_message_id: z.number().int().nullable(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** A message; a file message carries one attachment (one message per file of a send). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  session_id: z.string(),
  content: z.string(),
  sender_type: z.enum(SENDER_TYPES),
  /** The author's profile name (a lawyer or a signed-in client); null for guests and the system. */
  sender_name: z.string().nullable(),
  message_type: z.enum(MESSAGE_TYPES),
  /** Roubles, on payment_request messages. */
  payment_amount: z.number().nullable(),
  /** When a payment_request was paid (by card, or confirmed by the executor); null while open. */
  payment_paid_at: isoDate.nullable(),
  file_id: z.string().nullable(),
  file_name: z.string().nullable(),
  file_type: z.string().nullable(),
  file_size: z.number().int().nullable(),
  /** Where to GET the bytes (Bearer for signed-in chats; the guest path needs only the chat id). */
  file_url: z.string().nullable(),
  created_at: isoDate,
  /** How the message came when not through the site (issue 47): written in Telegram. */
  via: z.enum(["telegram"]).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A file of the caller's chats (GET /api/documents). */
export const chatDocumentSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  service_title: z.string(),
  file_name: z.string(),
  file_type: z.string(),
  file_size: z.number().int(),
  sender_type: z.enum(SENDER_TYPES),
  file_url: z.string(),
  created_at: isoDate,
});
export type ChatDocument = z.infer<typeof chatDocumentSchema>;

/** GET /api/chat/files/{id}: the spec's base64 form, for compatibility. */
export const fileDataSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  file_type: z.string(),
  file_data: z.string(),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value || null);

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: CHAT_TEXTS.emailInvalid }).max(254, { error: CHAT_TEXTS.emailInvalid }));

/**
 * POST /api/guest/chat/sessions. Either the guest contact form (name and phone, `consent: true`)
 * or the quick form (`contact_method` with a phone or e-mail and `question`, which becomes the
 * chat's first message).
 */
export const newGuestSessionSchema = z
  .object({
    service_id: z.string().trim().min(1).max(100),
    service_title: optionalText(300),
    plan_type: optionalText(50),
    guest_name: z.string().trim().max(GUEST_NAME_MAX).optional().default(""),
    guest_phone: optionalPhoneSchema.optional().nullable(),
    guest_email: z
      .union([email, z.literal("")])
      .optional()
      .nullable(),
    additional_info: optionalText(2000),
    preferred_contact_time: z.enum(CONTACT_TIMES).optional().nullable(),
    communication_method: z.enum(COMMUNICATION_METHODS).optional().nullable(),
    contact_method: z.enum(QUICK_CONTACT_METHODS).optional(),
    question: optionalText(5000),
    /** Answers to the service's intake form, `{key: value}` (issue 31 §1). */
    intake: intakeValuesSchema.optional(),
    /** The contact form's tick (spec 1 §5); the quick form has none and sends none. */
    consent: z.boolean().optional(),
    ...shownDocumentVersionsSchema.shape,
  })
  .superRefine((body, ctx) => {
    if (body.contact_method) {
      const value = body.contact_method === "phone" ? body.guest_phone : body.guest_email;
      if (!value) {
        ctx.addIssue({
          code: "custom",
          path: [body.contact_method === "phone" ? "guest_phone" : "guest_email"],
          message:
            body.contact_method === "phone"
              ? CHAT_TEXTS.quickPhoneRequired
              : CHAT_TEXTS.quickEmailRequired,
        });
      }
      if (!body.question) {
        ctx.addIssue({
          code: "custom",
          path: ["question"],
          message: CHAT_TEXTS.quickQuestionRequired,
        });
      }
    } else if (!body.guest_name || !body.guest_phone) {
      ctx.addIssue({
        code: "custom",
        path: ["guest_name"],
        message: CHAT_TEXTS.guestNameAndPhoneRequired,
      });
    } else if (body.consent !== true) {
      ctx.addIssue({ code: "custom", path: ["consent"], message: CHAT_TEXTS.consentRequired });
    }
  });
export type NewGuestSession = z.input<typeof newGuestSessionSchema>;

/** POST /api/chat/sessions. The title comes from the catalogue, never from the browser. */
export const newClientSessionSchema = z.object({
  service_id: z.union([z.string(), z.number()]).transform(String),
  service_title: z.string().optional(),
  /** Answers to the service's intake form; needed only when a new chat starts (issue 31 §1). */
  intake: intakeValuesSchema.optional(),
});

/** POST /api/chat/sessions/business. */
export const newBusinessSessionSchema = z.object({
  plan_type: z.string().trim().max(50).optional().nullable(),
  service_type: z.string().optional(),
});

const CHAT_PAGE_INVALID = "Некорректные параметры страницы чатов";
/** `before`: the last chat of the previous page, as `{last_activity}_{id}` (newest first). */
const CHAT_CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([0-9a-f-]{36})$/;

/** `me`, `none` (the queue) or a lawyer's id: whose chats the executor's list shows. */
const ASSIGNEE_FILTER = /^(me|none|[1-9]\d{0,9})$/;
export const ASSIGNEE_FILTER_INVALID =
  "Фильтр по юристу: me (мои), none (очередь) или номер сотрудника.";

export const chatListQuerySchema = z.object({
  filter: z.enum(CHAT_FILTERS).optional().default("all"),
  /** Executors only (issue 30 §2): whose chats; without it, all. A client's list ignores it. */
  assignee: z
    .string()
    .regex(ASSIGNEE_FILTER, { error: ASSIGNEE_FILTER_INVALID })
    .refine((value) => !/^\d+$/.test(value) || Number(value) <= 2_147_483_647, {
      error: ASSIGNEE_FILTER_INVALID,
    })
    .optional(),
  limit: z.coerce
    .number({ error: CHAT_PAGE_INVALID })
    .int({ error: CHAT_PAGE_INVALID })
    .min(1, { error: CHAT_PAGE_INVALID })
    .max(CHAT_PAGE_MAX, { error: CHAT_PAGE_INVALID })
    .optional()
    .default(CHAT_PAGE_DEFAULT),
  before: z
    .string()
    .regex(CHAT_CURSOR, { error: CHAT_PAGE_INVALID })
    .transform((cursor) => {
      const [, activity, id] = CHAT_CURSOR.exec(cursor) ?? [];
      return { lastActivity: new Date(activity ?? ""), id: id ?? "" };
    })
    .refine((cursor) => !Number.isNaN(cursor.lastActivity.getTime()), {
      error: CHAT_PAGE_INVALID,
    })
    .optional(),
});

/** The `before` of the page after the one that ends with `last`. */
export const chatPageCursor = (last: { last_activity: string; id: string }) =>
  `${new Date(last.last_activity).toISOString()}_${last.id}`;

const MESSAGE_ID_INVALID = "Некорректный идентификатор сообщения";

/** GET …/messages: `before` reads the page older than that message (a search hit in an old one). */
export const messageListQuerySchema = z.object({
  before: z.coerce
    .number({ error: MESSAGE_ID_INVALID })
    .int({ error: MESSAGE_ID_INVALID })
    .positive({ error: MESSAGE_ID_INVALID })
    .max(2_147_483_647, { error: MESSAGE_ID_INVALID })
    .optional(),
});

/** GET /api/documents: `limit` files after `offset`, the newest first. */
export const documentPageQuerySchema = z.object(
  offsetQueryShape(DOCUMENTS_PAGE_SIZE, DOCUMENTS_PAGE_SIZE),
);

/** POST /api/chat/sessions/{id}/start-task. */
export const startTaskSchema = z.object({
  duration_value: z.coerce
    .number({ error: CHAT_TEXTS.durationInvalid })
    .int({ error: CHAT_TEXTS.durationInvalid })
    .min(TASK_DURATION.min, { error: CHAT_TEXTS.durationInvalid })
    .max(TASK_DURATION.max, { error: CHAT_TEXTS.durationInvalid })
    .default(TASK_DURATION.default),
  duration_unit: z.enum(DURATION_UNITS).default("hours"),
});
export type StartTaskRequest = z.input<typeof startTaskSchema>;
export type StartTask = z.output<typeof startTaskSchema>;

export const executorDashboardSchema = z.object({
  total_chats: z.number().int(),
  active_chats: z.number().int(),
  waiting_payment: z.number().int(),
  completed_orders: z.number().int(),
  unread_messages: z.number().int(),
  /** Reviews waiting for moderation: the badge of the cabinet's «Отзывы» tab. */
  pending_reviews: z.number().int(),
});
export type ExecutorDashboard = z.infer<typeof executorDashboardSchema>;

/** What the push channel sends; the browser refetches what the event names. */
export const CHAT_EVENT_TYPES = [
  "message.created",
  "session.created",
  "session.updated",
  "session.deleted",
  /** A payment changed state: earnings, tariff statistics and the chat it pays for refetch. */
  "payment.updated",
  /** Money arrived (executors only): the cabinet shows `notice`, «Новая оплата: …». */
  "payment.received",
  /** A review arrived or was moderated: the cabinet's review badge and list refetch. */
  "review.updated",
  /** The account's notifications changed (a new one, or read elsewhere): the bell refetches. */
  "notifications.updated",
  /** A side read the chat up to `last_read_message_id`: the other side's ✓ become ✓✓. */
  "messages.read",
  /** `who` is typing (sent to the other side only, never stored): «печатает…» for a few seconds. */
  "typing",
  /** Who of the staff has the chat open changed («Сейчас смотрит»): the open chat refetches it. */
  "viewers.updated",
] as const;
export type ChatEventType = (typeof CHAT_EVENT_TYPES)[number];
export interface ChatEvent {
  type: ChatEventType;
  /** Null on a payment.updated of a payment that is not for a chat, and on review.updated. */
  session_id: string | null;
  /** For message.created: the new message ids (one send may create several). */
  message_ids?: number[];
  /** For payment.received: the text the executor's cabinet shows. */
  notice?: string;
  /** For messages.read: who read, and up to which message. */
  reader?: ChatSide;
  last_read_message_id?: number;
  /** For typing: who is typing. */
  who?: ChatSide;
  /** ms since epoch at publish, for the delivery benchmark. */
  sent_at: number;
}

/**
 * How every route whose answer holds a list keeps it bounded (issue 15 §2: no route answers an
 * unbounded list). One row per operation of the OpenAPI document whose 2xx JSON answer contains
 * an array; `list-bounds.test.ts` finds those routes in the document and fails on a route without
 * a row, on a row without such a route, and on a paged row whose size parameter has no maximum
 * (docs/decisions/034-running-several-instances.md).
 */
import { ANALYTICS_DAYS, FUNNEL_STEPS, TOP_PAGES_COUNT } from "../../domain/analytics/analytics.ts";
import {
  ARCHIVE_FILES_PER_OWNER_MAX,
  FIXED_FOLDERS,
  FOLDERS_PER_OWNER_MAX,
} from "../../domain/archive/archive.ts";
import { BACKUPS_LISTED_MAX } from "../../domain/backups/backup-schedule.ts";
import {
  BOOKING_FORMATS,
  BOOKING_LIMITS,
  CHAT_BOOKINGS_MAX,
  EXECUTOR_BOOKINGS_MAX,
  SLOTS_DAYS_MAX,
} from "../../domain/booking/booking.ts";
import { CANNED_REPLIES_MAX_PER_EXECUTOR } from "../../domain/canned-replies/canned-replies.ts";
import { CATALOGUE_SERVICES_MAX, RECOMMENDATIONS_MAX } from "../../domain/catalogue/services.ts";
import { MAX_FILES_PER_SEND } from "../../domain/chat/files.ts";
import { MAX_HELD_GUEST_CHATS } from "../../domain/chat/guest-chat-move.ts";
import {
  CARD_DOCUMENTS_MAX,
  DOCUMENT_CATEGORIES,
  ORGANIZATION_DOCUMENTS_PAGE_SIZE,
} from "../../domain/corporate/corporate.ts";
import { COURT_EVENTS_MAX_PER_EXECUTOR } from "../../domain/court-events/court-events.ts";
import { TEMPLATE_LIMITS } from "../../domain/document-templates/document-templates.ts";
import { INTAKE_LIMITS } from "../../domain/intake/intake.ts";
import { MAX_RANGES_PER_DAY } from "../../domain/office-hours/office-hours.ts";
import { RECENT_PURCHASES_LIMIT } from "../../domain/payments/payments.ts";
import { SEARCH_GROUP_LIMITS } from "../../domain/search/search.ts";
import { SIGNATURE_REQUESTS_PER_CHAT_MAX } from "../../domain/signatures/signatures.ts";
import { SITE_DOCUMENT_VERSIONS_LISTED_MAX } from "../../domain/site-documents/site-documents.ts";
import { MAX_SUPPORT_PHONES } from "../../domain/site-settings/site-settings.ts";
import { STAFF_MAX } from "../../domain/staff/staff.ts";
import { TARIFF_LIMITS } from "../../domain/tariffs/tariff-editor.ts";
import { TARIFF_KEYS } from "../../domain/tariffs/tariffs.ts";
import { MAX_TRUSTED_CLIENTS } from "../../domain/trusted-clients/trusted-clients.ts";
import { RECOVERY_CODE_COUNT, SESSIONS_LISTED_MAX } from "../../domain/users/second-factor.ts";

export type ListBound =
  /** `offset` and `limit` query parameters, `limit` with a maximum; the answer stays an array. */
  | { paged: "offset" }
  /** `page` and `page_size`, `page_size` with a maximum; the answer has `items` and `total`. */
  | { paged: "page" }
  /** `before` (the last item of the previous page), and `limit` with a maximum where one is sent. */
  | { paged: "cursor" }
  /** A small set, read whole: at most `cap` items, enforced where the rows are made or queried. */
  | { cap: number; of: string }
  /** Deliberately whole: the reason. */
  | { whole: string };

const offset: ListBound = { paged: "offset" };
const page: ListBound = { paged: "page" };
const cursor: ListBound = { paged: "cursor" };
const cap = (max: number, of: string): ListBound => ({ cap: max, of });

const bookingFormats = cap(BOOKING_FORMATS.length, "formats of a consultation");
const weekRanges = cap(MAX_RANGES_PER_DAY, "working ranges of one weekday (checked when saved)");

const catalogue = cap(CATALOGUE_SERVICES_MAX, "services in the catalogue (a new one past it: 409)");
const recommendations = cap(RECOMMENDATIONS_MAX, "recommendations of one service");
const oneSend = cap(MAX_FILES_PER_SEND + 1, "messages of one send: the text and its files");
const tariffs = cap(TARIFF_KEYS.length, `tariffs, each with ≤ ${TARIFF_LIMITS.notesMax} notes`);
const cardDocuments = cap(CARD_DOCUMENTS_MAX, "documents of a company card (an upload past: 409)");
const firstPageOfEachCategory = cap(
  ORGANIZATION_DOCUMENTS_PAGE_SIZE * DOCUMENT_CATEGORIES.length,
  "the newest documents of each category; the rest through …/documents/all",
);
const archive = cap(
  ARCHIVE_FILES_PER_OWNER_MAX,
  `files of one archive (an upload past: 409), in ≤ ${FOLDERS_PER_OWNER_MAX + FIXED_FOLDERS.length} folders`,
);

const staff = cap(
  STAFF_MAX,
  "staff accounts and open invitations together (an invitation past: 409)",
);
const team = cap(STAFF_MAX + 1, "the staff, and the queue as one line");
const heldGuestChats = cap(MAX_HELD_GUEST_CHATS, "guest chats this browser holds (more: 400)");
const oneChat = cap(1, "the one chat moved");
const firmGaps = cap(
  8,
  "what the firm's papers lack: four requisites, КПП, the signatory's name and title, the bank",
);
const viewers = cap(STAFF_MAX, "colleagues with the chat open: at most the staff");
const ownSessions = cap(SESSIONS_LISTED_MAX, "an account's sessions, the latest used first");
const templates = cap(
  TEMPLATE_LIMITS.count,
  `document templates of the firm (an upload past: 409), each with ≤ ${TEMPLATE_LIMITS.placeholders} placeholders`,
);
const placeholders = cap(TEMPLATE_LIMITS.placeholders, "placeholders of one template (more: 400)");
const intake = cap(INTAKE_LIMITS.fields, "fields of an intake form; a chat keeps one answer each");
const recoveryCodes = cap(RECOVERY_CODE_COUNT, "recovery codes, made once when the factor is on");

export const LIST_BOUNDS: Readonly<Record<string, ListBound>> = {
  // Invoices and acts (issue 31 §3): offset pages with a maximum.
  "GET /api/billing/documents": offset,
  "GET /api/billing/readiness": firmGaps,
  "POST /api/guest/chat/join-held": heldGuestChats,
  "POST /api/guest/chat/sessions/{id}/move-to-account": oneChat,
  // Document templates (issue 31 §2): the firm's few, each with its bounded placeholders.
  "GET /api/executor/document-templates": templates,
  "POST /api/executor/document-templates": placeholders,
  "POST /api/chat/sessions/{id}/generate-document": placeholders,
  "POST /api/chat/sessions/{id}/send-file": oneSend,
  "GET /api/chat/sessions/{id}/signature-requests": cap(
    SIGNATURE_REQUESTS_PER_CHAT_MAX,
    "signature requests of one chat (a new one past it: 409)",
  ),
  // A service's intake form, and every answer that is one chat: its answers, one per field.
  "GET /api/services/{id}/intake": intake,
  "PUT /api/executor/services/{id}/intake": intake,
  "POST /api/guest/chat/sessions": intake,
  "GET /api/guest/chat/sessions/{id}": intake,
  "POST /api/chat/sessions": intake,
  "POST /api/chat/sessions/business": intake,
  "GET /api/chat/sessions/{id}": intake,
  "POST /api/chat/sessions/{id}/accept-order": intake,
  "POST /api/chat/sessions/{id}/request-revision": intake,
  "POST /api/chat/sessions/{id}/start-task": intake,
  "POST /api/chat/sessions/{id}/documents-ready": intake,
  "POST /api/chat/sessions/{id}/mark-read": intake,
  "POST /api/chat/sessions/{id}/read": intake,
  "POST /api/guest/chat/sessions/{id}/read": intake,
  "POST /api/chat/sessions/{id}/mark-paid": intake,
  "POST /api/chat/sessions/{id}/update-payment-status": intake,
  "GET /api/corporate/chat/session": intake,
  "POST /api/corporate/chat/session": intake,
  "GET /api/executor/corporate-clients/{id}/chat/session": intake,
  "PUT /api/executor/chat-sessions/{id}/assignee": intake,
  "POST /api/chat/sessions/{id}/rating": intake,
  "GET /api/executor/staff": staff,
  "GET /api/executor/backups": cap(BACKUPS_LISTED_MAX, "backups listed, newest first"),
  "GET /api/executor/sla": team,
  "PUT /api/executor/chat-sessions/{id}/viewing": viewers,
  "DELETE /api/executor/chat-sessions/{id}/viewing": viewers,
  // The account
  "GET /api/auth/sessions": ownSessions,
  "POST /api/auth/second-factor/confirm": recoveryCodes,
  "POST /api/auth/second-factor/recovery-codes": recoveryCodes,
  // Catalogue
  "GET /api/services": catalogue,
  "POST /api/services": recommendations,
  "PUT /api/services/{id}": recommendations,
  "GET /api/services/{id}/recommendations": recommendations,
  "POST /api/services/{id}/recommendations": recommendations,
  "DELETE /api/services/{id}/recommendations/{recommended_id}": recommendations,
  "GET /api/auto-lawyer/services": catalogue,
  "GET /api/executor/services": catalogue,
  "PUT /api/executor/services/order": catalogue,
  "GET /api/executor/auto-lawyer/services": catalogue,
  "PUT /api/executor/auto-lawyer/services/order": catalogue,
  "GET /api/business-tariffs": tariffs,
  "PUT /api/executor/business-tariffs/{key}": tariffs,

  // Content
  "GET /api/reviews": offset,
  "GET /api/reviews/all": page,
  "GET /api/articles": offset,
  "GET /api/articles/all": offset,
  "GET /api/site-documents/{document_type}/versions": cap(
    SITE_DOCUMENT_VERSIONS_LISTED_MAX,
    "editions of one document, the newest (an older one is read by its number)",
  ),
  "GET /api/site-settings": cap(MAX_SUPPORT_PHONES, "support phones (checked when saved)"),
  "PUT /api/site-settings": cap(MAX_SUPPORT_PHONES, "support phones (checked when saved)"),
  "GET /api/trusted-clients": cap(MAX_TRUSTED_CLIENTS, "«Нам доверяют» (an upload past it: 409)"),
  "GET /api/search": cap(Math.max(...Object.values(SEARCH_GROUP_LIMITS)), "hits of each group"),

  // Chats and files
  "GET /api/chat/sessions": cursor,
  "GET /api/chat/sessions/{id}/messages": cursor,
  "POST /api/chat/sessions/{id}/messages": oneSend,
  "POST /api/chat/sessions/{id}/executor-messages": oneSend,
  "GET /api/guest/chat/sessions/{id}/messages": cursor,
  "POST /api/guest/chat/sessions/{id}/messages": oneSend,
  "GET /api/documents": offset,
  "GET /api/files": archive,
  "POST /api/folders": archive,
  "PUT /api/folders/{id}": archive,
  "GET /api/notifications": offset,

  // Corporate cabinet
  "GET /api/corporate/documents": firstPageOfEachCategory,
  "GET /api/corporate/documents/all": offset,
  "GET /api/corporate/profile": cardDocuments,
  "POST /api/corporate/profile": cardDocuments,
  "GET /api/executor/corporate-clients": page,
  "GET /api/executor/corporate-clients/{id}/profile": cardDocuments,
  "GET /api/executor/corporate-clients/{id}/documents": firstPageOfEachCategory,
  "GET /api/executor/corporate-clients/{id}/documents/all": offset,

  // Executor cabinet
  "GET /api/clients": page,
  "GET /api/executor/consents": page,
  "GET /api/executor/audit-log": page,
  "GET /api/executor/payments": page,
  "GET /api/executor/earnings/monthly": cap(12, "months of one year"),
  "GET /api/business-tariffs/stats": cap(RECENT_PURCHASES_LIMIT, "recent purchases"),
  "GET /api/analytics/dashboard": cap(TOP_PAGES_COUNT, "top pages"),
  "GET /api/analytics/daily-stats": cap(Math.max(...ANALYTICS_DAYS), "days of the period"),
  "GET /api/analytics/funnel": cap(FUNNEL_STEPS.length, "steps of the funnel"),
  "GET /api/executor/court-events": cap(
    COURT_EVENTS_MAX_PER_EXECUTOR,
    "hearings of one executor (a new one past it: 400); the calendar reads them whole",
  ),
  "GET /api/executor/court-events/upcoming": cap(
    COURT_EVENTS_MAX_PER_EXECUTOR,
    "hearings of one executor",
  ),
  "GET /api/canned-replies": cap(
    CANNED_REPLIES_MAX_PER_EXECUTOR,
    "canned replies of one executor (a new one past it: 409); the picker filters them locally",
  ),

  // Bookings (issue 48)
  "GET /api/services/{id}/booking": bookingFormats,
  "GET /api/executor/services/{id}/booking": bookingFormats,
  "PUT /api/executor/services/{id}/booking": bookingFormats,
  "GET /api/services/{id}/slots": cap(
    SLOTS_DAYS_MAX * ((24 * 60) / BOOKING_LIMITS.durationMinutes.min),
    "starts of at most 31 days, on a grid no finer than the shortest consultation",
  ),
  "GET /api/executor/working-week": weekRanges,
  "PUT /api/executor/working-week": weekRanges,
  "GET /api/chat/sessions/{id}/bookings": cap(CHAT_BOOKINGS_MAX, "bookings pinned in one chat"),
  "GET /api/guest/chat/sessions/{id}/bookings": cap(
    CHAT_BOOKINGS_MAX,
    "bookings pinned in one chat",
  ),
  "GET /api/executor/bookings": cap(
    EXECUTOR_BOOKINGS_MAX,
    "bookings of at most 62 days, the earliest first",
  ),

  // Personal data
  "GET /api/auth/me/export": {
    whole:
      "the person's own data as one file: the law (152-ФЗ) gives them all of it, not a page; a download, not a screen",
  },
};

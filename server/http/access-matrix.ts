/**
 * Who may call what: one row per operation of the OpenAPI document (`METHOD /path`), with the
 * outcome each kind of caller must get. `access-matrix.test.ts` calls every route as every actor
 * and fails on any difference, on a route without a row and on a row without a route
 * (docs/decisions/032-access-matrix.md).
 *
 * Object routes are called with an object of someone else where that proves the owner rule
 * (BOLA): `clientA` owns the chats, files, folders and payments; clientB and the corporate client
 * are other clients; the demo executor owns the court events and canned replies and the admin is
 * another executor to them; the corporate documents belong to a second company, so the corporate
 * actor is the stranger there. Every chat is assigned to the demo executor, and with two lawyers
 * «Все юристы видят все чаты» is off (issue 30 §2): the colleague is another lawyer, who sees
 * neither the chat nor its files.
 */

/**
 * clientA and clientB are individual clients (A owns the test objects), corporate a company
 * (client_type corporate), executor the demo lawyer, admin the operator account, colleague a second
 * lawyer of the firm.
 */
export const ACTORS = [
  "anonymous",
  "clientA",
  "clientB",
  "corporate",
  "executor",
  "admin",
  "colleague",
] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * - `ok`: 2xx or 3xx.
 * - `unauthorized`: 401, no valid token.
 * - `forbidden`: 403, signed in but the wrong kind of account.
 * - `not-found`: 404, the object is not the caller's (answered like a missing id, so ids cannot
 *   be probed).
 */
export type Outcome = "ok" | "unauthorized" | "forbidden" | "not-found";

export type AccessRow = Readonly<Record<Actor, Outcome>>;

/** Everybody, signed in or not. */
const PUBLIC: AccessRow = {
  anonymous: "ok",
  clientA: "ok",
  clientB: "ok",
  corporate: "ok",
  executor: "ok",
  admin: "ok",
  colleague: "ok",
};
/** Any account, for its own data (nothing of another account is named in the call). */
const SIGNED_IN: AccessRow = { ...PUBLIC, anonymous: "unauthorized" };
/** Clients (individuals, sole traders and companies) for themselves. */
const CLIENTS: AccessRow = {
  ...SIGNED_IN,
  executor: "forbidden",
  admin: "forbidden",
  colleague: "forbidden",
};
/** The back office: executors and the admin. */
const STAFF: AccessRow = {
  anonymous: "unauthorized",
  clientA: "forbidden",
  clientB: "forbidden",
  corporate: "forbidden",
  executor: "ok",
  admin: "ok",
  colleague: "ok",
};
/** Sole traders and companies only. */
const CORPORATE: AccessRow = {
  anonymous: "unauthorized",
  clientA: "forbidden",
  clientB: "forbidden",
  corporate: "ok",
  executor: "forbidden",
  admin: "forbidden",
  colleague: "forbidden",
};
/** A document of another company: a corporate route, and the company calling is not its owner. */
const OTHER_COMPANYS: AccessRow = { ...CORPORATE, corporate: "not-found" };
/** clientA's chat or a file in it: the client it belongs to, its lawyer and the administrator. */
const CHAT_OF_A: AccessRow = {
  anonymous: "unauthorized",
  clientA: "ok",
  clientB: "not-found",
  corporate: "not-found",
  executor: "ok",
  admin: "ok",
  colleague: "not-found",
};
/** The client's own act on clientA's chat: the executors have routes of their own. */
const CLIENT_ACT_ON_CHAT_OF_A: AccessRow = {
  ...CHAT_OF_A,
  executor: "forbidden",
  admin: "forbidden",
  colleague: "forbidden",
};
/** clientA's archive: nobody else, executors included. */
const ARCHIVE_OF_A: AccessRow = { ...CHAT_OF_A, executor: "not-found", admin: "not-found" };
/** A session of clientA's: only clientA ends it; anyone else's id is answered as missing. */
const SESSION_OF_A: AccessRow = ARCHIVE_OF_A;
/** A caller's own secret only (Prometheus's token, Telegram's header): no session opens it. */
const OWN_SECRET_ONLY: AccessRow = {
  anonymous: "unauthorized",
  clientA: "unauthorized",
  clientB: "unauthorized",
  corporate: "unauthorized",
  executor: "unauthorized",
  admin: "unauthorized",
  colleague: "unauthorized",
};
const METRICS_SCRAPER = OWN_SECRET_ONLY;
/** A payment request in clientA's chat: paid by that client only (the executor sets the amount). */
const PAYABLE_BY_A: AccessRow = { ...ARCHIVE_OF_A, anonymous: "not-found" };
/** The demo executor's own working notes (hearings, canned replies): the admin is another executor. */
const EXECUTORS_OWN: AccessRow = { ...STAFF, admin: "not-found", colleague: "not-found" };
/**
 * A staff act on clientA's chat (a task move, a payment mark, a hand-over), or on what a lawyer
 * reaches through a chat of the demo executor's (its client, the client's company, a payment made
 * in it; issue 43 §2): clients are refused outright, another lawyer does not find it.
 */
const CHAT_OF_A_BY_STAFF: AccessRow = { ...STAFF, colleague: "not-found" };
/**
 * An invoice or act of the corporate actor: that company, the administrator and the lawyer of
 * its chat; another lawyer does not find it.
 */
const COMPANY_BILLING: AccessRow = {
  anonymous: "unauthorized",
  clientA: "not-found",
  clientB: "not-found",
  corporate: "ok",
  executor: "ok",
  admin: "ok",
  colleague: "not-found",
};
/** The administrator alone: where clients' money goes («Оплата»). */
const ADMIN_ONLY: AccessRow = { ...STAFF, executor: "forbidden", colleague: "forbidden" };

/**
 * clientA's booking (issue 48): theirs, and the firm's staff see every booking (the firm's
 * calendar); a guest's key is its token, which the anonymous caller here does not hold.
 */
const BOOKING_OF_A: AccessRow = {
  anonymous: "not-found",
  clientA: "ok",
  clientB: "not-found",
  corporate: "not-found",
  executor: "ok",
  admin: "ok",
  colleague: "ok",
};

export const ACCESS_MATRIX: Readonly<Record<string, AccessRow>> = {
  "GET /api/health": PUBLIC,
  "GET /api/ready": PUBLIC,
  "GET /metrics": METRICS_SCRAPER,
  // Search engines.
  "GET /robots.txt": PUBLIC,
  "GET /sitemap.xml": PUBLIC,
  "GET /sitemap-{part}.xml": PUBLIC,
  // Accounts.
  "POST /api/auth/register": PUBLIC,
  "POST /api/auth/login": PUBLIC,
  // Codes by SMS (issue 45): anyone asks for one; the proof becomes the caller's own number.
  "POST /api/auth/phone/start": PUBLIC,
  "POST /api/auth/phone/verify": PUBLIC,
  "POST /api/auth/phone/confirm": SIGNED_IN,
  // Sign-in with Yandex ID: a browser's way in, whoever it is signed in as (issue 45 §2).
  "GET /api/auth/methods": PUBLIC,
  "GET /api/auth/yandex/start": PUBLIC,
  "GET /api/auth/yandex/callback": PUBLIC,
  "POST /api/auth/yandex/exchange": PUBLIC, // the one-time code and the browser's cookie are the key
  "GET /api/auth/me": SIGNED_IN,
  "DELETE /api/auth/me": CLIENTS, // staff accounts are not deleted by themselves
  // Logging out without a live token is answered like a logout: there is nothing to end.
  "POST /api/auth/logout": PUBLIC,
  // The password (and code) open the caller's own window for sensitive actions (decision 049).
  "POST /api/auth/reauthenticate": SIGNED_IN,
  "POST /api/auth/password-reset": PUBLIC,
  "POST /api/auth/password-reset/confirm": PUBLIC, // the mailed token is the key
  "POST /api/auth/password": SIGNED_IN,
  "POST /api/auth/email-change": SIGNED_IN,
  "POST /api/auth/email-change/confirm": PUBLIC, // the token mailed to the new address is the key
  "GET /api/auth/me/export": SIGNED_IN,
  "GET /api/auth/me/notifications": SIGNED_IN,
  // The second factor is for staff (issue 27 §5); its login step has the challenge as its key.
  "POST /api/auth/login/second-factor": PUBLIC,
  "GET /api/auth/second-factor": STAFF,
  "POST /api/auth/second-factor/setup": STAFF,
  "POST /api/auth/second-factor/confirm": STAFF,
  "POST /api/auth/second-factor/disable": STAFF,
  "POST /api/auth/second-factor/recovery-codes": STAFF,
  "GET /api/auth/sessions": SIGNED_IN,
  "DELETE /api/auth/sessions/{id}": SESSION_OF_A,
  "POST /api/auth/sessions/end-others": SIGNED_IN,
  "PUT /api/auth/me/notifications": SIGNED_IN,
  "POST /api/mail/unsubscribe": PUBLIC, // the signed link is the key
  "GET /api/notifications": SIGNED_IN,
  "GET /api/search": SIGNED_IN, // each finds only what is theirs (search.test.ts)
  "POST /api/notifications/read": SIGNED_IN,

  // Catalogue.
  "GET /api/services": PUBLIC,
  "POST /api/services": STAFF,
  "GET /api/services/{id}": PUBLIC,
  "PUT /api/services/{id}": STAFF,
  "DELETE /api/services/{id}": STAFF,
  "GET /api/services/{id}/recommendations": PUBLIC,
  "GET /api/services/{id}/intake": PUBLIC,
  "PUT /api/executor/services/{id}/intake": STAFF,
  "POST /api/services/{id}/recommendations": STAFF,
  "DELETE /api/services/{id}/recommendations/{recommended_id}": STAFF,
  "GET /api/auto-lawyer/services": PUBLIC,
  "GET /api/executor/services": STAFF,
  "PUT /api/executor/services/order": STAFF,
  "GET /api/executor/auto-lawyer/services": STAFF,
  "POST /api/executor/auto-lawyer/services": STAFF,
  "PUT /api/executor/auto-lawyer/services/order": STAFF,
  "PUT /api/executor/auto-lawyer/services/{id}": STAFF,
  "DELETE /api/executor/auto-lawyer/services/{id}": STAFF,

  // Reviews and articles.
  "GET /api/reviews": PUBLIC,
  "POST /api/reviews": SIGNED_IN,
  "GET /api/reviews/all": STAFF,
  "PUT /api/reviews/{id}/edit": STAFF, // clientA's review
  "PUT /api/reviews/{id}/approve": STAFF,
  "PUT /api/reviews/{id}/reject": STAFF,
  "PUT /api/reviews/{id}/pending": STAFF,
  "DELETE /api/reviews/{id}": STAFF,
  "GET /api/articles": PUBLIC,
  "POST /api/articles": STAFF,
  "GET /api/articles/{id}": PUBLIC, // a published article
  "PUT /api/articles/{id}": STAFF,
  "DELETE /api/articles/{id}": STAFF,
  "GET /api/articles/all": STAFF,
  "GET /api/executor/articles/{id}": STAFF,

  // Site content and the back office's records.
  "GET /api/site-documents": PUBLIC,
  "PUT /api/site-documents": STAFF,
  "GET /api/site-documents/{document_type}/versions": STAFF,
  "GET /api/site-documents/{document_type}/versions/{version}": STAFF,
  "GET /api/site-settings": PUBLIC,
  "PUT /api/site-settings": STAFF,
  "GET /api/site-settings/logo": PUBLIC,
  "PUT /api/site-settings/logo": STAFF,
  "DELETE /api/site-settings/logo": STAFF,
  "GET /api/site-settings/manifest": PUBLIC,
  "GET /api/executor/payment-settings": ADMIN_ONLY,
  "PUT /api/executor/payment-settings": ADMIN_ONLY,
  "GET /api/executor/receipt-settings": ADMIN_ONLY,
  // «Счета и акты» (issue 31 §3).
  "GET /api/billing/documents": SIGNED_IN,
  "GET /api/billing/documents/{id}/pdf": COMPANY_BILLING,
  "GET /api/billing/readiness": STAFF,
  "GET /api/executor/billing-settings": ADMIN_ONLY,
  "PUT /api/executor/billing-settings": ADMIN_ONLY,
  // «Шаблоны документов» (issue 31 §2): the firm's; a document only from a chat the lawyer sees.
  "GET /api/executor/document-templates": STAFF,
  "POST /api/executor/document-templates": STAFF,
  "DELETE /api/executor/document-templates/{id}": STAFF,
  "POST /api/chat/sessions/{id}/generate-document": CHAT_OF_A_BY_STAFF,
  "POST /api/chat/sessions/{id}/send-file": CHAT_OF_A_BY_STAFF,
  // Signing in the chat (issue 45 §3): the chat's lawyer asks, its client signs, anyone verifies.
  "POST /api/chat/sessions/{id}/signature-requests": CHAT_OF_A_BY_STAFF,
  "GET /api/chat/sessions/{id}/signature-requests": CHAT_OF_A,
  "POST /api/signature-requests/{id}/cancel": CHAT_OF_A_BY_STAFF,
  "POST /api/signature-requests/{id}/code": CLIENT_ACT_ON_CHAT_OF_A,
  "POST /api/signature-requests/{id}/sign": CLIENT_ACT_ON_CHAT_OF_A,
  "GET /api/signatures/verify": PUBLIC, // the file's SHA-256 is what the caller holds
  "PUT /api/executor/receipt-settings": ADMIN_ONLY,
  // «Сотрудники» (issue 30 §1): lawyers read the list, the administrator changes it.
  "GET /api/executor/staff": STAFF,
  "POST /api/executor/staff/invitations": ADMIN_ONLY,
  "DELETE /api/executor/staff/invitations/{id}": ADMIN_ONLY,
  "PUT /api/executor/staff/{id}": ADMIN_ONLY,
  "GET /api/executor/staff/settings": STAFF,
  "PUT /api/executor/profile": STAFF,
  "GET /api/executor/first-run-setup": STAFF,
  "PUT /api/executor/first-run-setup": ADMIN_ONLY,
  "GET /api/executor/profile/photo": STAFF,
  "PUT /api/executor/profile/photo": STAFF,
  "DELETE /api/executor/profile/photo": STAFF,
  "GET /api/staff/{id}/photo": PUBLIC, // a lawyer's photo, shown to clients beside the name
  "PUT /api/executor/staff/settings": ADMIN_ONLY,
  "PUT /api/executor/chat-sessions/{id}/assignee": CHAT_OF_A_BY_STAFF,
  "PUT /api/executor/chat-sessions/{id}/viewing": CHAT_OF_A_BY_STAFF,
  "DELETE /api/executor/chat-sessions/{id}/viewing": CHAT_OF_A_BY_STAFF,
  "POST /api/staff/invitations/accept": PUBLIC,
  "GET /api/trusted-clients": PUBLIC,
  "GET /api/trusted-clients/{id}/logo": PUBLIC,
  "POST /api/trusted-clients": STAFF,
  "DELETE /api/trusted-clients/{id}": STAFF,
  "GET /api/executor/consents": STAFF,
  "GET /api/business-tariffs": PUBLIC,
  "PUT /api/executor/business-tariffs/{key}": STAFF,
  "GET /api/executor/audit-log": STAFF,
  "POST /api/analytics/track": PUBLIC,
  "GET /api/analytics/dashboard": STAFF,
  "GET /api/analytics/daily-stats": STAFF,
  "GET /api/analytics/funnel": STAFF,
  "GET /api/clients": STAFF,
  "GET /api/clients/stats": STAFF,
  // A client whose one chat is the demo executor's: the administrator, or that lawyer alone.
  "DELETE /api/clients/{id}": CHAT_OF_A_BY_STAFF,

  // Guest chats: the chat's id is the guest's key (docs/decisions/008-chat.md); the test also
  // checks that no guest route opens a signed-in client's chat.
  "POST /api/guest/chat/sessions": PUBLIC,
  "GET /api/guest/chat/sessions/{id}": PUBLIC,
  "GET /api/guest/chat/sessions/{id}/messages": PUBLIC,
  "GET /api/guest/chat/sessions/{id}/bookings": PUBLIC,
  "POST /api/guest/chat/sessions/{id}/messages": PUBLIC,
  "GET /api/guest/chat/sessions/{id}/files/{fileId}": PUBLIC,
  "GET /api/guest/chat/sessions/{id}/events": PUBLIC,
  "GET /api/guest/chat/sessions/{id}/transcript.zip": PUBLIC,
  "POST /api/guest/chat/sessions/{id}/read": PUBLIC,
  "POST /api/guest/chat/sessions/{id}/typing": PUBLIC,
  // A guest's chats joining their account (issue 44 §3): a client, for their own account.
  "POST /api/guest/chat/join-held": CLIENTS,
  "POST /api/guest/chat/sessions/{id}/move-to-account": CLIENTS,
  "POST /api/guest/chat/claim": CLIENTS,

  // Signed-in chats.
  "POST /api/chat/sessions": CLIENTS,
  "GET /api/chat/sessions": SIGNED_IN, // each sees their own, a lawyer theirs and the queue
  "POST /api/chat/sessions/business": CLIENTS,
  "GET /api/chat/sessions/{id}": CHAT_OF_A,
  "DELETE /api/chat/sessions/{id}": CHAT_OF_A_BY_STAFF,
  "GET /api/chat/sessions/{id}/messages": CHAT_OF_A,
  "GET /api/chat/sessions/{id}/bookings": CHAT_OF_A,
  "GET /api/chat/sessions/{id}/transcript.pdf": CHAT_OF_A,
  "GET /api/chat/sessions/{id}/transcript.zip": CHAT_OF_A,
  "POST /api/chat/sessions/{id}/messages": CHAT_OF_A,
  "POST /api/chat/sessions/{id}/accept-order": CLIENT_ACT_ON_CHAT_OF_A,
  "POST /api/chat/sessions/{id}/request-revision": CLIENT_ACT_ON_CHAT_OF_A,
  "POST /api/chat/sessions/{id}/start-task": CHAT_OF_A_BY_STAFF,
  "POST /api/chat/sessions/{id}/documents-ready": CHAT_OF_A_BY_STAFF,
  "POST /api/chat/sessions/{id}/mark-read": CHAT_OF_A_BY_STAFF,
  "POST /api/chat/sessions/{id}/read": CLIENT_ACT_ON_CHAT_OF_A,
  "POST /api/chat/sessions/{id}/rating": CLIENT_ACT_ON_CHAT_OF_A, // an accepted order's
  "GET /api/executor/sla": STAFF,
  "POST /api/chat/sessions/{id}/typing": CHAT_OF_A,
  "GET /api/executor/dashboard": STAFF,
  // Lawyers who see only their own chats may not delete the firm's (issue 30 §2).
  "DELETE /api/executor/chat-sessions/all": ADMIN_ONLY,
  "GET /api/executor/backups": ADMIN_ONLY,
  "POST /api/executor/backups": ADMIN_ONLY,
  "POST /api/executor/backups/{id}/download-link": ADMIN_ONLY,
  "DELETE /api/executor/backups/{id}": ADMIN_ONLY,
  "PUT /api/executor/backups/schedule": ADMIN_ONLY,
  // The link is the key: anyone holding a fresh one gets the archive, once.
  "GET /api/backup-downloads/{token}": PUBLIC,
  "GET /api/documents": SIGNED_IN,
  "GET /api/chat/files/{id}": CHAT_OF_A,
  "GET /api/chat/files/{id}/download": CHAT_OF_A,
  "GET /api/events": SIGNED_IN,

  // The file archive.
  "GET /api/files": SIGNED_IN,
  "GET /api/files/{id}": ARCHIVE_OF_A,
  "DELETE /api/files/{id}": ARCHIVE_OF_A,
  "GET /api/files/{id}/download": ARCHIVE_OF_A,
  "PUT /api/files/{id}/move": ARCHIVE_OF_A,
  "POST /api/files/upload": SIGNED_IN,
  "POST /api/files/from-chat": CHAT_OF_A, // a file of clientA's chat into the caller's own archive
  "POST /api/folders": SIGNED_IN,
  "PUT /api/folders/{id}": ARCHIVE_OF_A,
  "DELETE /api/folders/{id}": ARCHIVE_OF_A,

  // Payments.
  "GET /api/payments/settings": PUBLIC,
  "POST /api/payments/create": PAYABLE_BY_A, // a catalogue service would be PUBLIC
  // The id is the result page's key after the provider's redirect; the answer names no payer.
  "GET /api/payments/{id}": PUBLIC,
  "POST /api/payments/yookassa/notifications": PUBLIC, // only a hint: the payment is read back
  "GET /api/payments/sandbox/{id}": PUBLIC,
  "POST /api/payments/sandbox/{id}/decision": PUBLIC,
  "POST /api/chat/sessions/{id}/executor-messages": CHAT_OF_A_BY_STAFF,
  "POST /api/chat/sessions/{id}/mark-paid": CHAT_OF_A_BY_STAFF,
  "POST /api/chat/sessions/{id}/update-payment-status": CHAT_OF_A_BY_STAFF,
  "GET /api/executor/earnings/stats": STAFF,
  "GET /api/executor/earnings/monthly": STAFF,
  "GET /api/executor/payments": STAFF,
  "POST /api/executor/payments/{id}/refund": CHAT_OF_A_BY_STAFF, // paid in clientA's chat
  "GET /api/business-tariffs/stats": STAFF,

  // The corporate cabinet and the executors' view of it.
  "GET /api/corporate/documents": CORPORATE,
  "POST /api/corporate/documents": CORPORATE,
  "GET /api/corporate/documents/all": CORPORATE,
  "DELETE /api/corporate/documents/{id}": OTHER_COMPANYS,
  "GET /api/corporate/documents/{id}/download": OTHER_COMPANYS,
  "GET /api/corporate/profile": CORPORATE,
  "POST /api/corporate/profile": CORPORATE,
  "POST /api/corporate/profile/documents": CORPORATE,
  "DELETE /api/corporate/profile/documents/{id}": OTHER_COMPANYS,
  "GET /api/corporate/overview": CORPORATE,
  "GET /api/corporate/chat/session": CORPORATE,
  "POST /api/corporate/chat/session": CORPORATE,
  // The second company's chat is the demo executor's: another lawyer sees neither it nor the company.
  "GET /api/executor/corporate-clients": STAFF,
  "GET /api/executor/corporate-clients/{id}": CHAT_OF_A_BY_STAFF,
  "GET /api/executor/corporate-clients/{id}/overview": CHAT_OF_A_BY_STAFF,
  "GET /api/executor/corporate-clients/{id}/profile": CHAT_OF_A_BY_STAFF,
  "GET /api/executor/corporate-clients/{id}/documents": CHAT_OF_A_BY_STAFF,
  "GET /api/executor/corporate-clients/{id}/documents/all": CHAT_OF_A_BY_STAFF,
  "GET /api/executor/corporate-clients/{id}/documents/{documentId}/download": CHAT_OF_A_BY_STAFF,
  "GET /api/executor/corporate-clients/{id}/chat/session": CHAT_OF_A_BY_STAFF,

  // The executor's own working notes.
  "GET /api/executor/court-events": STAFF,
  "POST /api/executor/court-events": STAFF,
  "GET /api/executor/court-events/upcoming": STAFF,
  "PUT /api/executor/court-events/{id}": EXECUTORS_OWN,
  "DELETE /api/executor/court-events/{id}": EXECUTORS_OWN,
  "GET /api/executor/court-events/export": STAFF,
  "POST /api/executor/court-events/feed": STAFF,
  "DELETE /api/executor/court-events/feed": STAFF,
  "GET /api/court-events/feed/{token}": PUBLIC, // the secret link is the key
  "GET /api/canned-replies": STAFF,
  "POST /api/canned-replies": STAFF,
  "PUT /api/canned-replies/{id}": EXECUTORS_OWN,
  "DELETE /api/canned-replies/{id}": EXECUTORS_OWN,
  "GET /api/push/public-key": STAFF,
  // Each staff member turns pushes on and off in their own browsers only.
  "POST /api/push/subscriptions": STAFF,
  "DELETE /api/push/subscriptions": STAFF,
  // Telegram (issue 47): the webhook answers only Telegram (its secret header), refused as 401.
  "POST /api/telegram/webhook": OWN_SECRET_ONLY,
  "GET /api/executor/telegram-bot": ADMIN_ONLY,
  "PUT /api/executor/telegram-bot": ADMIN_ONLY,
  // Each member of staff links and switches their own Telegram only.
  "GET /api/telegram/account": STAFF,
  "POST /api/telegram/link": STAFF,
  "DELETE /api/telegram/link": STAFF,
  "PUT /api/telegram/alerts": STAFF,
  "GET /api/chat/sessions/{id}/telegram-link": CLIENT_ACT_ON_CHAT_OF_A,
  "POST /api/chat/sessions/{id}/telegram-link": CLIENT_ACT_ON_CHAT_OF_A,
  "DELETE /api/chat/sessions/{id}/telegram-link": CLIENT_ACT_ON_CHAT_OF_A,
  "GET /api/guest/chat/sessions/{id}/telegram-link": PUBLIC,
  "POST /api/guest/chat/sessions/{id}/telegram-link": PUBLIC,
  "DELETE /api/guest/chat/sessions/{id}/telegram-link": PUBLIC,
  // Bookings (issue 48): a service's booking and its free time are public, like the catalogue.
  "GET /api/services/{id}/booking": PUBLIC,
  "GET /api/services/{id}/slots": PUBLIC,
  "GET /api/executor/services/{id}/booking": STAFF,
  "PUT /api/executor/services/{id}/booking": STAFF,
  // A guest or a client books; the staff have their own calendar.
  "POST /api/bookings": { ...CLIENTS, anonymous: "ok" },
  // clientA's booking: theirs, and the firm's staff see every booking (the guest's key: a token).
  "GET /api/bookings/{id}": BOOKING_OF_A,
  // Its invitation: the same rule as the booking.
  "GET /api/bookings/{id}/ics": BOOKING_OF_A,
  // Moved or cancelled by whoever sees it (a guest with the token); the staff for the firm.
  "POST /api/bookings/{id}/reschedule": BOOKING_OF_A,
  "POST /api/bookings/{id}/cancel": BOOKING_OF_A,
  // Paying it by transfer: the same rule (a lawyer on the phone may choose it for the client).
  "POST /api/bookings/{id}/transfer": BOOKING_OF_A,
  // «Записи»: the firm's calendar of consultations, its marks and its cancellation rule.
  "GET /api/executor/bookings": STAFF,
  "PUT /api/executor/bookings/{id}/outcome": STAFF,
  // The transfer arrived: any of the firm's staff who see the booking confirm it.
  "POST /api/executor/bookings/{id}/confirm-payment": STAFF,
  "GET /api/executor/booking-policy": STAFF,
  // The client reads the rule before booking and before cancelling.
  "GET /api/booking-policy": PUBLIC,
  "PUT /api/executor/booking-policy": ADMIN_ONLY,
  // Each lawyer's own working week.
  "GET /api/executor/working-week": STAFF,
  "PUT /api/executor/working-week": STAFF,
};

/**
 * Which routes change staff, money or erasure (issue 43 §1): what a stolen session must not do
 * alone. Each is on domain/access/reauthentication.ts's list or here, with the reason it is not;
 * access-matrix.test.ts fails on a new one that is in neither (docs/decisions/049).
 */
const KINDS: readonly RegExp[] = [
  // Staff: who works here and what they may do.
  /^\/api\/(executor\/)?staff\b/,
  // The account itself: a new password, address or second factor takes it over.
  /^\/api\/auth\/(password|email-change|second-factor)\b/,
  // Money: where it goes, what goes back, what is recorded.
  /payment|paid|billing|receipt|refund/,
  // Erasure: a person, or every chat at once.
  /^\/api\/clients\/\{id\}$/,
  /^\/api\/auth\/me$/,
  /^\/api\/executor\/chat-sessions\/all$/,
  // Backups: every client's data at once (issue 46 §3).
  /^\/api\/executor\/backups\b/,
];

/** `METHOD /path` of the OpenAPI document: does it change staff, money or erasure? */
export function changesPowerMoneyOrErasure(route: string): boolean {
  const [method, path] = route.split(" ") as [string, string];
  return method !== "GET" && KINDS.some((kind) => kind.test(path));
}

/** Such routes that need no fresh proof, and why. */
export const WITHOUT_REAUTHENTICATION: Readonly<Record<string, string>> = {
  "POST /api/staff/invitations/accept":
    "the invited person's own mailed link; they have no session yet",
  "DELETE /api/executor/staff/invitations/{id}":
    "takes an invitation back: removes power, never adds it",
  "POST /api/auth/password-reset": "mails a link to the account's own address; changes nothing",
  "POST /api/auth/password-reset/confirm": "the link mailed to the account's address is the proof",
  "POST /api/auth/email-change/confirm": "the link mailed to the new address is the proof",
  "POST /api/auth/second-factor/setup":
    "adds a factor (asks the current password itself): makes the account harder to take",
  "POST /api/auth/second-factor/confirm": "finishes adding a factor with a code from it",
  "DELETE /api/auth/me":
    "a client's own account, with the password in the request (clients have no second factor)",
  "POST /api/payments/create": "a payer pays the firm, into the account «Оплата» names",
  "POST /api/payments/yookassa/notifications":
    "YooKassa's hint: the payment is read back from YooKassa",
  "POST /api/payments/sandbox/{id}/decision": "the test provider's checkout: no money moves",
  "POST /api/chat/sessions/{id}/mark-paid":
    "records a transfer that reached the firm's account; moves nothing",
  "POST /api/executor/bookings/{id}/confirm-payment":
    "records a transfer for a booking that reached the firm's account; moves nothing",
  "POST /api/chat/sessions/{id}/update-payment-status":
    "the lawyer's bookkeeping mark; moves nothing",
  "POST /api/executor/backups":
    "makes one more copy in the firm's own destination; reading it out (downloadBackup) needs the proof",
};

import type { FastifyInstance } from "fastify";
import type { ObjectRules } from "../../auth/route-policy.ts";
import { ownSessionOr404 } from "../../auth/session-list.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { fileOfOwnerOr404, folderOfOwnerOr404 } from "../archive/archive-access.ts";
import { billingDocumentSeenByOr404 } from "../billing/billing-visibility.ts";
import { bookingSeenByOr404, bookingTokenOf } from "../bookings/booking-access.ts";
import { cannedReplyOfOwnerOr404 } from "../canned-replies/service.ts";
import { fileForUserOr404 } from "../chat/message-service.ts";
import { guestSessionOr404, sessionForUserOr404 } from "../chat/session-access.ts";
import { clientSeenByOr404 } from "../clients/client-visibility.ts";
import { corporateClientOr404 } from "../corporate/corporate-clients.ts";
import { documentOr404 } from "../corporate/document-service.ts";
import { courtEventOfOwnerOr404 } from "../court-events/service.ts";
import { paymentSeenByOr404 } from "../payments/payment-visibility.ts";
import { signatureRequestSeenByOr404 } from "../signatures/signature-access.ts";

/**
 * How the policy finds each kind of object a path names, for its caller (server/auth/
 * route-policy.ts, decision 049). Each rule is the module's own visibility rule — the chat's
 * (session-access.ts) carried over to clients, companies, payments and invoices — so a route
 * only says which kind its id is.
 */
export function objectRules(app: FastifyInstance): ObjectRules {
  const { db } = app;
  const now = () => new Date();
  /** Every checked kind needs a caller; the policy refuses a route declaring otherwise. */
  const signedIn = (user: UserRow | null): UserRow => {
    if (!user) throw new Error("a checked object needs a signed-in caller");
    return user;
  };
  const number = (id: string) => Number(id);
  return {
    chat: { find: (_, user, id) => sessionForUserOr404(db, signedIn(user), id, now()) },
    "chat-file": { find: (_, user, id) => fileForUserOr404(db, signedIn(user), id, now()) },
    "guest-chat": { find: (_, __, id) => guestSessionOr404(db, id, now()) },
    client: { find: (_, user, id) => clientSeenByOr404(db, signedIn(user), number(id)) },
    company: { find: (_, user, id) => corporateClientOr404(db, signedIn(user), number(id)) },
    payment: { find: (_, user, id) => paymentSeenByOr404(db, signedIn(user), id) },
    "billing-document": {
      find: (_, user, id) => billingDocumentSeenByOr404(db, signedIn(user), id),
    },
    "archive-file": { find: (_, user, id) => fileOfOwnerOr404(db, signedIn(user).id, id) },
    folder: { find: (_, user, id) => folderOfOwnerOr404(db, signedIn(user), id) },
    "corporate-document": { find: (_, user, id) => documentOr404(db, signedIn(user).id, id) },
    "court-event": {
      find: (_, user, id) => courtEventOfOwnerOr404(db, signedIn(user).id, number(id)),
    },
    "canned-reply": {
      find: (_, user, id) => cannedReplyOfOwnerOr404(db, signedIn(user).id, number(id)),
    },
    "auth-session": { find: (_, user, id) => ownSessionOr404(db, signedIn(user).id, number(id)) },
    // Whoever sees the request's chat (issue 45 §3): its client, its lawyer, an administrator.
    "signature-request": {
      find: (_, user, id) => signatureRequestSeenByOr404(db, signedIn(user), id, now()),
    },
    // Its client, the holder of its manage token (a guest, `?token=`), the firm's staff (issue 48).
    booking: {
      find: (request, user, id) => bookingSeenByOr404(db, user, id, bookingTokenOf(request)),
    },
  };
}

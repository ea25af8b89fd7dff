import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { SIGNATURE_TEXTS as T } from "../../../domain/signatures/signatures.ts";
import { visibleObjectOf } from "../../auth/route-policy.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { signatureRequests } from "../../db/schema/signatures.ts";
import { notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";
import type { SessionRow } from "../chat/serialize.ts";
import { canSee } from "../chat/session-access.ts";
import type { SignatureRequestRow } from "./serialize.ts";

/** A signature request with the chat it lives in. */
export interface VisibleSignatureRequest {
  request: SignatureRequestRow;
  chat: SessionRow;
}

/**
 * A request is seen by whoever sees its chat (the chat rule, session-access.ts): its client, the
 * chat's lawyer or the queue's, everyone while all see all, an administrator. Anything else
 * answers 404 like a missing id.
 */
export async function signatureRequestSeenByOr404(
  db: Db,
  user: UserRow,
  id: string,
  now: Date,
): Promise<VisibleSignatureRequest> {
  const [row] = isUuid(id)
    ? await db
        .select({ request: signatureRequests, chat: chatSessions })
        .from(signatureRequests)
        .innerJoin(chatSessions, eq(chatSessions.id, signatureRequests.sessionId))
        .where(eq(signatureRequests.id, id))
    : [];
  if (!row || !(await canSee(db, user, row.chat, now))) throw notFound(T.notFound);
  return row;
}

/** The request the route's path names, as the route policy found it for this caller. */
export const visibleSignatureRequest = (request: FastifyRequest) =>
  visibleObjectOf<VisibleSignatureRequest>(request, "signature-request");

import { and, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { BILLING_TEXTS } from "../../../domain/billing/billing.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { billingDocuments } from "../../db/schema/documents.ts";
import { notFound } from "../../errors.ts";
import { isUuid } from "../../http/schemas.ts";
import { lawyerSees } from "../chat/session-access.ts";
import { ALL_LAWYERS_SEE_ALL_CHATS } from "../staff/visibility.ts";
import type { BillingRow } from "./billing-documents.ts";

/**
 * Who sees which invoice or act (issue 43 §2, decision 049), the chat rule carried over: the
 * company it is made out to; an administrator; a lawyer who sees the document's chat — or, for a
 * document whose chat is gone, one of the company's chats — or everyone's while all see all.
 */
export function billingDocumentsSeenBy(viewer: Pick<UserRow, "id" | "role">): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  if (!isExecutorRole(viewer.role)) return eq(billingDocuments.clientId, viewer.id);
  const aChatSeen = (where: SQL) =>
    sql`exists (select 1 from ${chatSessions} where ${where} and ${lawyerSees(viewer.id)})`;
  return or(
    ALL_LAWYERS_SEE_ALL_CHATS,
    and(
      isNotNull(billingDocuments.sessionId),
      aChatSeen(sql`${chatSessions.id} = ${billingDocuments.sessionId}`),
    ),
    and(
      isNull(billingDocuments.sessionId),
      aChatSeen(sql`${chatSessions.clientId} = ${billingDocuments.clientId}`),
    ),
  );
}

export async function billingDocumentSeenByOr404(
  db: Db,
  viewer: UserRow,
  id: string,
): Promise<BillingRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(billingDocuments)
        .where(and(eq(billingDocuments.id, id), billingDocumentsSeenBy(viewer)))
    : [];
  if (!row) throw notFound(BILLING_TEXTS.notFound);
  return row;
}

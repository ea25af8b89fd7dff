import { AUDIT_TITLES } from "../../../domain/audit/audit.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import type { ChatContext } from "./chat-context.ts";
import { deleteAllSessions } from "./message-service.ts";

/**
 * «Удалить все чаты» (spec 3): every chat that existed when the call started goes, and the audit
 * log records who did it and how many went. The chats are deleted in batches, each its own
 * transaction, so the entry is written once they are all gone, with the real count; a failure
 * half-way leaves no entry for the batches already deleted (the answer is then a 5xx and the
 * executor repeats the call, which records the rest).
 */
export async function deleteAllChats(ctx: ChatContext, actor: AuditActor): Promise<number> {
  const deleted = await deleteAllSessions(ctx);
  await recordChange(ctx.db, actor, {
    entityType: "chat",
    entityId: "all",
    action: "delete",
    entityTitle: AUDIT_TITLES.allChats,
    before: { chats: deleted },
    after: null,
  });
  return deleted;
}

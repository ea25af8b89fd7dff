import { eq } from "drizzle-orm";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { STAFF_TEXTS as T } from "../../../domain/staff/staff.ts";
import type { UserRow } from "../../auth/sessions.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, notFound } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import type { ChatContext } from "../chat/chat-context.ts";
import { publishChatEvent } from "../chat/chat-events.ts";
import type { SessionRow } from "../chat/serialize.ts";
import { sessionView } from "../chat/session-service.ts";
import { publishNotices } from "../notifications/announce.ts";
import { announceChatAssigned } from "../notifications/chat-notices.ts";
import { lockAssignment } from "./assignment.ts";
import { workingStaffMember } from "./staff-members.ts";

/**
 * A lawyer hands a chat to a working colleague, or back to the queue (`userId` null; issue 30
 * §2). Limits do not bind a hand-over: whoever passes a chat on decides. The new assignee is
 * notified, the change is in the audit log, and both sides' screens are told (the client's
 * chat then names the new lawyer).
 */
export async function setChatAssignee(
  ctx: ChatContext,
  executor: UserRow,
  actor: AuditActor,
  /** The chat, as the route policy found it for this member of staff. */
  session: SessionRow,
  userId: number | null,
): Promise<ChatSession> {
  const result = await ctx.db.transaction(async (tx) => {
    await lockAssignment(tx);
    const assignee = userId === null ? null : await workingStaffMember(tx, userId);
    if (userId !== null && !assignee) throw badRequest(T.assigneeInvalid);
    if (assignee && !assignee.acceptsChats) throw badRequest(T.assigneeNotAccepting);
    const [before] = await tx
      .select({ assigneeId: chatSessions.assigneeId })
      .from(chatSessions)
      .where(eq(chatSessions.id, session.id))
      .for("update");
    if (!before) throw notFound(CHAT_TEXTS.sessionNotFound);
    const [row] = await tx
      .update(chatSessions)
      .set({ assigneeId: userId })
      .where(eq(chatSessions.id, session.id))
      .returning();
    if (!row) throw notFound(CHAT_TEXTS.sessionNotFound);
    await recordChange(tx, actor, {
      entityType: "chat",
      entityId: row.id,
      action: "update",
      entityTitle: row.serviceTitle,
      before: { assignee_id: before.assigneeId },
      after: { assignee_id: userId, assignee_name: assignee?.fullName ?? null },
    });
    const told =
      assignee && assignee.id !== before.assigneeId && assignee.id !== executor.id
        ? await announceChatAssigned(
            tx,
            { publicUrl: ctx.publicUrl, now: ctx.now() },
            row,
            assignee.id,
            await clientNameOf(tx, row.clientId),
          )
        : [];
    return { row, told, from: before.assigneeId };
  });
  // The old lawyer's list drops the chat, the new one's gains it.
  await publishChatEvent(ctx.events, result.row, "session.updated", {
    previousAssigneeId: result.from,
  });
  await publishNotices(ctx.events, result.told);
  return sessionView(ctx.db, result.row);
}

async function clientNameOf(
  tx: ChatContext["db"],
  clientId: number | null,
): Promise<string | null> {
  if (clientId === null) return null;
  const [client] = await tx
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, clientId));
  return client?.fullName ?? null;
}

import type { ChatContext } from "./chat-context.ts";
import { deleteExpiredGuestChats } from "./guest-cleanup.ts";
import { applyDeadlines } from "./task-service.ts";

/** How often the server checks deadlines and guest-chat lifetimes. */
export const CHAT_MAINTENANCE_INTERVAL_MS = 60_000;

/** One pass of the chat's time-driven work: overdue tasks, auto-accept, guest-chat deletion. */
export async function runChatMaintenance(ctx: ChatContext) {
  const deadlines = await applyDeadlines(ctx);
  const deletedGuestChats = await deleteExpiredGuestChats(ctx);
  return { ...deadlines, deletedGuestChats };
}

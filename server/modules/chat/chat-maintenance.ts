import { publishNotices } from "../notifications/announce.ts";
import { deleteOldNotifications } from "../notifications/notification-store.ts";
import { remindHearingsTomorrow, remindReviewDeadlines } from "../notifications/reminders.ts";
import { tellOverdueFirstResponses, warnFirstResponsesDueSoon } from "../sla/overdue.ts";
import { deleteStaleViewers } from "../staff/chat-viewers.ts";
import type { ChatContext } from "./chat-context.ts";
import { deleteExpiredGuestChats } from "./guest-cleanup.ts";
import { applyDeadlines } from "./task-service.ts";

/** How often the server checks deadlines and guest-chat lifetimes. */
export const CHAT_MAINTENANCE_INTERVAL_MS = 60_000;

/**
 * One pass of the time-driven work: overdue tasks, auto-accept, guest-chat deletion, the review
 * and hearing reminders (issue 14), overdue first answers (issue 30 §4), old read notifications
 * and long-gone chat viewers.
 */
export async function runChatMaintenance(ctx: ChatContext) {
  const deadlines = await applyDeadlines(ctx);
  const deletedGuestChats = await deleteExpiredGuestChats(ctx);
  const now = ctx.now();
  const announceCtx = { publicUrl: ctx.publicUrl, now };
  const reviewReminders = await remindReviewDeadlines(ctx.db, announceCtx);
  const hearingReminders = await remindHearingsTomorrow(ctx.db, announceCtx);
  const overdueFirstResponses = await tellOverdueFirstResponses(ctx.db, announceCtx);
  const firstResponseWarnings = await warnFirstResponsesDueSoon(ctx.db, announceCtx);
  await publishNotices(ctx.events, [
    ...firstResponseWarnings,
    ...reviewReminders,
    ...hearingReminders,
    ...overdueFirstResponses,
  ]);
  await deleteOldNotifications(ctx.db, now);
  await deleteStaleViewers(ctx.db, now);
  return {
    ...deadlines,
    deletedGuestChats,
    reviewReminders: reviewReminders.length,
    hearingReminders: hearingReminders.length,
  };
}

import { and, eq, isNull, lt } from "drizzle-orm";
import { MONEY_RECEIVED_STATUSES, SYSTEM_MESSAGES } from "../../../domain/chat/chat.ts";
import type { ChatSession, StartTask } from "../../../domain/chat/chat-schemas.ts";
import {
  nextTaskStatus,
  REVIEW_PERIOD_HOURS,
  refusedMoveText,
  TASK_ACTION_ACTORS,
  TASK_DURATION,
  TASK_STATUSES,
  type TaskAction,
  type TaskStatus,
} from "../../../domain/chat/task-status.ts";
import { formatMoscowDateTime } from "../../../domain/time.ts";
import { AUTH_TEXTS } from "../../../domain/users/auth-texts.ts";
import type { Db } from "../../db/client.ts";
import { chatMessages, chatSessions } from "../../db/schema/chat.ts";
import { conflict, forbidden } from "../../errors.ts";
import { issueActIfDue } from "../billing/billing-documents.ts";
import { publishNotices } from "../notifications/announce.ts";
import { announceDocumentsReady } from "../notifications/chat-notices.ts";
import { claimQueuedChat, giveOutQueueAndTell } from "../staff/assignment.ts";
import type { ChatContext } from "./chat-context.ts";
import { publishChatEvent } from "./chat-events.ts";
import { keptUntil } from "./guest-retention.ts";
import type { SessionRow } from "./serialize.ts";
import { previewOf, sessionView } from "./session-service.ts";

const HOUR_MS = 3_600_000;
type SessionPatch = Partial<typeof chatSessions.$inferInsert>;

/** What else changes with a move, and the system message it writes into the chat. */
function effectsOf(
  action: TaskAction,
  now: Date,
  session: Pick<SessionRow, "taskDurationHours" | "isGuest" | "expiresAt" | "paymentStatus"> | null,
  duration?: StartTask,
): { patch: SessionPatch; message: string | null } {
  switch (action) {
    case "start_task": {
      const hours =
        (duration?.duration_value ?? TASK_DURATION.default) *
        (duration?.duration_unit === "days" ? 24 : 1);
      const taskDeadline = new Date(now.getTime() + hours * HOUR_MS);
      return {
        patch: { taskDeadline, taskDurationHours: hours },
        message: SYSTEM_MESSAGES.taskStarted(formatMoscowDateTime(taskDeadline)),
      };
    }
    case "documents_ready": {
      const reviewDeadline = new Date(now.getTime() + REVIEW_PERIOD_HOURS * HOUR_MS);
      if (session?.isGuest) return guestDocumentsReady(session, now, reviewDeadline);
      return {
        patch: { reviewDeadline },
        message: SYSTEM_MESSAGES.documentsReady(formatMoscowDateTime(reviewDeadline)),
      };
    }
    case "request_revision": {
      // The revision gets the time the executor first gave the task, from now: the old deadline
      // has usually passed by the end of the review, and must not make the task overdue at once.
      const hours = session?.taskDurationHours ?? TASK_DURATION.default;
      return {
        patch: { reviewDeadline: null, taskDeadline: new Date(now.getTime() + hours * HOUR_MS) },
        message: SYSTEM_MESSAGES.revisionRequested,
      };
    }
    case "accept_order":
      return { patch: { status: "completed" }, message: SYSTEM_MESSAGES.accepted };
    case "review_period_ended":
      return { patch: { status: "completed" }, message: SYSTEM_MESSAGES.autoAccepted };
    case "deadline_passed":
      return { patch: {}, message: null };
  }
}

/**
 * A guest cannot accept or ask for a revision: they read when the chat (and the documents) will
 * be deleted. A paid guest chat is kept the full period from now, so the documents stay
 * downloadable at least that long (issue 28).
 */
function guestDocumentsReady(
  session: Pick<SessionRow, "expiresAt" | "paymentStatus">,
  now: Date,
  reviewDeadline: Date,
): { patch: SessionPatch; message: string } {
  const paid = MONEY_RECEIVED_STATUSES.includes(session.paymentStatus);
  const expiresAt = paid ? keptUntil(session.expiresAt, now) : session.expiresAt;
  return {
    patch: { reviewDeadline, expiresAt },
    message: SYSTEM_MESSAGES.guestDocumentsReady(formatMoscowDateTime(expiresAt ?? now)),
  };
}

const statusIs = (status: string | null) =>
  status === null ? isNull(chatSessions.taskStatus) : eq(chatSessions.taskStatus, status);

/**
 * The one place a person moves a task (executor or client). The table in domain/task-status.ts
 * decides; the update is conditional on the status we read, so of two concurrent moves one wins
 * and the other gets the same 409 as a move that was never allowed.
 */
export async function moveTask(
  ctx: ChatContext,
  /** Who moves it; a member of staff taking a task of the queue takes the chat (issue 44 §3). */
  by: { side: "executor" | "client"; userId: number },
  session: SessionRow,
  action: TaskAction,
  duration?: StartTask,
): Promise<ChatSession> {
  // The table says who may make each move; the routes' role checks are the first line.
  if (TASK_ACTION_ACTORS[action] !== by.side) throw forbidden(AUTH_TEXTS.forbidden);
  const from = session.taskStatus as TaskStatus | null;
  const to = nextTaskStatus(from, action);
  if (!to) throw conflict(refusedMoveText(from, action));
  const now = ctx.now();
  const { patch, message } = effectsOf(action, now, session, duration);
  let told: number[] = [];
  let claimed = false;
  const updated = await ctx.db.transaction(async (tx) => {
    // First: the assignment lock before the chat's row, as everywhere.
    if (by.side === "executor") claimed = (await claimQueuedChat(tx, session, by.userId)) !== null;
    const [row] = await tx
      .update(chatSessions)
      .set({
        ...patch,
        taskStatus: to,
        lastActivity: now,
        ...(message ? { lastMessagePreview: previewOf(message) } : {}),
      })
      .where(and(eq(chatSessions.id, session.id), statusIs(from)))
      .returning();
    // Refused inside the transaction, so a chat taken from the queue above goes back to it.
    if (!row) throw conflict(refusedMoveText(await taskStatusOf(tx, session.id), action));
    if (message) {
      await tx.insert(chatMessages).values({
        sessionId: row.id,
        senderType: "system",
        messageType: "system",
        content: message,
        createdAt: now,
      });
    }
    if (to === "documents_ready") {
      told = await announceDocumentsReady(tx, { publicUrl: ctx.publicUrl, now }, row);
    }
    // A company's accepted order that is paid gets its act (issue 31 §3).
    await issueActIfDue(tx, row, now);
    return row;
  });
  // A completed chat frees its lawyer's place: the queue's oldest chat takes it. After the commit,
  // in a transaction of its own: assignment takes its lock before any chat row, everywhere.
  if (patch.status === "completed") await giveOutQueueAndTell(ctx.db, ctx.events);
  await publishChatEvent(
    ctx.events,
    updated,
    message ? "message.created" : "session.updated",
    claimed ? { previousAssigneeId: null } : {},
  );
  await publishNotices(ctx.events, told);
  return sessionView(ctx.db, updated);
}

async function taskStatusOf(tx: Db, sessionId: string): Promise<TaskStatus | null> {
  const [current] = await tx
    .select({ taskStatus: chatSessions.taskStatus })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  return (current?.taskStatus ?? null) as TaskStatus | null;
}

/** Every status from which the machine allows `action` (for the scheduler's bulk moves). */
function statusesAllowing(action: TaskAction): TaskStatus[] {
  return TASK_STATUSES.filter((status) => nextTaskStatus(status, action) !== null);
}

/**
 * The scheduler's moves: tasks past their deadline become overdue; review periods that ended
 * without an answer accept the order. Each row moves in one conditional UPDATE, so two instances
 * running this at once move (and write the system message for) each chat exactly once.
 */
export async function applyDeadlines(
  ctx: ChatContext,
): Promise<{ overdue: number; autoAccepted: number }> {
  const now = ctx.now();
  const overdue = await bulkMove(
    ctx.db,
    now,
    "deadline_passed",
    lt(chatSessions.taskDeadline, now),
  );
  const autoAccepted = await bulkMove(
    ctx.db,
    now,
    "review_period_ended",
    lt(chatSessions.reviewDeadline, now),
  );
  // Accepted orders free their lawyers' places for the queue.
  if (autoAccepted.length > 0) await giveOutQueueAndTell(ctx.db, ctx.events);
  // Overdue writes no message; an automatic acceptance does.
  await Promise.all([
    ...overdue.map((row) => publishChatEvent(ctx.events, row, "session.updated")),
    ...autoAccepted.map((row) => publishChatEvent(ctx.events, row, "message.created")),
  ]);
  return { overdue: overdue.length, autoAccepted: autoAccepted.length };
}

async function bulkMove(db: Db, now: Date, action: TaskAction, due: ReturnType<typeof lt>) {
  const sources = statusesAllowing(action);
  const moved: SessionRow[] = [];
  // Each source status has its own target in the table; move them one source at a time.
  for (const from of sources) {
    const to = nextTaskStatus(from, action) as TaskStatus;
    const { patch, message } = effectsOf(action, now, null);
    const rows = await db.transaction(async (tx) => {
      const updated = await tx
        .update(chatSessions)
        .set({
          ...patch,
          taskStatus: to,
          ...(message ? { lastActivity: now, lastMessagePreview: previewOf(message) } : {}),
        })
        .where(and(eq(chatSessions.taskStatus, from), due))
        .returning();
      for (const row of updated) await issueActIfDue(tx, row, now);
      if (message && updated.length > 0) {
        await tx.insert(chatMessages).values(
          updated.map((row) => ({
            sessionId: row.id,
            senderType: "system" as const,
            messageType: "system" as const,
            content: message,
            createdAt: now,
          })),
        );
      }
      return updated;
    });
    moved.push(...rows);
  }
  return moved;
}

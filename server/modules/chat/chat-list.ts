import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import {
  ACTIVE_TASK_STATUSES,
  type ChatFilter,
  COMPLETED_TASK_STATUSES,
} from "../../../domain/chat/chat.ts";
import type { ChatSession } from "../../../domain/chat/chat-schemas.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { chatSessions } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { sharedReadPerOwner } from "../../platform/shared-read.ts";
import type { ChatContext } from "./chat-context.ts";
import { assigneeName, assigneePhotoAt, lastExecutorName } from "./executor-name.ts";
import { toChatSession } from "./serialize.ts";
import { lawyerSees, notExpired } from "./session-access.ts";

export interface ChatListPage {
  filter: ChatFilter;
  /** Executors: `me`, `none` (the queue) or a lawyer's id (issue 30 §2). */
  assignee?: string | undefined;
  limit: number;
  /** The last chat of the previous page (keyset on last activity, then id). */
  before?: { lastActivity: Date; id: string };
}

/**
 * The newest chats first, a page at a time; a client sees only their own, staff every chat they
 * may see (session-access.ts), or one lawyer's, or the queue's (`assignee`). The cabinet's
 * hottest read, so each of its shapes is a prepared statement (below).
 */
export async function listSessions(
  ctx: ChatContext,
  user: UserRow,
  page: ChatListPage,
): Promise<ChatSession[]> {
  const shape: ListShape = {
    scope: scopeOf(user, page.assignee),
    filter: page.filter,
    paged: page.before !== undefined,
    // A lawyer (not an administrator) lists through the visibility rule.
    lawyer: user.role === "executor",
  };
  const params: ListParams = {
    clientId: user.id,
    viewerId: user.id,
    assigneeId: page.assignee === "me" ? user.id : Number(page.assignee ?? 0),
    limit: page.limit,
    beforeActivity: page.before?.lastActivity,
    beforeId: page.before?.id,
  };
  // Identical lists asked at once (every cabinet refetching after one chat event) are read once.
  return sharedListReads(ctx)(listKey(shape, params), async () => {
    const rows = await chatListQuery(shape)(ctx.db).execute({ ...params, now: ctx.now() });
    return rows.map(({ session, fullName, clientType, executorName, assignee, assigneePhoto }) =>
      toChatSession(
        session,
        fullName === null ? null : { fullName, clientType },
        executorName,
        assignee,
        assigneePhoto,
      ),
    );
  });
}

const sharedListReads = sharedReadPerOwner<ChatSession[]>();

/**
 * What a list's result depends on: its shape and the values its query reads. A viewer's id is in
 * it only where the query uses it, so administrators (and lawyers asking for the same lawyer's
 * chats) share one read.
 */
function listKey(shape: ListShape, params: ListParams): string {
  return JSON.stringify([
    shape.scope,
    shape.filter,
    shape.paged ? [params.beforeActivity?.toISOString(), params.beforeId] : null,
    shape.scope === "own" ? params.clientId : null,
    shape.lawyer ? params.viewerId : null,
    shape.scope === "assignee" ? params.assigneeId : null,
    params.limit,
  ]);
}

/** Whose chats: a client's own; an executor's choice of all, one lawyer's or the queue. */
function scopeOf(user: UserRow, assignee: string | undefined): ListShape["scope"] {
  if (!isExecutorRole(user.role)) return "own";
  if (assignee === undefined) return "every";
  return assignee === "none" ? "queue" : "assignee";
}

/** The list query's values, but the clock (`now`, read when the query runs). */
interface ListParams {
  clientId: number;
  viewerId: number;
  assigneeId: number;
  limit: number;
  beforeActivity: Date | undefined;
  beforeId: string | undefined;
}

/** What changes the query's text: whose chats, which filter, first page or after a cursor. */
interface ListShape {
  scope: "every" | "own" | "assignee" | "queue";
  filter: ChatFilter;
  paged: boolean;
  lawyer: boolean;
}

function filterCondition(filter: ChatFilter) {
  switch (filter) {
    case "active":
      return inArray(chatSessions.taskStatus, [...ACTIVE_TASK_STATUSES]);
    case "completed":
      return inArray(chatSessions.taskStatus, [...COMPLETED_TASK_STATUSES]);
    case "unread":
      return gt(chatSessions.unreadByExecutor, 0);
    case "all":
      return undefined;
  }
}

function buildListQuery(db: Db, { scope, filter, paged, lawyer }: ListShape) {
  return db
    .select({
      session: chatSessions,
      fullName: users.fullName,
      clientType: users.clientType,
      executorName: lastExecutorName,
      assignee: assigneeName,
      assigneePhoto: assigneePhotoAt,
    })
    .from(chatSessions)
    .leftJoin(users, eq(users.id, chatSessions.clientId))
    .where(
      and(
        notExpired(sql.placeholder("now")),
        // session-access.ts's visibleTo, with the viewer's id as a placeholder.
        scope === "own" ? eq(chatSessions.clientId, sql.placeholder("clientId")) : undefined,
        lawyer ? lawyerSees(sql.placeholder("viewerId")) : undefined,
        scope === "assignee"
          ? eq(chatSessions.assigneeId, sql.placeholder("assigneeId"))
          : undefined,
        scope === "queue" ? isNull(chatSessions.assigneeId) : undefined,
        filterCondition(filter),
        paged
          ? sql`(${chatSessions.lastActivity}, ${chatSessions.id}) < (${sql.placeholder("beforeActivity")}, ${sql.placeholder("beforeId")})`
          : undefined,
      ),
    )
    .orderBy(desc(chatSessions.lastActivity), desc(chatSessions.id))
    .limit(sql.placeholder("limit"))
    .prepare(`chat_list_${scope}_${filter}_${paged ? "after" : "first"}${lawyer ? "_lawyer" : ""}`);
}

type ListQuery = ReturnType<typeof buildListQuery>;
const listQueries = new Map<string, (db: Db) => ListQuery>();

/** One prepared statement per shape (4 scopes × 4 filters × 2 × 2 = 64 at most), made on first use. */
function chatListQuery(shape: ListShape): (db: Db) => ListQuery {
  const key = `${shape.scope}:${shape.filter}:${shape.paged}:${shape.lawyer}`;
  let query = listQueries.get(key);
  if (!query) {
    query = preparedPerDatabase((db) => buildListQuery(db, shape));
    listQueries.set(key, query);
  }
  return query;
}

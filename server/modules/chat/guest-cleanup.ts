import { lte } from "drizzle-orm";
import { chatSessions } from "../../db/schema/chat.ts";
import type { ChatContext } from "./chat-context.ts";
import { keepPaidUndeliveredGuestChats } from "./guest-retention.ts";
import { deleteSessions } from "./message-service.ts";

const BATCH = 200;

/**
 * Deletes guest chats 24 hours after creation, with their messages and files (spec 1 §4). Safe
 * with several instances: a chat deleted by one is simply not returned to the other. A paid guest
 * chat lives longer (guest-retention.ts): its expiry was moved, or is moved here first.
 */
export async function deleteExpiredGuestChats(ctx: ChatContext): Promise<number> {
  await keepPaidUndeliveredGuestChats(ctx.db, ctx.now());
  let total = 0;
  for (;;) {
    const expired = await ctx.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(lte(chatSessions.expiresAt, ctx.now()))
      .limit(BATCH);
    if (expired.length === 0) return total;
    total += await deleteSessions(
      ctx,
      expired.map((row) => row.id),
    );
    if (expired.length < BATCH) return total;
  }
}

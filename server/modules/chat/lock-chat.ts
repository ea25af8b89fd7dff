import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { chatSessions } from "../../db/schema/chat.ts";

/**
 * The chat, locked for the rest of the transaction: its payment acts, and the out-of-hours answer
 * to two messages sent at once, never interleave.
 */
export async function lockChat(tx: Db, id: string) {
  const [row] = await tx.select().from(chatSessions).where(eq(chatSessions.id, id)).for("update");
  return row ?? null;
}

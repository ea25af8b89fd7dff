import type { ChatMessage } from "../../../domain/chat/chat-schemas.ts";
import type { Db } from "../../db/client.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import type { InstanceKept } from "../site-settings/settings-cache.ts";
import { autoReplyIfClosed } from "./auto-reply.ts";
import { startReplyClock } from "./reply-clock.ts";
import type { SessionRow } from "./serialize.ts";

/**
 * What a client's or guest's message sets off in its own transaction (issue 30 §3, §4): the first
 * one starts the reply-time clock, and out of hours the first of an off period gets the automatic
 * answer — the office hours read once for both. Returns that answer, if one was written.
 */
export async function afterClientMessage(
  tx: Db,
  session: Pick<SessionRow, "id" | "isGuest" | "serviceId" | "firstMessageAt">,
  at: Date,
  kept?: InstanceKept,
): Promise<ChatMessage | null> {
  const { office_hours: hours } = await (kept?.siteSettings() ?? getSiteSettings(tx));
  await startReplyClock(tx, session, at, hours);
  return autoReplyIfClosed(tx, session, at, hours);
}

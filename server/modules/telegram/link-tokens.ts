import { and, eq, gt, lte } from "drizzle-orm";
import { TELEGRAM_LINK_TTL_MINUTES } from "../../../domain/telegram/telegram.ts";
import type { Db } from "../../db/client.ts";
import { telegramLinkTokens } from "../../db/schema/telegram.ts";
import { isLinkToken, linkTokenHash, newLinkToken } from "../accounts/link-token.ts";

/** What a deep link ties the Telegram chat that opens it to: a staff account or one site chat. */
export type LinkTarget =
  | { userId: number; sessionId?: never }
  | { sessionId: string; userId?: never };

/**
 * A one-time deep link `t.me/<bot>?start=<token>` (Telegram passes the token to the bot as
 * `/start <token>`), good for TELEGRAM_LINK_TTL_MINUTES. Only the token's hash is stored; the
 * account's or chat's earlier unused links stay valid until they expire.
 */
export async function createLink(
  db: Db,
  botUsername: string,
  target: LinkTarget,
  now: Date,
): Promise<{ url: string; expires_at: string }> {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + TELEGRAM_LINK_TTL_MINUTES * 60_000);
  // The expired links of everyone go with every new one: the table stays as small as its use.
  await db.delete(telegramLinkTokens).where(lte(telegramLinkTokens.expiresAt, now));
  await db.insert(telegramLinkTokens).values({
    tokenHash: linkTokenHash(token),
    userId: target.userId ?? null,
    sessionId: target.sessionId ?? null,
    expiresAt,
    createdAt: now,
  });
  const url = new URL(`https://t.me/${encodeURIComponent(botUsername)}`);
  url.searchParams.set("start", token);
  return { url: url.href, expires_at: expiresAt.toISOString() };
}

/** Takes a link's token once: its target, or null (unknown, used or expired). */
export async function consumeLink(db: Db, token: string, now: Date): Promise<LinkTarget | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await db
    .delete(telegramLinkTokens)
    .where(
      and(
        eq(telegramLinkTokens.tokenHash, linkTokenHash(token)),
        gt(telegramLinkTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return null;
  if (row.userId !== null) return { userId: row.userId };
  if (row.sessionId !== null) return { sessionId: row.sessionId };
  return null;
}

import { and, count, eq, gt, isNull } from "drizzle-orm";
import {
  GUEST_CHAT_CLAIM_PARAM,
  GUEST_CHAT_CLAIM_TTL_HOURS,
} from "../../../domain/chat/guest-chat-move.ts";
import { GUEST_CHAT_MOVE_TEXTS as T } from "../../../domain/chat/guest-chat-move-texts.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { chatSessions, guestChatClaims } from "../../db/schema/chat.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest } from "../../errors.ts";
import { isLinkToken, linkTokenHash, newLinkToken } from "../accounts/link-token.ts";
import { renderMail } from "../mail/mail-layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { adoptGuestChat } from "./guest-adoption.ts";

/** SQL: live guest chats that gave `email`. */
const liveGuestChatsOf = (email: string, now: Date) =>
  and(
    eq(chatSessions.isGuest, true),
    eq(chatSessions.guestEmail, email),
    gt(chatSessions.expiresAt, now),
  );

/**
 * A client signed up or in while live guest chats that gave their e-mail stay guests' (opened on
 * another device, so their ids are not at hand): a link goes to that address, and only opening it
 * moves them (issue 44 §3). An account's address is not proven by typing it at registration; the
 * mailbox is. One link at a time: a sign-in while one still works sends nothing.
 */
export async function offerGuestChatsByMail(
  db: Db,
  user: UserRow,
  publicUrl: string,
  now: Date = new Date(),
): Promise<void> {
  if (user.role !== "client") return;
  const [waiting] = await db
    .select({ n: count() })
    .from(chatSessions)
    .where(liveGuestChatsOf(user.email, now));
  if (!waiting?.n) return;
  const [pending] = await db
    .select({ userId: guestChatClaims.userId })
    .from(guestChatClaims)
    .where(
      and(
        eq(guestChatClaims.userId, user.id),
        eq(guestChatClaims.email, user.email),
        isNull(guestChatClaims.usedAt),
        gt(guestChatClaims.expiresAt, now),
      ),
    )
    .limit(1);
  if (pending) return;
  const token = newLinkToken();
  const link = new URL(`/dashboard#${GUEST_CHAT_CLAIM_PARAM}=${token}`, publicUrl).href;
  const settings = await getSiteSettings(db);
  const mail = renderMail(
    {
      greeting: T.mailGreeting(user.fullName),
      paragraphs: [T.mailBody],
      action: { label: T.mailButton, url: link },
      after: [T.mailIgnore],
    },
    settings,
  );
  await db.transaction(async (tx) => {
    await tx.insert(guestChatClaims).values({
      tokenHash: linkTokenHash(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(now.getTime() + GUEST_CHAT_CLAIM_TTL_HOURS * 3_600_000),
    });
    // About the account's own chats, like a security mail: no unsubscribe.
    await enqueueMail(tx, {
      to: user.email,
      category: "security",
      userId: user.id,
      subject: T.mailSubject(siteNameOf(settings)),
      ...mail,
    });
  });
}

/**
 * The mailed link opened by the account it was sent for, signed in: the token is taken once, and
 * the live guest chats that gave the address join the account, which must still have that address
 * (a changed e-mail ends the offer). Both halves are needed: someone who registered with another's
 * address has the session but never the mail; the mailbox's owner has the mail but not that
 * account's session (a password reset would make the account theirs anyway). Returns how many moved.
 */
export async function claimGuestChats(
  db: Db,
  token: string,
  userId: number,
  now: Date = new Date(),
) {
  if (!isLinkToken(token)) throw badRequest(T.claimInvalid);
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .update(guestChatClaims)
      .set({ usedAt: now })
      .where(
        and(
          eq(guestChatClaims.tokenHash, linkTokenHash(token)),
          eq(guestChatClaims.userId, userId),
          isNull(guestChatClaims.usedAt),
          gt(guestChatClaims.expiresAt, now),
        ),
      )
      .returning({ userId: guestChatClaims.userId, email: guestChatClaims.email });
    if (!claim) throw badRequest(T.claimInvalid);
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, claim.userId),
          eq(users.email, claim.email),
          eq(users.role, "client"),
          isNull(users.disabledAt),
        ),
      );
    if (!owner) throw badRequest(T.claimInvalid);
    const chats = await tx
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(liveGuestChatsOf(claim.email, now));
    let moved = 0;
    for (const { id } of chats) {
      if (await adoptGuestChat(tx, id, owner.id, now)) moved += 1;
    }
    return moved;
  });
}

import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { EMAIL_CHANGE_TTL_MINUTES, EMAIL_CHANGE_TEXTS as T } from "../../../domain/mail/mail.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { endLinksOnEmailChange } from "../../auth/account-links.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { emailChangeTokens, mailOptOuts } from "../../db/schema/mail.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest, conflict } from "../../errors.ts";
import { renderMail } from "../mail/mail-layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { isLinkToken, linkTokenHash, newLinkToken } from "./link-token.ts";

async function refuseTaken(db: Db, email: string, userId: number): Promise<void> {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (holder) throw conflict(T.taken);
}

/**
 * «Смена e-mail» (the caller has checked the current password): a new single-use token for the
 * new address (earlier unused ones of the account stop working) and, in the same transaction,
 * the link to the new address and a notice to the current one, so the owner hears of a change
 * made with a stolen password. The link's token rides in its fragment, like the reset's.
 */
export async function requestEmailChange(
  db: Db,
  user: UserRow,
  newEmail: string,
  publicUrl: string,
  now: Date = new Date(),
): Promise<void> {
  if (newEmail === user.email) throw badRequest(T.sameEmail);
  await refuseTaken(db, newEmail, user.id);
  const token = newLinkToken();
  const link = new URL(`/email-change/confirm#token=${token}`, publicUrl).href;
  const settings = await getSiteSettings(db);
  const confirmation = renderMail(
    {
      greeting: T.mailGreeting(user.fullName),
      paragraphs: [T.mailBody],
      action: { label: T.mailButton, url: link },
      after: [T.mailIgnore],
    },
    settings,
  );
  const notice = renderMail(
    {
      greeting: T.mailGreeting(user.fullName),
      paragraphs: [T.noticeBody(newEmail)],
      after: [T.noticeNotYou],
    },
    settings,
  );
  await db.transaction(async (tx) => {
    await tx
      .delete(emailChangeTokens)
      .where(and(eq(emailChangeTokens.userId, user.id), isNull(emailChangeTokens.usedAt)));
    await tx.insert(emailChangeTokens).values({
      tokenHash: linkTokenHash(token),
      userId: user.id,
      newEmail,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MINUTES * 60_000),
    });
    // Security mail: no unsubscribe, and it goes with the account when the account is erased.
    await enqueueMail(tx, {
      to: newEmail,
      category: "security",
      userId: user.id,
      subject: T.mailSubject(siteNameOf(settings)),
      ...confirmation,
    });
    await enqueueMail(tx, {
      to: user.email,
      category: "security",
      userId: user.id,
      subject: T.noticeSubject(siteNameOf(settings)),
      ...notice,
    });
  });
}

/**
 * Moves the account to the address from a valid link and returns it. The token is taken by a
 * conditional update in the same transaction as the change (a link works once, even clicked
 * twice at once); an address taken meanwhile answers 409 — under a race the unique index on
 * users.email decides — and leaves the link usable. The mail opt-outs, kept by address, move
 * along; every reset link (mailed to the old address) and every other pending change end.
 * Sessions stay: the person proved the password and the new inbox.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<string> {
  if (!isLinkToken(token)) throw badRequest(T.invalidToken);
  const tokenHash = linkTokenHash(token);
  const valid = and(
    eq(emailChangeTokens.tokenHash, tokenHash),
    isNull(emailChangeTokens.usedAt),
    gt(emailChangeTokens.expiresAt, now),
  );
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail })
        .from(emailChangeTokens)
        .where(valid)
        .limit(1);
      if (!found) throw badRequest(T.invalidToken);
      // The account first, then the token: the order an erasure takes them in.
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, found.userId))
        .for("update");
      const taken = await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(valid)
        .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
      if (!before || taken.length === 0) throw badRequest(T.invalidToken);
      await refuseTaken(tx, found.newEmail, found.userId);
      await tx
        .update(users)
        .set({ email: found.newEmail, updatedAt: now })
        .where(eq(users.id, found.userId));
      await moveOptOuts(tx, before.email, found.newEmail);
      await endLinksOnEmailChange(tx, found.userId, tokenHash);
      return found.newEmail;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(T.taken);
    throw error;
  }
}

/**
 * The categories switched off for the old address now hold for the new one, added to any the new
 * inbox's owner (the same person, as the link proved) switched off by a mail's link before.
 */
async function moveOptOuts(tx: Db, from: string, to: string): Promise<void> {
  const moved = await tx
    .delete(mailOptOuts)
    .where(eq(mailOptOuts.email, from))
    .returning({ category: mailOptOuts.category, createdAt: mailOptOuts.createdAt });
  if (moved.length === 0) return;
  await tx
    .insert(mailOptOuts)
    .values(moved.map((row) => ({ email: to, category: row.category, createdAt: row.createdAt })))
    .onConflictDoNothing();
}

import { and, eq, gt, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import {
  PASSWORD_RESET_TTL_MINUTES,
  PASSWORD_RESET_TEXTS as T,
} from "../../../domain/mail/mail.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { passwordProblem } from "../../../domain/users/common-passwords.ts";
import { hashPassword } from "../../auth/password.ts";
import { announceRevoked } from "../../auth/sessions.ts";
import { storePasswordHash } from "../../auth/set-password.ts";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens } from "../../db/schema/mail.ts";
import { users } from "../../db/schema/users.ts";
import { badRequest } from "../../errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { renderMail } from "../mail/mail-layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { isLinkToken, linkTokenHash, newLinkToken } from "./link-token.ts";

/**
 * «Забыли пароль?»: for a known address, a new single-use token (earlier unused ones of the
 * account stop working) and, in the same transaction, the mail with the link. The caller answers
 * the same either way, and so that the answer's time does not tell either, an unknown address
 * (or a switched-off account) goes through the same steps — a token made and hashed, the mail
 * rendered, a transaction deleting the old tokens and writing the mail — and that transaction is
 * rolled back. The token travels in the link's fragment (`#token=`), which browsers never send to
 * a server or put in a Referer.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  publicUrl: string,
  now: Date = new Date(),
): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.disabledAt)))
    .limit(1);
  const token = newLinkToken();
  const link = new URL(`/password-reset/confirm#token=${token}`, publicUrl).href;
  const settings = await getSiteSettings(db);
  const mail = renderMail(
    {
      greeting: T.mailGreeting(user?.fullName ?? email),
      paragraphs: [T.mailBody],
      action: { label: T.mailButton, url: link },
      after: [T.mailIgnore],
    },
    settings,
  );
  const tokenRow = {
    tokenHash: linkTokenHash(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  };
  try {
    await db.transaction(async (tx) => {
      // A rolled-back transaction waits for no disk flush and a committed one does: without
      // this, the commit alone tells a known address (about 6 ms on PostgreSQL). A crash in the
      // next instant may lose this request; the person asks again.
      await tx.execute(sql`set local synchronous_commit = off`);
      await tx
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, user?.id ?? NO_ACCOUNT),
            isNull(passwordResetTokens.usedAt),
          ),
        );
      if (user) await tx.insert(passwordResetTokens).values({ ...tokenRow, userId: user.id });
      await enqueueMail(tx, {
        to: email,
        category: "security",
        userId: user?.id ?? null,
        subject: T.mailSubject(siteNameOf(settings)),
        ...mail,
      });
      if (!user) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

/** No account has this id (identities start at 1): the unknown address's stand-in. */
const NO_ACCOUNT = 0;

/**
 * Sets the new password from a valid link: the token is taken in the same transaction as the
 * password changes (a link works once, even clicked twice at once); like any password set
 * (storePasswordHash) it ends every session, link and pending e-mail change of the account, and
 * the sessions' open streams are told after the commit.
 */
export async function confirmPasswordReset(
  db: Db,
  events: EventBus | undefined,
  token: string,
  password: string,
  now: Date = new Date(),
): Promise<void> {
  if (!isLinkToken(token)) throw badRequest(T.invalidToken);
  const tokenHash = linkTokenHash(token);
  const valid = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [found] = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(valid)
    .limit(1);
  if (!found) throw badRequest(T.invalidToken);
  const problem = await passwordProblem(password, [found.user.email, found.user.fullName]);
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  const revoked = await db.transaction(async (tx) => {
    const taken = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(valid)
      .returning({ userId: passwordResetTokens.userId });
    if (taken.length === 0) throw badRequest(T.invalidToken);
    // This link, like every other of the account, ends with the password it set.
    return storePasswordHash(tx, found.user.id, passwordHash);
  });
  await announceRevoked(events, revoked);
}

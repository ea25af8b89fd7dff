import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { courtEventFeeds } from "../db/schema/court-events.ts";
import { emailChangeTokens, passwordResetTokens } from "../db/schema/mail.ts";
import { loginChallenges } from "../db/schema/second-factor.ts";

/**
 * The account's standing links die with the state they were issued for (issue 27 §1, decision
 * 036). A password set ends every reset link, every pending e-mail change and the court
 * calendar's secret feed link, like the sessions: someone who once held the session or the
 * password may have asked for any of them. A login waiting for its second-factor code was opened
 * with the old password, so it ends too. Call it in the password's own transaction.
 */
export async function endLinksOnPasswordSet(tx: Db, userId: number): Promise<void> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
  await tx.delete(courtEventFeeds).where(eq(courtEventFeeds.executorId, userId));
  await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
}

/**
 * A confirmed e-mail change ends every reset link (they were mailed to the address the account
 * no longer has) and every other pending change; `keepTokenHash` is the change just made (kept,
 * marked used). Call it in the change's transaction.
 */
export async function endLinksOnEmailChange(
  tx: Db,
  userId: number,
  keepTokenHash: string,
): Promise<void> {
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx
    .delete(emailChangeTokens)
    .where(
      and(eq(emailChangeTokens.userId, userId), ne(emailChangeTokens.tokenHash, keepTokenHash)),
    );
}

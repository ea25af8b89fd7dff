import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { MAIL_CATEGORIES, type MailCategory } from "../../../domain/mail/mail.ts";
import { appSecret } from "../../db/app-secret.ts";
import type { Db } from "../../db/client.ts";
import type { StatementPart } from "../../db/one-statement.ts";
import { mailOptOuts } from "../../db/schema/mail.ts";

/** The app secret that signs unsubscribe links (`app_secrets`). */
export const UNSUBSCRIBE_SECRET = "mail-unsubscribe";

/** The key that signs unsubscribe links, made by whichever instance needs it first. */
export const unsubscribeKey = (db: Db) => appSecret(db, UNSUBSCRIBE_SECRET);

const signatureOf = (key: string, email: string, category: string) =>
  createHmac("sha256", key).update(`${email}\n${category}`).digest("base64url");

/**
 * The addresses of a mail's unsubscribe: `page` for a person (the SPA asks before it acts, so a
 * mail scanner opening links unsubscribes nobody), `oneClick` for the List-Unsubscribe header
 * (RFC 8058: the mail app POSTs `List-Unsubscribe=One-Click` to it). Signed, so nobody can
 * unsubscribe an address that is not theirs; no sign-in needed.
 */
export function unsubscribeLinks(
  key: string,
  publicUrl: string,
  email: string,
  category: MailCategory,
): { page: string; oneClick: string } {
  const query = new URLSearchParams({ email, category, token: signatureOf(key, email, category) });
  return {
    page: new URL(`/unsubscribe?${query}`, publicUrl).href,
    oneClick: new URL(`/api/mail/unsubscribe?${query}`, publicUrl).href,
  };
}

const isCategory = (value: string): value is MailCategory =>
  (MAIL_CATEGORIES as readonly string[]).includes(value);

/** Switches the category off for the address when the signature is right; false otherwise. */
export async function unsubscribe(
  db: Db,
  params: { email: string; category: string; token: string },
): Promise<boolean> {
  if (!isCategory(params.category)) return false;
  const email = params.email.toLowerCase();
  const expected = Buffer.from(signatureOf(await unsubscribeKey(db), email, params.category));
  const given = Buffer.from(params.token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  await db.insert(mailOptOuts).values({ email, category: params.category }).onConflictDoNothing();
  return true;
}

/**
 * Which of `emails` switched `category` off: a part of an event's reading statement
 * (one-statement.ts), answering (part "optout", key: the address).
 */
export function optOutsPart(emails: readonly string[], category: string): StatementPart {
  return {
    answers: true,
    sql: sql`select 'optout'::text as part, ${mailOptOuts.email} as key, null::text as id,
                    0 as count
               from ${mailOptOuts}
              where ${mailOptOuts.category} = ${category} and ${mailOptOuts.email} in ${emails}`,
  };
}

/** The categories an address switched off. */
export async function optedOutCategories(db: Db, email: string): Promise<Set<string>> {
  const rows = await db
    .select({ category: mailOptOuts.category })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.email, email.toLowerCase()));
  return new Set(rows.map((row) => row.category));
}

/** «Профиль» → «Уведомления»: every category on or off for the signed-in user's address. */
export async function setMailPreferences(
  db: Db,
  email: string,
  preferences: Partial<Record<MailCategory, boolean>>,
): Promise<void> {
  const address = email.toLowerCase();
  await db.transaction(async (tx) => {
    for (const [category, enabled] of Object.entries(preferences)) {
      if (!isCategory(category)) continue;
      if (enabled) {
        await tx
          .delete(mailOptOuts)
          .where(and(eq(mailOptOuts.email, address), eq(mailOptOuts.category, category)));
      } else {
        await tx.insert(mailOptOuts).values({ email: address, category }).onConflictDoNothing();
      }
    }
  });
}

import { and, eq, isNull } from "drizzle-orm";
import type { SiteSettings } from "../../../domain/site-settings/site-settings.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { type MailContent, renderMail } from "./mail-layout.ts";
import { enqueueMail } from "./outbox.ts";

/**
 * A security mail (no unsubscribe, like the notice of an e-mail change) to every working
 * administrator, written in the caller's transaction: what a stolen session does to the firm's
 * money or staff is heard of at once (a changed «Оплата», a new administrator).
 */
export async function mailEveryAdministrator(
  tx: Db,
  site: SiteSettings,
  subject: string,
  contentFor: (recipient: { fullName: string }) => MailContent,
): Promise<void> {
  const admins = await tx
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)));
  for (const recipient of admins) {
    await enqueueMail(tx, {
      to: recipient.email,
      category: "security",
      userId: recipient.id,
      subject,
      ...renderMail(contentFor(recipient), site),
    });
  }
}

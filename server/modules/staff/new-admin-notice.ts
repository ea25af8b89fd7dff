import { and, eq, isNull } from "drizzle-orm";
import { SITE_NAME } from "../../../domain/contacts/contacts.ts";
import { STAFF_TEXTS as T } from "../../../domain/staff/staff.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import type { AuditActor } from "../audit/audit-log.ts";
import { renderMail } from "../mail/mail-layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getSiteSettings } from "../site-settings/service.ts";

/** Where the notice sends its reader: the list of staff, to revoke or switch off. */
const STAFF_TAB_PATH = "/executor-dashboard?tab=staff";

/**
 * Every working administrator hears at once, by security mail written in the same transaction,
 * that a new administrator was invited or made (issue 43 §1): an administrator's power added
 * by a stolen session does not go unseen.
 */
export async function tellAdminsOfNewAdmin(
  tx: Db,
  input: {
    who: { fullName: string; email: string };
    by: AuditActor;
    how: "invited" | "promoted";
    publicUrl: string;
    now?: Date;
  },
): Promise<void> {
  const now = input.now ?? new Date();
  const [admins, site] = await Promise.all([
    tx
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.disabledAt))),
    getSiteSettings(tx),
  ]);
  const who = `${input.who.fullName} (${input.who.email})`;
  const by = `${input.by.name} (${input.by.email})`;
  const at = `${now.toLocaleString("ru-RU", { timeZone: "Europe/Moscow" })} (МСК)`;
  const url = new URL(STAFF_TAB_PATH, input.publicUrl).href;
  for (const recipient of admins) {
    const mail = renderMail(
      {
        greeting: T.mailGreeting(recipient.fullName),
        paragraphs: [
          input.how === "invited" ? T.newAdminInvited(who, by) : T.newAdminPromoted(who, by),
          T.newAdminWhen(at),
        ],
        action: { label: T.newAdminButton, url },
        after: [T.newAdminNotYou],
      },
      site,
    );
    // Security mail: no unsubscribe, like the notice of a changed «Оплата».
    await enqueueMail(tx, {
      to: recipient.email,
      category: "security",
      userId: recipient.id,
      subject: T.newAdminSubject(SITE_NAME),
      ...mail,
    });
  }
}

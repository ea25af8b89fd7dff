import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { STAFF_TEXTS as T } from "../../../domain/staff/staff.ts";
import type { Db } from "../../db/client.ts";
import type { AuditActor } from "../audit/audit-log.ts";
import { mailEveryAdministrator } from "../mail/administrators-mail.ts";
import { getSiteSettings } from "../site-settings/service.ts";

/** Where the notice sends its reader: the list of staff, to revoke or switch off. */
const STAFF_TAB_PATH = "/executor-dashboard?tab=staff";

/**
 * Every working administrator hears at once that a new administrator was invited or made (issue
 * 43 §1): an administrator's power added by a stolen session does not go unseen.
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
  const who = `${input.who.fullName} (${input.who.email})`;
  const by = `${input.by.name} (${input.by.email})`;
  const at = `${now.toLocaleString("ru-RU", { timeZone: "Europe/Moscow" })} (МСК)`;
  const url = new URL(STAFF_TAB_PATH, input.publicUrl).href;
  const settings = await getSiteSettings(tx);
  await mailEveryAdministrator(
    tx,
    settings,
    T.newAdminSubject(siteNameOf(settings)),
    (recipient) => ({
      greeting: T.mailGreeting(recipient.fullName),
      paragraphs: [
        input.how === "invited" ? T.newAdminInvited(who, by) : T.newAdminPromoted(who, by),
        T.newAdminWhen(at),
      ],
      action: { label: T.newAdminButton, url },
      after: [T.newAdminNotYou],
    }),
  );
}

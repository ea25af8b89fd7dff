import { BACKUP_CABINET_TEXTS as T } from "../../../domain/backups/backup-schedule-texts.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { formatMoscowShortDate } from "../../../domain/time.ts";
import type { Db } from "../../db/client.ts";
import { mailEveryAdministrator } from "../mail/administrators-mail.ts";
import { getSiteSettings } from "../site-settings/service.ts";

/** Where the mail sends its reader. */
const BACKUPS_TAB_PATH = "/executor-dashboard?tab=backups";

/** «26.11.2026» of a scheduled run's day key. */
export const dayLabel = (day: string) => formatMoscowShortDate(`${day}T12:00:00+03:00`);

/**
 * Every working administrator hears that a scheduled backup failed or was missed (issue 46 §3),
 * written in the caller's transaction: once per scheduled day, since a day's row ends once.
 */
export async function tellAdminsOfFailedBackup(
  tx: Db,
  failed: { day: string; error: string },
  publicUrl: string,
): Promise<void> {
  const settings = await getSiteSettings(tx);
  const url = new URL(BACKUPS_TAB_PATH, publicUrl).href;
  await mailEveryAdministrator(tx, settings, T.mailSubject(siteNameOf(settings)), (recipient) => ({
    greeting: T.mailGreeting(recipient.fullName),
    paragraphs: [T.mailBody(dayLabel(failed.day), failed.error), T.mailAdvice],
    action: { label: T.mailButton, url },
  }));
}

import { eq } from "drizzle-orm";
import { AUDIT_ENTITY_LABELS } from "../../../domain/audit/audit.ts";
import {
  BILLING_SETTINGS_DEFAULTS,
  BILLING_SETTINGS_KEY,
  type BillingSettings,
} from "../../../domain/billing/billing.ts";
import { billingSettingsSchema } from "../../../domain/billing/billing-schemas.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema/content.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";

/** «Реквизиты для счетов» (issue 31 §3): a row of its own beside the site's settings. */
export async function getBillingSettings(db: Db): Promise<BillingSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, BILLING_SETTINGS_KEY));
  const parsed = billingSettingsSchema.safeParse({ ...BILLING_SETTINGS_DEFAULTS, ...row?.value });
  return parsed.success ? parsed.data : BILLING_SETTINGS_DEFAULTS;
}

export async function saveBillingSettings(
  db: Db,
  actor: AuditActor,
  input: BillingSettings,
): Promise<BillingSettings> {
  return db.transaction(async (tx) => {
    const before = await getBillingSettings(tx);
    const value = { ...input };
    await tx
      .insert(siteSettings)
      .values({ key: BILLING_SETTINGS_KEY, value, updatedByUserId: actor.userId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedByUserId: actor.userId, updatedAt: new Date() },
      });
    await recordChange(tx, actor, {
      entityType: "site_settings",
      entityId: BILLING_SETTINGS_KEY,
      action: "update",
      entityTitle: `${AUDIT_ENTITY_LABELS.site_settings}: реквизиты для счетов`,
      before: { ...before },
      after: value,
    });
    return value;
  });
}

import { eq } from "drizzle-orm";
import { AUDIT_ENTITY_LABELS } from "../../../domain/audit/audit.ts";
import { receiptSettingsSchema } from "../../../domain/payments/receipt-schemas.ts";
import {
  RECEIPT_SETTINGS_KEY,
  type ReceiptSettings,
  type TaxSystemCode,
  type VatCode,
  vatCodeFor,
} from "../../../domain/payments/receipts.ts";
import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema/catalogue.ts";
import { siteSettings } from "../../db/schema/content.ts";
import type { ProviderReceipt } from "../../platform/payments/payment-provider.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";

/**
 * «Чеки (54-ФЗ)» (issue 31 §5), a row of its own beside the site's settings: not public, and
 * changed by administrators only. Until saved: on, no tax system, and the VAT the deployment's
 * PAYMENT_RECEIPT_VAT_CODE names (1, «без НДС», by default) — what receipts carried before.
 */
export async function getReceiptSettings(db: Db, vatDefault: number): Promise<ReceiptSettings> {
  const defaults: ReceiptSettings = {
    enabled: true,
    tax_system_code: null,
    vat_code: vatDefault as VatCode,
  };
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, RECEIPT_SETTINGS_KEY));
  const parsed = receiptSettingsSchema.safeParse({ ...defaults, ...row?.value });
  return parsed.success ? (parsed.data as ReceiptSettings) : defaults;
}

export async function saveReceiptSettings(
  db: Db,
  actor: AuditActor,
  input: ReceiptSettings,
  vatDefault: number,
): Promise<ReceiptSettings> {
  return db.transaction(async (tx) => {
    const before = await getReceiptSettings(tx, vatDefault);
    const value = { ...input };
    await tx
      .insert(siteSettings)
      .values({ key: RECEIPT_SETTINGS_KEY, value, updatedByUserId: actor.userId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedByUserId: actor.userId, updatedAt: new Date() },
      });
    await recordChange(tx, actor, {
      entityType: "site_settings",
      entityId: RECEIPT_SETTINGS_KEY,
      action: "update",
      entityTitle: `${AUDIT_ENTITY_LABELS.site_settings}: чеки`,
      before: { ...before },
      after: value,
    });
    return value;
  });
}

/**
 * The receipt a payment or a refund carries, or null: receipts are off, or there is no e-mail to
 * send it to. The item's VAT is the service's own, else the settings'.
 */
export async function receiptFor(
  db: Db,
  vatDefault: number,
  what: { serviceId: number | null; description: string },
  payer: { email: string | null; phone: string | null },
): Promise<ProviderReceipt | null> {
  const settings = await getReceiptSettings(db, vatDefault);
  if (!settings.enabled || !payer.email) return null;
  const [service] =
    what.serviceId === null
      ? []
      : await db
          .select({ vatCode: services.vatCode })
          .from(services)
          .where(eq(services.id, what.serviceId));
  return {
    email: payer.email,
    phone: payer.phone,
    itemDescription: what.description,
    vatCode: vatCodeFor(service?.vatCode, settings),
    taxSystemCode: settings.tax_system_code as TaxSystemCode | null,
  };
}

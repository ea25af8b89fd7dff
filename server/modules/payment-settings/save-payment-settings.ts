import type { z } from "zod";
import {
  type CardProvider,
  type PaymentSetup,
  PAYMENT_SETUP_TEXTS as T,
  type updatePaymentSetupSchema,
} from "../../../domain/payments/payment-setup.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { hasSecondFactor } from "../../auth/second-factor/second-factor.ts";
import { sealSecret, secondFactorKey } from "../../auth/second-factor/secret-box.ts";
import type { UserRow } from "../../auth/sessions.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { paymentSettings } from "../../db/schema/payments.ts";
import { badRequest } from "../../errors.ts";
import { type AuditActor, recordChange } from "../audit/audit-log.ts";
import { mailEveryAdministrator } from "../mail/administrators-mail.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import {
  type EffectivePaymentSettings,
  readStoredPaymentSettings,
  type StoredPaymentSettings,
  YOOKASSA_SECRET_OWNER,
} from "./effective-settings.ts";

export type PaymentSetupInput = z.output<typeof updatePaymentSetupSchema>;

/** The form's view of the settings: never the secret key itself. */
export async function paymentSetupOf(
  settings: EffectivePaymentSettings,
  config: Config,
  db: Db,
  admin: UserRow,
): Promise<PaymentSetup> {
  return {
    provider: settings.provider,
    yookassa_shop_id: settings.yookassaShopId,
    yookassa_secret_key_set: settings.yookassaSecretSet && !settings.keyUnreadable,
    manual_card: settings.manual?.card ?? null,
    manual_phone: settings.manual?.phone ?? null,
    manual_recipient: settings.manual?.recipient ?? null,
    from_environment: settings.fromEnvironment,
    public_url_set: Boolean(config.PUBLIC_URL),
    code_required: await hasSecondFactor(db, admin.id),
    updated_at: settings.updatedAt?.toISOString() ?? null,
  };
}

/** What the log keeps of the settings: the key only as «set», never its value. */
function auditSnapshot(row: Omit<StoredPaymentSettings, "id" | "updatedAt" | "updatedByUserId">) {
  return {
    provider: row.provider ?? "sandbox",
    yookassa_shop_id: row.yookassaShopId,
    yookassa_secret_key: row.yookassaSecretSealed ? "задан" : null,
    manual_card: row.manualCard,
    manual_phone: row.manualPhone,
    manual_recipient: row.manualRecipient,
  };
}

/**
 * Saves «Оплата» (admin only, checked by the route): the parts the environment sets are left as
 * stored; YooKassa needs its two keys and the site's address. The change, its audit entry and a
 * mail to every administrator commit together: a stolen session that redirects the money is
 * heard of at once. Nothing is written when nothing changed.
 */
export async function savePaymentSettings(
  db: Db,
  config: Config,
  current: EffectivePaymentSettings,
  admin: UserRow,
  actor: AuditActor,
  input: PaymentSetupInput,
): Promise<boolean> {
  const stored = await readStoredPaymentSettings(db);
  const env = current.fromEnvironment;

  const provider: CardProvider | null = env.provider
    ? ((stored?.provider as CardProvider | null) ?? null)
    : input.provider;
  const shopId = env.yookassa ? (stored?.yookassaShopId ?? null) : input.yookassa_shop_id;
  // A new key replaces the stored one; clearing the shop id clears the key with it.
  const secretSealed = env.yookassa
    ? (stored?.yookassaSecretSealed ?? null)
    : input.yookassa_secret_key
      ? sealSecret(
          await secondFactorKey(db, config.SECOND_FACTOR_KEY),
          YOOKASSA_SECRET_OWNER,
          input.yookassa_secret_key,
        )
      : shopId && !current.keyUnreadable
        ? (stored?.yookassaSecretSealed ?? null)
        : null;
  const next = {
    provider,
    yookassaShopId: shopId,
    yookassaSecretSealed: secretSealed,
    manualCard: env.manual ? (stored?.manualCard ?? null) : input.manual_card,
    manualPhone: env.manual ? (stored?.manualPhone ?? null) : input.manual_phone,
    manualRecipient: env.manual ? (stored?.manualRecipient ?? null) : input.manual_recipient,
  };

  if (!env.provider && input.provider === "yookassa") {
    const keysThere = env.yookassa || (next.yookassaShopId && next.yookassaSecretSealed);
    if (!keysThere) {
      throw badRequest(current.keyUnreadable ? T.keySealFailed : T.yookassaKeysRequired);
    }
    if (!config.PUBLIC_URL) throw badRequest(T.publicUrlRequired);
  }

  const before = {
    provider: stored?.provider ?? null,
    yookassaShopId: stored?.yookassaShopId ?? null,
    yookassaSecretSealed: stored?.yookassaSecretSealed ?? null,
    manualCard: stored?.manualCard ?? null,
    manualPhone: stored?.manualPhone ?? null,
    manualRecipient: stored?.manualRecipient ?? null,
  };
  const changes = (
    [
      (before.provider ?? "sandbox") !== (next.provider ?? "sandbox") ? T.changed.provider : null,
      before.yookassaShopId !== next.yookassaShopId ||
      before.yookassaSecretSealed !== next.yookassaSecretSealed
        ? T.changed.yookassa
        : null,
      before.manualCard !== next.manualCard ? T.changed.manualCard : null,
      before.manualPhone !== next.manualPhone ? T.changed.manualPhone : null,
      before.manualRecipient !== next.manualRecipient ? T.changed.manualRecipient : null,
    ] as (string | null)[]
  ).filter((change): change is string => change !== null);
  if (changes.length === 0) return false;

  const site = await getSiteSettings(db);
  const now = new Date();
  await db.transaction(async (tx) => {
    const values = { ...next, updatedByUserId: admin.id, updatedAt: now };
    await tx
      .insert(paymentSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: paymentSettings.id, set: values });
    await recordChange(tx, actor, {
      entityType: "payment_settings",
      entityId: 1,
      action: "update",
      entityTitle: T.title,
      before: stored ? auditSnapshot(before) : null,
      after: auditSnapshot(next),
    });
    const at = `${now.toLocaleString("ru-RU", { timeZone: "Europe/Moscow" })} (МСК)`;
    await mailEveryAdministrator(tx, site, T.mailSubject(siteNameOf(site)), (recipient) => ({
      greeting: T.mailGreeting(recipient.fullName),
      paragraphs: [
        T.mailBody(`${admin.fullName} (${admin.email})`, changes),
        T.mailWhere(actor.ip, at),
      ],
      after: [T.mailNotYou],
    }));
  });
  return true;
}

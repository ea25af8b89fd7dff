import { eq } from "drizzle-orm";
import type { CardProvider } from "../../../domain/payments/payment-setup.ts";
import { openSecret, secondFactorKey } from "../../auth/second-factor/secret-box.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { paymentSettings } from "../../db/schema/payments.ts";

/** The sealed YooKassa key's owner name: a ciphertext moved to another secret's place won't open. */
export const YOOKASSA_SECRET_OWNER = "payment-settings:yookassa";

export type StoredPaymentSettings = typeof paymentSettings.$inferSelect;

export interface ManualTransfer {
  card: string | null;
  phone: string | null;
  recipient: string | null;
}

/** How the site takes money now: the environment where it says, else the cabinet's row. */
export interface EffectivePaymentSettings {
  provider: CardProvider;
  /** Null when no keys are set (or the stored key no longer opens): card payments then fail. */
  yookassa: { shopId: string; secretKey: string } | null;
  /** The stored shop id, shown in the form even when its key does not open. */
  yookassaShopId: string | null;
  yookassaSecretSet: boolean;
  /** Null when no detail is set: the site then offers no transfer. */
  manual: ManualTransfer | null;
  fromEnvironment: { provider: boolean; yookassa: boolean; manual: boolean };
  /** The stored key is there but does not open (the server's key changed). */
  keyUnreadable: boolean;
  updatedAt: Date | null;
}

export async function readStoredPaymentSettings(db: Db): Promise<StoredPaymentSettings | null> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  return row ?? null;
}

const manualOrNull = (manual: ManualTransfer) =>
  manual.card || manual.phone || manual.recipient ? manual : null;

/**
 * Merges the environment over the stored row (decision 041): PAYMENT_PROVIDER other than
 * `cabinet`, both YOOKASSA_* keys, or any PAYMENT_MANUAL_* take their part out of the cabinet.
 */
export async function loadEffectivePaymentSettings(
  db: Db,
  config: Config,
): Promise<EffectivePaymentSettings> {
  const stored = await readStoredPaymentSettings(db);
  const fromEnvironment = {
    provider: config.PAYMENT_PROVIDER !== "cabinet",
    yookassa: Boolean(config.YOOKASSA_SHOP_ID && config.YOOKASSA_SECRET_KEY),
    manual: Boolean(
      config.PAYMENT_MANUAL_CARD || config.PAYMENT_MANUAL_PHONE || config.PAYMENT_MANUAL_RECIPIENT,
    ),
  };
  const provider: CardProvider =
    config.PAYMENT_PROVIDER !== "cabinet"
      ? config.PAYMENT_PROVIDER
      : ((stored?.provider as CardProvider | null) ?? "sandbox");

  let yookassa: EffectivePaymentSettings["yookassa"] = null;
  let keyUnreadable = false;
  if (fromEnvironment.yookassa) {
    yookassa = {
      shopId: config.YOOKASSA_SHOP_ID as string,
      secretKey: config.YOOKASSA_SECRET_KEY as string,
    };
  } else if (stored?.yookassaShopId && stored.yookassaSecretSealed) {
    try {
      const key = await secondFactorKey(db, config.SECOND_FACTOR_KEY);
      const secretKey = openSecret(key, YOOKASSA_SECRET_OWNER, stored.yookassaSecretSealed);
      yookassa = { shopId: stored.yookassaShopId, secretKey };
    } catch {
      keyUnreadable = true;
    }
  }

  const manual = fromEnvironment.manual
    ? manualOrNull({
        card: config.PAYMENT_MANUAL_CARD ?? null,
        phone: config.PAYMENT_MANUAL_PHONE ?? null,
        recipient: config.PAYMENT_MANUAL_RECIPIENT ?? null,
      })
    : manualOrNull({
        card: stored?.manualCard ?? null,
        phone: stored?.manualPhone ?? null,
        recipient: stored?.manualRecipient ?? null,
      });

  return {
    provider,
    yookassa,
    yookassaShopId: fromEnvironment.yookassa
      ? (config.YOOKASSA_SHOP_ID as string)
      : (stored?.yookassaShopId ?? null),
    yookassaSecretSet: fromEnvironment.yookassa || Boolean(stored?.yookassaSecretSealed),
    manual,
    fromEnvironment,
    keyUnreadable,
    updatedAt: stored?.updatedAt ?? null,
  };
}

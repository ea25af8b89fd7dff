import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { appSecrets } from "../../db/schema/mail.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = "vapid-keys";

/**
 * The key pair the server signs its pushes with (VAPID, RFC 8292): VAPID_* when set, else a pair
 * made by whichever instance needs it first and kept in `app_secrets`, so every instance (and
 * every restart) signs with the one key the browsers subscribed to.
 */
export async function vapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const read = async () => {
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    return row ? (JSON.parse(row.value) as VapidKeys) : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(made) })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error("the VAPID keys are missing");
  return kept;
}

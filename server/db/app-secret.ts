import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { appSecrets } from "./schema/mail.ts";

/**
 * A random value kept in `app_secrets` under `name`, made by whichever instance needs it first:
 * read first (it exists after the first use, and a write each time would be wasted), else
 * inserted if still missing and read back, so instances racing to make it all get the winner's.
 */
export async function appSecret(db: Db, name: string, bytes = 32): Promise<string> {
  const read = async () =>
    (await db.select().from(appSecrets).where(eq(appSecrets.name, name)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(bytes).toString("base64url") })
    .onConflictDoNothing();
  const made = await read();
  if (!made) throw new Error(`the app secret "${name}" is missing`);
  return made;
}

/**
 * One app secret as an instance keeps it: read once (a secret never changes while the app runs;
 * a restore is made with the app stopped), read again only after a failed read.
 */
export function keptAppSecret(db: Db, name: string): () => Promise<string> {
  let kept: Promise<string> | undefined;
  return () => {
    kept ??= appSecret(db, name).catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}

import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { analyticsSalts } from "../../db/schema/analytics.ts";

/**
 * The day's anonymous visitor id (issue 13 §2, like Plausible): a hash of the day's salt, the IP
 * and the user agent. Neither the IP nor the user agent is stored; the salt is random, shared by
 * the instances through the database, and deleted when the next day's is made, so a past day's
 * ids can no longer be recomputed from an address and nobody can follow a visitor across days.
 */
export function visitorIdOf(salt: string, ip: string, userAgent: string): string {
  return createHash("sha256")
    .update(`${salt}\n${ip}\n${userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * The address as the visitor cap counts it: a hash of the day's salt and the IP, so the shared
 * rate-limit state (Redis) never holds an IP either.
 */
export function addressIdOf(salt: string, ip: string): string {
  return createHash("sha256").update(`${salt}\naddress\n${ip}`).digest("base64url").slice(0, 22);
}

/** The salt of a Moscow day, made by whichever instance needs it first; old salts go. */
export function createSaltSource(db: Db) {
  let cached: { day: string; salt: Promise<string> } | null = null;

  async function load(day: string): Promise<string> {
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [today] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!today) throw new Error(`analytics salt of ${day} is missing`);
    // Only today's salt is kept: with yesterday's gone, no id of a past day can be recomputed.
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    return today.salt;
  }

  return {
    saltOf(day: string): Promise<string> {
      if (cached?.day !== day) {
        const salt = load(day);
        cached = { day, salt };
        // A failed load is not cached: the next event tries again.
        salt.catch(() => {
          if (cached?.salt === salt) cached = null;
        });
      }
      return cached.salt;
    },
  };
}
export type SaltSource = ReturnType<typeof createSaltSource>;

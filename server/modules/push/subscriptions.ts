import { randomUUID } from "node:crypto";
import { and, count, eq, ne } from "drizzle-orm";
import {
  KNOWN_PUSH_SERVICE_HOSTS,
  PUSH_SUBSCRIPTIONS_PER_USER_MAX,
  PUSH_TEXTS as T,
} from "../../../domain/push/push.ts";
import type {
  PushSubscriptionRequest,
  PushUnsubscribeRequest,
} from "../../../domain/push/push-schemas.ts";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/push.ts";
import { AppError } from "../../errors.ts";

/**
 * Whether `endpoint` is a push service the server may send to: a browser's own (https, a host
 * of KNOWN_PUSH_SERVICE_HOSTS) or one PUSH_SERVICE_HOSTS names (a host, or an origin with its
 * scheme and port, as a test's local service has).
 */
export function isAllowedPushService(endpoint: string, extra: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const added = (extra ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (added.some((entry) => entry.includes("://") && url.origin === new URL(entry).origin)) {
    return true;
  }
  if (url.protocol !== "https:") return false;
  const hosts = [...KNOWN_PUSH_SERVICE_HOSTS, ...added.filter((entry) => !entry.includes("://"))];
  return hosts.some((host) =>
    host.startsWith(".") ? url.hostname.endsWith(host) : url.hostname === host,
  );
}

/**
 * Turns pushes on in one browser for `userId`. The browser's address is unique: subscribing it
 * again (new keys, or another account signed in on that browser) replaces the old row.
 */
export async function subscribe(
  db: Db,
  userId: number,
  body: PushSubscriptionRequest,
  options: { userAgent: string | null; extraHosts: string | undefined },
): Promise<void> {
  if (!isAllowedPushService(body.endpoint, options.extraHosts)) {
    throw new AppError(400, T.unknownService);
  }
  await db.transaction(async (tx) => {
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, body.endpoint)),
      );
    if ((others?.n ?? 0) >= PUSH_SUBSCRIPTIONS_PER_USER_MAX) throw new AppError(409, T.tooMany);
    await tx
      .insert(pushSubscriptions)
      .values({
        id: randomUUID(),
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: options.userAgent?.slice(0, 400) ?? null,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          userAgent: options.userAgent?.slice(0, 400) ?? null,
        },
      });
  });
}

/** Turns pushes off in one browser of the account's; an address that is not theirs is left be. */
export async function unsubscribe(
  db: Db,
  userId: number,
  body: PushUnsubscribeRequest,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, body.endpoint)),
    );
}

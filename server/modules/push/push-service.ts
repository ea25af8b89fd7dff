import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { coalescedRun } from "../../platform/coalesced-run.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { sendDuePushes } from "./push-outbox.ts";
import { type VapidKeys, vapidKeys } from "./vapid.ts";

/**
 * Told on every instance once an event's transaction has queued pushes (publishNotices): each
 * instance flushes, and the outbox's lease lets one of them send each push.
 */
export const PUSH_DUE_TOPIC = "push:due";

export interface PushService {
  /** The key pair pushes are signed with: read once per instance (it never changes while it runs). */
  keys(): Promise<VapidKeys>;
  /** Sends what is due now (coalesced: a call during a run asks for one more run after it). */
  flush(): Promise<void>;
  close(): void;
}

/** The push outbox's worker: flushed when an event queued pushes, and by its job for retries. */
export function createPushService(db: Db, config: Config, events: EventBus): PushService {
  let kept: Promise<VapidKeys> | undefined;
  const keys = () => {
    kept ??= vapidKeys(db, config).catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
  const flush = coalescedRun(async () => {
    await sendDuePushes(db, { keys: await keys(), subject: vapidSubject(config) });
  });
  const stop = events.subscribe(PUSH_DUE_TOPIC, () => {
    void flush().catch(() => {});
  });
  return { keys, flush, close: stop };
}

/**
 * VAPID's `sub`: how a push service reaches the site's operator: the site's https address, or
 * (a local start on http) its mail address, as RFC 8292 §2.1 asks.
 */
function vapidSubject(config: Config): string {
  return config.publicUrl.startsWith("https://")
    ? config.publicUrl
    : `mailto:${config.mailFromAddress}`;
}

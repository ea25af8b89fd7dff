import { Redis } from "ioredis";
import { type EventBus, LocalSubscribers } from "./event-bus.ts";

/**
 * One Redis channel carries every topic of a site; each instance hands messages to its own
 * listeners. `keySpace` (the site's installation id) keeps two sites on one Redis apart.
 */
const channelOf = (keySpace: string) =>
  keySpace ? `legal-marketplace:${keySpace}:events` : "legal-marketplace:events";

/**
 * Events shared by every app instance through Redis pub/sub. A publisher hears its own messages
 * back through Redis like everyone else, so local listeners get each message exactly once.
 */
export async function createRedisEventBus(
  url: string,
  onError: (error: unknown) => void = () => {},
  keySpace = "",
): Promise<EventBus> {
  const CHANNEL = channelOf(keySpace);
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  publisher.on("error", onError);
  subscriber.on("error", onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);

  const subscribers = new LocalSubscribers();
  subscriber.on("message", (_channel: string, raw: string) => {
    let envelope: { topic: string; message: unknown };
    try {
      envelope = JSON.parse(raw);
    } catch (error) {
      onError(error);
      return;
    }
    subscribers.dispatch(envelope.topic, envelope.message, onError);
  });

  // ioredis reconnects and subscribes again by itself; what was published meanwhile is lost to
  // this instance, so its listeners are told when the connection goes and when it is back.
  const liveHandlers = new Set<(live: boolean) => void>();
  let live = true;
  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    for (const handler of [...liveHandlers]) handler(next);
  };
  subscriber.on("close", () => setLive(false));
  subscriber.on("ready", () => setLive(true));

  return {
    // Handed to the connection and not waited for: a request never waits for Redis. During a
    // short reconnect the message waits in the connection's queue and goes out after it; a longer
    // outage drops it (reported), and the streams were told to refetch (onLiveChange).
    async publish(topic, message) {
      publisher.publish(CHANNEL, JSON.stringify({ topic, message })).catch(onError);
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    isLive: () => live,
    onLiveChange(handler) {
      liveHandlers.add(handler);
      return () => liveHandlers.delete(handler);
    },
    async close() {
      liveHandlers.clear();
      subscribers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

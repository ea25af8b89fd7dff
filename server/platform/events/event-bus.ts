/**
 * Live events (new messages, status changes, unread counts) on named topics such as
 * `user:12` or `executors`. In-process by default; with REDIS_URL every instance shares them
 * through Redis pub/sub (redis-event-bus.ts), so a listener on one instance hears a message
 * posted through another.
 */
export type EventHandler = (message: unknown) => void;

export interface EventBus {
  publish(topic: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes this handler. */
  subscribe(topic: string, handler: EventHandler): () => void;
  /**
   * False while the bus cannot deliver other instances' events (Redis unreachable): a push
   * stream opened now would look live and miss them, so the browser is told to poll instead.
   */
  isLive(): boolean;
  /** Called when the bus goes down or comes back (events may have been missed between). */
  onLiveChange(handler: (live: boolean) => void): () => void;
  close(): Promise<void>;
}

/** The handlers of this instance, by topic; both buses deliver through it. */
export class LocalSubscribers {
  private readonly byTopic = new Map<string, Set<EventHandler>>();

  add(topic: string, handler: EventHandler): () => void {
    let handlers = this.byTopic.get(topic);
    if (!handlers) {
      handlers = new Set();
      this.byTopic.set(topic, handlers);
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      // Unsubscribing twice must not drop a newer set that took this topic meanwhile.
      if (handlers.size === 0 && this.byTopic.get(topic) === handlers) this.byTopic.delete(topic);
    };
  }

  dispatch(topic: string, message: unknown, onError: (error: unknown) => void): void {
    for (const handler of this.byTopic.get(topic) ?? []) {
      // One failing listener (a closed socket) must not keep the message from the others.
      try {
        handler(message);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear(): void {
    this.byTopic.clear();
  }
}

export function createInProcessEventBus(onError: (error: unknown) => void = () => {}): EventBus {
  const subscribers = new LocalSubscribers();
  return {
    async publish(topic, message) {
      // Delivered after the publisher's transaction code has moved on, as over Redis.
      queueMicrotask(() => subscribers.dispatch(topic, message, onError));
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    // One process: nothing between publisher and listener can go away.
    isLive: () => true,
    onLiveChange: () => () => {},
    async close() {
      subscribers.clear();
    },
  };
}

import { afterEach, describe, expect, it } from "vitest";
import { createInProcessEventBus, type EventBus } from "./event-bus.ts";
import { createRedisEventBus } from "./redis-event-bus.ts";

const opened: EventBus[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

function nextMessage(bus: EventBus, topic: string, timeoutMs = 2000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message on ${topic}`)), timeoutMs);
    const off = bus.subscribe(topic, (message) => {
      clearTimeout(timer);
      off();
      resolve(message);
    });
  });
}

describe("in-process event bus", () => {
  it("delivers to the topic's listeners only, and stops after unsubscribe", async () => {
    const bus = createInProcessEventBus();
    opened.push(bus);
    const other: unknown[] = [];
    const offOther = bus.subscribe("user:2", (m) => other.push(m));
    const received = nextMessage(bus, "user:1");
    await bus.publish("user:1", { type: "message", id: 7 });
    expect(await received).toEqual({ type: "message", id: 7 });
    offOther();
    await bus.publish("user:2", { type: "late" });
    await new Promise((r) => setTimeout(r, 10));
    expect(other).toEqual([]);
  });

  it("a throwing listener does not stop the others", async () => {
    const errors: unknown[] = [];
    const bus = createInProcessEventBus((e) => errors.push(e));
    opened.push(bus);
    bus.subscribe("executors", () => {
      throw new Error("socket closed");
    });
    const received = nextMessage(bus, "executors");
    await bus.publish("executors", { unread: 3 });
    expect(await received).toEqual({ unread: 3 });
    expect(errors).toHaveLength(1);
  });
});

// CI sets REDIS_URL (.ci/run starts Redis); without it this part is skipped locally.
describe.skipIf(!process.env.REDIS_URL)("Redis event bus across two app instances", () => {
  it("a message published through one instance reaches a listener of the other, once", async () => {
    const url = process.env.REDIS_URL!;
    const first = await createRedisEventBus(url);
    const second = await createRedisEventBus(url);
    opened.push(first, second);
    const topic = `guest-session:${crypto.randomUUID()}`;
    const onSecond = nextMessage(second, topic);
    const onFirst: unknown[] = [];
    first.subscribe(topic, (m) => onFirst.push(m));
    await first.publish(topic, { content: "Здравствуйте" });
    expect(await onSecond).toEqual({ content: "Здравствуйте" });
    await new Promise((r) => setTimeout(r, 50));
    expect(onFirst).toEqual([{ content: "Здравствуйте" }]);
  });

  it("two sites on one Redis (their own key spaces) never hear each other", async () => {
    const url = process.env.REDIS_URL!;
    const siteA = await createRedisEventBus(url, () => {}, `site-a-${crypto.randomUUID()}`);
    const siteB = await createRedisEventBus(url, () => {}, `site-b-${crypto.randomUUID()}`);
    opened.push(siteA, siteB);
    const topic = "catalogue:changed";
    const heardByB: unknown[] = [];
    siteB.subscribe(topic, (m) => heardByB.push(m));
    const onA = nextMessage(siteA, topic);
    await siteA.publish(topic, { at: 1 });
    expect(await onA).toEqual({ at: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(heardByB).toEqual([]);
  });
});

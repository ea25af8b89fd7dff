import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOPICS } from "../modules/chat/chat-events.ts";
import { executorToken } from "../test/chat-fixtures.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = Number(new URL(base).port);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a client that reads its event stream slowly or never (issue 15 §3)", () => {
  it("is cut off once its unsent backlog passes the cap: the server's memory does not grow with it", async () => {
    const token = await executorToken(t.app);
    const before = t.app.eventStreams.size;
    // A raw socket that sends the request and then never reads a byte.
    const socket = net.connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`,
    );
    socket.pause();
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.on("error", () => {});
    for (let i = 0; i < 100 && t.app.eventStreams.size === before; i++) await sleep(20);
    expect(t.app.eventStreams.size).toBe(before + 1);

    // 64 KB events until the kernel's buffers are full and the server's own backlog passes
    // its cap; a reader keeping up would have taken them all.
    const padding = "x".repeat(64 * 1024);
    for (let i = 0; i < 400 && t.app.eventStreams.size > before; i++) {
      await t.app.events.publish(TOPICS.executors, {
        type: "session.updated",
        session_id: null,
        padding,
        sent_at: Date.now(),
      });
      await sleep(1);
    }
    expect(t.app.eventStreams.size).toBe(before);
    socket.destroy();
    await closed;
  });
});

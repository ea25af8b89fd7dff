import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { EventBus } from "../platform/events/event-bus.ts";

const PING_MS = 25_000;
/** A reader this far behind is cut off; it reconnects and refetches instead of growing our memory. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * Server-Sent Events over a plain GET: the browser reads it with fetch(), so the Bearer header
 * works, and proxies pass it like any response. Each bus message on `topics` becomes one `chat`
 * event; a ping comment keeps idle connections open through proxies.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  events: EventBus,
  topics: string[],
  openStreams: Set<() => void>,
  /** Ends the stream after delivering a message it matches (a deleted guest chat). */
  isLast: (message: unknown) => boolean = () => false,
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    // nginx would otherwise buffer the stream.
    "x-accel-buffering": "no",
  });
  response.write("retry: 3000\nevent: ready\ndata: {}\n\n");
  const send = (message: unknown) => {
    response.write(`event: chat\ndata: ${JSON.stringify(message)}\n\n`);
    if (isLast(message) || response.writableLength > MAX_BUFFERED_BYTES) end();
  };
  const unsubscribe = topics.map((topic) => events.subscribe(topic, send));
  const ping = setInterval(() => response.write(": ping\n\n"), PING_MS);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    for (const stop of unsubscribe) stop();
    openStreams.delete(end);
  };
  const end = () => {
    close();
    response.end();
  };
  openStreams.add(end);
  request.raw.on("close", close);
}

/** Ends every open stream when the app closes, so shutdown does not wait for idle browsers. */
export function trackEventStreams(app: FastifyInstance): Set<() => void> {
  const openStreams = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of [...openStreams]) end();
  });
  return openStreams;
}

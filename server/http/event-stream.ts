import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LIVE_TEXTS } from "../../domain/chat/live-limits.ts";
import { AppError } from "../errors.ts";
import type { EventBus } from "../platform/events/event-bus.ts";

const PING_MS = 25_000;
/** A reader this far behind is cut off; it reconnects and refetches instead of growing our memory. */
const MAX_BUFFERED_BYTES = 256 * 1024;
const MAX_TIMER_MS = 2_147_483_647;
const SHUTDOWN_RETRY_MS = 1_000;

/** One cap a stream counts against while it is open: at most `max` streams share `key`. */
export interface StreamCap {
  key: string;
  max: number;
}

/**
 * The open push streams of this instance: each one's end function (shutdown ends them all) and
 * how many are open per cap key. A connection lives on one instance, and what a cap protects is
 * that instance's sockets and memory, so the counts are local (no shared counter to leak when an
 * instance dies).
 */
export class EventStreams {
  /** `perIp`: every stream also counts against its client address (EVENT_STREAMS_PER_IP). */
  constructor(readonly perIp: number) {}

  private readonly ends = new Set<(retryMs?: number) => void>();
  private readonly counts = new Map<string, number>();

  /** Counts a new stream against `caps`, or returns null (counting nothing) if one is full. */
  tryOpen(caps: readonly StreamCap[], end: (retryMs?: number) => void): (() => void) | null {
    if (caps.some((cap) => (this.counts.get(cap.key) ?? 0) >= cap.max)) return null;
    for (const cap of caps) this.counts.set(cap.key, (this.counts.get(cap.key) ?? 0) + 1);
    this.ends.add(end);
    let released = false;
    return () => {
      // Close and end may both call this: count each stream out exactly once.
      if (released) return;
      released = true;
      this.ends.delete(end);
      for (const cap of caps) {
        const left = (this.counts.get(cap.key) ?? 1) - 1;
        if (left > 0) this.counts.set(cap.key, left);
        else this.counts.delete(cap.key);
      }
    };
  }

  openCount(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  get size(): number {
    return this.ends.size;
  }

  /** Ends every stream; with `retryMs`, each browser is told to reconnect that soon. */
  endAll(retryMs?: number): void {
    for (const end of [...this.ends]) end(retryMs);
  }
}

export interface EventStreamOptions {
  /** Each bus message on these becomes one `chat` event. */
  topics: string[];
  /** Any message on these ends the stream (its session was revoked, on whichever instance). */
  endTopics?: string[];
  /** Caps besides the address's one, which every stream counts against. */
  caps: StreamCap[];
  /** Ends the stream after delivering a message it matches (a deleted guest chat). */
  isLast?: (message: unknown) => boolean;
  /** When the session expires: the stream ends then. */
  expiresAt?: Date | null;
}

/**
 * Server-Sent Events over a plain GET: the browser reads it with fetch(), so the Bearer header
 * works, and proxies pass it like any response. A ping comment keeps idle connections open
 * through proxies. Over a cap the answer is a 429 with a detail, before anything is streamed.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  events: EventBus,
  streams: EventStreams,
  { topics, endTopics = [], caps, isLast = () => false, expiresAt = null }: EventStreamOptions,
): void {
  let release: () => void = () => {};
  let closed = false;
  const response = reply.raw;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    if (expiry) clearTimeout(expiry);
    for (const stop of unsubscribe) stop();
    release();
  };
  const end = (retryMs?: number) => {
    close();
    // An SSE `retry:` line tells the browser's reader how soon to reconnect (to another instance).
    response.end(retryMs === undefined ? undefined : `retry: ${retryMs}\n\n`);
  };
  // Without the shared bus this stream would miss other instances' events while looking live:
  // refused, the browser polls (and keeps trying to reconnect) until the bus is back.
  if (!events.isLive()) throw new AppError(503, LIVE_TEXTS.liveUnavailable);
  const opened = streams.tryOpen([...caps, { key: `ip:${request.ip}`, max: streams.perIp }], end);
  if (!opened) throw new AppError(429, LIVE_TEXTS.tooManyStreams);
  release = opened;

  reply.hijack();
  response.writeHead(200, {
    // A hijacked reply loses the headers set on it (the security headers, app.ts's request id):
    // given here, so a stream carries them like every answer and can be found in nginx's access
    // log and the app's.
    ...(reply.getHeaders() as Record<string, string>),
    "x-request-id": request.id,
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
  const unsubscribe = [
    ...topics.map((topic) => events.subscribe(topic, send)),
    ...endTopics.map((topic) => events.subscribe(topic, () => end())),
  ];
  const ping = setInterval(() => response.write(": ping\n\n"), PING_MS);
  // An expired session ends its stream like a revoked one. Timers hold at most ~24.8 days; a
  // longer session's stream ends then and reconnects, which costs one refetch.
  const expiry =
    expiresAt &&
    setTimeout(() => end(), Math.min(Math.max(0, expiresAt.getTime() - Date.now()), MAX_TIMER_MS));
  // The response's "close" fires when the browser goes away (or the stream ended), once.
  response.on("close", close);
  // The client may have gone while the session was looked up; then "close" has fired already.
  if (request.raw.socket.destroyed) end();
}

/** Ends every open stream when the app closes, so shutdown does not wait for idle browsers. */
export function trackEventStreams(app: FastifyInstance, perIp: number): EventStreams {
  const streams = new EventStreams(perIp);
  // The bus lost (or regained) Redis: every stream ends, so each browser reconnects — refused
  // and polling while the bus is down, and refetching everything (a new `ready`) once it is back.
  const stopWatching = app.events.onLiveChange(() => streams.endAll(SHUTDOWN_RETRY_MS));
  app.addHook("onClose", async () => stopWatching());
  // Shutdown (SIGTERM): every browser reconnects within a second, through the load balancer to
  // an instance that stays.
  app.addHook("preClose", async () => streams.endAll(SHUTDOWN_RETRY_MS));
  return streams;
}

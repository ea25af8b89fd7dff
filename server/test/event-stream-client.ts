import type { ChatEvent } from "../../domain/chat/chat-schemas.ts";

/** Reads a live SSE stream the way the browser does (fetch + reader), collecting chat events. */
export async function listen(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`stream ${url}: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: ChatEvent[] = [];
  const waiters: { match: (e: ChatEvent) => boolean; resolve: (e: ChatEvent) => void }[] = [];
  let buffer = "";
  /** The last `retry:` the server sent: how soon it asked the browser to reconnect. */
  let retryMs: number | null = null;
  let markEnded!: () => void;
  /** Settles when the server ends the stream (or it is aborted here). */
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          const retry = /^retry: (\d+)$/m.exec(block)?.[1];
          if (retry) retryMs = Number(retry);
          if (name === "ready") ready();
          if (name !== "chat" || !data) continue;
          const event = JSON.parse(data) as ChatEvent;
          events.push(event);
          for (const waiter of waiters.splice(0)) {
            if (waiter.match(event)) waiter.resolve(event);
            else waiters.push(waiter);
          }
        }
      }
    } catch {
      // aborted
    }
    markEnded();
  })();
  await readyPromise;
  return {
    events,
    status: response.status,
    contentType: response.headers.get("content-type"),
    headers: response.headers,
    get retryMs() {
      return retryMs;
    },
    next(match: (e: ChatEvent) => boolean, timeoutMs = 3000): Promise<ChatEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no event in time")), timeoutMs);
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    ended,
    close: () => controller.abort(),
  };
}

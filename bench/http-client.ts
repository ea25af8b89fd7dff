/**
 * Plain node:http helpers for the chat benchmark: JSON and multipart POSTs over a keep-alive
 * agent, and SSE listeners (one socket each) that hand every `chat` event to a callback with the
 * moment its bytes arrived. Lighter than fetch, so 500 streams in one process cost little.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import type { ChatEvent } from "../domain/chat/chat-schemas.ts";

export interface Reply {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export function request(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    agent?: http.Agent;
  },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = http.request(
      url,
      {
        method: options.method ?? "GET",
        agent: options.agent,
        headers: { ...options.headers, ...(body ? { "content-length": body.length } : {}) },
      },
      (res) => {
        res.setEncoding("utf8");
        let text = "";
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export function postJson(url: string, payload: unknown, agent?: http.Agent, token?: string) {
  return request(url, {
    method: "POST",
    agent,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
  });
}

const BOUNDARY = "----bench-chat-delivery";

/** A message send as the browser's FormData makes it: one `content` field, no files. */
export function postMultipartText(url: string, content: string, agent: http.Agent) {
  return request(url, {
    method: "POST",
    agent,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body:
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="content"\r\n\r\n` +
      `${content}\r\n--${BOUNDARY}--\r\n`,
  });
}

export interface EventStream {
  /** True once the stream ended or failed without close() being called. */
  readonly dropped: boolean;
  /** The answer's X-Request-Id: behind nginx, the id its access log names the stream by. */
  readonly requestId: string | undefined;
  close(): void;
}

/**
 * Opens one SSE stream on its own socket; resolves after the server's `ready` event. `onEvent`
 * gets each `chat` event with performance.now() and Date.now() taken when its chunk arrived.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string>,
  onEvent: (event: ChatEvent, at: number, wallAt: number) => void,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    let closing = false;
    let ready = false;
    const stream = {
      dropped: false,
      requestId: undefined as string | undefined,
      close() {
        closing = true;
        req.destroy();
      },
    };
    const fail = (error: Error) => {
      if (closing) return;
      if (ready) stream.dropped = true;
      else reject(error);
    };
    const req = http.get(url, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        fail(new Error(`stream ${url}: ${res.statusCode}`));
        return;
      }
      stream.requestId = res.headers["x-request-id"] as string | undefined;
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        const at = performance.now();
        const wallAt = Date.now();
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (name === "ready" && !ready) {
            ready = true;
            resolve(stream);
          } else if (name === "chat" && data) {
            onEvent(JSON.parse(data) as ChatEvent, at, wallAt);
          }
        }
      });
      res.on("error", fail);
      res.on("close", () => fail(new Error(`stream ${url} closed`)));
    });
    req.on("error", fail);
  });
}

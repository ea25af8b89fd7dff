import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One Bot API call as the fake received it: the method and its parameters (files as bytes). */
export interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
  files: Record<string, { name: string; bytes: Buffer }>;
  at: number;
  /** What the fake answered (a sent message's `message_id`). */
  result?: unknown;
}

export interface FakeTelegram {
  /** TELEGRAM_API_URL for the app. */
  origin: string;
  token: string;
  username: string;
  calls: BotApiCall[];
  /** The calls of one method, in order. */
  sent(method: string): BotApiCall[];
  /** A file a user "uploaded": getFile names it, /file/bot<token>/<path> serves it. */
  addFile(bytes: Buffer | Uint8Array, size?: number): string;
  /** Updates for getUpdates (a long poll), as Telegram queues them. */
  queueUpdate(update: Record<string, unknown>): void;
  /** Chats that blocked the bot: sends to them answer 403. */
  blocked: Set<number>;
  /** Resolves once `count` calls of `method` arrived in all. */
  waitFor(method: string, count: number, timeoutMs?: number): Promise<BotApiCall[]>;
  /** Answers the polls it holds (with nothing) and stops. */
  close(): Promise<void>;
}

export interface FakeTelegramOptions {
  /**
   * getUpdates holds the request, as Telegram does, until an update at or past its `offset` is
   * queued or its `timeout` (seconds) passes: an app polling in the background then waits there
   * instead of asking again every second, and an update queued meanwhile reaches it at once. Off
   * by default: the API tests call poll() themselves, and with nothing queued it would wait out
   * the app's 25 s.
   */
  longPoll?: boolean;
  /** The longest hold in seconds, whatever `timeout` asks (Telegram's own limit is 50). */
  maxHoldSeconds?: number;
}

interface Part {
  name: string;
  filename: string | null;
  data: Buffer;
}

/**
 * multipart/form-data as RFC 7578 allows it, tolerant of what grammY writes (no spaces after the
 * header's colon, an unquoted UTF-8 filename), which the platform's strict FormData refuses.
 */
function multipartParts(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const chunk = body.subarray(start + delimiter.length + 2, next - 2);
    const split = chunk.indexOf("\r\n\r\n");
    if (split >= 0) {
      const headers = chunk.subarray(0, split).toString("utf8");
      const name = /[;\s]name="?([^";\r\n]+)"?/.exec(headers)?.[1] ?? "";
      const filename = /filename="?([^"\r\n]+)"?/.exec(headers)?.[1] ?? null;
      parts.push({ name, filename, data: chunk.subarray(split + 4) });
    }
    start = next;
  }
  return parts;
}

/**
 * A local server speaking the Telegram Bot API (https://core.telegram.org/bots/api) as far as the
 * app uses it: `POST /bot<token>/<method>` with JSON, a form or multipart (sendDocument's file),
 * answering `{ok, result}` or `{ok: false, error_code, description}`; a wrong token gets 401 as
 * Telegram answers. Files are served at `/file/bot<token>/<file_path>`.
 */
export async function startFakeTelegram(
  token = "7000000001:AAHfakeTokenForTestsOnly_0123456789ab",
  username = "firm_test_bot",
  { longPoll = false, maxHoldSeconds = 50 }: FakeTelegramOptions = {},
): Promise<FakeTelegram> {
  const calls: BotApiCall[] = [];
  const files = new Map<string, { bytes: Buffer; size: number }>();
  const updates: Record<string, unknown>[] = [];
  const blocked = new Set<number>();
  const waiters: (() => void)[] = [];
  /** The held getUpdates (long poll), each woken by a queued update and by close(). */
  const holds = new Set<() => void>();
  let closing = false;
  let messageId = 1000;

  const pending = (offset: number) => updates.some((update) => Number(update.update_id) >= offset);

  /**
   * Holds a getUpdates until it has something to answer, its time is up or the fake closes.
   * False when the app went away meanwhile (its poll aborted at shutdown): nobody to answer.
   */
  const hold = (params: Record<string, unknown>, response: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      const offset = Number(params.offset ?? 0);
      const seconds = Math.min(Number(params.timeout ?? 0) || 0, maxHoldSeconds);
      if (!longPoll || closing || seconds <= 0 || pending(offset)) return resolve(true);
      const release = (answer: boolean) => {
        clearTimeout(timer);
        holds.delete(wake);
        response.off("close", gone);
        resolve(answer);
      };
      const wake = () => {
        if (closing || pending(offset)) release(true);
      };
      const gone = () => release(false);
      const timer = setTimeout(() => release(true), seconds * 1000);
      holds.add(wake);
      // A response closes before it was written only when the client dropped the connection.
      response.on("close", gone);
    });

  const answer = (method: string, params: Record<string, unknown>): unknown => {
    const chatId = Number(params.chat_id);
    switch (method) {
      case "getMe":
        return { id: Number(token.split(":")[0]), is_bot: true, first_name: "Фирма", username };
      case "setWebhook":
      case "deleteWebhook":
      case "answerCallbackQuery":
        return true;
      case "getUpdates": {
        const offset = Number(params.offset ?? 0);
        return updates.filter((update) => Number(update.update_id) >= offset);
      }
      case "getFile": {
        const id = String(params.file_id);
        const file = files.get(id);
        if (!file) return null;
        return {
          file_id: id,
          file_unique_id: id,
          file_size: file.size,
          file_path: `documents/${id}`,
        };
      }
      case "sendMessage":
      case "sendDocument":
        if (blocked.has(chatId)) return "blocked";
        messageId++;
        return {
          message_id: messageId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: "private" },
          text: params.text,
          caption: params.caption,
        };
      default:
        return undefined;
    }
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const fileMatch = /^\/file\/bot([^/]+)\/documents\/(.+)$/.exec(url.pathname);
      if (fileMatch) {
        const file = fileMatch[1] === token ? files.get(fileMatch[2] ?? "") : undefined;
        if (!file) return send(404, { ok: false, error_code: 404, description: "Not Found" });
        response.writeHead(200, { "content-type": "application/octet-stream" });
        return response.end(file.bytes);
      }
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
      if (!match || match[1] !== token) {
        return send(401, { ok: false, error_code: 401, description: "Unauthorized" });
      }
      const method = match[2] as string;
      const body = Buffer.concat(chunks);
      const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
      const received: BotApiCall["files"] = {};
      const type = request.headers["content-type"] ?? "";
      if (type.includes("application/json") && body.length > 0) {
        Object.assign(params, JSON.parse(body.toString("utf8")));
      } else if (type.includes("multipart/form-data")) {
        const parts = multipartParts(body, type);
        const fileParts = new Map(
          parts.filter((part) => part.filename !== null).map((p) => [p.name, p]),
        );
        for (const part of parts) {
          if (part.filename !== null) continue;
          const value = part.data.toString("utf8");
          // A file goes as `attach://<part>` in its field, the bytes in that part (as grammY sends).
          const attached = value.startsWith("attach://")
            ? fileParts.get(value.slice(9))
            : undefined;
          if (attached) {
            received[part.name] = { name: attached.filename ?? "", bytes: attached.data };
          } else {
            params[part.name] = /^[[{]/.test(value) ? JSON.parse(value) : value;
          }
        }
      }
      if (method === "getUpdates" && !(await hold(params, response))) return;
      const result = answer(method, params);
      calls.push({ method, params, files: received, at: Date.now(), result });
      for (const wake of waiters.splice(0)) wake();
      if (result === undefined) {
        return send(404, {
          ok: false,
          error_code: 404,
          description: "Not Found: method not found",
        });
      }
      if (result === "blocked") {
        return send(403, {
          ok: false,
          error_code: 403,
          description: "Forbidden: bot was blocked by the user",
        });
      }
      if (result === null) {
        return send(400, {
          ok: false,
          error_code: 400,
          description: "Bad Request: invalid file_id",
        });
      }
      send(200, { ok: true, result });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sent = (method: string) => calls.filter((call) => call.method === method);
  let fileCount = 0;
  return {
    origin,
    token,
    username,
    calls,
    sent,
    blocked,
    addFile(bytes, size) {
      const id = `file${++fileCount}`;
      files.set(id, { bytes: Buffer.from(bytes), size: size ?? bytes.length });
      return id;
    },
    queueUpdate(update) {
      updates.push(update);
      for (const wake of [...holds]) wake();
    },
    async waitFor(method, count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (sent(method).length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `${method}: ${sent(method).length} of ${count} calls within ${timeoutMs} ms`,
          );
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return sent(method);
    },
    async close() {
      // A held poll would keep its connection, and so close() itself, open for its whole timeout.
      closing = true;
      for (const wake of [...holds]) wake();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The released polls' connections stay alive (keep-alive) once answered: dropped here.
        setImmediate(() => server.closeIdleConnections());
      });
    },
  };
}

/** What Telegram puts in an update for a private message to the bot (a private chat's id is its person's). */
export function privateMessageUpdate(
  updateId: number,
  chatId: number,
  message: Record<string, unknown>,
) {
  return {
    update_id: updateId,
    message: {
      message_id: 10_000 + updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: "private", first_name: "Иван" },
      from: { id: chatId, is_bot: false, first_name: "Иван", username: `user${chatId}` },
      ...message,
    },
  };
}

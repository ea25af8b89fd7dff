import { once } from "node:events";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, ChatSession } from "../domain/chat/chat-schemas.ts";
import { type AppProcess, getText, startAppProcess } from "../scripts/app-process.ts";
import { PDF_BYTES } from "./test/chat-fixtures.ts";
import { listen } from "./test/event-stream-client.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A chat send whose body arrives slowly: the head now, the rest in `trickle()` calls, so the
 * request is in flight (headers parsed, handler reading the file) for as long as the test likes.
 */
function slowUpload(url: string, fileBytes: number, agent: http.Agent) {
  const boundary = "----slow-upload-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nДокументы\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${PDF_BYTES}`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const padding = fileBytes - PDF_BYTES.length;
  const request = http.request(url, {
    method: "POST",
    agent,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": head.length + padding + tail.length,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
  // A test that fails before awaiting it must not leave a rejection behind.
  answer.catch(() => {});
  request.write(head);
  let sent = 0;
  return {
    answer,
    /** Sends `bytes` more of the file (never past its end). */
    trickle(bytes: number) {
      const n = Math.min(bytes, padding - sent);
      sent += n;
      if (n > 0) request.write(Buffer.alloc(n, 0x20));
    },
    finish() {
      this.trickle(padding - sent);
      request.end(tail);
    },
  };
}

/** How a new connection fares: "ECONNREFUSED", "ECONNRESET" or "status <code>". */
async function tryConnect(url: string): Promise<string> {
  try {
    return `status ${(await getText(url)).status}`;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

// One process on PGlite: what is tested is main.ts's shutdown, the same on either database, so
// the PostgreSQL run of the suite skips it.
describe.skipIf(process.env.TEST_DATABASE === "postgres")("graceful shutdown on SIGTERM", () => {
  let app: AppProcess;
  const keepAlive = new http.Agent({ keepAlive: true });
  beforeAll(async () => {
    app = await startAppProcess();
  });
  afterAll(async () => {
    keepAlive.destroy();
    await app?.stop();
  });

  it("ends event streams with a retry hint, finishes the request in flight, refuses new ones and exits 0", async () => {
    const created = await fetch(`${app.origin}/api/guest/chat/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        service_id: "1",
        guest_name: "Гость",
        guest_phone: "+7 900 123-45-67",
        consent: true,
      }),
    });
    expect(created.status).toBe(201);
    const chat = (await created.json()) as ChatSession;
    const chatUrl = `${app.origin}/api/guest/chat/sessions/${chat.id}`;
    const stream = await listen(`${chatUrl}/events`);

    // On a keep-alive connection, as nginx's upstream pool sends it: once answered, the
    // connection turns idle and must not hold the closing server open.
    const upload = slowUpload(`${chatUrl}/messages`, 2 * 1024 * 1024, keepAlive);
    // A second of trickling: the request's headers are long parsed and its handler is reading.
    for (let i = 0; i < 10; i++) {
      upload.trickle(16 * 1024);
      await sleep(100);
    }
    const exited = once(app.child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    const signalledAt = Date.now();
    app.child.kill("SIGTERM");

    await stream.ended;
    expect(stream.retryMs).toBe(1000);
    expect(Date.now() - signalledAt).toBeLessThan(3000);
    // The server stops listening while the upload is still in flight. A connection that slips
    // in while it closes is reset before any answer or answered 503, never served.
    let late = await tryConnect(`${app.origin}/api/health`);
    for (let i = 0; late !== "ECONNREFUSED" && i < 20; i++) {
      expect(late).toMatch(/^(ECONNRESET|status 503)$/);
      await sleep(100);
      late = await tryConnect(`${app.origin}/api/health`);
    }
    expect(late).toBe("ECONNREFUSED");

    // The upload goes on after the signal and is answered as usual.
    for (let i = 0; i < 10; i++) {
      upload.trickle(16 * 1024);
      await sleep(100);
    }
    upload.finish();
    const answer = await upload.answer;
    const finishedAt = Date.now();
    expect(answer.status, answer.body).toBe(201);
    const messages = JSON.parse(answer.body) as ChatMessage[];
    expect(messages.map((m) => m.file_name)).toContain("slow.pdf");

    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // Within the 10 s the issue allows, and by itself once the work is done, not by main.ts's
    // grace timer: a keep-alive connection whose request was in flight must not hold it.
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(Date.now() - finishedAt).toBeLessThan(3_000);
  });
});

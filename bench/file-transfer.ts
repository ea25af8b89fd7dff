/**
 * What the file benches (file-downloads.ts, file-uploads.ts) share: a fresh app per storage (disk,
 * then S3 through s3rver), the app process's resident memory sampled while they run, and signed-in
 * clients with a chat each that send a 10 MB PDF through the chat's own upload route.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type http from "node:http";
import { performance } from "node:perf_hooks";
import type { ChatMessage } from "../domain/chat/chat-schemas.ts";
import { request } from "./http-client.ts";
import { percentile } from "./percentile.ts";

export const MB = 1024 * 1024;
export const FILE_BYTES = 10 * MB;
const SAMPLE_MS = 20;

export const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Resident memory of a process: /proc on Linux, `ps` elsewhere. */
export function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // not Linux
  }
  return (
    Number(
      execFileSync("ps", ["-o", "rss=", "-p", String(pid)])
        .toString()
        .trim(),
    ) * 1024
  );
}

export interface MemoryAround {
  /** At the app's start, before the bench's set-up. */
  started: number;
  /** Idle, a second after the set-up: the first reading of the timeline. */
  before: number;
  /** The highest reading while the work ran (sampled every 20 ms). */
  peak: number;
  /** The lowest reading while the work ran (`before` included). */
  low: number;
  /**
   * The largest rise of a reading over the lowest one before it — the growth the target is held
   * to. Not simply peak − before: on PGlite the app starts with a few hundred MB that a major
   * collection frees at a moment of its own (probably initdb's WebAssembly memory; the external
   * buffers fall by as much); freed during the run, it would make `before` too high and hide
   * whatever grew after it.
   */
  growth: number;
  /** Idle again, a second after the work. */
  after: number;
}

/** Samples `pid`'s resident memory every 20 ms from `before` on, until stop(). */
function sampleMemory(pid: number, before: number) {
  let low = before;
  let peak = before;
  let growth = 0;
  const sample = () => {
    const now = residentBytes(pid);
    low = Math.min(low, now);
    peak = Math.max(peak, now);
    growth = Math.max(growth, now - low);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { low, peak, growth };
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** Runs `work` while sampling `pid`'s resident memory (`started` is the caller's reading). */
export async function measureMemory<T>(
  pid: number,
  started: number,
  work: () => Promise<T>,
): Promise<{ result: T; memory: MemoryAround }> {
  await settle();
  const before = residentBytes(pid);
  const sampler = sampleMemory(pid, before);
  let result: T;
  let samples: ReturnType<typeof sampler.stop>;
  try {
    result = await work();
  } finally {
    samples = sampler.stop();
  }
  await settle();
  return { result, memory: { started, before, ...samples, after: residentBytes(pid) } };
}

/**
 * A warm-up round (code paths compiled, sockets opened: in the memory peak, not in the timings),
 * then `rounds` timed ones; each round resolves with its transfers' times in ms.
 */
export async function warmedRounds(round: () => Promise<number[]>, rounds: number) {
  await round();
  const times: number[] = [];
  const start = performance.now();
  for (let done = 0; done < rounds; done++) times.push(...(await round()));
  return { times, seconds: (performance.now() - start) / 1000 };
}

/** «12.6 uploads/s, 126 MB/s; per upload p50 1189 ms, p99 1804 ms» for 10 MB transfers. */
export function throughputLine(what: "upload" | "download", times: number[], seconds: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return (
    `  ${(times.length / seconds).toFixed(1)} ${what}s/s, ${((times.length * FILE_BYTES) / MB / seconds).toFixed(0)} MB/s; ` +
    `per ${what} p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`
  );
}

/**
 * The memory lines of a file bench and its verdict: the growth may be less than a quarter of the
 * bytes in flight (what buffering whole files would need).
 */
export function memoryVerdict(what: string, memory: MemoryAround, bytesInFlight: number) {
  const target = bytesInFlight / 4;
  const met = memory.growth <= target;
  const fell = memory.low < memory.before ? `, lowest ${mb(memory.low)}` : "";
  const lines = [
    `  app memory (RSS): at start ${mb(memory.started)}; during the ${what}: idle before ${mb(memory.before)}${fell}, ` +
      `peak ${mb(memory.peak)}, idle after ${mb(memory.after)}; growth ${mb(memory.growth)}`,
    `  target: growth ≤ ${mb(target)} (a quarter of ${mb(bytesInFlight)} in flight) — ${met ? "met" : "NOT met"}`,
  ];
  return { met, lines };
}

/**
 * Calls `run` with the app's environment for disk storage, then for S3 (s3rver started here, in
 * the bench process: its memory is not the app's); `which` = "disk" or "s3" runs one.
 */
export async function onEachStorage(
  which: string,
  databaseEnv: Record<string, string>,
  run: (label: string, env: Record<string, string>) => Promise<unknown>,
) {
  if (which !== "s3") await run("disk storage", databaseEnv);
  if (which === "disk") return;
  // s3rver is a dev dependency: loaded only here, never by the app.
  const { startS3Server } = await import("../server/test/s3-server.ts");
  const s3 = await startS3Server();
  try {
    await run("S3 storage (s3rver in the bench process)", { ...databaseEnv, ...s3.env });
  } finally {
    await s3.close();
  }
}

/** A 10 MB file the app takes for a PDF (it sniffs the head): the signature, then random bytes. */
export function benchPdf(): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(FILE_BYTES - 9)]);
}

const BOUNDARY = "----bench-chat-file";

/** The chat send a browser's FormData makes for one file in `files`. */
export function multipartFile(file: Buffer, fileName = "bench.pdf") {
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="files"; filename="${fileName}"\r\n` +
          "content-type: application/pdf\r\n\r\n",
      ),
      file,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  };
}

/** A signed-in client with a chat of its own; `headers` go with each of its requests. */
export interface ChatClient {
  headers: Record<string, string>;
  sessionId: string;
}

/**
 * Registers a client and opens a chat, as the site does. `address`, when given, is sent as
 * X-Forwarded-For (the app then needs TRUST_PROXY=true), so each client has an address of its own
 * as behind nginx, and the per-address limits see distinct clients.
 */
export async function newChatClient(
  api: string,
  agent: http.Agent,
  address?: string,
): Promise<ChatClient> {
  const forwarded: Record<string, string> = address ? { "x-forwarded-for": address } : {};
  const registered = await request(`${api}/auth/register`, {
    method: "POST",
    agent,
    headers: { "content-type": "application/json", ...forwarded },
    body: JSON.stringify({
      email: `bench-${randomBytes(4).toString("hex")}@example.ru`,
      password: "bench-password-1",
      full_name: "Нагрузочный Тест",
      client_type: "individual",
      agree_to_terms: true,
    }),
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.body}`);
  const token = (JSON.parse(registered.body) as { access_token: string }).access_token;
  const headers = { ...forwarded, authorization: `Bearer ${token}` };
  const chat = await request(`${api}/chat/sessions`, {
    method: "POST",
    agent,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ service_id: 1 }),
  });
  if (chat.status >= 300) throw new Error(`chat: ${chat.status} ${chat.body}`);
  return { headers, sessionId: (JSON.parse(chat.body) as { id: string }).id };
}

/**
 * Sends `upload` (multipartFile()) to the client's chat through POST
 * /api/chat/sessions/{id}/messages; anything but a 201 carrying one file of `expectedBytes`
 * throws. Resolves with the file's message.
 */
export async function sendChatFile(
  api: string,
  agent: http.Agent,
  client: ChatClient,
  upload: { contentType: string; body: Buffer },
  expectedBytes: number,
): Promise<ChatMessage> {
  const sent = await request(`${api}/chat/sessions/${client.sessionId}/messages`, {
    method: "POST",
    agent,
    headers: { ...client.headers, "content-type": upload.contentType },
    body: upload.body,
  });
  if (sent.status !== 201) throw new Error(`upload: ${sent.status} ${sent.body}`);
  const file = (JSON.parse(sent.body) as ChatMessage[]).find((message) => message.file_id);
  if (!file || file.file_size !== expectedBytes) {
    throw new Error(`upload: 201 without a file of ${expectedBytes} bytes: ${sent.body}`);
  }
  return file;
}

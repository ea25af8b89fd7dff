/**
 * File downloads (issue 12): CLIENTS clients download the same 10 MB chat file at once, ROUNDS
 * times, through GET /api/chat/files/{id}/download on the real app (its own process, so its
 * memory is the app's alone). Prints downloads/s, throughput, p50/p99 per download, and the app
 * process's resident memory (VmRSS, sampled every 20 ms) before the first download and at its peak
 * during them (a warm-up round included). Target: memory stays flat — the peak grows by less than
 * a quarter of the bytes in flight (20 × 10 MB = 200 MB, what buffering whole files would need),
 * i.e. ≤ 50 MB.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import type { ChatMessage } from "../domain/chat/chat-schemas.ts";
import { startAppProcess } from "../scripts/app-process.ts";
import { postJson, request } from "./http-client.ts";

const CLIENTS = Number(process.env.BENCH_DOWNLOAD_CLIENTS ?? 20);
const ROUNDS = Number(process.env.BENCH_DOWNLOAD_ROUNDS ?? 5);
const FILE_BYTES = 10 * 1024 * 1024;
const MB = 1024 * 1024;
const TARGET_GROWTH_BYTES = (CLIENTS * FILE_BYTES) / 4;
const SAMPLE_MS = 20;

/** Resident memory of a process: /proc on Linux, `ps` elsewhere. */
function residentBytes(pid: number): number {
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

function sampleMemory(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid));
    },
  };
}

/** One chat with one 10 MB PDF in it, made through the API as a client would. */
async function uploadFile(api: string, agent: http.Agent) {
  const email = `bench-${randomBytes(4).toString("hex")}@example.ru`;
  const registered = await postJson(`${api}/auth/register`, {
    email,
    password: "bench-password-1",
    full_name: "Нагрузочный Тест",
    client_type: "individual",
    agree_to_terms: true,
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.body}`);
  const token = (JSON.parse(registered.body) as { access_token: string }).access_token;
  const chat = await postJson(`${api}/chat/sessions`, { service_id: 1 }, agent, token);
  if (chat.status >= 300) throw new Error(`chat: ${chat.body}`);
  const sessionId = (JSON.parse(chat.body) as { id: string }).id;

  const boundary = "----bench-file-downloads";
  const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(FILE_BYTES - 9)]);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="bench.pdf"\r\n` +
        "content-type: application/pdf\r\n\r\n",
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const sent = await request(`${api}/chat/sessions/${sessionId}/messages`, {
    method: "POST",
    agent,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    body,
  });
  if (sent.status !== 201) throw new Error(`upload: ${sent.status} ${sent.body}`);
  const file = (JSON.parse(sent.body) as ChatMessage[]).find((message) => message.file_id);
  return { token, url: `${api}/chat/files/${file?.file_id}/download` };
}

/** Reads the whole body, keeping only its length; resolves with the time it took. */
function download(url: string, token: string, agent: http.Agent): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        // As a browser asks: a compressible answer would be compressed here.
        { agent, headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip, br" } },
        (res) => {
          let bytes = 0;
          res.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on("end", () => {
            if (res.statusCode !== 200 || bytes !== FILE_BYTES) {
              reject(new Error(`download: ${res.statusCode}, ${bytes} bytes`));
            } else resolve(performance.now() - start);
          });
          res.on("error", reject);
        },
      )
      .on("error", reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Runs the rounds against a fresh app with `env` (storage, database); true when the target holds. */
export async function runFileDownloads(label: string, env: Record<string, string>) {
  const app = await startAppProcess({ env });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    const pid = app.child.pid as number;
    const started = residentBytes(pid);
    const { token, url } = await uploadFile(`${app.origin}/api`, agent);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Before the first download (the upload's own buffers included): what the peak is held to.
    const before = residentBytes(pid);

    const memory = sampleMemory(pid);
    // Warm-up round (code paths compiled, sockets opened): in the memory peak, not in the timings.
    await Promise.all(Array.from({ length: CLIENTS }, () => download(url, token, agent)));
    const times: number[] = [];
    const start = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      times.push(
        ...(await Promise.all(Array.from({ length: CLIENTS }, () => download(url, token, agent)))),
      );
    }
    const seconds = (performance.now() - start) / 1000;
    const peak = memory.stop();

    const sorted = times.sort((a, b) => a - b);
    const growth = peak - before;
    const met = growth <= TARGET_GROWTH_BYTES;
    console.log(
      [
        `\n== file downloads, ${label}: ${CLIENTS} clients × ${ROUNDS} rounds of a 10 MB chat file`,
        `  ${(times.length / seconds).toFixed(1)} downloads/s, ${((times.length * FILE_BYTES) / MB / seconds).toFixed(0)} MB/s; ` +
          `per download p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`,
        `  app memory (RSS): at start ${mb(started)}, before the downloads ${mb(before)}, ` +
          `peak during them ${mb(peak)}, growth ${mb(growth)}`,
        `  target: growth ≤ ${mb(TARGET_GROWTH_BYTES)} (a quarter of ${mb(CLIENTS * FILE_BYTES)} in flight) — ${met ? "met" : "NOT met"}`,
      ].join("\n"),
    );
    return met;
  } finally {
    agent.destroy();
    await app.stop();
  }
}

/** Disk, then S3 through s3rver (BENCH_DOWNLOAD_STORAGE=disk|s3 for one). */
export async function runDownloadBenches(databaseEnv: Record<string, string>) {
  const which = process.env.BENCH_DOWNLOAD_STORAGE ?? "both";
  if (which !== "s3") await runFileDownloads("disk storage", databaseEnv);
  if (which === "disk") return;
  // s3rver is a dev dependency: loaded only here, never by the app.
  const { startS3Server } = await import("../server/test/s3-server.ts");
  const s3 = await startS3Server();
  try {
    await runFileDownloads("S3 storage (s3rver in the bench process)", {
      ...databaseEnv,
      ...s3.env,
    });
  } finally {
    await s3.close();
  }
}

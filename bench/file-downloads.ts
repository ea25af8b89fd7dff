/**
 * File downloads (issue 12): CLIENTS clients download the same 10 MB chat file at once, ROUNDS
 * times, through GET /api/chat/files/{id}/download on the real app (its own process, so its
 * memory is the app's alone). Prints downloads/s, throughput, p50/p99 per download, and the app
 * process's resident memory (VmRSS, sampled every 20 ms) idle before the first download and after
 * the last, and at its peak during them (a warm-up round included). Target: memory stays flat —
 * it grows by less than a quarter of the bytes in flight (20 × 10 MB = 200 MB, what buffering
 * whole files would need), i.e. ≤ 50 MB, over the lowest reading before (file-transfer.ts says
 * why).
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { startAppProcess } from "../scripts/app-process.ts";
import {
  benchPdf,
  FILE_BYTES,
  measureMemory,
  memoryVerdict,
  multipartFile,
  newChatClient,
  onEachStorage,
  residentBytes,
  sendChatFile,
  throughputLine,
  warmedRounds,
} from "./file-transfer.ts";

const CLIENTS = Number(process.env.BENCH_DOWNLOAD_CLIENTS ?? 20);
const ROUNDS = Number(process.env.BENCH_DOWNLOAD_ROUNDS ?? 5);

/** One chat with one 10 MB PDF in it, made through the API as a client would. */
async function uploadFile(api: string, agent: http.Agent) {
  const client = await newChatClient(api, agent);
  const file = await sendChatFile(api, agent, client, multipartFile(benchPdf()), FILE_BYTES);
  return { headers: client.headers, url: `${api}/chat/files/${file.file_id}/download` };
}

/** Reads the whole body, keeping only its length; resolves with the time it took. */
function download(url: string, headers: Record<string, string>, agent: http.Agent) {
  const start = performance.now();
  return new Promise<number>((resolve, reject) => {
    http
      .get(
        url,
        // As a browser asks: a compressible answer would be compressed here.
        { agent, headers: { ...headers, "accept-encoding": "gzip, br" } },
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

/** Runs the rounds against a fresh app with `env` (storage, database); true when the target holds. */
export async function runFileDownloads(label: string, env: Record<string, string>) {
  const app = await startAppProcess({ env });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    const pid = app.child.pid as number;
    const started = residentBytes(pid);
    const { headers, url } = await uploadFile(`${app.origin}/api`, agent);
    const round = () =>
      Promise.all(Array.from({ length: CLIENTS }, () => download(url, headers, agent)));
    // The idle reading comes after the upload (its buffers included): what the peak is held to.
    const { result, memory } = await measureMemory(pid, started, () => warmedRounds(round, ROUNDS));

    const verdict = memoryVerdict("downloads", memory, CLIENTS * FILE_BYTES);
    console.log(
      [
        `\n== file downloads, ${label}: ${CLIENTS} clients × ${ROUNDS} rounds of a 10 MB chat file`,
        throughputLine("download", result.times, result.seconds),
        ...verdict.lines,
      ].join("\n"),
    );
    return verdict.met;
  } finally {
    agent.destroy();
    await app.stop();
  }
}

/** Disk, then S3 through s3rver (BENCH_DOWNLOAD_STORAGE=disk|s3 for one). */
export async function runDownloadBenches(databaseEnv: Record<string, string>) {
  await onEachStorage(process.env.BENCH_DOWNLOAD_STORAGE ?? "both", databaseEnv, runFileDownloads);
}

/**
 * File uploads (issue 15 §2): CLIENTS clients, each signed in to an account of its own with a chat
 * of its own, send a 10 MB PDF at once, ROUNDS times, through the chat's upload route (POST
 * /api/chat/sessions/{id}/messages, multipart) on the real app in its own process. Each client has
 * its own address (X-Forwarded-For with TRUST_PROXY=true, as behind nginx): the per-address caps
 * (16 uploads at once, messages a minute, bytes a day) then see 20 clients, not one, and the
 * per-account cap of 4 uploads at once is never reached.
 *
 * Prints uploads/s, throughput, p50/p99 per upload, and the app process's resident memory idle
 * before the first upload and after the last, and at its peak during them (a warm-up round
 * included). Target: memory stays flat — it grows by less than a quarter of the bytes in flight
 * (20 × 10 MB), i.e. ≤ 50 MB, over the lowest reading before (file-transfer.ts says why).
 *
 * It cannot pass by failing fast: every send must answer 201 with one file of exactly 10 MB, and
 * afterwards every chat must list all its files at that size and give its last one back byte for
 * byte (SHA-256) from the storage.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import type { ChatMessage } from "../domain/chat/chat-schemas.ts";
import { DAILY_UPLOAD_BYTES_PER_ACCOUNT } from "../domain/chat/upload-limits.ts";
import { startAppProcess } from "../scripts/app-process.ts";
import {
  benchPdf,
  type ChatClient,
  FILE_BYTES,
  MB,
  mb,
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
import { request } from "./http-client.ts";

const CLIENTS = Number(process.env.BENCH_UPLOAD_CLIENTS ?? 20);
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5);
/** Each account sends a file per round plus the warm-up's (the first one more: the app's first). */
const FILES_PER_CLIENT = ROUNDS + 1;

/** Client i's address: TEST-NET-2 (RFC 5737), never a real one. */
const addressOf = (index: number) => `198.51.100.${index + 1}`;

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** The SHA-256 of a download, read as it streams. */
function downloadHash(url: string, headers: Record<string, string>, agent: http.Agent) {
  return new Promise<{ status: number; bytes: number; hash: string }>((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const hash = createHash("sha256");
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          hash.update(chunk);
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, bytes, hash: hash.digest("hex") }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * Every client's chat lists as many files of FILE_BYTES as `sent` counted for it, and its last
 * one comes back from the storage equal to what was sent; throws otherwise.
 */
async function verifyStored(
  api: string,
  agent: http.Agent,
  sent: ReadonlyMap<ChatClient, number>,
  sentHash: string,
) {
  await Promise.all(
    [...sent].map(async ([client, expected]) => {
      const page = await request(`${api}/chat/sessions/${client.sessionId}/messages`, {
        agent,
        headers: client.headers,
      });
      if (page.status !== 200) throw new Error(`messages: ${page.status} ${page.body}`);
      const files = (JSON.parse(page.body) as ChatMessage[]).filter((message) => message.file_id);
      const whole = files.filter((file) => file.file_size === FILE_BYTES);
      if (files.length !== expected || whole.length !== expected) {
        throw new Error(
          `chat ${client.sessionId}: ${files.length} files, ${whole.length} of 10 MB; expected ${expected}`,
        );
      }
      const last = files.at(-1) as ChatMessage;
      const back = await downloadHash(
        `${api}/chat/files/${last.file_id}/download`,
        client.headers,
        agent,
      );
      if (back.status !== 200 || back.bytes !== FILE_BYTES || back.hash !== sentHash) {
        throw new Error(
          `chat ${client.sessionId}: the stored file came back as ${back.status}, ${back.bytes} bytes, ` +
            `${back.hash === sentHash ? "same" : "different"} content`,
        );
      }
    }),
  );
}

/** Runs the rounds against a fresh app with `env` (storage, database); true when the target holds. */
export async function runFileUploads(label: string, env: Record<string, string>) {
  const app = await startAppProcess({ env: { ...env, TRUST_PROXY: "true" } });
  const api = `${app.origin}/api`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  try {
    const pid = app.child.pid as number;
    const started = residentBytes(pid);
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) => newChatClient(api, agent, addressOf(index))),
    );
    const pdf = benchPdf();
    const upload = multipartFile(pdf);
    const sent = new Map<ChatClient, number>();
    const send = async (client: ChatClient) => {
      const start = performance.now();
      await sendChatFile(api, agent, client, upload, FILE_BYTES);
      sent.set(client, (sent.get(client) ?? 0) + 1);
      return performance.now() - start;
    };
    // One upload before the idle reading, as the download bench's baseline follows its upload:
    // what the app loads and compiles once, on its first upload ever, is not load.
    const cold = residentBytes(pid);
    await send(clients[0] as ChatClient);
    const primed = residentBytes(pid);
    const round = () => Promise.all(clients.map(send));
    const { result, memory } = await measureMemory(pid, started, () => warmedRounds(round, ROUNDS));

    await verifyStored(api, agent, sent, sha256(pdf));

    const verdict = memoryVerdict("uploads", memory, CLIENTS * FILE_BYTES);
    console.log(
      [
        `\n== file uploads, ${label}: ${CLIENTS} clients (accounts) × ${ROUNDS} rounds of a 10 MB chat file`,
        throughputLine("upload", result.times, result.seconds),
        `  stored: ${CLIENTS * FILES_PER_CLIENT + 1} files listed at 10 MB, each chat's last one read back identical`,
        `  the app's first upload ever (before the idle reading): RSS ${mb(cold)} → ${mb(primed)}`,
        ...verdict.lines,
      ].join("\n"),
    );
    return verdict.met;
  } finally {
    agent.destroy();
    await app.stop();
  }
}

/** Disk, then S3 through s3rver (BENCH_UPLOAD_STORAGE=disk|s3 for one). */
export async function runUploadBenches(databaseEnv: Record<string, string>) {
  const mostPerAccount = (FILES_PER_CLIENT + 1) * FILE_BYTES;
  if (mostPerAccount > DAILY_UPLOAD_BYTES_PER_ACCOUNT) {
    throw new Error(
      `BENCH_UPLOAD_ROUNDS=${ROUNDS}: an account may upload ${DAILY_UPLOAD_BYTES_PER_ACCOUNT / MB} MB a day, ` +
        `the bench would send up to ${mostPerAccount / MB} MB from one`,
    );
  }
  await onEachStorage(process.env.BENCH_UPLOAD_STORAGE ?? "both", databaseEnv, runFileUploads);
}

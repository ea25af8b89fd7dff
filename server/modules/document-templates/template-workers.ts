import os from "node:os";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import {
  DOCUMENT_TEMPLATE_TEXTS as T,
  TEMPLATE_LIMITS,
} from "../../../domain/document-templates/document-templates.ts";
import { AppError } from "../../errors.ts";
import type { TemplateValues } from "./docx-template.ts";
import type { TemplateAnswer, TemplateTask } from "./template-worker.ts";

/**
 * Templates are read and filled in worker threads (docs/decisions/050): parsing a large DOCX is
 * seconds of CPU, which on the request thread stalled every other request. Each task has
 * TEMPLATE_LIMITS.workMs of work; past it, or past the worker's memory, the worker is terminated
 * (piscina replaces it) and the template refused. The pool starts its threads on first use and
 * lets them go when idle, so an app that never touches a template runs none.
 */
export interface TemplateWorkers {
  placeholdersOf(bytes: Uint8Array): Promise<string[]>;
  fill(bytes: Uint8Array, values: TemplateValues): Promise<{ docx: Buffer; missing: string[] }>;
  /** Lets the tasks in hand finish, then ends the threads; later calls answer 503. */
  close(): Promise<void>;
}

export interface TemplateWorkerOptions {
  /** Half the cores by default: the other half keeps answering requests. */
  threads?: number;
  workMs?: number;
  /** Tasks waiting for a thread; past it the caller is asked to come back (503). */
  queue?: number;
}

const WORKER = new URL("./template-worker.ts", import.meta.url).href;
// The worker is TypeScript: it loads through tsx, however this process was started (tsx in
// production and `npm start`, Vitest's own loader in tests).
const TSX = import.meta.resolve("tsx");
/** A template's parts are capped at 50 MB unpacked; docxtemplater's parse of them stays far below. */
const WORKER_HEAP_MB = 512;
const IDLE_MS = 60_000;

export function createTemplateWorkers(options: TemplateWorkerOptions = {}): TemplateWorkers {
  const workMs = options.workMs ?? TEMPLATE_LIMITS.workMs;
  let pool: Piscina<unknown, TemplateAnswer> | undefined;
  let closed = false;
  const poolOf = () => {
    pool ??= new Piscina({
      filename: WORKER,
      execArgv: ["--import", TSX],
      minThreads: 0,
      maxThreads: options.threads ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
      maxQueue: options.queue ?? 16,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      closeTimeout: workMs * 2,
    });
    return pool;
  };

  async function run(task: TemplateTask): Promise<TemplateAnswer> {
    if (closed) throw new AppError(503, T.busy);
    const { port1, port2 } = new MessageChannel();
    const stop = new AbortController();
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    port1.once("message", () => {
      if (!settled) timer = setTimeout(() => stop.abort(), workMs);
    });
    let answer: TemplateAnswer;
    try {
      answer = await poolOf().run(
        { task, started: port2 },
        { transferList: [port2], signal: stop.signal },
      );
    } catch (error) {
      if (stop.signal.aborted || (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY")
        throw new AppError(400, T.tooComplex);
      if ((error as Error).message === "Task queue is at limit") throw new AppError(503, T.busy);
      throw error;
    } finally {
      settled = true;
      clearTimeout(timer);
      port1.close();
    }
    if ("refused" in answer) throw new AppError(answer.refused.status, answer.refused.detail);
    return answer;
  }

  return {
    async placeholdersOf(bytes) {
      const answer = await run({ kind: "read", bytes });
      if (!("placeholders" in answer)) throw new Error("template worker: no placeholders");
      return answer.placeholders;
    },
    async fill(bytes, values) {
      const answer = await run({ kind: "fill", bytes, values });
      if (!("docx" in answer)) throw new Error("template worker: no document");
      // A Buffer over the bytes that crossed from the worker (no copy).
      const { docx, missing } = answer;
      return { docx: Buffer.from(docx.buffer, docx.byteOffset, docx.byteLength), missing };
    },
    async close() {
      closed = true;
      await pool?.close();
    },
  };
}

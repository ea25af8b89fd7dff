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
import { watchWork } from "./work-clock.ts";

/**
 * Templates are read and filled in worker threads (docs/decisions/050): parsing a large DOCX is
 * seconds of CPU, which on the request thread stalled every other request. Each task has
 * TEMPLATE_LIMITS.workMs of CPU (work-clock.ts); past it, or past the worker's memory, the worker
 * is terminated (piscina replaces it) and the template refused. The pool starts on first use, so an app that
 * never touches a template runs no thread; from then on one thread stays (with none, piscina
 * leaves a task queued behind a terminated worker waiting for ever).
 */
export interface TemplateWorkers {
  placeholdersOf(bytes: Uint8Array): Promise<string[]>;
  fill(bytes: Uint8Array, values: TemplateValues): Promise<{ docx: Buffer; missing: string[] }>;
  /** Lets the tasks in hand finish, then ends the threads; later calls answer 503. */
  close(): Promise<void>;
  /** The threads' ids, for the tests: a worker stopped for its time is gone from them. */
  readonly threadIds: number[];
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
/**
 * The threads run at a lower CPU priority (Linux nice +10, through piscina's @napi-rs/nice): on a
 * busy machine the request thread gets the core first, a document waits a little longer.
 */
const WORKER_NICE = 10;
const QUEUE = 16;

export function createTemplateWorkers(options: TemplateWorkerOptions = {}): TemplateWorkers {
  const workMs = options.workMs ?? TEMPLATE_LIMITS.workMs;
  const threads = options.threads ?? Math.max(1, Math.floor(os.availableParallelism() / 2));
  // Counted here: piscina's maxQueue does not count tasks that carry an abort signal.
  const mostInHand = threads + (options.queue ?? QUEUE);
  let pool: Piscina<unknown, TemplateAnswer> | undefined;
  let closed = false;
  const inHand = new Set<Promise<unknown>>();
  const poolOf = () => {
    pool ??= new Piscina({
      filename: WORKER,
      execArgv: ["--import", TSX],
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      niceIncrement: WORKER_NICE,
    });
    return pool;
  };

  /** `task` in a worker; counted in hand until it settles, so close() can wait for it. */
  function run(task: TemplateTask): Promise<TemplateAnswer> {
    if (closed || inHand.size >= mostInHand) return Promise.reject(new AppError(503, T.busy));
    const work = runInWorker(task);
    inHand.add(work);
    const forget = () => inHand.delete(work);
    work.then(forget, forget);
    return work;
  }

  async function runInWorker(task: TemplateTask): Promise<TemplateAnswer> {
    const { port1, port2 } = new MessageChannel();
    const stop = new AbortController();
    let settled = false;
    let endWatch = () => {};
    // The worker says which thread took the task when it starts: the queue's wait is not work.
    port1.once("message", (threadId: number) => {
      if (settled) return;
      const worker = pool?.threads.find((thread) => thread.threadId === threadId);
      endWatch = watchWork(worker, workMs, () => stop.abort());
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
      throw error;
    } finally {
      settled = true;
      endWatch();
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
      // Piscina's own close() drops tasks still queued; ours finish (each within its time).
      await Promise.allSettled([...inHand]);
      await pool?.destroy();
    },
    get threadIds() {
      return pool?.threads.map((thread) => thread.threadId) ?? [];
    },
  };
}

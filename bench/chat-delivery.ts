/**
 * Chat delivery (issue 3; issue 15 §2 for 5,000 listeners and the memory each listener costs
 * the app): LISTENERS guest chats, each with one SSE listener on its own chat, plus a few
 * executors on /api/events (they hear every chat). MESSAGES guest messages are posted over
 * HTTP (multipart, as the browser sends them) at a steady RATE, round-robin over the chats. Per
 * message: time from just before the POST is written to the moment the chat's listener reads the
 * matching event (by message id). Events never received within DRAIN_MS of the last reply are
 * counted as lost. The load generator and every listener share this one process.
 * The target is one app instance (run.ts) or nginx in front of several (chat-delivery-cluster.ts):
 * everything here goes to `origin`, whatever stands behind it.
 */
import http from "node:http";
import os from "node:os";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import type { ChatEvent } from "../domain/chat/chat-schemas.ts";
import { type EventStream, openEventStream, postJson, postMultipartText } from "./http-client.ts";
import { percentile } from "./percentile.ts";
import { residentBytes, startCpuAccount } from "./process-stats.ts";

const DEFAULT_LISTENERS = Number(process.env.BENCH_CHAT_LISTENERS ?? 5000);
const EXECUTOR_LISTENERS = Number(process.env.BENCH_CHAT_EXECUTOR_LISTENERS ?? 5);
const DEFAULT_MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 1000);
/**
 * 50 messages a second across the chats: delivery is what is measured. At 200/s the send itself
 * saturates one instance on a 2-core machine (each message writes the lawyers' notifications and
 * mail batch in its transaction; ≈120/s measured), and the figure becomes the queue, not delivery.
 */
const DEFAULT_RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const DRAIN_MS = 3000;
/** Sockets this process holds besides the listeners: the POST agent's 256 and some slack. */
const OTHER_SOCKETS = 300;

export interface DeliveryTarget {
  /** Where every request and stream goes: the app itself, or nginx in front of the instances. */
  origin: string;
  /** What stands behind `origin`, for the report's heading. */
  title: string;
  /** Each app process, named for the report; its pid for its resident memory. */
  instances: { name: string; pid: number | undefined }[];
  /** The event streams each instance holds now (same order); without it, all are on the one. */
  streamsHeld?: () => Promise<number[]>;
  /** Other processes whose CPU time is reported (nginx, the database's backends), as of now. */
  otherProcesses?: () => Promise<{ name: string; pids: number[] }[]>;
  targetP99Ms: number;
  /** Other than the environment's BENCH_CHAT_* (the send bench: fewer chats, 100/s). */
  load?: { listeners: number; messages: number; rate: number };
  /** The database round trips the target has made so far (its /metrics), to print per send. */
  roundTrips?: () => Promise<number | null>;
}

/** One message's arrival at its chat's guest listener, with the ids nginx logs both under. */
export interface GuestDelivery {
  ms: number;
  postRequestId: string | undefined;
  streamRequestId: string | undefined;
}

export interface DeliveryResult {
  /** p99 within the target, nothing lost, every POST accepted, no stream dropped. */
  met: boolean;
  guestDeliveries: GuestDelivery[];
}

/** The soft limit on open files (inherited by the apps and nginx started here); null off Linux. */
async function openFilesLimit(): Promise<number | null> {
  try {
    const { readFile } = await import("node:fs/promises");
    const limits = await readFile("/proc/self/limits", "utf8");
    const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
    return soft === undefined || soft === "unlimited" ? null : Number(soft);
  } catch {
    return null;
  }
}

interface Receipt {
  at: number;
  wallAt: number;
  sentAt: number;
}

interface Sent {
  sessionId: string;
  start: number;
  wallStart: number;
  replied?: number;
  requestId?: string;
  ids?: number[];
  failure?: string;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const ms = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(1));

export async function runChatDelivery(target: DeliveryTarget): Promise<DeliveryResult> {
  const LISTENERS = target.load?.listeners ?? DEFAULT_LISTENERS;
  const MESSAGES = target.load?.messages ?? DEFAULT_MESSAGES;
  const RATE = target.load?.rate ?? DEFAULT_RATE;
  const WARMUP_MESSAGES = Math.min(MESSAGES, RATE); // about one second, not measured
  const filesLimit = await openFilesLimit();
  const socketsNeeded = LISTENERS + EXECUTOR_LISTENERS + OTHER_SOCKETS;
  if (filesLimit !== null && filesLimit < socketsNeeded) {
    throw new Error(
      `chat delivery: ${socketsNeeded} sockets needed, but ulimit -n is ${filesLimit}; raise it`,
    );
  }
  const api = `${target.origin}/api`;
  // Enough sockets that the client never queues a POST behind another at the target rate.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const streams: EventStream[] = [];
  try {
    const login = await postJson(
      `${api}/auth/login`,
      { email: "executor@demo.ru", password: "demo-executor", login_type: "executor" },
      agent,
    );
    if (login.status !== 200) throw new Error(`executor login: ${login.status} ${login.body}`);
    const token = (JSON.parse(login.body) as { access_token: string }).access_token;

    const setupBegin = performance.now();
    const chatIds = await pool(
      Array.from({ length: LISTENERS }, (_, i) => i),
      16,
      async (i) => {
        const reply = await postJson(
          `${api}/guest/chat/sessions`,
          {
            service_id: "1",
            guest_name: `Гость ${i}`,
            guest_phone: "+79001234567",
            consent: true,
          },
          agent,
        );
        if (reply.status !== 201) throw new Error(`guest chat: ${reply.status} ${reply.body}`);
        return (JSON.parse(reply.body) as { id: string }).id;
      },
    );

    // The apps' memory with every chat made and no listener yet, then with them all open.
    const residents = () => Promise.all(target.instances.map((i) => residentBytes(i.pid)));
    const idleBytes = await residents();
    const streamOfChat = new Map<string, EventStream>();
    const guestReceipts = new Map<number, Receipt>();
    let misrouted = 0;
    let duplicates = 0;
    await pool(chatIds, 50, async (chatId) => {
      const onEvent = (event: ChatEvent, at: number, wallAt: number) => {
        if (event.type !== "message.created") return;
        if (event.session_id !== chatId) misrouted++;
        for (const id of event.message_ids ?? []) {
          if (guestReceipts.has(id)) duplicates++;
          else guestReceipts.set(id, { at, wallAt, sentAt: event.sent_at });
        }
      };
      const stream = await openEventStream(
        `${api}/guest/chat/sessions/${chatId}/events`,
        {},
        onEvent,
      );
      streams.push(stream);
      streamOfChat.set(chatId, stream);
    });
    const executorReceipts = Array.from(
      { length: EXECUTOR_LISTENERS },
      () => new Map<number, number>(),
    );
    for (const receipts of executorReceipts) {
      const onEvent = (event: ChatEvent, at: number) => {
        if (event.type !== "message.created") return;
        for (const id of event.message_ids ?? []) if (!receipts.has(id)) receipts.set(id, at);
      };
      streams.push(
        await openEventStream(`${api}/events`, { authorization: `Bearer ${token}` }, onEvent),
      );
    }

    const listeningBytes = await residents();
    const held = target.streamsHeld ? await target.streamsHeld() : [streams.length];
    console.log(
      `\nchat setup: ${chatIds.length} guest chats and ${streams.length} streams open in ` +
        `${((performance.now() - setupBegin) / 1000).toFixed(1)} s`,
    );
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    for (const [i, { name }] of target.instances.entries()) {
      const [before, after, open] = [idleBytes[i], listeningBytes[i], held[i] ?? 0];
      let memory = "";
      if (before != null && after != null) {
        memory = `, memory (RSS) ${mb(before)} before the listeners, ${mb(after)} with them`;
        // A collection during the setup can free more than the listeners take.
        if (after < before) memory += " — fell (garbage collected): not measurable this time";
        else if (open > 0)
          memory += ` — about ${((after - before) / open / 1024).toFixed(1)} KB per listener`;
      }
      console.log(`${name}: ${open} streams open${memory}`);
    }

    const post = async (sent: Sent, content: string) => {
      try {
        const reply = await postMultipartText(
          `${api}/guest/chat/sessions/${sent.sessionId}/messages`,
          content,
          agent,
        );
        sent.replied = performance.now();
        sent.requestId = reply.headers["x-request-id"] as string | undefined;
        if (reply.status !== 201) sent.failure = `${reply.status} ${reply.body.slice(0, 200)}`;
        else sent.ids = (JSON.parse(reply.body) as { id: number }[]).map((m) => m.id);
      } catch (error) {
        sent.failure = String(error);
      }
    };

    /** Posts `count` messages at RATE per second; returns when every POST has its reply. */
    const postAtRate = async (count: number, label: string) => {
      const sent: Sent[] = [];
      const pending: Promise<void>[] = [];
      const interval = 1000 / RATE;
      const begin = performance.now();
      await new Promise<void>((resolve) => {
        const tick = () => {
          const due = Math.min(count, Math.floor((performance.now() - begin) / interval) + 1);
          while (sent.length < due) {
            const i = sent.length;
            const item: Sent = {
              sessionId: chatIds[i % chatIds.length]!,
              start: performance.now(),
              wallStart: Date.now(),
            };
            sent.push(item);
            pending.push(post(item, `bench ${label} ${i}`));
          }
          if (sent.length >= count) resolve();
          else setTimeout(tick, Math.max(0, begin + sent.length * interval - performance.now()));
        };
        tick();
      });
      const postingSeconds = (performance.now() - begin) / 1000;
      await Promise.all(pending);
      return { sent, postingSeconds };
    };

    await postAtRate(WARMUP_MESSAGES, "warm-up");
    const loadBefore = os.loadavg()[0]!;
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    // Where the CPU goes while messages are posted; the rest is Redis and anything else.
    const cpu = await startCpuAccount(async () => [
      ...target.instances.map(({ name, pid }) => ({ name, pids: pid === undefined ? [] : [pid] })),
      ...((await target.otherProcesses?.()) ?? []),
      { name: "this process", pids: [process.pid] },
    ]);
    // The app's own background (its jobs poll the outboxes) over 5 quiet seconds, to tell apart
    // from what the sends cost.
    const idleFrom = await target.roundTrips?.();
    const idleStarted = performance.now();
    if (idleFrom != null) await new Promise((resolve) => setTimeout(resolve, 5000));
    const idleTo = await target.roundTrips?.();
    const backgroundPerSecond =
      idleFrom != null && idleTo != null
        ? (idleTo - idleFrom) / ((performance.now() - idleStarted) / 1000)
        : 0;
    loopDelay.enable();
    const tripsBefore = await target.roundTrips?.();
    const tripsFrom = performance.now();
    const { sent, postingSeconds } = await postAtRate(MESSAGES, "run");
    loopDelay.disable();
    const cpuReport = await cpu.report();

    const ids = sent.flatMap((s) => s.ids ?? []);
    const allArrived = () =>
      ids.every((id) => guestReceipts.has(id)) &&
      executorReceipts.every((receipts) => ids.every((id) => receipts.has(id)));
    const drainUntil = performance.now() + DRAIN_MS;
    while (!allArrived() && performance.now() < drainUntil)
      await new Promise((r) => setTimeout(r, 20));

    const postLatency: number[] = [];
    const toGuest: number[] = [];
    const toExecutors: number[] = [];
    const postToPublish: number[] = [];
    const publishToGuest: number[] = [];
    const guestDeliveries: GuestDelivery[] = [];
    let guestLost = 0;
    let executorLost = 0;
    for (const s of sent) {
      if (s.replied !== undefined && !s.failure) postLatency.push(s.replied - s.start);
      for (const id of s.ids ?? []) {
        const receipt = guestReceipts.get(id);
        if (receipt) {
          toGuest.push(receipt.at - s.start);
          guestDeliveries.push({
            ms: receipt.at - s.start,
            postRequestId: s.requestId,
            streamRequestId: streamOfChat.get(s.sessionId)?.requestId,
          });
          postToPublish.push(receipt.sentAt - s.wallStart);
          publishToGuest.push(receipt.wallAt - receipt.sentAt);
        } else guestLost++;
        for (const receipts of executorReceipts) {
          const at = receipts.get(id);
          if (at === undefined) executorLost++;
          else toExecutors.push(at - s.start);
        }
      }
    }
    const failures = sent.filter((s) => s.failure);
    const dropped = streams.filter((s) => s.dropped).length;
    // Counted once the deliveries are in: what each send set off after its answer is counted too.
    const tripsAfter = await target.roundTrips?.();
    const tripsSeconds = (performance.now() - tripsFrom) / 1000;

    console.log(
      `\nChat delivery (${target.title}): ` +
        `${LISTENERS} guest listeners + ${EXECUTOR_LISTENERS} executor listeners on /api/events, ` +
        `${MESSAGES} messages at ${RATE}/s round-robin over the chats (after ${WARMUP_MESSAGES} warm-up)`,
    );
    console.log(
      "\n| measure | n | p50 ms | p95 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|---:|",
    );
    const rows = [
      ["POST → 201 reply", summary(postLatency)],
      ["POST → guest listener", summary(toGuest)],
      [`POST → executor listeners (×${EXECUTOR_LISTENERS})`, summary(toExecutors)],
      ["  of which POST → publish (server clock, 1 ms)", summary(postToPublish)],
      ["  of which publish → guest listener (1 ms)", summary(publishToGuest)],
    ] as const;
    for (const [name, r] of rows)
      console.log(
        `| ${name} | ${r.n} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`,
      );
    const expectedExecutor = ids.length * EXECUTOR_LISTENERS;
    console.log(
      `\nposted ${sent.length - failures.length}/${sent.length} (failed ${failures.length}) ` +
        `in ${postingSeconds.toFixed(1)} s = ${(sent.length / postingSeconds).toFixed(0)}/s; ` +
        `delivered to guests ${ids.length - guestLost}/${ids.length} (lost ${guestLost}), ` +
        `to executors ${expectedExecutor - executorLost}/${expectedExecutor} (lost ${executorLost}); ` +
        `misrouted ${misrouted}, duplicates ${duplicates}, streams dropped ${dropped}`,
    );
    if (failures[0]) console.log(`first POST failure: ${failures[0].failure}`);
    if (tripsBefore != null && tripsAfter != null) {
      const sends = sent.length - failures.length;
      const all = tripsAfter - tripsBefore;
      const background = backgroundPerSecond * tripsSeconds;
      console.log(
        `database round trips per send: ${((all - background) / sends).toFixed(1)} (target ≤ 8): ` +
          `the app's db_round_trips_total rose by ${all} over ${tripsSeconds.toFixed(1)} s, of ` +
          `which its background jobs ${Math.round(background)} (${backgroundPerSecond.toFixed(1)}/s idle)`,
      );
    }
    console.log(
      `note: the load generator and all ${streams.length} listeners run in this one process, ` +
        `next to what it measures, on ${os.availableParallelism()} CPU cores; its event-loop delay p99 ` +
        `${ms(loopDelay.percentile(99) / 1e6)} ms; 1-min load average ${loadBefore.toFixed(1)} → ` +
        `${os.loadavg()[0]!.toFixed(1)} (anything else running on the machine skews the tail)`,
    );
    if (cpuReport) console.log(cpuReport);
    const p99 = summary(toGuest).p99;
    const met =
      p99 <= target.targetP99Ms &&
      guestLost === 0 &&
      executorLost === 0 &&
      failures.length === 0 &&
      dropped === 0;
    console.log(
      `chat delivery (${target.title}) p99: ${ms(p99)} ms ` +
        `(target ≤ ${target.targetP99Ms} ms, nothing lost): ${met ? "met" : "NOT met"}`,
    );
    return { met, guestDeliveries };
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
  }
}

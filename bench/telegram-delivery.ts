/**
 * «message → Telegram sendMessage» (issue 47; docs/decisions/065): CHATS guest chats continued in
 * Telegram (each tied by its deep link, as a guest's «Продолжить в Telegram» does), and the lawyer
 * writing into them over HTTP at RATE messages a second (round-robin) for MESSAGES messages. Per
 * message: from just before its POST to the moment a local Bot API server (server/test/
 * fake-telegram.ts, in this process) receives the sendMessage carrying it. Target: p99 ≤ 1 s at
 * 50 messages a second. The app is its own process (PostgreSQL when DATABASE_URL is set, Redis
 * events when REDIS_URL is), with TRUST_PROXY so each send may come from its own address (one
 * address may send 120 a minute, a limit this bench is not about).
 */
import { performance } from "node:perf_hooks";
import { startAppProcess } from "../scripts/app-process.ts";
import { createScratchDatabase } from "../server/db/scratch-database.ts";
import { startFakeTelegram } from "../server/test/fake-telegram.ts";
import { ms, percentile } from "./percentile.ts";

const CHATS = Number(process.env.BENCH_TELEGRAM_CHATS ?? 50);
const RATE = Number(process.env.BENCH_TELEGRAM_RATE ?? 50);
const MESSAGES = Number(process.env.BENCH_TELEGRAM_MESSAGES ?? 500);
const TARGET_P99_MS = 1000;
const DRAIN_MS = 5_000;

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function runTelegramDeliveryBench(databaseUrl?: string, redisUrl?: string) {
  const fake = await startFakeTelegram();
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, "bench_telegram") : null;
  const app = await startAppProcess({
    env: {
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_API_URL: fake.origin,
      TRUST_PROXY: "true",
      GUEST_CHAT_RATE_LIMIT_MAX: "100000",
      AUTH_RATE_LIMIT_MAX: "100000",
    },
  });
  const engine = `${scratch ? "PostgreSQL" : "PGlite"}, ${redisUrl ? "Redis" : "in-process"} events`;
  try {
    const { access_token: token } = await json<{ access_token: string }>(
      await fetch(`${app.origin}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: "executor@demo.ru",
          password: "demo-executor",
          login_type: "executor",
        }),
      }),
    );
    // The chats and their ties: each guest opens the bot's link in "their" Telegram.
    const chats: { id: string; telegramChatId: number }[] = [];
    for (let index = 0; index < CHATS; index++) {
      const chat = await json<{ id: string }>(
        await fetch(`${app.origin}/api/guest/chat/sessions`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `10.1.0.${index % 250}`,
          },
          body: JSON.stringify({
            service_id: "1",
            guest_name: "Гость",
            guest_phone: "+7 900 123-45-67",
            consent: true,
          }),
        }),
      );
      const link = await json<{ url: string }>(
        await fetch(`${app.origin}/api/guest/chat/sessions/${chat.id}/telegram-link`, {
          method: "POST",
        }),
      );
      const start = new URL(link.url).searchParams.get("start");
      const telegramChatId = 900_000 + index;
      fake.queueUpdate({
        update_id: index + 1,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: telegramChatId, type: "private" },
          from: { id: telegramChatId, is_bot: false, first_name: "Гость" },
          text: `/start ${start}`,
        },
      });
      chats.push({ id: chat.id, telegramChatId });
    }
    // The app polls Telegram (no https here): every tie is made once each chat's bot said so.
    await fake.waitFor("sendMessage", CHATS, 60_000);

    const sentAt = new Map<string, number>();
    let failed = 0;
    const posts: Promise<void>[] = [];
    const started = performance.now();
    for (let index = 0; index < MESSAGES; index++) {
      const due = started + (index * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const chat = chats[index % chats.length] as (typeof chats)[number];
      const marker = `Сообщение ${index} для Telegram`;
      sentAt.set(marker, Date.now());
      posts.push(
        fetch(`${app.origin}/api/chat/sessions/${chat.id}/messages`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${token}`,
            "x-forwarded-for": `10.2.${Math.floor(index / 250) % 250}.${index % 250}`,
          },
          body: JSON.stringify({ content: marker }),
        }).then(async (response) => {
          if (response.status !== 201) failed++;
          await response.arrayBuffer();
        }),
      );
    }
    await Promise.all(posts);
    const deadline = Date.now() + DRAIN_MS;
    const arrivals = () =>
      fake.sent("sendMessage").filter((call) => String(call.params.text).includes("для Telegram"));
    while (arrivals().length < MESSAGES && Date.now() < deadline) await sleep(100);
    const latencies = arrivals()
      .map((call) => {
        const marker = /Сообщение \d+ для Telegram/.exec(String(call.params.text))?.[0] ?? "";
        return call.at - (sentAt.get(marker) ?? call.at);
      })
      .sort((a, b) => a - b);
    const lost = MESSAGES - latencies.length;
    const p99 = percentile(latencies, 99);
    console.log(
      `\nmessage → Telegram sendMessage (${engine}, ${CHATS} chats, ${RATE} msg/s, ${MESSAGES} messages): ` +
        `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(p99)}, max ${ms(latencies.at(-1) ?? Number.NaN)}; ` +
        `lost ${lost}, failed sends ${failed} — target p99 ≤ ${TARGET_P99_MS} ms: ` +
        `${p99 <= TARGET_P99_MS && lost === 0 && failed === 0 ? "met" : "NOT met"}`,
    );
  } finally {
    await app.stop();
    await scratch?.drop();
    await fake.close();
  }
}

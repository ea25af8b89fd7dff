import type { Update } from "grammy/types";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { telegramBot } from "../../db/schema/telegram.ts";
import { coalescedRun } from "../../platform/coalesced-run.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { ChatContext } from "../chat/chat-context.ts";
import { botMode, botOf, readBotSource, type TelegramBot, webhookUrlOf } from "./bot.ts";
import { handleUpdate } from "./handle-update.ts";
import { sendDueTelegram } from "./outbox.ts";
import { TELEGRAM_BOT_CHANGED_TOPIC, TELEGRAM_DUE_TOPIC } from "./topics.ts";
import { handleQueuedUpdates, nextOffset, storeUpdate } from "./update-queue.ts";

/** What the bot asks Telegram for: messages and the buttons of «Выберите обращение». */
const ALLOWED_UPDATES = ["message", "callback_query"] as const;
/** A long poll waits this long for an update (Telegram's maximum is 50). */
const POLL_SECONDS = 25;

export interface TelegramService {
  /** The bot, or null while none is set (read once per instance, again after a change). */
  bot(): Promise<TelegramBot | null>;
  /** An update from the webhook: kept once, then handled by whichever instance. */
  receive(update: Update): Promise<void>;
  /** Handles queued updates and sends what is due (coalesced). */
  flush(): Promise<void>;
  /** One long poll (a local start, without https): the job runs it on one instance at a time. */
  poll(): Promise<void>;
  /** Tells Telegram where updates go (webhook) or that the app polls; after start and a change. */
  setUp(): Promise<void>;
  /** The token changed here: every instance reads it again and the webhook follows. */
  announceChange(): Promise<void>;
  close(): void;
}

export interface TelegramDeps {
  db: Db;
  config: Config;
  events: EventBus;
  storage: FileStorage;
  chat: () => ChatContext;
  onError: (error: unknown) => void;
}

export function createTelegramService(deps: TelegramDeps): TelegramService {
  const { db, config, events } = deps;
  let cached: Promise<TelegramBot | null> | null = null;
  const polls = new AbortController();

  const load = async (): Promise<TelegramBot | null> => {
    const source = await readBotSource(db, config);
    if (!source.token) return null;
    const bot = botOf(config, source.token, source.username);
    if (!bot.username) {
      // The environment's token: Telegram names its bot once, and every instance reads the name.
      const me = await bot.api.getMe();
      bot.username = me.username;
      await db
        .insert(telegramBot)
        .values({ id: 1, username: me.username })
        .onConflictDoUpdate({ target: telegramBot.id, set: { username: me.username } });
    }
    return bot;
  };
  const bot = () => {
    cached ??= load().catch((error) => {
      cached = null;
      throw error;
    });
    return cached;
  };

  const flush = coalescedRun(async () => {
    const current = await bot();
    if (!current) return;
    const chat = deps.chat();
    await handleQueuedUpdates(
      db,
      (update) =>
        handleUpdate(
          { bot: current, chat, minFreeBytes: config.UPLOAD_MIN_FREE_DISK_MB * 1024 * 1024 },
          update,
        ),
      deps.onError,
    );
    await sendDueTelegram({
      db,
      bot: current,
      storage: deps.storage,
      httpsButtons: config.publicUrl.startsWith("https://"),
    });
  });

  const stopDue = events.subscribe(TELEGRAM_DUE_TOPIC, () => {
    void flush().catch(deps.onError);
  });
  const stopChanged = events.subscribe(TELEGRAM_BOT_CHANGED_TOPIC, () => {
    cached = null;
  });

  return {
    bot,
    flush,
    async receive(update) {
      if (await storeUpdate(db, update))
        await events.publish(TELEGRAM_DUE_TOPIC, {}).catch(() => {});
    },
    async poll() {
      if (botMode(config) !== "polling") return;
      const current = await bot();
      if (!current) return;
      const updates = await current.api.getUpdates(
        {
          offset: await nextOffset(db),
          timeout: POLL_SECONDS,
          allowed_updates: [...ALLOWED_UPDATES],
        },
        // grammY types its own AbortSignal shim; the platform's is what it receives.
        polls.signal as never,
      );
      let stored = 0;
      for (const update of updates) if (await storeUpdate(db, update)) stored++;
      if (stored > 0) await flush();
    },
    async setUp() {
      const current = await bot();
      if (!current) return;
      if (botMode(config) === "webhook") {
        await current.api.setWebhook(webhookUrlOf(config), {
          secret_token: current.webhookSecret,
          allowed_updates: [...ALLOWED_UPDATES],
        });
      } else {
        await current.api.deleteWebhook();
      }
    },
    async announceChange() {
      cached = null;
      await events.publish(TELEGRAM_BOT_CHANGED_TOPIC, {}).catch(() => {});
    },
    close() {
      polls.abort();
      stopDue();
      stopChanged();
    },
  };
}

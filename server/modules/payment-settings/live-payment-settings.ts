import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import {
  type EffectivePaymentSettings,
  loadEffectivePaymentSettings,
} from "./effective-settings.ts";

/** Every instance listens here and reads the settings again when any instance saves them. */
const PAYMENT_SETTINGS_TOPIC = "payment-settings:changed";

/** Re-read on this period too, so an instance that missed the bus (Redis down) catches up. */
const REFRESH_MS = 60_000;

/**
 * The payment settings in memory: the provider is asked for its name synchronously on every
 * payment and page (the test-mode strip), so each instance keeps the settings it last read and
 * reads again when they change here, when the bus says another instance changed them, and once a
 * minute. Loaded before the app serves.
 */
export interface LivePaymentSettings {
  current(): EffectivePaymentSettings;
  /** After a save has committed: this instance first, then every other one through the bus. */
  announceChange(): Promise<void>;
  /**
   * Called after each read that follows a change (here or on another instance): pages that carry
   * the settings in their HTML drop their copies then, not before the new settings are in.
   */
  onChange(listener: () => void): void;
  close(): void;
}

export async function createLivePaymentSettings(
  db: Db,
  config: Config,
  events: EventBus,
  onError: (error: unknown) => void,
): Promise<LivePaymentSettings> {
  let current = await loadEffectivePaymentSettings(db, config);
  const listeners: (() => void)[] = [];
  const reload = async () => {
    current = await loadEffectivePaymentSettings(db, config);
    for (const listener of listeners) listener();
  };
  const reloadQuietly = () => void reload().catch(onError);
  const unsubscribe = events.subscribe(PAYMENT_SETTINGS_TOPIC, reloadQuietly);
  // The minute's read only catches up on a missed bus message: it tells no listener.
  const timer = setInterval(
    () =>
      void loadEffectivePaymentSettings(db, config)
        .then((next) => {
          current = next;
        })
        .catch(onError),
    REFRESH_MS,
  );
  timer.unref();
  return {
    current: () => current,
    async announceChange() {
      await reload();
      // A bus failure must not fail the saved change: the others catch up within a minute.
      await events.publish(PAYMENT_SETTINGS_TOPIC, { at: Date.now() }).catch(onError);
    },
    onChange(listener) {
      listeners.push(listener);
    },
    close() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}

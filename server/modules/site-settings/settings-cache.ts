import type { FastifyInstance } from "fastify";
import type { SiteSettings } from "../../../domain/site-settings/site-settings.ts";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { getSiteSettings } from "./service.ts";

/** Every instance drops what it keeps of «Настройки сайта» when any instance saves them. */
export const SITE_SETTINGS_TOPIC = "site-settings:changed";

/** The bound on stale settings should the bus be down; a change through the bus drops them at once. */
const KEPT_MS = 60_000;

/** «Настройки сайта» and the unsubscribe links' key as an instance keeps them (app.ts). */
export interface InstanceKept {
  siteSettings(): Promise<SiteSettings>;
  unsubscribeKey(): Promise<string>;
}

/**
 * What the instance keeps, read now if it is not kept yet: call it before a transaction that
 * will use it. PGlite has one connection, which the transaction holds, so a read on the app's
 * own connection from inside it would wait for it for ever.
 */
export async function settledKept(kept: InstanceKept): Promise<InstanceKept> {
  const [settings, key] = await Promise.all([kept.siteSettings(), kept.unsubscribeKey()]);
  return { siteSettings: async () => settings, unsubscribeKey: async () => key };
}

export interface SiteSettingsCache {
  /** «Настройки сайта» as last read on this instance (read again after a change or a minute). */
  get(): Promise<SiteSettings>;
  clear(): void;
}

/**
 * «Настройки сайта» kept per instance for the busiest calls (a message send reads the office
 * hours and the mails' footer: two round trips of every send, issue 49 §3). Screens that edit
 * the settings read them afresh.
 */
export function createSiteSettingsCache(db: Db, events: EventBus): SiteSettingsCache {
  let kept: { settings: Promise<SiteSettings>; until: number } | null = null;
  const clear = () => {
    kept = null;
  };
  events.subscribe(SITE_SETTINGS_TOPIC, clear);
  return {
    get() {
      if (kept && kept.until > Date.now()) return kept.settings;
      // A read under way when a change comes is dropped with it (clear), so it is not kept past it.
      const settings = getSiteSettings(db);
      kept = { settings, until: Date.now() + KEPT_MS };
      settings.catch(() => {
        if (kept?.settings === settings) kept = null;
      });
      return settings;
    },
    clear,
  };
}

/**
 * Call after «Настройки сайта» or the logo are saved: the kept settings and the pages' heads
 * (which name the firm, its contacts and the verification codes) go on this instance at once,
 * on the others when the bus delivers; a bus failure must not fail the saved settings.
 */
export async function announceSiteSettingsChange(app: FastifyInstance): Promise<void> {
  app.siteSettings.clear();
  app.pageHeads.clear();
  await app.events.publish(SITE_SETTINGS_TOPIC, { at: Date.now() }).catch((error: unknown) => {
    app.log.warn({ err: error }, "site settings change was not announced to other instances");
  });
}

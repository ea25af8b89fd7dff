import type { EventBus } from "../../platform/events/event-bus.ts";
import { ARTICLES_TOPIC } from "../articles/article-events.ts";
import { CATALOGUE_TOPIC } from "../catalogue/catalogue-cache.ts";
import { SITE_SETTINGS_TOPIC } from "../site-settings/settings-cache.ts";
import type { PageHead } from "./head-tags.ts";

/** The bound on a stale head should the bus be down; a change through the bus drops it at once. */
const PAGE_HEAD_TTL_MS = 60_000;

/** Entries kept: a head and a compressed page (some 30 KB) per page, service and article. */
const PAGE_HEADS_MAX = 1_000;

export interface PageHeadCache {
  /**
   * The value kept under `key`, or the one `load` builds (kept while nothing changes): a page's
   * head (page-head.ts) or a page's compressed HTML built from it (server/http/web-app.ts).
   */
  get<T extends PageHead | object>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Each page's head and main text (page-head.ts); dropped on any catalogue, article or settings change. */
    pageHeads: PageHeadCache;
  }
}

/**
 * A page's head is built from the catalogue, an article and the site settings (a query and, for
 * an article, its HTML cleaned again): kept per page and dropped as a whole on this instance at
 * once and on the others through the event bus whenever any of them changes, so an edit is in the
 * next HTML answer (docs/decisions/042-search-engines.md).
 */
export function createPageHeadCache(events: EventBus): PageHeadCache {
  let entries = new Map<string, { head: Promise<unknown>; expiresAt: number }>();
  const clear = () => {
    entries = new Map();
  };
  for (const topic of [CATALOGUE_TOPIC, ARTICLES_TOPIC, SITE_SETTINGS_TOPIC]) {
    events.subscribe(topic, clear);
  }
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now) return kept.head as Promise<T>;
      const own = entries;
      const head = load();
      own.set(key, { head, expiresAt: now + PAGE_HEAD_TTL_MS });
      if (own.size > PAGE_HEADS_MAX) {
        const oldest = own.keys().next().value;
        if (oldest !== undefined) own.delete(oldest);
      }
      // A failed build is not kept; a build that began before a change lands in the old map.
      head.catch(() => {
        if (own.get(key)?.head === head) own.delete(key);
      });
      return head;
    },
    clear,
  };
}

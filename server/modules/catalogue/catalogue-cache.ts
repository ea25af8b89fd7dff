import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type Service, serviceSchema } from "../../../domain/catalogue/service-schemas.ts";
import type { Db } from "../../db/client.ts";
import { type EncodedBody, encodeOnce } from "../../http/content-encoding.ts";
import { type CachedValue, cachedValue } from "../../platform/cached-value.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import { listActiveServices } from "./service.ts";

/** How long one instance may serve the catalogue list without asking the database again. */
const CATALOGUE_CACHE_MS = 5_000;

/** Every instance listens here and drops its cached catalogue when any instance changes it. */
export const CATALOGUE_TOPIC = "catalogue:changed";

export type CatalogueCache = CachedValue<{ list: Service[]; body: EncodedBody }>;

declare module "fastify" {
  interface FastifyInstance {
    /** The active catalogue, ready as compressed JSON; changed through announceCatalogueChange(). */
    catalogueCache: CatalogueCache;
  }
}

/**
 * The catalogue is read on every page and changes rarely, so each instance keeps the list and
 * its JSON, compressed, for a few seconds instead of querying, serialising and compressing it on
 * every request (compressed per request, the catalogue's p99 passed 100 ms at 400 reads a second
 * on one instance: issue 32). A write anywhere invalidates it on every instance through the event
 * bus; the TTL only bounds the damage if the bus (Redis) is down.
 */
export function createCatalogueCache(db: Db, events: EventBus): CatalogueCache {
  // Read again every few seconds, changed rarely: only a changed list is compressed again.
  let last: { json: string; body: EncodedBody } | undefined;
  const cache = cachedValue(async () => {
    const list = z.array(serviceSchema).parse(await listActiveServices(db));
    const json = JSON.stringify(list);
    if (last?.json !== json) last = { json, body: await encodeOnce(json) };
    return { list, body: last.body };
  }, CATALOGUE_CACHE_MS);
  events.subscribe(CATALOGUE_TOPIC, () => cache.invalidate());
  return cache;
}

/**
 * Call after a catalogue write has committed (services, auto-lawyer services, recommendations):
 * this instance serves the new catalogue before the write's answer leaves, the others as soon as
 * the bus delivers. A bus failure must not fail the saved write.
 */
export async function announceCatalogueChange(app: FastifyInstance): Promise<void> {
  app.catalogueCache.invalidate();
  // Built from the catalogue too (docs/decisions/042-search-engines.md).
  app.sitemap.invalidate();
  app.pageHeads.clear();
  await app.events.publish(CATALOGUE_TOPIC, { at: Date.now() }).catch((error: unknown) => {
    app.log.warn({ err: error }, "catalogue change was not announced to other instances");
  });
}

import { z } from "zod";
import { type Service, serviceSchema } from "../../../domain/catalogue/service-schemas.ts";
import type { Db } from "../../db/client.ts";
import { type CachedValue, cachedValue } from "../../platform/cached-value.ts";
import { listActiveServices } from "./service.ts";

/** How long one instance may serve the catalogue list without asking the database again. */
const CATALOGUE_CACHE_MS = 5_000;

export type CatalogueCache = CachedValue<{ list: Service[]; json: string }>;

declare module "fastify" {
  interface FastifyInstance {
    /** The active catalogue, ready as JSON; invalidate after any catalogue write. */
    catalogueCache: CatalogueCache;
  }
}

/**
 * The catalogue is read on every page and changes rarely, so each instance keeps the list and
 * its JSON for a few seconds instead of querying and serialising it on every request.
 */
export function createCatalogueCache(db: Db): CatalogueCache {
  return cachedValue(async () => {
    const list = z.array(serviceSchema).parse(await listActiveServices(db));
    return { list, json: JSON.stringify(list) };
  }, CATALOGUE_CACHE_MS);
}

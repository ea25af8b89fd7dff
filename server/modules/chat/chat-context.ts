import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import type { InstanceKept } from "../site-settings/settings-cache.ts";

/** What the chat service needs from the app; tests pass their own clock. */
export interface ChatContext {
  db: Db;
  events: EventBus;
  storage: FileStorage;
  now: () => Date;
  /** The site's address, for links in mail (absent: no mail is written, as in unit contexts). */
  publicUrl?: string;
  /** Settings and secrets the instance keeps (absent: read in each send's transaction). */
  kept?: InstanceKept;
}

/** The chat service's dependencies, taken from the app (real clock). */
export function chatContextOf(app: FastifyInstance): ChatContext {
  return {
    db: app.db,
    events: app.events,
    storage: app.storage,
    now: () => new Date(),
    publicUrl: app.config.publicUrl,
    kept: app.kept,
  };
}

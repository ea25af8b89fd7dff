import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";

/** What the chat service needs from the app; tests pass their own clock. */
export interface ChatContext {
  db: Db;
  events: EventBus;
  storage: FileStorage;
  now: () => Date;
}

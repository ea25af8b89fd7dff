import type { FastifyInstance } from "fastify";
import type { ChatContext } from "./chat-context.ts";

/** The chat service's dependencies, taken from the app (real clock). */
export function chatContextOf(app: FastifyInstance): ChatContext {
  return { db: app.db, events: app.events, storage: app.storage, now: () => new Date() };
}

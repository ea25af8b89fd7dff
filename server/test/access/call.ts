import type { Actor } from "../../http/access-matrix.ts";
import type { World } from "./world.ts";

/** What one actor sends to one route: enough to be valid, so the answer is about access only. */
export interface Call {
  /** Values of the path's `{placeholders}`. */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** JSON, or a multipart body made with formBody() and its content-type header. */
  payload?: unknown;
  headers?: Record<string, string>;
  /** Another account's token instead of the actor's (a throwaway one); null: none at all. */
  token?: string | null;
  /** An event stream: only the status is read, then the connection is closed. */
  stream?: true;
}

/**
 * The call of one route for one actor. It may create what it needs first (a fresh chat of
 * clientA for a call that changes or deletes one), so no row depends on another's side effects.
 */
export type Build = (w: World, actor: Actor) => Call | Promise<Call>;

/** `METHOD /path` → its call; a route without an entry is sent as it is, with no body. */
export type Requests = Readonly<Record<string, Build>>;

import type { FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";
import type { Config } from "../config.ts";
import { errorForLog } from "./error-log.ts";

/**
 * What the request log must not keep (issue 27 §2, decision 036). The one list: query parameters
 * whose values are replaced by `[redacted]`, matched by name whatever its case or encoding.
 * - `email`, `token`: the unsubscribe links (`/unsubscribe`, `/api/mail/unsubscribe`) carry the
 *   address and its signature; `sig`, `signature`, `access_token` for any link signed likewise.
 * - `q`, `search`: what someone searched for (`/api/search`, `/api/clients`, the audit, payment,
 *   consent and corporate lists): names, phones, words from chats.
 * - `guest_chat_session_id`: a guest chat's id is the key to it (the consent log's filter).
 * - `code`, `state`: what Yandex ID sends back to `/api/auth/yandex/callback` (issue 45 §2).
 * Keys in paths and other values are dropped by their shape (`loggedUrl` below).
 */
export const REDACTED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  "email",
  "token",
  "sig",
  "signature",
  "access_token",
  "q",
  "search",
  "guest_chat_session_id",
  "code",
  "state",
]);

export const REDACTED = "[redacted]";

/**
 * What a key looks like, the one rule for every address, API and page alike (issue 43 §4): the
 * ids that open something by themselves are random — a guest chat's or a payment's UUID, the
 * calendar feed's 43-character token, a mailed link's token — and the log drops anything shaped
 * like one, wherever it stands. Our own path words are short and readable, and numeric ids open
 * nothing without an account, so they stay. A new page or route whose address carries a key is
 * covered without being listed.
 * - a UUID, however written (with or without dashes, in braces): anywhere in a segment or value;
 * - a token: a whole segment or value of 32 or more URL-safe characters (a built file's name,
 *   `page-B6xT1kQa.js`, has its extension and stays).
 */
const UUID = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/gi;
const TOKEN = /^[A-Za-z0-9_-]{32,}$/;

const HIDDEN = "…";

const decoded = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
};

const nameOf = (raw: string) => decoded(raw).trim().toLowerCase();

/**
 * A path segment or a query value without its key, if it carries one. Matched on the decoded
 * text, since the router decodes it too (`%34f1c…` opens the chat `4f1c…`); a part without a key
 * is kept as it came.
 */
function withoutKey(part: string, hidden: string): string {
  const text = decoded(part);
  UUID.lastIndex = 0;
  if (!UUID.test(text) && !TOKEN.test(text)) return part;
  return text.replace(UUID, hidden).replace(TOKEN, hidden);
}

/** The request's address as the log keeps it: keys left out, listed values redacted. */
export function loggedUrl(url: string): string {
  const at = url.indexOf("?");
  const path = (at === -1 ? url : url.slice(0, at))
    .split("/")
    .map((segment) => withoutKey(segment, HIDDEN))
    .join("/");
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      if (REDACTED_QUERY_PARAMETERS.has(nameOf(name))) return `${name}=${REDACTED}`;
      return equals === -1 ? pair : `${name}=${withoutKey(pair.slice(equals + 1), REDACTED)}`;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Fastify's logger: the Bearer token redacted, each request as method, logged URL and IP. */
export function requestLogger(
  config: Pick<Config, "LOG_LEVEL">,
  stream?: DestinationStream,
): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent") return false;
  return {
    level: config.LOG_LEVEL,
    redact: ["req.headers.authorization"],
    serializers: {
      req: (request) => ({
        method: request.method,
        url: loggedUrl(request.url),
        remoteAddress: request.ip,
      }),
      // A failed query's error carries its parameters (hashes, payers' data): never logged.
      err: errorForLog,
    },
    ...(stream ? { stream } : {}),
  };
}

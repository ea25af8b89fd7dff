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
]);

export const REDACTED = "[redacted]";

/**
 * Addresses whose last part is a secret (a guest chat's id, the court calendar's feed token):
 * the request log keeps the route and drops the secret, like a password.
 */
const SECRET_PATHS = [/(\/guest\/chat\/sessions\/)[^/?]+/, /(\/court-events\/feed\/)[^/?]+/];

const nameOf = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " ")).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/** The request's address as the log keeps it: secret path parts and listed values left out. */
export function loggedUrl(url: string): string {
  const at = url.indexOf("?");
  const path = SECRET_PATHS.reduce(
    (hidden, pattern) => hidden.replace(pattern, "$1…"),
    at === -1 ? url : url.slice(0, at),
  );
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return REDACTED_QUERY_PARAMETERS.has(nameOf(name)) ? `${name}=${REDACTED}` : pair;
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

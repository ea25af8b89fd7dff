import type { FastifyReply, FastifyRequest } from "fastify";
import { YANDEX_STATE_TTL_SECONDS } from "../../../domain/yandex-id/yandex-id.ts";

/**
 * The browser's own key of a sign-in with Yandex ID: a cookie only the start, the callback and
 * the exchange read (their path), kept as a hash beside `state`. Without it, whoever started a
 * sign-in with their own Yandex account could send someone the callback's address (or the
 * complete page's code) and have that person signed in to the sender's account ("login CSRF",
 * RFC 6749 §10.12). SameSite=Lax: Yandex sends the browser back by a top-level GET, which carries
 * it. The site's sessions stay bearer tokens; this cookie opens nothing by itself.
 */
export const BROWSER_COOKIE = "yandex_sign_in";
const COOKIE_PATH = "/api/auth/yandex";
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The key the request's cookie carries, when it is one of ours. */
export function browserKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === BROWSER_COOKIE) {
      const key = value.join("=");
      return KEY_SHAPE.test(key) ? key : null;
    }
  }
  return null;
}

/** Sets (or renews) the key for the next 10 minutes; Secure on an https site. */
export function keepBrowserKey(reply: FastifyReply, key: string, publicUrl: string): void {
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  reply.header(
    "set-cookie",
    `${BROWSER_COOKIE}=${key}; Path=${COOKIE_PATH}; Max-Age=${YANDEX_STATE_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/** The sign-in is over: the browser forgets the key. */
export function dropBrowserKey(reply: FastifyReply, publicUrl: string): void {
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  reply.header(
    "set-cookie",
    `${BROWSER_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
  );
}

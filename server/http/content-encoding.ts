import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipCallback } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

export type Encoding = "br" | "gzip" | "identity";

/**
 * The best encoding the client accepts, brotli first (a fifth smaller than gzip on our scripts).
 * Honours `q=0` ("never this one") and `*`; anything else counts as accepted.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  // Browsers send a handful of distinct values: each is parsed once (issue 49 §2, the cost of a
  // plain request), the answers kept for at most KNOWN_MAX of them.
  const known = knownEncodings.get(header);
  if (known !== undefined) return known;
  const encoding = parsePreferredEncoding(header);
  if (knownEncodings.size >= KNOWN_MAX) knownEncodings.clear();
  knownEncodings.set(header, encoding);
  return encoding;
}

const KNOWN_MAX = 256;
const knownEncodings = new Map<string, Encoding>();

function parsePreferredEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** One body in the three forms a page is sent in, compressed once instead of per request. */
export interface EncodedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * Compresses at the best ratio, on libuv's thread pool: brotli at its best takes tens of
 * milliseconds on a page, which on the request thread would hold up every answer in flight
 * (issue 32 measured a 233 ms stall).
 */
export async function encodeOnce(body: Buffer | string): Promise<EncodedBody> {
  const identity = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * Sends a body encoded once in the form the client prefers. The API's compression plugin leaves
 * an answer with a Content-Encoding alone.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  reply.header("vary", "accept-encoding");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(body[encoding]);
}

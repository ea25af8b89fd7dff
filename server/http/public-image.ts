import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * A stored picture anybody may load (a client's logo on the home page, a lawyer's photo in a
 * chat): served as the type its content was found to be on upload, never sniffed again by the
 * browser, and sandboxed should it ever be opened as a document.
 */
export function sendPublicImage(
  reply: FastifyReply,
  body: Readable,
  image: { mimeType: string; sizeBytes: number },
  maxAgeSeconds: number,
) {
  return reply
    .header("content-type", image.mimeType)
    .header("content-length", String(image.sizeBytes))
    .header("cache-control", `public, max-age=${maxAgeSeconds}`)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .send(body);
}

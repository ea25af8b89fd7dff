import type { FastifyInstance } from "fastify";
import {
  CONCURRENT_UPLOADS_PER_ACCOUNT,
  CONCURRENT_UPLOADS_PER_IP,
  UPLOAD_LIMIT_TEXTS,
} from "../../domain/chat/upload-limits.ts";
import { AppError } from "../errors.ts";

/** Forms this small hold a message's text and at most a tiny file: never worth a slot. */
const SMALL_FORM_BYTES = 64 * 1024;

/**
 * Caps uploads in progress at once (issue 15 §4), per address and per account, on this instance:
 * what they protect is its sockets and storage writes. A multipart request takes a slot before its
 * handler reads the body and gives it back when the response is done or the client went away.
 */
export function limitConcurrentUploads(
  app: FastifyInstance,
  caps = { perIp: CONCURRENT_UPLOADS_PER_IP, perAccount: CONCURRENT_UPLOADS_PER_ACCOUNT },
): void {
  const inProgress = new Map<string, number>();
  app.addHook("preHandler", async (request, reply) => {
    if (!request.isMultipart()) return;
    // A small body is a message, not an upload (a chat's text is sent as a form too): only sends
    // that may carry files, or whose size is not said, take a slot.
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > 0 && declared < SMALL_FORM_BYTES) return;
    const keys: [string, number][] = [[`ip:${request.ip}`, caps.perIp]];
    if (request.user) keys.push([`user:${request.user.id}`, caps.perAccount]);
    if (keys.some(([key, max]) => (inProgress.get(key) ?? 0) >= max)) {
      throw new AppError(429, UPLOAD_LIMIT_TEXTS.tooManyAtOnce);
    }
    for (const [key] of keys) inProgress.set(key, (inProgress.get(key) ?? 0) + 1);
    reply.raw.once("close", () => {
      for (const [key] of keys) {
        const left = (inProgress.get(key) ?? 1) - 1;
        if (left > 0) inProgress.set(key, left);
        else inProgress.delete(key);
      }
    });
  });
}

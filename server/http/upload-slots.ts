import type { FastifyInstance } from "fastify";
import {
  CONCURRENT_UPLOADS_PER_ACCOUNT,
  CONCURRENT_UPLOADS_PER_IP,
  UPLOAD_LIMIT_TEXTS,
} from "../../domain/chat/upload-limits.ts";
import { AppError } from "../errors.ts";

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

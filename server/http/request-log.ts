import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Config } from "../config.ts";

/**
 * Fastify writes two info lines for every request («incoming request», «request completed»): in
 * development, at the default level, they scrolled the one-time operator password off the
 * screen within seconds. There they are written at debug instead (LOG_LEVEL=debug shows them);
 * a failed request is still logged as an error. In production they stay at info, where a log
 * collector wants them.
 */
class RequestLinesAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}

/** Fastify's log controller for this environment: undefined keeps Fastify's own. */
export function requestLogController(config: Pick<Config, "NODE_ENV">): LogController | undefined {
  return config.NODE_ENV === "development" ? new RequestLinesAtDebug() : undefined;
}

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatSessionSchema } from "../../../domain/chat/chat-schemas.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { requireUser } from "../../auth/request-user.ts";
import { noContentAnswer } from "../../http/media-schemas.ts";
import { bearer, errorSchema, noAuth } from "../../http/schemas.ts";
import { chatContextOf } from "./chat-context.ts";
import { markReadBy } from "./read-receipts.ts";
import { visibleChat, visibleGuestChat } from "./session-access.ts";
import { sessionView } from "./session-service.ts";
import { announceTyping } from "./typing.ts";

const sessionParams = z.object({ id: z.string().max(64) });
/** A browser sends a notice at most every 3 s per chat; this only stops floods (per address, which an office shares). */
const NOTICE_RATE_LIMIT = { rateLimit: { max: 600, timeWindow: 60_000 } };
const noContent = noContentAnswer("Принято; уведомление могло быть пропущено ограничителем");

/**
 * Read receipts and typing notices (issue 14 §3) for both sides. The executors mark a chat read
 * through `POST /chat/sessions/{id}/mark-read` (routes.ts), which moves their pointer too; the
 * client's and the guest's reads are here. Typing answers 204 whether or not the throttle let the
 * notice out: the browser has nothing to do differently.
 */
export const chatReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = chatContextOf(app);

  app.post(
    "/chat/sessions/:id/read",
    {
      config: { access: "client", object: "chat", ...NOTICE_RATE_LIMIT },
      schema: {
        operationId: "markChatReadByClient",
        tags: ["chat"],
        summary: "Клиент прочитал чат: сообщения юриста получают ✓✓",
        security: bearer,
        params: sessionParams,
        response: { 200: chatSessionSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      // Clients only (config.access): the executors have their own mark-read, which also clears
      // the unread count.
      const session = visibleChat(request);
      return sessionView(app.db, await markReadBy(ctx, session, "client"));
    },
  );

  app.post(
    "/chat/sessions/:id/typing",
    {
      config: { access: "signed-in", object: "chat", ...NOTICE_RATE_LIMIT },
      schema: {
        operationId: "announceChatTyping",
        tags: ["chat"],
        summary: "Печатает: другая сторона видит «печатает…» (не чаще раза в 3 с)",
        security: bearer,
        params: sessionParams,
        response: { 204: noContent, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const session = visibleChat(request);
      const side = isExecutorRole(user.role) ? "executor" : "client";
      await announceTyping(app.events, app.throttle, session, side);
      return reply.code(204).send();
    },
  );

  app.post(
    "/guest/chat/sessions/:id/read",
    {
      config: { access: "anyone", object: "guest-chat", ...NOTICE_RATE_LIMIT },
      schema: {
        operationId: "markGuestChatRead",
        security: noAuth,
        tags: ["guest-chat"],
        summary: "Гость прочитал чат: сообщения юриста получают ✓✓",
        params: sessionParams,
        response: { 200: chatSessionSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const session = visibleGuestChat(request);
      return sessionView(app.db, await markReadBy(ctx, session, "client"));
    },
  );

  app.post(
    "/guest/chat/sessions/:id/typing",
    {
      config: { access: "anyone", object: "guest-chat", ...NOTICE_RATE_LIMIT },
      schema: {
        operationId: "announceGuestChatTyping",
        security: noAuth,
        tags: ["guest-chat"],
        summary: "Гость печатает: юрист видит «печатает…» (не чаще раза в 3 с)",
        params: sessionParams,
        response: { 204: noContent, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const session = visibleGuestChat(request);
      await announceTyping(app.events, app.throttle, session, "client");
      return reply.code(204).send();
    },
  );
};

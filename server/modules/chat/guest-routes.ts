import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  chatMessageSchema,
  chatSessionSchema,
  fileDataSchema,
  messageListQuerySchema,
  newGuestSessionSchema,
} from "../../../domain/chat/chat-schemas.ts";
import { EVENT_STREAMS_PER_GUEST_CHAT } from "../../../domain/chat/live-limits.ts";
import { openEventStream } from "../../http/event-stream.ts";
import { eventStreamAnswer, storedFileOrJsonAnswer } from "../../http/media-schemas.ts";
import { errorSchema, noAuth } from "../../http/schemas.ts";
import { consentOriginOf } from "../consents/service.ts";
import { messageSendBody, readMessageUpload } from "./attachments.ts";
import { chatContextOf } from "./chat-context.ts";
import { TOPICS } from "./chat-events.ts";
import { fileAsBase64, sendStoredFile } from "./file-responses.ts";
import { guestFileOr404, listMessages, postMessage } from "./message-service.ts";
import { visibleGuestChat } from "./session-access.ts";
import { createGuestSession, sessionView } from "./session-service.ts";
import { uploadContextOf } from "./upload-quotas.ts";

const sessionParams = z.object({ id: z.string().max(64) });
const fileParams = z.object({ id: z.string().max(64), fileId: z.string().max(64) });
const inlineQuery = z.object({
  inline: z.enum(["0", "1"]).optional(),
  format: z.enum(["base64"]).optional(),
});

/** Guest and anonymous chat (spec 1 §7): no account; the chat id is the only key. */
export const guestChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = chatContextOf(app);

  app.post(
    "/guest/chat/sessions",
    {
      config: {
        access: "anyone",
        rateLimit: { max: app.config.GUEST_CHAT_RATE_LIMIT_MAX, timeWindow: 60_000 },
      },
      schema: {
        operationId: "createGuestChat",
        security: noAuth,
        tags: ["guest-chat"],
        summary:
          "Новый гостевой или анонимный чат (удаляется через 24 часа); согласие формы контактов пишется в журнал согласий",
        body: newGuestSessionSchema,
        response: { 201: chatSessionSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGuestSession(ctx, request.body, consentOriginOf(request))),
  );

  app.get(
    "/guest/chat/sessions/:id",
    {
      config: { access: "anyone", object: "guest-chat" },
      schema: {
        operationId: "getGuestChat",
        security: noAuth,
        tags: ["guest-chat"],
        summary: "Гостевой чат по его идентификатору",
        params: sessionParams,
        response: { 200: chatSessionSchema, 404: errorSchema },
      },
    },
    async (request) => sessionView(app.db, visibleGuestChat(request)),
  );

  app.get(
    "/guest/chat/sessions/:id/messages",
    {
      config: { access: "anyone", object: "guest-chat" },
      schema: {
        operationId: "listGuestChatMessages",
        security: noAuth,
        tags: ["guest-chat"],
        summary: "Сообщения гостевого чата: последние 1000, или 1000 перед сообщением before",
        params: sessionParams,
        querystring: messageListQuerySchema,
        response: { 200: z.array(chatMessageSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => listMessages(app.db, visibleGuestChat(request), request.query.before),
  );

  app.post(
    "/guest/chat/sessions/:id/messages",
    {
      config: {
        access: "anyone",
        object: "guest-chat",
        rateLimit: { max: app.config.GUEST_CHAT_RATE_LIMIT_MAX * 6, timeWindow: 60_000 },
      },
      schema: {
        operationId: "sendGuestChatMessage",
        security: noAuth,
        tags: ["guest-chat"],
        summary: "Сообщение гостя: multipart, поле content и повторяющееся files",
        body: messageSendBody,
        params: sessionParams,
        response: {
          201: z.array(chatMessageSchema),
          400: errorSchema,
          404: errorSchema,
          413: errorSchema,
          429: errorSchema,
          507: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const session = visibleGuestChat(request);
      const incoming = await readMessageUpload(
        request,
        uploadContextOf(app, request, "guest", { userId: null, guestSessionId: session.id }),
      );
      const guest = { type: "client", userId: null, name: null } as const;
      const messages = await postMessage(ctx, session, guest, incoming);
      return reply.code(201).send(messages);
    },
  );

  app.get(
    "/guest/chat/sessions/:id/files/:fileId",
    {
      config: { access: "anyone", object: "guest-chat" },
      schema: {
        operationId: "getGuestChatFile",
        security: noAuth,
        tags: ["guest-chat"],
        summary: "Файл гостевого чата (?inline=1 — открыть в браузере, ?format=base64 — file_data)",
        params: fileParams,
        querystring: inlineQuery,
        response: { 200: storedFileOrJsonAnswer(fileDataSchema), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const session = visibleGuestChat(request);
      const file = await guestFileOr404(app.db, session, request.params.fileId);
      if (request.query.format === "base64") return fileAsBase64(ctx.storage, file);
      return sendStoredFile(reply, ctx.storage, file, request.query.inline === "1");
    },
  );

  app.get(
    "/guest/chat/sessions/:id/events",
    {
      config: { access: "anyone", object: "guest-chat" },
      schema: {
        operationId: "streamGuestChatEvents",
        security: noAuth,
        tags: ["guest-chat"],
        summary: "Живые события гостевого чата (text/event-stream)",
        params: sessionParams,
        response: { 200: eventStreamAnswer, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const session = visibleGuestChat(request);
      openEventStream(request, reply, app.events, app.eventStreams, {
        topics: [TOPICS.guestSession(session.id)],
        caps: [{ key: `guest:${session.id}`, max: EVENT_STREAMS_PER_GUEST_CHAT }],
      });
    },
  );
};

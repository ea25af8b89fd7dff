import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  chatListQuerySchema,
  chatMessageSchema,
  chatSessionSchema,
  messageListQuerySchema,
  newBusinessSessionSchema,
  newClientSessionSchema,
  startTaskSchema,
} from "../../../domain/chat/chat-schemas.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { requireUser } from "../../auth/request-user.ts";
import { bearer, errorSchema } from "../../http/schemas.ts";
import { messageSendBody, readMessageUpload } from "./attachments.ts";
import { chatContextOf } from "./chat-context.ts";
import { listSessions } from "./chat-list.ts";
import { deleteSessions, listMessages, postMessage } from "./message-service.ts";
import { visibleChat } from "./session-access.ts";
import {
  markRead,
  openBusinessSession,
  openClientSession,
  sessionView,
} from "./session-service.ts";
import { moveTask } from "./task-service.ts";
import { uploadContextOf } from "./upload-quotas.ts";

/** Opening a client's chat: 200 for the chat that already existed, 201 for a new one. */
const openedAnswers = {
  200: chatSessionSchema,
  201: chatSessionSchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
};
const sessionParams = z.object({ id: z.string().max(64) });
const sessionAnswers = {
  200: chatSessionSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** Signed-in chats (spec 2 §7, spec 3 §7): clients reach their own, executors every chat. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = chatContextOf(app);

  app.post(
    "/chat/sessions",
    {
      config: { access: "client" },
      schema: {
        operationId: "openChat",
        tags: ["chat"],
        summary: "Открыть чат клиента по услуге: существующий незавершённый или новый",
        security: bearer,
        body: newClientSessionSchema,
        response: openedAnswers,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { session, created } = await openClientSession(
        ctx,
        user,
        request.body.service_id,
        request.body.intake,
      );
      return reply.code(created ? 201 : 200).send(session);
    },
  );

  app.post(
    "/chat/sessions/business",
    {
      config: { access: "client" },
      schema: {
        operationId: "openBusinessChat",
        tags: ["chat"],
        summary: "Чат о юридическом обслуживании бизнеса (тариф или консультация)",
        security: bearer,
        body: newBusinessSessionSchema,
        response: openedAnswers,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { session, created } = await openBusinessSession(
        ctx,
        user,
        request.body.plan_type ?? null,
      );
      return reply.code(created ? 201 : 200).send(session);
    },
  );

  app.get(
    "/chat/sessions",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listChats",
        tags: ["chat"],
        summary:
          "Чаты по страницам, новые сверху: клиент видит свои, исполнитель — все (фильтр all/active/unread/completed; before — последний чат предыдущей страницы)",
        security: bearer,
        querystring: chatListQuerySchema,
        response: { 200: z.array(chatSessionSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listSessions(ctx, requireUser(request), request.query),
  );

  app.get(
    "/chat/sessions/:id",
    {
      config: { access: "signed-in", object: "chat" },
      schema: {
        operationId: "getChat",
        tags: ["chat"],
        summary: "Один чат",
        security: bearer,
        params: sessionParams,
        response: sessionAnswers,
      },
    },
    async (request) => sessionView(app.db, visibleChat(request)),
  );

  app.get(
    "/chat/sessions/:id/messages",
    {
      config: { access: "signed-in", object: "chat" },
      schema: {
        operationId: "listChatMessages",
        tags: ["chat"],
        summary: "Сообщения чата: последние 1000, или 1000 перед сообщением before",
        security: bearer,
        params: sessionParams,
        querystring: messageListQuerySchema,
        response: {
          200: z.array(chatMessageSchema),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => listMessages(app.db, visibleChat(request), request.query.before),
  );

  app.post(
    "/chat/sessions/:id/messages",
    {
      config: { access: "signed-in", object: "chat", rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        operationId: "sendChatMessage",
        tags: ["chat"],
        summary: "Отправить сообщение: multipart, поле content и повторяющееся files",
        security: bearer,
        body: messageSendBody,
        params: sessionParams,
        response: {
          201: z.array(chatMessageSchema),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          413: errorSchema,
          429: errorSchema,
          507: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const session = visibleChat(request);
      const side = isExecutorRole(user.role) ? "executor" : "client";
      const incoming = await readMessageUpload(
        request,
        // A guest chat answered by an executor is not the guest's: only the account counts.
        uploadContextOf(app, request, side, { userId: user.id, guestSessionId: null }),
      );
      const sender = { type: side, userId: user.id, name: user.fullName } as const;
      return reply.code(201).send(await postMessage(ctx, session, sender, incoming));
    },
  );

  // The client's answers to ready documents (spec 2 §4).
  for (const [path, action] of [
    ["accept-order", "accept_order"],
    ["request-revision", "request_revision"],
  ] as const) {
    app.post(
      `/chat/sessions/:id/${path}`,
      {
        config: { access: "client", object: "chat" },
        schema: {
          operationId: action === "accept_order" ? "acceptOrder" : "requestRevision",
          tags: ["chat"],
          summary:
            action === "accept_order" ? "Клиент принимает заказ" : "Клиент запрашивает доработку",
          security: bearer,
          params: sessionParams,
          response: sessionAnswers,
        },
      },
      async (request) => {
        const session = visibleChat(request);
        return moveTask(ctx, { side: "client", userId: requireUser(request).id }, session, action);
      },
    );
  }

  app.post(
    "/chat/sessions/:id/start-task",
    {
      config: { access: "staff", object: "chat" },
      schema: {
        operationId: "startTask",
        tags: ["executor"],
        summary: "Взять задачу в работу на срок (1–720 часов или дней)",
        security: bearer,
        params: sessionParams,
        // An empty body takes the defaults (24 hours).
        body: startTaskSchema.nullish(),
        response: { ...sessionAnswers, 400: errorSchema },
      },
    },
    async (request) => {
      const session = visibleChat(request);
      return moveTask(
        ctx,
        { side: "executor", userId: requireUser(request).id },
        session,
        "start_task",
        request.body ?? startTaskSchema.parse({}),
      );
    },
  );

  app.post(
    "/chat/sessions/:id/documents-ready",
    {
      config: { access: "staff", object: "chat" },
      schema: {
        operationId: "markDocumentsReady",
        tags: ["executor"],
        summary: "Документы готовы: клиенту 48 часов на проверку",
        security: bearer,
        params: sessionParams,
        response: sessionAnswers,
      },
    },
    async (request) => {
      const session = visibleChat(request);
      return moveTask(
        ctx,
        { side: "executor", userId: requireUser(request).id },
        session,
        "documents_ready",
      );
    },
  );

  app.post(
    "/chat/sessions/:id/mark-read",
    {
      config: { access: "staff", object: "chat" },
      schema: {
        operationId: "markChatRead",
        tags: ["executor"],
        summary: "Отметить чат прочитанным",
        security: bearer,
        params: sessionParams,
        response: sessionAnswers,
      },
    },
    async (request) => {
      return markRead(ctx, visibleChat(request));
    },
  );

  app.delete(
    "/chat/sessions/:id",
    {
      config: { access: "staff", object: "chat" },
      schema: {
        operationId: "deleteChat",
        tags: ["executor"],
        summary: "Удалить чат с сообщениями и файлами",
        security: bearer,
        params: sessionParams,
        response: {
          200: z.object({ deleted: z.boolean() }),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const session = visibleChat(request);
      return { deleted: (await deleteSessions(ctx, [session.id])) === 1 };
    },
  );
};

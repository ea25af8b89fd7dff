import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  chatDocumentSchema,
  documentPageQuerySchema,
  type ExecutorDashboard,
  executorDashboardSchema,
  fileDataSchema,
} from "../../../domain/chat/chat-schemas.ts";
import { EVENT_STREAMS_PER_USER } from "../../../domain/chat/live-limits.ts";
import { STAFF_TEXTS } from "../../../domain/staff/staff.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { requireExecutor, requireUser } from "../../auth/request-user.ts";
import { visibleObjectOf } from "../../auth/route-policy.ts";
import { hashToken, sessionTopic } from "../../auth/sessions.ts";
import { forbidden } from "../../errors.ts";
import { openEventStream } from "../../http/event-stream.ts";
import { eventStreamAnswer, storedFileAnswer } from "../../http/media-schemas.ts";
import { bearer, errorSchema } from "../../http/schemas.ts";
import { sharedReadPerOwner } from "../../platform/shared-read.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { countPendingReviews } from "../reviews/service.ts";
import { allLawyersSeeAllChats, VISIBILITY_CHANGED_TOPIC } from "../staff/visibility.ts";
import { chatContextOf } from "./chat-context.ts";
import { staffStreamTopics, TOPICS } from "./chat-events.ts";
import { deleteAllChats } from "./delete-all-chats.ts";
import { fileAsBase64, sendStoredFile } from "./file-responses.ts";
import { listDocuments } from "./message-service.ts";
import type { FileRow } from "./serialize.ts";
import { visibilityKey } from "./session-access.ts";
import { executorDashboard } from "./session-service.ts";

const sharedDashboards = sharedReadPerOwner<ExecutorDashboard>();

const fileParams = z.object({ id: z.string().max(64) });

/** Counters, bulk deletion, documents, file downloads and the push stream of signed-in users. */
export const chatCabinetRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = chatContextOf(app);

  app.get(
    "/executor/dashboard",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getExecutorDashboard",
        tags: ["executor"],
        summary: "Счётчики кабинета исполнителя",
        security: bearer,
        response: { 200: executorDashboardSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const viewer = requireExecutor(request);
      // Every cabinet asks for its counters after each chat event: equal ones are counted once.
      return sharedDashboards(ctx)(visibilityKey(viewer), async () => {
        const [chats, pendingReviews] = await Promise.all([
          executorDashboard(ctx, viewer),
          countPendingReviews(app.db),
        ]);
        return { ...chats, pending_reviews: pendingReviews };
      });
    },
  );

  app.delete(
    "/executor/chat-sessions/all",
    {
      // Lawyers too, while they see every chat (the handler); the matrix's firm has two.
      config: { access: "staff" },
      schema: {
        operationId: "deleteAllChats",
        tags: ["executor"],
        summary: "Удалить все чаты (в интерфейсе — после двух подтверждений)",
        security: bearer,
        response: {
          200: z.object({ deleted_count: z.number().int() }),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const executor = requireExecutor(request);
      // «Все чаты» are the firm's: a lawyer who sees only their own may not delete the others'.
      if (executor.role !== "admin" && !(await allLawyersSeeAllChats(app.db))) {
        throw forbidden(STAFF_TEXTS.deleteAllAdminOnly);
      }
      return { deleted_count: await deleteAllChats(ctx, auditActorOf(executor, request)) };
    },
  );

  app.get(
    "/documents",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listDocuments",
        tags: ["chat"],
        summary: "Файлы из всех чатов пользователя (новые сверху, по limit штук после offset)",
        security: bearer,
        querystring: documentPageQuerySchema,
        response: { 200: z.array(chatDocumentSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listDocuments(ctx, requireUser(request), request.query),
  );

  app.get(
    "/chat/files/:id",
    {
      config: { access: "signed-in", object: "chat-file" },
      schema: {
        operationId: "getChatFile",
        tags: ["chat"],
        summary: "Файл чата в виде base64 (file_data), для совместимости",
        security: bearer,
        params: fileParams,
        response: { 200: fileDataSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const file = visibleObjectOf<FileRow>(request, "chat-file");
      return fileAsBase64(ctx.storage, file);
    },
  );

  app.get(
    "/chat/files/:id/download",
    {
      config: { access: "signed-in", object: "chat-file" },
      schema: {
        operationId: "downloadChatFile",
        tags: ["chat"],
        summary: "Скачать файл чата (?inline=1 — открыть в браузере)",
        security: bearer,
        params: fileParams,
        querystring: z.object({ inline: z.enum(["0", "1"]).optional() }),
        response: { 200: storedFileAnswer, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const file = visibleObjectOf<FileRow>(request, "chat-file");
      return sendStoredFile(reply, ctx.storage, file, request.query.inline === "1");
    },
  );

  app.get(
    "/events",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "streamEvents",
        tags: ["chat"],
        summary:
          "Живые события чатов (text/event-stream): клиенту — его чаты, юристу — те, что он видит",
        security: bearer,
        response: { 200: eventStreamAnswer, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const lawyer = user.role === "executor";
      const chatTopics = isExecutorRole(user.role)
        ? staffStreamTopics(user, lawyer && (await allLawyersSeeAllChats(app.db)))
        : [TOPICS.client(user.id)];
      openEventStream(request, reply, app.events, app.eventStreams, {
        topics: [...chatTopics, TOPICS.user(user.id)],
        // Logout or a password change elsewhere ends this stream, on whichever instance; a
        // lawyer's also ends when who sees which chat changes, and reconnects by the new rule.
        endTopics: [
          ...(request.authToken ? [sessionTopic(hashToken(request.authToken))] : []),
          ...(lawyer ? [VISIBILITY_CHANGED_TOPIC] : []),
        ],
        caps: [{ key: `user:${user.id}`, max: EVENT_STREAMS_PER_USER }],
        expiresAt: request.sessionExpiresAt,
      });
    },
  );
};

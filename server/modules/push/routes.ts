import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PUSH_SUBSCRIPTIONS_PER_USER_MAX } from "../../../domain/push/push.ts";
import {
  pushPublicKeySchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
} from "../../../domain/push/push-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { noContentAnswer } from "../../http/media-schemas.ts";
import { bearer, errorSchema, refusedAnswers } from "../../http/schemas.ts";
import { subscribe, unsubscribe } from "./subscriptions.ts";

const TAGS = ["executor", "push"];

/**
 * Web Push on the staff's phones and computers (issue 47 §4, docs/decisions/064): the key a
 * browser subscribes with, and turning pushes on and off in one browser. The staff's own.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/push/public-key",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getPushPublicKey",
        tags: TAGS,
        summary: "Открытый ключ VAPID сервера: applicationServerKey для pushManager.subscribe()",
        security: bearer,
        response: { 200: pushPublicKeySchema, ...refusedAnswers },
      },
    },
    async () => ({ public_key: (await app.push.keys()).publicKey }),
  );

  app.post(
    "/push/subscriptions",
    {
      config: { access: "staff" },
      schema: {
        operationId: "createPushSubscription",
        tags: TAGS,
        summary: `Включить уведомления в этом браузере (PushSubscription.toJSON(); не больше ${PUSH_SUBSCRIPTIONS_PER_USER_MAX} устройств)`,
        security: bearer,
        body: pushSubscriptionRequestSchema,
        response: {
          204: noContentAnswer("Уведомления включены"),
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema.describe("Уведомления уже включены на многих устройствах"),
        },
      },
    },
    async (request, reply) => {
      await subscribe(app.db, requireExecutor(request).id, request.body, {
        userAgent: request.headers["user-agent"] ?? null,
        extraHosts: app.config.PUSH_SERVICE_HOSTS,
      });
      return reply.code(204).send();
    },
  );

  app.delete(
    "/push/subscriptions",
    {
      config: { access: "staff" },
      schema: {
        operationId: "deletePushSubscription",
        tags: TAGS,
        summary: "Отключить уведомления в этом браузере",
        security: bearer,
        body: pushUnsubscribeRequestSchema,
        response: {
          204: noContentAnswer("Уведомления отключены"),
          400: errorSchema,
          ...refusedAnswers,
        },
      },
    },
    async (request, reply) => {
      await unsubscribe(app.db, requireExecutor(request).id, request.body);
      return reply.code(204).send();
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  markNotificationsReadSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
} from "../../../domain/notifications/notification-schemas.ts";
import { requireUser } from "../../auth/request-user.ts";
import { bearer, errorSchema, NO_CACHE_HEADERS } from "../../http/schemas.ts";
import { publishNotices } from "./announce.ts";
import {
  listNotifications,
  markNotificationsRead,
  type NotificationRow,
} from "./notification-store.ts";

const toApi = (row: NotificationRow) => ({
  id: row.id,
  kind: row.kind as z.infer<typeof notificationPageSchema>["items"][number]["kind"],
  title: row.title,
  body: row.body,
  link: row.link,
  session_id: row.sessionId,
  count: row.count,
  is_read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

/**
 * The notification centre (issue 14 §3): every signed-in person reads and marks only their own
 * (the queries are by the token's account; there is no id of another's to pass).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "listNotifications",
        tags: ["notifications"],
        summary: "Мои уведомления, новые сверху, с числом непрочитанных",
        security: bearer,
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { offset, limit } = request.query;
      // One more than the page tells whether an older page exists.
      const page = await listNotifications(app.db, user.id, { offset, limit: limit + 1 });
      reply.headers(NO_CACHE_HEADERS);
      return {
        items: page.items.slice(0, limit).map(toApi),
        unread_count: page.unread,
        has_more: page.items.length > limit,
      };
    },
  );

  app.post(
    "/notifications/read",
    {
      config: { access: "signed-in" },
      schema: {
        operationId: "markNotificationsRead",
        tags: ["notifications"],
        summary: "Отметить мои уведомления прочитанными (все или перечисленные)",
        security: bearer,
        body: markNotificationsReadSchema,
        response: {
          200: z.object({ marked: z.number().int() }),
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const marked = await markNotificationsRead(app.db, user.id, new Date(), request.body.ids);
      // The person's other tabs and devices clear their bell too.
      if (marked > 0) await publishNotices(app.events, [user.id]);
      return { marked };
    },
  );
};

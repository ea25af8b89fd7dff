import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  guestChatClaimSchema,
  heldGuestChatsSchema,
  movedGuestChatsSchema,
} from "../../../domain/chat/guest-chat-move-schemas.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import { requireUser } from "../../auth/request-user.ts";
import { bearer, errorSchema } from "../../http/schemas.ts";
import { claimGuestChats, offerGuestChatsByMail } from "./guest-claim.ts";
import { joinHeldGuestChats, moveGuestChatToAccount } from "./guest-join.ts";
import { visibleGuestChat } from "./session-access.ts";

const sessionParams = z.object({ id: z.string().max(64) });

/**
 * A guest's chats join the account of the same person (issue 44 §3, docs/decisions/0XX): the ones
 * the browser holds and that gave the account's contact, at once; the ones opened elsewhere, by a
 * link mailed to the account's address; one held chat on request.
 */
export const guestMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.post(
    "/guest/chat/join-held",
    {
      config: { access: "client" },
      schema: {
        operationId: "joinHeldGuestChats",
        tags: ["guest-chat"],
        summary:
          "После входа или регистрации: гостевые чаты этого браузера с e-mail или телефоном аккаунта переходят в кабинет; о других чатах с этим e-mail — письмо со ссылкой",
        security: bearer,
        body: heldGuestChatsSchema,
        response: { 200: movedGuestChatsSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const moved = await joinHeldGuestChats(app.db, user, request.body.session_ids);
      await offerGuestChatsByMail(app.db, user, config.publicUrl);
      return { moved };
    },
  );

  app.post(
    "/guest/chat/sessions/:id/move-to-account",
    {
      config: { access: "client", object: "guest-chat" },
      schema: {
        operationId: "moveGuestChatToAccount",
        tags: ["guest-chat"],
        summary: "«Перенести в мой кабинет»: гостевой чат по его id переходит в кабинет клиента",
        security: bearer,
        params: sessionParams,
        response: { 200: movedGuestChatsSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const moved = await moveGuestChatToAccount(app.db, visibleGuestChat(request).id, user.id);
      return { moved: moved ? [moved] : [] };
    },
  );

  app.post(
    "/guest/chat/claim",
    {
      // The mailed token is a secret: guessed ones are limited like a password.
      config: { access: "client", rateLimit: authRateLimit(config) },
      schema: {
        operationId: "claimGuestChats",
        tags: ["guest-chat"],
        summary:
          "Ссылка из письма, открытая в кабинете того же аккаунта: живые гостевые чаты с его e-mail переходят в кабинет",
        security: bearer,
        body: guestChatClaimSchema,
        response: {
          200: z.object({ moved: z.number().int() }),
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => ({
      moved: await claimGuestChats(app.db, request.body.token, requireUser(request).id),
    }),
  );
};

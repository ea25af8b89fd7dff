import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatSessionSchema } from "../../../domain/chat/chat-schemas.ts";
import {
  acceptStaffInvitationSchema,
  chatAssigneeSchema,
  chatViewersSchema,
  ownProfileUpdateSchema,
  staffInvitationRequestSchema,
  staffInvitationSchema,
  staffListSchema,
  staffMemberSchema,
  staffSettingsSchema,
  staffSettingsUpdateSchema,
  staffUpdateSchema,
} from "../../../domain/staff/staff-schemas.ts";
import { authResponseSchema } from "../../../domain/users/user-schemas.ts";
import { authRateLimit } from "../../auth/auth-rate-limit.ts";
import { requireAdmin, requireExecutor } from "../../auth/request-user.ts";
import { bearer, errorSchema, idParamsSchema, noAuth, refusedAnswers } from "../../http/schemas.ts";
import { signedIn } from "../accounts/signed-in.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { chatContextOf } from "../chat/chat-context.ts";
import { visibleChat } from "../chat/session-access.ts";
import { setChatAssignee } from "./chat-assignee.ts";
import { markViewing } from "./chat-viewers.ts";
import {
  acceptInvitation,
  inviteStaff,
  pendingInvitations,
  revokeInvitation,
} from "./invitations.ts";
import { listStaff, updateOwnProfile, updateStaff } from "./staff.ts";
import { announceVisibilityChange, getStaffSettings, updateStaffSettings } from "./visibility.ts";

const chatIdParams = z.object({ id: z.string().max(64) });

/**
 * «Сотрудники» (issue 30 §1, decision 045): an administrator invites lawyers and administrators
 * by mail, sets each one's open-chat limit and role, and switches off whoever leaves. Lawyers may
 * read the list (whom to hand a chat to); only administrators change it.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.get(
    "/executor/staff",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listStaff",
        security: bearer,
        tags: ["staff", "back-office"],
        summary:
          "Сотрудники: юристы и администраторы, их открытые чаты и лимиты; приглашения видит только администратор",
        response: { 200: staffListSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const viewer = requireExecutor(request);
      return {
        items: await listStaff(app.db),
        invitations: viewer.role === "admin" ? await pendingInvitations(app.db) : [],
      };
    },
  );

  app.post(
    "/executor/staff/invitations",
    {
      config: { access: "admin", rateLimit: authRateLimit(config) },
      schema: {
        operationId: "inviteStaff",
        security: bearer,
        tags: ["staff", "back-office"],
        summary:
          "Пригласить сотрудника (администратор): письмо со ссылкой на 72 часа; адрес клиента не принимается",
        body: staffInvitationRequestSchema,
        response: {
          201: staffInvitationSchema,
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const invitation = await inviteStaff(
        app.db,
        admin,
        auditActorOf(admin, request),
        request.body,
        config.publicUrl,
      );
      void app.mail.flush().catch((error) => request.log.warn({ err: error }, "mail flush failed"));
      reply.code(201);
      return invitation;
    },
  );

  app.delete(
    "/executor/staff/invitations/:id",
    {
      config: { access: "admin", object: "firm" },
      schema: {
        operationId: "revokeStaffInvitation",
        security: bearer,
        tags: ["staff", "back-office"],
        summary: "Отозвать неиспользованное приглашение (администратор): ссылка перестаёт работать",
        params: idParamsSchema,
        response: {
          200: z.object({ deleted: z.literal(true) }),
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await revokeInvitation(app.db, auditActorOf(admin, request), request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    "/executor/staff/settings",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getStaffSettings",
        security: bearer,
        tags: ["staff", "back-office"],
        summary:
          "«Все юристы видят все чаты»: действующее значение и выбрано ли оно по умолчанию (один юрист — да, несколько — нет)",
        response: { 200: staffSettingsSchema, ...refusedAnswers },
      },
    },
    async () => getStaffSettings(app.db),
  );

  app.put(
    "/executor/staff/settings",
    {
      config: { access: "admin" },
      schema: {
        operationId: "updateStaffSettings",
        security: bearer,
        tags: ["staff", "back-office"],
        summary:
          "Изменить «Все юристы видят все чаты» (администратор); null — вернуть значение по умолчанию",
        body: staffSettingsUpdateSchema,
        response: { 200: staffSettingsSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return updateStaffSettings(app.db, app.events, auditActorOf(admin, request), request.body);
    },
  );

  app.put(
    "/executor/staff/:id",
    {
      config: { access: "admin", object: "firm" },
      schema: {
        operationId: "updateStaff",
        security: bearer,
        tags: ["staff", "back-office"],
        summary:
          "Изменить сотрудника (администратор): роль, лимит открытых чатов, включён ли; отключённый сразу выходит отовсюду, его чаты — в очередь или коллеге",
        params: idParamsSchema,
        body: staffUpdateSchema,
        response: {
          200: staffMemberSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return updateStaff(
        app.db,
        app.events,
        auditActorOf(admin, request),
        request.params.id,
        request.body,
        config.publicUrl,
      );
    },
  );

  app.put(
    "/executor/profile",
    {
      config: { access: "staff" },
      schema: {
        operationId: "updateOwnProfile",
        security: bearer,
        tags: ["staff"],
        summary:
          "Свой профиль сотрудника: имя, которое видят клиенты и коллеги, и принимает ли он чаты (выключено — его открытые чаты уходят в очередь)",
        body: ownProfileUpdateSchema,
        response: { 200: staffMemberSchema, 400: errorSchema, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request) => {
      const member = requireExecutor(request);
      return updateOwnProfile(
        app.db,
        app.events,
        auditActorOf(member, request),
        member.id,
        request.body,
      );
    },
  );

  app.put(
    "/executor/chat-sessions/:id/assignee",
    {
      config: { access: "staff", object: "chat" },
      schema: {
        operationId: "setChatAssignee",
        security: bearer,
        tags: ["staff", "chat"],
        summary:
          "Передать чат работающему сотруднику или вернуть в очередь (user_id: null); новому юристу — уведомление",
        params: chatIdParams,
        body: chatAssigneeSchema,
        response: {
          200: chatSessionSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const executor = requireExecutor(request);
      return setChatAssignee(
        chatContextOf(app),
        executor,
        auditActorOf(executor, request),
        visibleChat(request),
        request.body.user_id,
      );
    },
  );

  for (const [method, here] of [
    ["PUT", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/executor/chat-sessions/:id/viewing",
      config: { access: "staff", object: "chat" },
      schema: {
        operationId: here ? "markChatViewing" : "markChatLeft",
        security: bearer,
        tags: ["staff", "chat"],
        summary: here
          ? "«Сейчас смотрит»: сотрудник держит чат открытым (раз в 15 секунд); ответ — коллеги, которые смотрят его сейчас"
          : "«Сейчас смотрит»: сотрудник закрыл чат; ответ — коллеги, которые ещё смотрят",
        params: chatIdParams,
        response: { 200: chatViewersSchema, ...refusedAnswers, 404: errorSchema },
      },
      handler: async (request) =>
        markViewing(chatContextOf(app), requireExecutor(request), visibleChat(request), here),
    });
  }

  app.post(
    "/staff/invitations/accept",
    {
      config: { access: "anyone", rateLimit: authRateLimit(config) },
      schema: {
        operationId: "acceptStaffInvitation",
        security: noAuth,
        tags: ["staff", "auth"],
        summary:
          "Принять приглашение: пароль по правилам регистрации; ответ — вход с ролью из приглашения",
        body: acceptStaffInvitationSchema,
        response: { 200: authResponseSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const user = await acceptInvitation(app.db, request.body.token, request.body.password);
      // A new lawyer may turn «Все юристы видят все чаты» off by default: streams resubscribe.
      await announceVisibilityChange(app.events);
      return signedIn(app, user, request);
    },
  );
};

import { timingSafeEqual } from "node:crypto";
import type { FastifyContextConfig } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { TELEGRAM_TEXTS as T } from "../../../domain/telegram/telegram.ts";
import {
  chatTelegramStateSchema,
  telegramAccountSchema,
  telegramBotSettingsSchema,
  telegramLinkSchema,
  updateTelegramAlertsSchema,
  updateTelegramBotSchema,
} from "../../../domain/telegram/telegram-schemas.ts";
import { requireAdmin, requireExecutor } from "../../auth/request-user.ts";
import { AppError, unauthorized } from "../../errors.ts";
import { noContentAnswer } from "../../http/media-schemas.ts";
import {
  bearer,
  errorSchema,
  NO_CACHE_HEADERS,
  noAuth,
  refusedAnswers,
} from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { visibleChat, visibleGuestChat } from "../chat/session-access.ts";
import { botSettingsView, saveBotToken } from "./bot-settings.ts";
import { chatTelegramState, untieChat } from "./chat-ties.ts";
import { createLink } from "./link-tokens.ts";
import { saveAlertSwitches, staffAccountView, unlinkStaff } from "./staff-account.ts";

const sessionParams = z.object({ id: z.string().max(64) });
/** An update as Telegram posts it: only its id is ours to check, the rest is read when handled. */
const updateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });

const sameSecret = (given: string | undefined, expected: string) => {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The firm's Telegram bot (issue 47, docs/decisions/065): the webhook Telegram posts to, the
 * administrator's token, the lawyer's alerts, and a client's or guest's chat continued there.
 */
export const telegramRoutes: FastifyPluginAsyncZod = async (app) => {
  const botOrRefuse = async () => {
    const bot = await app.telegram.bot().catch((error) => {
      app.log.warn({ err: error }, "telegram: the bot is not reachable");
      throw new AppError(503, T.telegramUnavailable);
    });
    if (!bot?.username) throw new AppError(409, T.notConfigured);
    return bot;
  };

  app.post(
    "/telegram/webhook",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "receiveTelegramUpdate",
        tags: ["telegram"],
        summary:
          "Обновление от Telegram (setWebhook): только с заголовком X-Telegram-Bot-Api-Secret-Token; обрабатывается из очереди",
        security: noAuth,
        headers: z.looseObject({
          "x-telegram-bot-api-secret-token": z.string().max(256).optional(),
        }),
        body: updateSchema,
        response: {
          204: noContentAnswer("Обновление принято"),
          400: errorSchema,
          401: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const bot = await app.telegram.bot();
      if (
        !bot ||
        !sameSecret(request.headers["x-telegram-bot-api-secret-token"], bot.webhookSecret)
      ) {
        throw unauthorized("Неверный секрет webhook");
      }
      await app.telegram.receive(request.body as never);
      return reply.code(204).send();
    },
  );

  // «Настройки сайта» → «Telegram» (the administrator).
  app.get(
    "/executor/telegram-bot",
    {
      config: { access: "admin" },
      schema: {
        operationId: "getTelegramBot",
        tags: ["telegram", "back-office"],
        summary: "Бот Telegram фирмы: задан ли токен (сам токен не возвращается), имя бота, режим",
        security: bearer,
        response: { 200: telegramBotSettingsSchema, ...refusedAnswers },
      },
    },
    async (_request, reply) => {
      reply.headers(NO_CACHE_HEADERS);
      return botSettingsView(app.db, app.config);
    },
  );

  app.put(
    "/executor/telegram-bot",
    {
      config: { access: "admin" },
      schema: {
        operationId: "updateTelegramBot",
        tags: ["telegram", "back-office"],
        summary:
          "Задать токен бота (проверяется в Telegram, хранится зашифрованным) или отключить бота (token: null)",
        security: bearer,
        body: updateTelegramBotSchema,
        response: {
          200: telegramBotSettingsSchema,
          400: errorSchema,
          ...refusedAnswers,
          409: errorSchema.describe("Токен задан в настройках сервера"),
          503: errorSchema.describe("Telegram не отвечает"),
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      await saveBotToken(app.db, app.config, request.body.token, auditActorOf(admin, request));
      await app.telegram.announceChange();
      await app.telegram
        .setUp()
        .catch((error) => request.log.warn({ err: error }, "telegram set-up failed"));
      reply.headers(NO_CACHE_HEADERS);
      return botSettingsView(app.db, app.config);
    },
  );

  // The lawyer's «Учётная запись» → «Telegram».
  app.get(
    "/telegram/account",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getTelegramAccount",
        tags: ["telegram", "executor"],
        summary: "Telegram сотрудника: подключён ли, какие уведомления присылать",
        security: bearer,
        response: { 200: telegramAccountSchema, ...refusedAnswers },
      },
    },
    async (request, reply) => {
      reply.headers(NO_CACHE_HEADERS);
      return staffAccountView(app.db, await app.telegram.bot(), requireExecutor(request).id);
    },
  );

  app.post(
    "/telegram/link",
    {
      config: { access: "staff" },
      schema: {
        operationId: "createTelegramLink",
        tags: ["telegram", "executor"],
        summary: "Ссылка на бота для подключения Telegram сотрудника: одноразовая, 15 минут",
        security: bearer,
        response: { 200: telegramLinkSchema, ...refusedAnswers, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const bot = await botOrRefuse();
      reply.headers(NO_CACHE_HEADERS);
      return createLink(
        app.db,
        bot.username as string,
        { userId: requireExecutor(request).id },
        new Date(),
      );
    },
  );

  app.delete(
    "/telegram/link",
    {
      config: { access: "staff" },
      schema: {
        operationId: "deleteTelegramLink",
        tags: ["telegram", "executor"],
        summary: "Отключить Telegram сотрудника",
        security: bearer,
        response: { 204: noContentAnswer("Telegram отключён"), ...refusedAnswers },
      },
    },
    async (request, reply) => {
      await unlinkStaff(app.db, requireExecutor(request).id);
      return reply.code(204).send();
    },
  );

  app.put(
    "/telegram/alerts",
    {
      config: { access: "staff" },
      schema: {
        operationId: "updateTelegramAlerts",
        tags: ["telegram", "executor"],
        summary: "Включить и выключить виды уведомлений в Telegram",
        security: bearer,
        body: updateTelegramAlertsSchema,
        response: { 200: telegramAccountSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const userId = requireExecutor(request).id;
      await saveAlertSwitches(app.db, userId, request.body.alerts);
      return staffAccountView(app.db, await app.telegram.bot(), userId);
    },
  );

  // A client's or guest's chat, continued in their Telegram.
  for (const side of ["client", "guest"] as const) {
    const path =
      side === "client"
        ? "/chat/sessions/:id/telegram-link"
        : "/guest/chat/sessions/:id/telegram-link";
    const config: FastifyContextConfig =
      side === "client"
        ? { access: "client", object: "chat" }
        : { access: "anyone", object: "guest-chat" };
    const security = side === "client" ? bearer : noAuth;
    const chatOf = side === "client" ? visibleChat : visibleGuestChat;
    const name = side === "client" ? "" : "Guest";
    const tags = [side === "client" ? "chat" : "guest-chat", "telegram"];
    const refused = side === "client" ? refusedAnswers : {};

    app.get(
      path,
      {
        config,
        schema: {
          operationId: `get${name}ChatTelegram`,
          tags,
          summary: "Продолжается ли чат в Telegram",
          security,
          params: sessionParams,
          response: { 200: chatTelegramStateSchema, ...refused, 404: errorSchema },
        },
      },
      async (request, reply) => {
        reply.headers(NO_CACHE_HEADERS);
        return chatTelegramState(app.db, await app.telegram.bot(), chatOf(request).id);
      },
    );

    app.post(
      path,
      {
        config,
        schema: {
          operationId: `create${name}ChatTelegramLink`,
          tags,
          summary: "«Продолжить в Telegram»: одноразовая ссылка на бота для этого чата, 15 минут",
          security,
          params: sessionParams,
          response: { 200: telegramLinkSchema, ...refused, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const bot = await botOrRefuse();
        reply.headers(NO_CACHE_HEADERS);
        return createLink(
          app.db,
          bot.username as string,
          { sessionId: chatOf(request).id },
          new Date(),
        );
      },
    );

    app.delete(
      path,
      {
        config,
        schema: {
          operationId: `delete${name}ChatTelegramLink`,
          tags,
          summary: "Отключить Telegram от этого чата",
          security,
          params: sessionParams,
          response: { 204: noContentAnswer("Telegram отключён"), ...refused, 404: errorSchema },
        },
      },
      async (request, reply) => {
        await untieChat(app.db, chatOf(request).id);
        return reply.code(204).send();
      },
    );
  }
};

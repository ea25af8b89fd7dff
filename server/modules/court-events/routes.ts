import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  courtEventFeedSchema,
  courtEventInputSchema,
  courtEventSchema,
  courtEventUpdateSchema,
} from "../../../domain/court-events/court-event-schemas.ts";
import {
  COURT_EVENT_TEXTS,
  UPCOMING_HEARINGS_DAYS,
} from "../../../domain/court-events/court-events.ts";
import { siteNameOf } from "../../../domain/site-settings/brand.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { notFound } from "../../errors.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { calendarAnswer } from "../../http/media-schemas.ts";
import {
  bearer,
  errorSchema,
  idParamsSchema,
  NO_CACHE_HEADERS,
  noAuth,
  refusedAnswers,
} from "../../http/schemas.ts";
import { lawyerBookingEvents } from "../bookings/lawyer-feed.ts";
import { getSiteSettings } from "../site-settings/service.ts";
import { courtEventsCalendar, feedOwner, issueFeedToken, revokeFeed, uidHost } from "./feed.ts";
import { CALENDAR_TYPE } from "./icalendar.ts";
import {
  createCourtEvent,
  deleteCourtEvent,
  listCourtEvents,
  plannedCourtEventsBetween,
  updateCourtEvent,
} from "./service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The court calendar (spec 3 §2 «Calendar», §7; issue 13 §3). Executors and admins only; each
 * sees and changes only their own hearings, another's id answers 404 like a missing one. The
 * subscription feed is the one public route: its secret token is the credential.
 */
export const courtEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/executor/court-events",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listCourtEvents",
        tags: ["back-office"],
        summary: "Судебные заседания исполнителя, по дате",
        security: bearer,
        response: { 200: z.array(courtEventSchema), ...refusedAnswers },
      },
    },
    async (request) => listCourtEvents(app.db, requireExecutor(request).id),
  );

  app.get(
    "/executor/court-events/upcoming",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listUpcomingCourtEvents",
        tags: ["back-office"],
        summary: `Запланированные заседания на ${UPCOMING_HEARINGS_DAYS} дней вперёд (для обзора)`,
        security: bearer,
        response: { 200: z.array(courtEventSchema), ...refusedAnswers },
      },
    },
    async (request) => {
      const now = Date.now();
      return plannedCourtEventsBetween(
        app.db,
        requireExecutor(request).id,
        new Date(now),
        new Date(now + UPCOMING_HEARINGS_DAYS * DAY_MS),
      );
    },
  );

  app.post(
    "/executor/court-events",
    {
      config: { access: "staff" },
      schema: {
        operationId: "createCourtEvent",
        tags: ["back-office"],
        summary: "Добавить заседание (дело, суд и дата обязательны)",
        security: bearer,
        body: courtEventInputSchema,
        response: { 201: courtEventSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request, reply) => {
      const event = await createCourtEvent(app.db, requireExecutor(request).id, request.body);
      return reply.code(201).send(event);
    },
  );

  app.put(
    "/executor/court-events/:id",
    {
      config: { access: "staff", object: "court-event" },
      schema: {
        operationId: "updateCourtEvent",
        tags: ["back-office"],
        summary: "Изменить заседание: вся форма или только is_completed",
        security: bearer,
        params: idParamsSchema,
        body: courtEventUpdateSchema,
        response: { 200: courtEventSchema, 400: errorSchema, ...refusedAnswers, 404: errorSchema },
      },
    },
    async (request) =>
      updateCourtEvent(app.db, requireExecutor(request).id, request.params.id, request.body),
  );

  app.delete(
    "/executor/court-events/:id",
    {
      config: { access: "staff", object: "court-event" },
      schema: {
        operationId: "deleteCourtEvent",
        tags: ["back-office"],
        summary: "Удалить заседание",
        security: bearer,
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
      await deleteCourtEvent(app.db, requireExecutor(request).id, request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    "/executor/court-events/export",
    {
      config: { access: "staff" },
      schema: {
        operationId: "exportCourtEvents",
        tags: ["back-office"],
        summary: "Все заседания файлом .ics (для импорта в календарь)",
        security: bearer,
        response: { 200: calendarAnswer, ...refusedAnswers },
      },
    },
    async (request, reply) => {
      const events = await listCourtEvents(app.db, requireExecutor(request).id);
      return reply
        .type(CALENDAR_TYPE)
        .header("content-disposition", contentDisposition("attachment", "заседания.ics"))
        .header("cache-control", "no-store")
        .send(courtEventsCalendar(events, siteNameOf(await getSiteSettings(app.db))));
    },
  );

  app.post(
    "/executor/court-events/feed",
    {
      config: { access: "staff" },
      schema: {
        operationId: "createCourtEventFeed",
        tags: ["back-office"],
        summary: "Новая секретная ссылка подписки на календарь (прежняя перестаёт работать)",
        security: bearer,
        response: { 200: courtEventFeedSchema, ...refusedAnswers },
      },
    },
    async (request) => {
      const token = await issueFeedToken(app.db, requireExecutor(request).id);
      // The site's configured address, never the request's Host header.
      return { url: new URL(`/api/court-events/feed/${token}`, app.config.publicUrl).href };
    },
  );

  app.delete(
    "/executor/court-events/feed",
    {
      config: { access: "staff" },
      schema: {
        operationId: "revokeCourtEventFeed",
        tags: ["back-office"],
        summary: "Отозвать ссылку подписки на календарь",
        security: bearer,
        response: { 200: z.object({ revoked: z.literal(true) }), ...refusedAnswers },
      },
    },
    async (request) => {
      await revokeFeed(app.db, requireExecutor(request).id);
      return { revoked: true as const };
    },
  );

  app.get(
    "/court-events/feed/:token",
    {
      config: { access: "anyone", object: "key" },
      schema: {
        operationId: "getCourtEventFeed",
        tags: ["back-office"],
        summary: "Календарь заседаний по секретной ссылке (для приложения календаря)",
        security: noAuth,
        params: z.object({ token: z.string().max(100) }),
        response: { 200: calendarAnswer, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const executorId = await feedOwner(app.db, request.params.token);
      if (executorId === null) throw notFound(COURT_EVENT_TEXTS.feedNotFound);
      const events = await listCourtEvents(app.db, executorId);
      const siteName = siteNameOf(await getSiteSettings(app.db));
      const now = new Date();
      // The feed is the lawyer's whole calendar: their consultations too (issue 48 §3).
      const consultations = await lawyerBookingEvents(app.db, executorId, uidHost(siteName), now);
      return reply
        .type(CALENDAR_TYPE)
        .headers(NO_CACHE_HEADERS)
        .send(courtEventsCalendar(events, siteName, now, consultations));
    },
  );
};

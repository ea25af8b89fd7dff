import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import {
  bookingQuerySchema,
  bookingSchema,
  createBookingSchema,
  serviceBookingSchema,
  slotsQuerySchema,
  slotsSchema,
  updateWorkingWeekSchema,
  workingWeekSchema,
} from "../../../domain/booking/booking-schemas.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import { visibleObjectOf } from "../../auth/route-policy.ts";
import { users } from "../../db/schema/users.ts";
import { forbidden } from "../../errors.ts";
import {
  bearer,
  errorSchema,
  idParamsSchema,
  NO_CACHE_HEADERS,
  noAuth,
  optionalBearer,
  refusedAnswers,
} from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import type { BookingRow } from "./booking-access.ts";
import { bookingView, createBooking } from "./create-booking.ts";
import { saveServiceBooking, serviceBookingSettings } from "./service-booking.ts";
import { bookableService, slotsAnswer } from "./slots-service.ts";
import { saveWorkingWeek, workingWeekOf } from "./working-week.ts";

const bookingParams = z.object({ id: z.string().max(64) });

/**
 * Consultations at a set time (issue 48, docs/decisions/066): what a service offers for booking,
 * its free slots, and the lawyer's own working week.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/services/:id/booking",
    {
      config: { access: "anyone", object: "firm" },
      schema: {
        operationId: "getServiceBooking",
        security: noAuth,
        tags: ["bookings", "catalogue"],
        summary: "Запись на консультацию по услуге: длительность, форматы (только открытая запись)",
        params: idParamsSchema,
        response: { 200: serviceBookingSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { booking } = await bookableService(app.db, request.params.id);
      reply.headers(NO_CACHE_HEADERS);
      return booking;
    },
  );

  app.get(
    "/executor/services/:id/booking",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "getServiceBookingSettings",
        security: bearer,
        tags: ["bookings", "back-office"],
        summary: "Настройки записи на консультацию по услуге (выключенная — тоже)",
        params: idParamsSchema,
        response: {
          200: serviceBookingSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.headers(NO_CACHE_HEADERS);
      return serviceBookingSettings(app.db, request.params.id);
    },
  );

  app.put(
    "/executor/services/:id/booking",
    {
      config: { access: "staff", object: "firm" },
      schema: {
        operationId: "saveServiceBooking",
        security: bearer,
        tags: ["bookings", "back-office"],
        summary:
          "«Запись на консультацию»: включена ли, длительность 15–240 минут, форматы, перерыв, за сколько часов и на сколько дней вперёд",
        params: idParamsSchema,
        body: serviceBookingSchema,
        response: {
          200: serviceBookingSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireExecutor(request);
      return saveServiceBooking(
        app.db,
        auditActorOf(user, request),
        request.params.id,
        request.body,
      );
    },
  );

  app.get(
    "/services/:id/slots",
    {
      config: { access: "anyone", object: "firm" },
      schema: {
        operationId: "listServiceSlots",
        security: noAuth,
        tags: ["bookings", "catalogue"],
        summary:
          "Свободное время для записи: days дней начиная с from (ГГГГ-ММ-ДД, по Москве), время со смещением +03:00",
        params: idParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.headers(NO_CACHE_HEADERS);
      return slotsAnswer(
        app.db,
        request.params.id,
        request.query.from,
        request.query.days,
        new Date(),
      );
    },
  );

  app.post(
    "/bookings",
    {
      config: {
        access: "anyone",
        refusal: T.staffCannotBook,
        rateLimit: { max: app.config.GUEST_CHAT_RATE_LIMIT_MAX, timeWindow: 60_000 },
      },
      schema: {
        operationId: "createBooking",
        security: optionalBearer,
        tags: ["bookings"],
        summary:
          "Записаться на свободное время (гость или клиент): платная услуга держит время 15 минут до оплаты; занятое время — 409",
        body: createBookingSchema,
        response: {
          201: bookingSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema.describe("Это время уже заняли"),
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.user ?? null;
      if (user && isExecutorRole(user.role)) throw forbidden(T.staffCannotBook);
      reply.headers(NO_CACHE_HEADERS);
      return reply.code(201).send(await createBooking(app.db, request.body, user, new Date()));
    },
  );

  app.get(
    "/bookings/:id",
    {
      config: { access: "anyone", object: "booking" },
      schema: {
        operationId: "getBooking",
        security: optionalBearer,
        tags: ["bookings"],
        summary: "Запись: её клиенту, гостю по ссылке из письма (?token=) и сотрудникам фирмы",
        params: bookingParams,
        querystring: bookingQuerySchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const row = visibleObjectOf<BookingRow>(request, "booking");
      const [lawyer] =
        row.lawyerId === null
          ? []
          : await app.db
              .select({ id: users.id, full_name: users.fullName })
              .from(users)
              .where(eq(users.id, row.lawyerId));
      reply.headers(NO_CACHE_HEADERS);
      return bookingView(row, lawyer ?? null);
    },
  );

  app.get(
    "/executor/working-week",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getOwnWorkingWeek",
        security: bearer,
        tags: ["bookings", "staff"],
        summary: "Свои часы работы для записи на консультации (null — часы фирмы)",
        response: { 200: workingWeekSchema, ...refusedAnswers },
      },
    },
    async (request, reply) => {
      reply.headers(NO_CACHE_HEADERS);
      return workingWeekOf(app.db, requireExecutor(request).id);
    },
  );

  app.put(
    "/executor/working-week",
    {
      config: { access: "staff" },
      schema: {
        operationId: "saveOwnWorkingWeek",
        security: bearer,
        tags: ["bookings", "staff"],
        summary: "Задать свои часы работы для записи (week: null — часы фирмы)",
        body: updateWorkingWeekSchema,
        response: { 200: workingWeekSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) => saveWorkingWeek(app.db, requireExecutor(request).id, request.body.week),
  );
};

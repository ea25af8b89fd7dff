import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  bookingPolicySchema,
  type Slots,
  serviceBookingSchema,
  slotsQuerySchema,
  slotsSchema,
  updateWorkingWeekSchema,
  workingWeekSchema,
} from "../../../domain/booking/booking-schemas.ts";
import { requireExecutor } from "../../auth/request-user.ts";
import {
  bearer,
  errorSchema,
  idParamsSchema,
  NO_CACHE_HEADERS,
  noAuth,
  refusedAnswers,
} from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { readBookingPolicy, saveBookingPolicy } from "./booking-policy.ts";
import { bookingActionRoutes } from "./booking-routes.ts";
import { executorBookingRoutes } from "./executor-booking-routes.ts";
import { saveServiceBooking, serviceBookingSettings } from "./service-booking.ts";
import { bookableService, slotsAnswer } from "./slots-service.ts";
import { saveWorkingWeek, workingWeekOf } from "./working-week.ts";

const JSON_TYPE = "application/json; charset=utf-8";
/** Each kept answer's JSON, written once (the answers are frozen and shared while kept). */
const slotsJsonOf = new WeakMap<object, string>();
function slotsJson(answer: Slots): string {
  let json = slotsJsonOf.get(answer);
  if (json === undefined) {
    // What the response schema would check on every request, checked once.
    json = JSON.stringify(slotsSchema.parse(answer));
    slotsJsonOf.set(answer, json);
  }
  return json;
}

/**
 * Consultations at a set time (issue 48, docs/decisions/066): what a service offers for booking,
 * its free slots, the lawyer's own working week and the firm's cancellation rule; the bookings
 * themselves in booking-routes.ts, the cabinet's «Записи» in executor-booking-routes.ts.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bookingActionRoutes);
  await app.register(executorBookingRoutes);
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
      const answer = await slotsAnswer(
        app.db,
        request.params.id,
        request.query.from,
        request.query.days,
        new Date(),
      );
      // A kept answer (slots-cache.ts) is checked and written as JSON once, not per request: sent
      // as text, which the typed reply (objects of the schema) does not describe.
      const untyped: FastifyReply = reply;
      return untyped.headers(NO_CACHE_HEADERS).type(JSON_TYPE).send(slotsJson(answer));
    },
  );

  app.get(
    "/booking-policy",
    {
      config: { access: "anyone" },
      schema: {
        operationId: "getPublicBookingPolicy",
        security: noAuth,
        tags: ["bookings"],
        summary:
          "Правило отмены записей для клиента: за сколько часов отмена бесплатна и какая доля возвращается позже",
        response: { 200: bookingPolicySchema },
      },
    },
    async (_request, reply) => {
      reply.headers(NO_CACHE_HEADERS);
      return readBookingPolicy(app.db);
    },
  );

  app.get(
    "/executor/booking-policy",
    {
      config: { access: "staff" },
      schema: {
        operationId: "getBookingPolicy",
        security: bearer,
        tags: ["bookings", "back-office"],
        summary:
          "Правило отмены записей: за сколько часов отмена бесплатна и какая доля возвращается позже",
        response: { 200: bookingPolicySchema, ...refusedAnswers },
      },
    },
    async (_request, reply) => {
      reply.headers(NO_CACHE_HEADERS);
      return readBookingPolicy(app.db);
    },
  );

  app.put(
    "/executor/booking-policy",
    {
      config: { access: "admin" },
      schema: {
        operationId: "updateBookingPolicy",
        security: bearer,
        tags: ["bookings", "back-office"],
        summary:
          "Задать правило отмены записей (администратор, с подтверждением личности): cancel_notice_hours, late_refund_percent",
        body: bookingPolicySchema,
        response: { 200: bookingPolicySchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request) =>
      saveBookingPolicy(app.db, auditActorOf(requireExecutor(request), request), request.body),
  );

  // A chat's bookings, pinned at its top: a client's (and its staff's) chat, and a guest's.
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

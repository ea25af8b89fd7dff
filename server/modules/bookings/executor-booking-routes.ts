import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  bookingOutcomeSchema,
  executorBookingSchema,
  executorBookingsQuerySchema,
  executorBookingsSchema,
} from "../../../domain/booking/booking-schemas.ts";
import { requireUser } from "../../auth/request-user.ts";
import { visibleObjectOf } from "../../auth/route-policy.ts";
import { bearer, errorSchema, NO_CACHE_HEADERS, refusedAnswers } from "../../http/schemas.ts";
import type { BookingRow } from "./booking-access.ts";
import { confirmTransfer } from "./booking-transfer.ts";
import { bookingParams, bookingViewFor } from "./booking-view.ts";
import { executorBookings, executorView, markOutcome } from "./executor-bookings.ts";

/** The cabinet's «Записи» (issue 48 §3): the firm's bookings of a period and their marks. */
export const executorBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/executor/bookings",
    {
      config: { access: "staff" },
      schema: {
        operationId: "listExecutorBookings",
        security: bearer,
        tags: ["bookings", "back-office"],
        summary:
          "«Записи»: консультации за период from–to (дни по Москве, до 62 дней), одного юриста (lawyer_id) или всех",
        querystring: executorBookingsQuerySchema,
        response: { 200: executorBookingsSchema, 400: errorSchema, ...refusedAnswers },
      },
    },
    async (request, reply) => {
      reply.headers(NO_CACHE_HEADERS);
      return {
        bookings: await executorBookings(
          app.db,
          request.query,
          app.config.VIDEO_MEETING_URL,
          new Date(),
        ),
      };
    },
  );

  app.post(
    "/executor/bookings/:id/confirm-payment",
    {
      config: { access: "staff", object: "booking" },
      schema: {
        operationId: "confirmBookingTransfer",
        security: bearer,
        tags: ["bookings", "back-office"],
        summary:
          "«Подтвердить оплату»: перевод за запись пришёл — платёж записывается, запись подтверждается, клиенту уходит приглашение",
        params: bookingParams,
        response: {
          200: executorBookingSchema,
          ...refusedAnswers,
          404: errorSchema,
          409: errorSchema.describe(
            "Запись не ждёт перевода, уже оплачена или время брони истекло",
          ),
        },
      },
    },
    async (request) => {
      const row = visibleObjectOf<BookingRow>(request, "booking");
      const now = new Date();
      const confirmed = await confirmTransfer(app, requireUser(request), row, now);
      const view = await bookingViewFor(app, confirmed);
      return executorView(confirmed, view.lawyer, app.config.VIDEO_MEETING_URL, now);
    },
  );

  app.put(
    "/executor/bookings/:id/outcome",
    {
      config: { access: "staff", object: "booking" },
      schema: {
        operationId: "markBookingOutcome",
        security: bearer,
        tags: ["bookings", "back-office"],
        summary:
          "Отметить консультацию после начала: «Состоялась» (held) или «Не состоялась» (no_show)",
        params: bookingParams,
        body: bookingOutcomeSchema,
        response: {
          200: executorBookingSchema,
          400: errorSchema,
          ...refusedAnswers,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const row = visibleObjectOf<BookingRow>(request, "booking");
      const now = new Date();
      const marked = await markOutcome(app.db, row, request.body.outcome, now);
      const view = await bookingViewFor(app, marked);
      return executorView(marked, view.lawyer, app.config.VIDEO_MEETING_URL, now);
    },
  );
};

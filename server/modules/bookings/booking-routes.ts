import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BOOKING_TEXTS as T } from "../../../domain/booking/booking.ts";
import {
  bookingQuerySchema,
  bookingSchema,
  cancelBookingSchema,
  cancelledBookingSchema,
  chatBookingsSchema,
  createBookingSchema,
  rescheduleBookingSchema,
} from "../../../domain/booking/booking-schemas.ts";
import { kopecksToRoubles } from "../../../domain/money.ts";
import { isExecutorRole } from "../../../domain/users/users.ts";
import { visibleObjectOf } from "../../auth/route-policy.ts";
import { secondFactorKey } from "../../auth/second-factor/secret-box.ts";
import { forbidden } from "../../errors.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { calendarAnswer } from "../../http/media-schemas.ts";
import {
  bearer,
  errorSchema,
  NO_CACHE_HEADERS,
  noAuth,
  optionalBearer,
  refusedAnswers,
} from "../../http/schemas.ts";
import { auditActorOf } from "../audit/audit-log.ts";
import { publishChatEvent } from "../chat/chat-events.ts";
import { visibleChat, visibleGuestChat } from "../chat/session-access.ts";
import { consentOriginOf } from "../consents/service.ts";
import { CALENDAR_TYPE } from "../court-events/icalendar.ts";
import { refundCancelledBooking } from "../payments/booking-refunds.ts";
import { paymentContextOf } from "../payments/payment-context.ts";
import type { BookingRow } from "./booking-access.ts";
import { bookingNoticeContextOf, invitationOf } from "./booking-notices.ts";
import { chooseTransfer } from "./booking-transfer.ts";
import { bookingChanged, bookingParams, bookingViewFor, byStaff } from "./booking-view.ts";
import { cancelBooking, rescheduleBooking } from "./change-booking.ts";
import { bookingView, createBooking } from "./create-booking.ts";
import { chatBookings } from "./executor-bookings.ts";

/**
 * A booking (issue 48 §2–§3): made by a guest or a client, read, its invitation, moved,
 * cancelled (with the money back by the firm's rule), and those pinned at the top of a chat.
 */
export const bookingActionRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const now = new Date();
      const key = await secondFactorKey(app.db, app.config.SECOND_FACTOR_KEY);
      const made = await createBooking(
        app.db,
        request.body,
        user,
        now,
        key,
        consentOriginOf(request),
      );
      // A free consultation is confirmed now: its mail goes without waiting for the job.
      if (made.row.status === "confirmed") app.bookingNotices.kick();
      if (made.openedChat) await publishChatEvent(app.events, made.openedChat, "session.created");
      reply.headers(NO_CACHE_HEADERS);
      return reply.code(201).send(
        bookingView(made.row, {
          lawyer: made.lawyer,
          meetingServer: app.config.VIDEO_MEETING_URL,
          now,
          manageToken: made.manageToken,
        }),
      );
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
      reply.headers(NO_CACHE_HEADERS);
      return bookingViewFor(app, visibleObjectOf<BookingRow>(request, "booking"));
    },
  );

  app.get(
    "/bookings/:id/ics",
    {
      config: { access: "anyone", object: "booking" },
      schema: {
        operationId: "getBookingInvitation",
        security: optionalBearer,
        tags: ["bookings"],
        summary:
          "Приглашение в календарь (.ics, METHOD:REQUEST, после отмены CANCEL; UID записи постоянный)",
        params: bookingParams,
        querystring: bookingQuerySchema,
        response: { 200: calendarAnswer, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const row = visibleObjectOf<BookingRow>(request, "booking");
      const forStaff = request.user ? isExecutorRole(request.user.role) : false;
      const invitation = await invitationOf(bookingNoticeContextOf(app), row, { forStaff });
      return reply
        .type(CALENDAR_TYPE)
        .header("content-disposition", contentDisposition("attachment", "консультация.ics"))
        .headers(NO_CACHE_HEADERS)
        .send(invitation);
    },
  );

  app.post(
    "/bookings/:id/reschedule",
    {
      config: { access: "anyone", object: "booking" },
      schema: {
        operationId: "rescheduleBooking",
        security: optionalBearer,
        tags: ["bookings"],
        summary:
          "Перенести запись на другое свободное время (клиент, гость по ?token=, сотрудники); прежнее время освобождается",
        params: bookingParams,
        querystring: bookingQuerySchema,
        body: rescheduleBookingSchema,
        response: {
          200: bookingSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema.describe("Это время уже заняли, или запись уже нельзя изменить"),
        },
      },
    },
    async (request, reply) => {
      const row = visibleObjectOf<BookingRow>(request, "booking");
      const moved = await rescheduleBooking(app.db, row.id, request.body.start, new Date());
      bookingChanged(app);
      reply.headers(NO_CACHE_HEADERS);
      return bookingViewFor(app, moved);
    },
  );

  app.post(
    "/bookings/:id/transfer",
    {
      config: { access: "anyone", object: "booking" },
      schema: {
        operationId: "payBookingByTransfer",
        security: optionalBearer,
        tags: ["bookings"],
        summary:
          "Оплатить запись переводом: время держится до 3 суток (но не позже чем за сутки до начала), открывается чат для чека, юрист подтверждает оплату",
        params: bookingParams,
        querystring: bookingQuerySchema,
        response: {
          200: bookingSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema.describe(
            "Время брони истекло, запись уже оплачена, до консультации меньше двух суток или перевод не настроен",
          ),
        },
      },
    },
    async (request, reply) => {
      const row = visibleObjectOf<BookingRow>(request, "booking");
      const chosen = await chooseTransfer(app, row, new Date());
      reply.headers(NO_CACHE_HEADERS);
      return bookingViewFor(app, chosen);
    },
  );

  app.post(
    "/bookings/:id/cancel",
    {
      config: { access: "anyone", object: "booking" },
      schema: {
        operationId: "cancelBooking",
        security: optionalBearer,
        tags: ["bookings"],
        summary:
          "Отменить запись; оплаченная возвращается целиком не позднее чем за cancel_notice_hours до начала (или при отмене фирмой), позже — по правилу фирмы",
        params: bookingParams,
        querystring: bookingQuerySchema,
        body: cancelBookingSchema,
        response: {
          200: cancelledBookingSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = visibleObjectOf<BookingRow>(request, "booking");
      const firm = byStaff(request);
      const { after } = await cancelBooking(
        app.db,
        row.id,
        request.body.reason ?? null,
        new Date(),
      );
      const actor =
        firm && request.user
          ? auditActorOf(request.user, request)
          : {
              userId: row.clientId,
              name: row.name,
              email: row.email ?? "",
              role: "client",
              ip: request.ip ?? null,
            };
      const refunded = await refundCancelledBooking(paymentContextOf(app), actor, after, firm);
      bookingChanged(app);
      reply.headers(NO_CACHE_HEADERS);
      return {
        booking: await bookingViewFor(app, after),
        refunded_amount: kopecksToRoubles(refunded),
      };
    },
  );

  for (const side of ["client", "guest"] as const) {
    app.get(
      side === "client" ? "/chat/sessions/:id/bookings" : "/guest/chat/sessions/:id/bookings",
      {
        config:
          side === "client"
            ? { access: "signed-in", object: "chat" }
            : { access: "anyone", object: "guest-chat" },
        schema: {
          operationId: side === "client" ? "listChatBookings" : "listGuestChatBookings",
          security: side === "client" ? bearer : noAuth,
          tags: ["bookings", side === "client" ? "chat" : "guest-chat"],
          summary: "Записи на консультацию этого чата (закреплены вверху чата)",
          params: bookingParams,
          response: {
            200: chatBookingsSchema,
            ...(side === "client" ? refusedAnswers : {}),
            404: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const chat = side === "client" ? visibleChat(request) : visibleGuestChat(request);
        const rows = await chatBookings(app.db, chat.id);
        reply.headers(NO_CACHE_HEADERS);
        return { bookings: await Promise.all(rows.map((row) => bookingViewFor(app, row))) };
      },
    );
  }
};

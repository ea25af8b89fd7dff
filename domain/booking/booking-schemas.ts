/** The API shapes of bookings (issue 48); the web imports only their types. */
import { z } from "zod";
import { shownDocumentVersionsSchema } from "../consents/consent-schemas.ts";
import { optionalPhoneSchema } from "../contacts/phone-schema.ts";
import { officeHoursSchema } from "../office-hours/office-hours-schemas.ts";
import { WEEKDAYS, type Weekday } from "../office-hours/week.ts";
import {
  BOOKING_COMMENT_MAX,
  BOOKING_FORMATS,
  BOOKING_NAME_MAX,
  BOOKING_OUTCOMES,
  BOOKING_STATUSES,
  BOOKING_LIMITS as L,
  BOOKING_POLICY_LIMITS as L_POLICY,
  SLOTS_DAYS_MAX,
  BOOKING_TEXTS as T,
} from "./booking.ts";

const int = (limits: { min: number; max: number }, error: string) =>
  z.number({ error }).int({ error }).min(limits.min, { error }).max(limits.max, { error });

/** «Запись на консультацию» of a service. */
export const serviceBookingSchema = z.object({
  enabled: z.boolean(),
  duration_minutes: int(L.durationMinutes, T.settingsInvalid.duration),
  formats: z
    .array(z.enum(BOOKING_FORMATS, { error: T.settingsInvalid.formats }), {
      error: T.settingsInvalid.formats,
    })
    .min(1, { error: T.settingsInvalid.formats })
    .max(BOOKING_FORMATS.length, { error: T.settingsInvalid.formats })
    .refine((formats) => new Set(formats).size === formats.length, {
      error: T.settingsInvalid.formats,
    }),
  buffer_minutes: int(L.bufferMinutes, T.settingsInvalid.buffer),
  min_notice_hours: int(L.minNoticeHours, T.settingsInvalid.minNotice),
  horizon_days: int(L.horizonDays, T.settingsInvalid.horizon),
});
export type ServiceBooking = z.infer<typeof serviceBookingSchema>;

export const slotsQuerySchema = z.object({
  from: z.iso.date({ error: T.dateInvalid }),
  days: z.coerce
    .number({ error: T.daysInvalid })
    .int({ error: T.daysInvalid })
    .min(1, { error: T.daysInvalid })
    .max(SLOTS_DAYS_MAX, { error: T.daysInvalid })
    .default(7),
});

const offsetDateTime = z.iso.datetime({ offset: true });

export const slotsSchema = z.object({
  time_zone: z.literal("Europe/Moscow"),
  slots: z.array(z.object({ start: offsetDateTime, end: offsetDateTime })),
});
export type Slots = z.infer<typeof slotsSchema>;

/** A week as the API answers it (checked when saved: the request's schema below). */
const weekAnswer = z.object(
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, z.array(z.object({ from: z.string(), to: z.string() }))]),
  ) as Record<Weekday, z.ZodArray<z.ZodObject<{ from: z.ZodString; to: z.ZodString }>>>,
);

/** The lawyer's own working week (null: the firm's office hours). */
export const workingWeekSchema = z.object({
  /** Null: the firm's hours. */
  week: weekAnswer.nullable(),
  /** The firm's week, for the form to start from. */
  firm_week: weekAnswer,
});
export type WorkingWeek = z.infer<typeof workingWeekSchema>;
/** The ranges of each weekday checked as «Настройки сайта» checks the firm's. */
export const updateWorkingWeekSchema = z.object({ week: officeHoursSchema.shape.week.nullable() });

/** POST /api/bookings: a guest or a signed-in client books a free slot. */
export const createBookingSchema = z.object({
  service_id: z.coerce.number({ error: T.notBookable }).int({ error: T.notBookable }).positive({
    error: T.notBookable,
  }),
  start: z.iso.datetime({ offset: true, error: T.startInvalid }),
  format: z.enum(BOOKING_FORMATS, { error: T.formatNotOffered }),
  name: z
    .string({ error: T.nameRequired })
    .trim()
    .min(1, { error: T.nameRequired })
    .max(BOOKING_NAME_MAX, { error: T.nameRequired }),
  phone: optionalPhoneSchema.refine((value) => value !== null, { error: T.phoneRequired }),
  email: z.email().max(254).optional().nullable(),
  comment: z
    .string()
    .trim()
    .max(BOOKING_COMMENT_MAX, { error: T.commentTooLong })
    .optional()
    .nullable(),
  consent: z.literal(true, { error: T.consentRequired }),
  /** The offer's and the policy's versions the form showed (the consent log keeps them). */
  ...shownDocumentVersionsSchema.shape,
});

export const bookingSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  service_id: z.number().nullable(),
  service_title: z.string(),
  start: offsetDateTime,
  end: offsetDateTime,
  format: z.enum(BOOKING_FORMATS),
  lawyer: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  /** Roubles to pay; 0 for a free consultation. */
  price: z.number(),
  /** An unpaid booking frees its slot then. */
  hold_expires_at: offsetDateTime.nullable(),
  /**
   * The client chose to pay by bank transfer: the hold is a transfer's (up to three days) and the
   * lawyer confirms the money by hand (POST /api/executor/bookings/{id}/confirm-payment).
   */
  awaiting_transfer: z.boolean(),
  /**
   * The client's chat of the booking (a guest's chat id is their key to it): once confirmed, or
   * once a transfer was chosen (the receipt goes there).
   */
  chat_session_id: z.string().nullable(),
  /** The guest's chat is /guest-chat/{id}, a client's /chat/{id}. */
  guest: z.boolean(),
  /** A video consultation's room: given from 15 minutes before the start, else null. */
  meeting_url: z.string().nullable(),
  /** A guest's key to the booking, given once when it is made (send it as ?token=). */
  manage_token: z.string().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingQuerySchema = z.object({ token: z.string().max(100).optional() });

/** POST /api/bookings/{id}/reschedule: to another free start. */
export const rescheduleBookingSchema = z.object({
  start: z.iso.datetime({ offset: true, error: T.startInvalid }),
});

/** POST /api/bookings/{id}/cancel. */
export const cancelBookingSchema = z.object({
  reason: z.string().trim().max(500, { error: T.reasonTooLong }).optional().nullable(),
});

/** A cancellation's answer: the booking, and the money going back (roubles), if any. */
export const cancelledBookingSchema = z.object({
  booking: bookingSchema,
  refunded_amount: z.number(),
});
export type CancelledBooking = z.infer<typeof cancelledBookingSchema>;

/** The firm's rule for cancelled paid bookings. */
export const bookingPolicySchema = z.object({
  cancel_notice_hours: int(L_POLICY.cancelNoticeHours, T.policyInvalid.notice),
  late_refund_percent: int(L_POLICY.lateRefundPercent, T.policyInvalid.percent),
});
export type BookingPolicy = z.infer<typeof bookingPolicySchema>;

/** GET /api/executor/bookings: a period of Moscow days, one lawyer's or everyone's. */
export const executorBookingsQuerySchema = z.object({
  from: z.iso.date({ error: T.rangeInvalid }),
  to: z.iso.date({ error: T.rangeInvalid }),
  lawyer_id: z.coerce
    .number({ error: T.lawyerInvalid })
    .int({ error: T.lawyerInvalid })
    .positive({ error: T.lawyerInvalid })
    .max(2_147_483_647, { error: T.lawyerInvalid })
    .optional(),
});

/** A booking as the cabinet's «Записи» shows it: with the client to call. */
export const executorBookingSchema = bookingSchema.omit({ manage_token: true }).extend({
  client_name: z.string(),
  client_phone: z.string(),
  client_email: z.string().nullable(),
  comment: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type ExecutorBooking = z.infer<typeof executorBookingSchema>;
export const executorBookingsSchema = z.object({ bookings: z.array(executorBookingSchema) });

/** PUT /api/executor/bookings/{id}/outcome: «Состоялась» or «Не состоялась». */
export const bookingOutcomeSchema = z.object({
  outcome: z.enum(BOOKING_OUTCOMES, { error: T.outcomeInvalid }),
});

/** GET /api/chat/sessions/{id}/bookings: what the chat shows pinned at its top. */
export const chatBookingsSchema = z.object({ bookings: z.array(bookingSchema) });

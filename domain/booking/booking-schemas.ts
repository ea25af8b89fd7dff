/** The API shapes of bookings (issue 48); the web imports only their types. */
import { z } from "zod";
import { optionalPhoneSchema } from "../contacts/phone-schema.ts";
import { officeHoursSchema } from "../office-hours/office-hours-schemas.ts";
import { WEEKDAYS, type Weekday } from "../office-hours/week.ts";
import {
  BOOKING_COMMENT_MAX,
  BOOKING_FORMATS,
  BOOKING_NAME_MAX,
  BOOKING_STATUSES,
  BOOKING_LIMITS as L,
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
  /** A guest's key to the booking, given once when it is made (send it as ?token=). */
  manage_token: z.string().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingQuerySchema = z.object({ token: z.string().max(100).optional() });

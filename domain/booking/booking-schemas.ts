/** The API shapes of bookings (issue 48); the web imports only their types. */
import { z } from "zod";
import { officeHoursSchema } from "../office-hours/office-hours-schemas.ts";
import { WEEKDAYS, type Weekday } from "../office-hours/week.ts";
import {
  BOOKING_FORMATS,
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

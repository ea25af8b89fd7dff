/** The office hours' shape and checks (issue 30 §3), part of «Настройки сайта». */
import { z } from "zod";
import {
  AUTO_REPLY_MAX_LENGTH,
  MAX_HOLIDAYS,
  MAX_RANGES_PER_DAY,
  minutesOf,
  type OfficeHours,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Weekday,
} from "./office-hours.ts";

export const OFFICE_HOURS_CHECKS = {
  time: "Время — в виде ЧЧ:ММ, например 09:00",
  order: (day: string) => `${day}: конец работы должен быть позже начала`,
  overlap: (day: string) => `${day}: промежутки работы не должны пересекаться`,
  tooManyRanges: (day: string) => `${day}: не больше ${MAX_RANGES_PER_DAY} промежутков работы`,
  holiday: "Праздничный день — дата в виде ГГГГ-ММ-ДД",
  tooManyHolidays: `Праздничных дней — не больше ${MAX_HOLIDAYS}`,
  autoReplyRequired: "Напишите текст автоответа",
  autoReplyTooLong: `Автоответ — не длиннее ${AUTO_REPLY_MAX_LENGTH} символов`,
  hoursInvalid: "Укажите часы работы по дням недели",
} as const;
const C = OFFICE_HOURS_CHECKS;

const time = z
  .string({ error: C.time })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: C.time });

const range = z.object({ from: time, to: time }, { error: C.time });

/** One day's ranges: in order of their start, each ending after it starts, none overlapping. */
const day = (weekday: Weekday) =>
  z
    .array(range, { error: C.hoursInvalid })
    .max(MAX_RANGES_PER_DAY, { error: C.tooManyRanges(WEEKDAY_NAMES[weekday]) })
    .transform((ranges) => [...ranges].sort((a, b) => minutesOf(a.from) - minutesOf(b.from)))
    .superRefine((ranges, ctx) => {
      const name = WEEKDAY_NAMES[weekday];
      ranges.forEach((current, index) => {
        if (minutesOf(current.to) <= minutesOf(current.from)) {
          ctx.addIssue({ code: "custom", message: C.order(name) });
        }
        const previous = ranges[index - 1];
        if (previous && minutesOf(current.from) < minutesOf(previous.to)) {
          ctx.addIssue({ code: "custom", message: C.overlap(name) });
        }
      });
    });

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const officeHoursSchema = z.object(
  {
    week: z.object(
      Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day(weekday)])) as Record<
        Weekday,
        ReturnType<typeof day>
      >,
      { error: C.hoursInvalid },
    ),
    holidays: z
      .array(
        z
          .string({ error: C.holiday })
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: C.holiday })
          .refine(isCalendarDate, { error: C.holiday }),
        { error: C.holiday },
      )
      .max(MAX_HOLIDAYS, { error: C.tooManyHolidays })
      .transform((days) => [...new Set(days)].sort()),
    auto_reply: z
      .string({ error: C.autoReplyRequired })
      .trim()
      .min(1, { error: C.autoReplyRequired })
      .max(AUTO_REPLY_MAX_LENGTH, { error: C.autoReplyTooLong }),
  },
  { error: C.hoursInvalid },
) satisfies z.ZodType<OfficeHours>;

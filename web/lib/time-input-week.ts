import { type TimeRange, WEEKDAYS, type Weekday } from "../../domain/office-hours/office-hours.ts";

type Week = Record<Weekday, TimeRange[]>;

const mapEnds = (week: Week, end: (to: string) => string): Week =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      week[day].map((range) => ({ from: range.from, to: end(range.to) })),
    ]),
  ) as Week;

/** A week as the time inputs hold it: an input cannot say 24:00, so «00:00» in «До» does. */
export const timeInputWeek = (week: Week): Week =>
  mapEnds(week, (to) => (to === "24:00" ? "00:00" : to));

/** The inputs' week as the server takes it: «00:00» in «До» is midnight, 24:00. */
export const savedWeek = (week: Week): Week =>
  mapEnds(week, (to) => (to === "00:00" ? "24:00" : to));

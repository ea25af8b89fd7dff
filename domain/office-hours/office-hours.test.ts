import { describe, expect, it } from "vitest";
import {
  addWorkingMinutes,
  autoReplyText,
  dayOffText,
  holidayText,
  isOpenAt,
  lastClosing,
  nextOpening,
  nextOpeningText,
  OFFICE_HOURS_DEFAULTS,
  type OfficeHours,
  officeHoursText,
  workingMinutesBetween,
} from "./office-hours.ts";
import { officeHoursSchema } from "./office-hours-schemas.ts";

/** Mon–Fri 9:00–13:00 and 14:00–18:00, Sat 10:00–14:00, Sunday off; 4 January 2027 a holiday. */
const FIRM: OfficeHours = {
  week: {
    mon: [
      { from: "09:00", to: "13:00" },
      { from: "14:00", to: "18:00" },
    ],
    tue: [
      { from: "09:00", to: "13:00" },
      { from: "14:00", to: "18:00" },
    ],
    wed: [
      { from: "09:00", to: "13:00" },
      { from: "14:00", to: "18:00" },
    ],
    thu: [
      { from: "09:00", to: "13:00" },
      { from: "14:00", to: "18:00" },
    ],
    fri: [
      { from: "09:00", to: "13:00" },
      { from: "14:00", to: "18:00" },
    ],
    sat: [{ from: "10:00", to: "14:00" }],
    sun: [],
  },
  holidays: ["2027-01-04"],
  auto_reply: "Сейчас нерабочее время.",
};
/** A Moscow wall-clock time as an instant (UTC+3). */
const msk = (local: string) => new Date(`${local}:00+03:00`);

describe("office hours", () => {
  it("are open within a range and closed in the lunch break, on Sunday and on a holiday", () => {
    expect(isOpenAt(FIRM, msk("2026-11-30T09:00"))).toBe(true); // Monday
    expect(isOpenAt(FIRM, msk("2026-11-30T08:59"))).toBe(false);
    expect(isOpenAt(FIRM, msk("2026-11-30T13:30"))).toBe(false);
    expect(isOpenAt(FIRM, msk("2026-11-30T17:59"))).toBe(true);
    expect(isOpenAt(FIRM, msk("2026-11-30T18:00"))).toBe(false);
    expect(isOpenAt(FIRM, msk("2026-11-29T12:00"))).toBe(false); // Sunday
    expect(isOpenAt(FIRM, msk("2027-01-04T10:00"))).toBe(false); // a holiday, a Monday
  });

  it("name the next opening as a person would say it", () => {
    // Saturday 15:00 → Monday 9:00.
    expect(nextOpening(FIRM, msk("2026-11-28T15:00"))).toEqual(msk("2026-11-30T09:00"));
    expect(nextOpeningText(FIRM, msk("2026-11-28T15:00"))).toBe("Ответим в понедельник с 9:00.");
    expect(nextOpeningText(FIRM, msk("2026-11-30T13:10"))).toBe("Ответим сегодня с 14:00.");
    expect(nextOpeningText(FIRM, msk("2026-11-30T19:00"))).toBe("Ответим завтра с 9:00.");
    // Sunday 3 January 2027 before the holiday Monday: Tuesday.
    expect(nextOpeningText(FIRM, msk("2027-01-03T12:00"))).toBe("Ответим во вторник с 9:00.");
    const closedAWeek = {
      ...FIRM,
      holidays: [
        "2026-12-01",
        "2026-12-02",
        "2026-12-03",
        "2026-12-04",
        "2026-12-05",
        "2026-12-07",
      ],
    };
    expect(nextOpeningText(closedAWeek, msk("2026-11-30T19:00"))).toBe("Ответим 8 декабря с 9:00.");
    expect(autoReplyText(FIRM, msk("2026-11-28T15:00"))).toBe(
      "Сейчас нерабочее время. Ответим в понедельник с 9:00.",
    );
    const never = {
      ...FIRM,
      week: { ...FIRM.week, mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
    };
    expect(nextOpening(never, msk("2026-11-28T15:00"))).toBeNull();
  });

  it("know when the off period began", () => {
    // Saturday 15:00: closed since Saturday 14:00; Monday 8:00: still since then.
    expect(lastClosing(FIRM, msk("2026-11-28T15:00"))).toEqual(msk("2026-11-28T14:00"));
    expect(lastClosing(FIRM, msk("2026-11-30T08:00"))).toEqual(msk("2026-11-28T14:00"));
    // The lunch break began at 13:00.
    expect(lastClosing(FIRM, msk("2026-11-30T13:30"))).toEqual(msk("2026-11-30T13:00"));
  });

  it("count working minutes and add them across breaks, nights and days off", () => {
    // Friday 17:30 → Monday 9:30: 30 min on Friday, 4 h on Saturday, 30 min on Monday.
    expect(workingMinutesBetween(FIRM, msk("2026-11-27T17:30"), msk("2026-11-30T09:30"))).toBe(300);
    expect(workingMinutesBetween(FIRM, msk("2026-11-30T12:30"), msk("2026-11-30T14:30"))).toBe(60);
    expect(workingMinutesBetween(FIRM, msk("2026-11-30T14:30"), msk("2026-11-30T12:30"))).toBe(0);
    // 60 working minutes from Monday 12:30: 30 before lunch, 30 after.
    expect(addWorkingMinutes(FIRM, msk("2026-11-30T12:30"), 60)).toEqual(msk("2026-11-30T14:30"));
    // From Saturday 13:30: 30 min on Saturday, the rest on Monday.
    expect(addWorkingMinutes(FIRM, msk("2026-11-28T13:30"), 60)).toEqual(msk("2026-11-30T09:30"));
  });

  it("read in one line, weekdays with the same hours together", () => {
    expect(officeHoursText(OFFICE_HOURS_DEFAULTS)).toBe("ежедневно 8:00–21:00");
    expect(officeHoursText(FIRM)).toBe(
      "пн–пт 9:00–13:00, 14:00–18:00, сб 10:00–14:00, вс выходной",
    );
  });

  it("refuse overlapping, reversed or malformed ranges and dates with a Russian message", () => {
    const base = { ...FIRM, week: { ...FIRM.week } };
    const bad = [
      { ...base, week: { ...base.week, mon: [{ from: "18:00", to: "09:00" }] } },
      {
        ...base,
        week: {
          ...base.week,
          mon: [
            { from: "09:00", to: "13:00" },
            { from: "12:00", to: "18:00" },
          ],
        },
      },
      { ...base, week: { ...base.week, mon: [{ from: "9:00", to: "18:00" }] } },
      { ...base, holidays: ["2027-02-30"] },
      { ...base, auto_reply: "   " },
      { ...base, week: { mon: [] } },
    ];
    for (const body of bad) {
      const parsed = officeHoursSchema.safeParse(body);
      expect(parsed.success, JSON.stringify(body).slice(0, 80)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/[А-Яа-я]/);
    }
    const ok = officeHoursSchema.parse({
      ...base,
      holidays: ["2027-01-07", "2027-01-04", "2027-01-07"],
    });
    expect(ok.holidays).toEqual(["2027-01-04", "2027-01-07"]);
    expect(
      officeHoursSchema.parse({
        ...base,
        week: { ...base.week, sun: [{ from: "20:00", to: "24:00" }] },
      }).week.sun,
    ).toHaveLength(1);
  });

  it("say on a day off that it is one (issue 44)", () => {
    // The holiday Monday, the Sunday before it, and Saturday's hours.
    expect(dayOffText(FIRM, msk("2027-01-04T12:00"))).toBe("Сегодня выходной, 4 января");
    expect(dayOffText(FIRM, msk("2027-01-03T23:30"))).toBe("Сегодня выходной, 3 января");
    expect(dayOffText(FIRM, msk("2027-01-02T20:00"))).toBeNull();
    const every = { ...OFFICE_HOURS_DEFAULTS, holidays: ["2026-12-03"] };
    // 23:30 UTC on the 2nd is already the 3rd in Moscow.
    expect(dayOffText(every, new Date("2026-12-02T23:30:00Z"))).toBe("Сегодня выходной, 3 декабря");
    expect(dayOffText(every, new Date("2026-12-02T20:00:00Z"))).toBeNull();
  });

  it("write a holiday as a date is read", () => {
    expect(holidayText("2026-12-03")).toBe("3 декабря 2026");
    expect(holidayText("2027-01-04")).toBe("4 января 2027");
  });
});

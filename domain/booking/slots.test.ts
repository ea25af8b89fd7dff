import { describe, expect, it } from "vitest";
import { everyDay, type OfficeHours } from "../office-hours/office-hours.ts";
import { freeSlots, type LawyerCalendar, moscowIso, slotTimeText } from "./slots.ts";

/** A Moscow wall-clock time as an instant («2026-12-07T10:00» → UTC ms). */
const msk = (wall: string) => Date.parse(`${wall}:00+03:00`);
const times = (slots: { start: number }[]) =>
  slots.map((slot) => moscowIso(slot.start).slice(0, 16));

const weekdays9to18: OfficeHours = {
  week: {
    ...everyDay([{ from: "09:00", to: "18:00" }]),
    sat: [],
    sun: [],
  },
  // Tuesday 8 December is a day off.
  holidays: ["2026-12-08"],
  auto_reply: "",
};
const rules = { durationMinutes: 60, bufferMinutes: 15, minNoticeHours: 2, horizonDays: 30 };

describe("free slots of a consultation (issue 48 §1)", () => {
  const hearing = { start: msk("2026-12-07T12:00"), end: msk("2026-12-07T13:00") };
  const lawyer: LawyerCalendar = { lawyerId: 1, hours: weekdays9to18, busy: [hearing] };

  it("keeps the buffer around a hearing, the working hours and the day's end", () => {
    const slots = freeSlots({
      fromDay: "2026-12-07",
      days: 1,
      now: msk("2026-12-05T12:00"),
      rules,
      lawyers: [lawyer],
    });
    expect(times(slots)).toEqual([
      "2026-12-07T09:00",
      "2026-12-07T09:30",
      "2026-12-07T10:00",
      "2026-12-07T10:30",
      // 11:00–12:00 would touch the hearing's buffer; 13:30 is the first start 15 minutes after it.
      "2026-12-07T13:30",
      "2026-12-07T14:00",
      "2026-12-07T14:30",
      "2026-12-07T15:00",
      "2026-12-07T15:30",
      "2026-12-07T16:00",
      "2026-12-07T16:30",
      "2026-12-07T17:00",
    ]);
    expect(slots.every((slot) => slot.end - slot.start === 60 * 60_000)).toBe(true);
  });

  it("offers nothing on a holiday or at the weekend, and nothing sooner than the notice or past the horizon", () => {
    const slots = freeSlots({
      fromDay: "2026-12-07",
      days: 7,
      now: msk("2026-12-07T14:10"),
      rules: { ...rules, horizonDays: 2 },
      lawyers: [lawyer],
    });
    const days = new Set(times(slots).map((time) => time.slice(0, 10)));
    expect([...days]).toEqual(["2026-12-07", "2026-12-09"]);
    // Two hours' notice from 14:10: 16:10 at the earliest, so 16:30.
    expect(times(slots)[0]).toBe("2026-12-07T16:30");
    // Two days from Monday 14:10: Wednesday's starts until 14:10.
    expect(times(slots).at(-1)).toBe("2026-12-09T14:00");
  });

  it("names every lawyer free at a start, each with their own hours and busy time", () => {
    const afternoons: OfficeHours = {
      ...weekdays9to18,
      week: everyDay([{ from: "14:00", to: "16:00" }]),
    };
    const second: LawyerCalendar = {
      lawyerId: 2,
      hours: afternoons,
      busy: [{ start: msk("2026-12-07T15:00"), end: msk("2026-12-07T15:30") }],
    };
    const slots = freeSlots({
      fromDay: "2026-12-07",
      days: 1,
      now: msk("2026-12-05T12:00"),
      rules: { ...rules, bufferMinutes: 0 },
      lawyers: [lawyer, second],
    });
    const at = (time: string) => slots.find((slot) => slot.start === msk(time))?.lawyerIds;
    expect(at("2026-12-07T14:00")).toEqual([1, 2]);
    // The second lawyer is busy 15:00–15:30.
    expect(at("2026-12-07T14:30")).toEqual([1]);
    expect(at("2026-12-07T15:00")).toEqual([1]);
    expect(at("2026-12-07T16:00")).toEqual([1]);
  });

  it("writes a slot with Moscow's offset and reads it in the visitor's zone too", () => {
    const ten = msk("2026-12-07T10:00");
    expect(moscowIso(ten)).toBe("2026-12-07T10:00:00+03:00");
    expect(slotTimeText(ten)).toBe("10:00 МСК");
    expect(slotTimeText(ten, "Europe/Moscow")).toBe("10:00 МСК");
    expect(slotTimeText(ten, "Asia/Yekaterinburg")).toBe("10:00 МСК, 12:00 у вас");
    expect(slotTimeText(ten, "Europe/Kaliningrad")).toBe("10:00 МСК, 09:00 у вас");
    expect(slotTimeText(ten, "Not/AZone")).toBe("10:00 МСК");
  });
});

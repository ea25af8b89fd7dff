import { describe, expect, it } from "vitest";
import { addDays, moscowDayKey } from "../day-keys.ts";
import { COURT_CALENDAR_TEXTS, dayKeyLongLabel, monthGrid } from "./court-events.ts";

const keysOf = (grid: ReturnType<typeof monthGrid>) => grid.map((row) => row.map((day) => day.key));

describe("the month grid (Monday first, whole weeks)", () => {
  it("starts November 2026 (a Sunday) on Monday 26 October", () => {
    const grid = monthGrid(2026, 11);
    expect(grid[0]?.[0]).toEqual({ key: "2026-10-26", day: 26, inMonth: false });
    expect(grid[0]?.[6]).toEqual({ key: "2026-11-01", day: 1, inMonth: true });
    expect(grid).toHaveLength(6);
    expect(grid.at(-1)?.at(-1)).toEqual({ key: "2026-12-06", day: 6, inMonth: false });
    for (const row of grid) expect(row).toHaveLength(7);
    const inMonth = grid.flat().filter((day) => day.inMonth);
    expect(inMonth.map((day) => day.day)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it("draws February 2027 (28 days from a Monday) in exactly four rows", () => {
    const grid = monthGrid(2027, 2);
    expect(grid).toHaveLength(4);
    expect(grid[0]?.[0]).toEqual({ key: "2027-02-01", day: 1, inMonth: true });
    expect(grid[3]?.[6]).toEqual({ key: "2027-02-28", day: 28, inMonth: true });
    expect(grid.flat().every((day) => day.inMonth)).toBe(true);
  });

  it("starts a month that begins on a Monday with its own first day", () => {
    // June 2026 begins on a Monday and has 30 days: five rows, the last ends on 5 July.
    const grid = monthGrid(2026, 6);
    expect(grid[0]?.[0]?.key).toBe("2026-06-01");
    expect(grid).toHaveLength(5);
    expect(grid[4]?.[6]).toEqual({ key: "2026-07-05", day: 5, inMonth: false });
  });

  it("carries the days across a year's end and a leap February", () => {
    expect(keysOf(monthGrid(2027, 1))[0]?.slice(0, 4)).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
    ]);
    const leap = monthGrid(2028, 2)
      .flat()
      .filter((day) => day.inMonth);
    expect(leap).toHaveLength(29);
  });

  it("lists consecutive days with no gap or repeat", () => {
    const keys = keysOf(monthGrid(2026, 3)).flat();
    for (let index = 1; index < keys.length; index++) {
      expect(keys[index]).toBe(addDays(keys[index - 1] as string, 1));
    }
  });
});

describe("Moscow day keys", () => {
  it("puts an instant at 22:30 UTC on the next Moscow day", () => {
    expect(moscowDayKey("2026-11-25T22:30:00.000Z")).toBe("2026-11-26");
    expect(moscowDayKey("2026-11-25T20:59:59.000Z")).toBe("2026-11-25");
    expect(moscowDayKey(new Date("2026-12-31T21:00:00.000Z"))).toBe("2027-01-01");
  });

  it("shifts and names a day key", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(dayKeyLongLabel("2026-12-03")).toBe("Четверг, 3 декабря 2026");
    expect(COURT_CALENDAR_TEXTS.dayCell("2026-12-03", 2, false)).toBe("3 декабря: 2 заседания");
    expect(COURT_CALENDAR_TEXTS.dayCell("2026-12-03", 5, true)).toBe(
      "3 декабря, сегодня: 5 заседаний",
    );
  });
});

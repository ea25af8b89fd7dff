import { describe, expect, it } from "vitest";
import { fromMoscowInputValue, toMoscowInputValue } from "./time-input.ts";

describe("Moscow date-time inputs", () => {
  it("shows an instant as Moscow wall-clock time and reads it back", () => {
    expect(toMoscowInputValue("2026-05-04T21:30:00.000Z")).toBe("2026-05-05T00:30");
    expect(fromMoscowInputValue("2026-05-05T00:30")).toBe("2026-05-04T21:30:00.000Z");
    expect(fromMoscowInputValue("2026-01-10T09:05:30")).toBe("2026-01-10T06:05:30.000Z");
  });

  it("gives null for an incomplete or impossible value", () => {
    expect(fromMoscowInputValue("")).toBeNull();
    expect(fromMoscowInputValue("2026-05-04")).toBeNull();
    expect(fromMoscowInputValue("2026-13-40T25:00")).toBeNull();
  });
});

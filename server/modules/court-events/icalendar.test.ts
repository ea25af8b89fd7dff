import { describe, expect, it } from "vitest";
import { DURATION_VALUE, octets, physicalLines, unfold } from "../../test/icalendar-lines.ts";
import { duration, escapeText, foldLine, MAX_LINE_OCTETS, utcDateTime } from "./icalendar.ts";

describe("folding a content line (RFC 5545 §3.1)", () => {
  it.each([
    ["ASCII", `DESCRIPTION:${"a".repeat(400)}`],
    [
      "Cyrillic, 2 octets a letter",
      `SUMMARY:${"Судебное заседание по делу №А40-1234/2026 ".repeat(12)}`,
    ],
    ["a letter cut at the 75th octet", `X-WR-CALNAME:${"ж".repeat(100)}`],
    ["4-octet characters", `DESCRIPTION:${"⚖️📄".repeat(60)}`],
    ["mixed", `LOCATION:${"Суд a ⚖ b ".repeat(30)}`],
  ])(
    "%s: every line at most 75 octets, no UTF-8 sequence split, unfolds to the line",
    (_, line) => {
      const folded = foldLine(line);
      const lines = physicalLines(Buffer.from(folded, "utf8"));
      expect(lines.length).toBeGreaterThan(1);
      for (const physical of lines) expect(octets(physical)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
      for (const continuation of lines.slice(1)) expect(continuation.startsWith(" ")).toBe(true);
      expect(unfold(folded)).toBe(line);
    },
  );

  it("fills each line: a Cyrillic line is cut at 75 octets, not at 75 characters", () => {
    const lines = physicalLines(Buffer.from(foldLine(`X-WR-CALNAME:${"ж".repeat(100)}`), "utf8"));
    // 13 octets of name, then 31 letters (62 octets) fit in 75; a 32nd would make 77.
    expect(octets(lines[0] ?? "")).toBe(75);
    expect(octets(lines[1] ?? "")).toBe(75);
  });

  it("leaves a line of 75 octets whole", () => {
    const line = `SUMMARY:${"ж".repeat(33)}a`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });
});

describe("TEXT values and the other value types", () => {
  it("escapes backslash, semicolon, comma and line breaks; drops other control characters", () => {
    expect(escapeText("Иск; договор, акт\\копия\r\nстрока 2\nстрока 3\u0007\tконец")).toBe(
      "Иск\\; договор\\, акт\\\\копия\\nстрока 2\\nстрока 3\tконец",
    );
  });

  it("writes UTC date-times without separators or milliseconds", () => {
    expect(utcDateTime("2026-12-03T10:30:00.123+03:00")).toBe("20261203T073000Z");
  });

  it.each([
    [{ days: 1, before: true }, "-P1D"],
    [{ days: 1 }, "P1D"],
    [{ hours: 1 }, "PT1H"],
    [{ hours: 1, minutes: 30 }, "PT1H30M"],
    [{ minutes: 15, before: true }, "-PT15M"],
    [{ days: 2, hours: 3 }, "P2DT3H"],
    [{}, "P0D"],
  ])("a duration of %o is %s, never with an empty time part", (parts, text) => {
    expect(duration(parts)).toBe(text);
    expect(duration(parts)).toMatch(DURATION_VALUE);
  });
});

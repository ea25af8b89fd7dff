import { describe, expect, it } from "vitest";
import { moneyOf } from "./money-rule.ts";
import { moneySchema, moneyTextSchema } from "./money-schemas.ts";

/** Issue 43 §4: an amount is rounded to kopecks first, then held to its limits. */
const FROM_A_KOPECK = { minKopecks: 1, maxKopecks: 100_000_000 };

describe("moneyOf", () => {
  it.each([
    [0.01, 1],
    [0.1 + 0.2, 30],
    [12000.5, 1_200_050],
    [999_999.99, 99_999_999],
    [1_000_000, 100_000_000],
  ])("takes %d roubles as %d kopecks", (roubles, kopecks) => {
    expect(moneyOf(roubles, FROM_A_KOPECK)).toEqual({ kopecks, problem: null });
  });

  it.each([
    // Below the minimum once rounded to kopecks: never rounded to 0 and stored (the spec's text
    // for an amount too small, not the decimals' one).
    [1e-9, "tooSmall"],
    [1e-16, "tooSmall"],
    [-0, "tooSmall"],
    [0, "tooSmall"],
    [0.004, "tooSmall"],
    [0.005, "decimals"],
    [100.123, "decimals"],
    [-5, "tooSmall"],
    [1_000_000.01, "tooLarge"],
    [1e300, "tooLarge"],
    [Number.POSITIVE_INFINITY, "tooLarge"],
    [Number.NEGATIVE_INFINITY, "tooSmall"],
    [Number.NaN, "invalid"],
  ] as const)("refuses %d: %s", (roubles, problem) => {
    expect(moneyOf(roubles, FROM_A_KOPECK)).toEqual({ kopecks: null, problem });
  });

  it("refuses what is finer than a kopeck where 0 is allowed, instead of storing 0", () => {
    const fromZero = { minKopecks: 0, maxKopecks: 100 };
    expect(moneyOf(1e-9, fromZero)).toEqual({ kopecks: null, problem: "decimals" });
    expect(moneyOf(0.004, fromZero)).toEqual({ kopecks: null, problem: "decimals" });
  });

  it("gives -0 back as plain 0 where 0 is allowed", () => {
    const zero = moneyOf(-0, { minKopecks: 0, maxKopecks: 100 });
    expect(Object.is(zero.kopecks, 0)).toBe(true);
    expect(moneyOf(-1e-16, { minKopecks: 0, maxKopecks: 100 })).toEqual({
      kopecks: 0,
      problem: null,
    });
  });
});

describe("moneySchema", () => {
  const texts = { invalid: "нет", tooSmall: "мало", tooLarge: "много", decimals: "копейки" };
  const numbers = moneySchema({ min: 1, max: 1000, texts });
  const typed = moneyTextSchema({ min: 1, max: 1000, texts });
  const problem = (schema: typeof numbers | typeof typed, input: unknown) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? parsed.data : parsed.error.issues.map((issue) => issue.message);
  };

  it("answers roubles that are exactly whole kopecks", () => {
    expect(problem(numbers, 0.1 + 0.2 + 1)).toBe(1.3);
    expect(problem(typed, " 1 000 ")).toBe(1000);
    expect(problem(typed, "999,50")).toBe(999.5);
    expect(problem(typed, "12.3")).toBe(12.3);
  });

  it.each([
    [1e-9, ["мало"]],
    [1e-16, ["мало"]],
    [0.004, ["мало"]],
    [1.005, ["копейки"]],
    [-0, ["мало"]],
    [1e6, ["много"]],
    ["12", ["нет"]],
    [true, ["нет"]],
    [null, ["нет"]],
  ])("numbers only: %s", (input, messages) => {
    expect(problem(numbers, input)).toEqual(messages);
  });

  it.each(["NaN", "Infinity", "-Infinity", "0x10", "1e3", "", " ", "12,5,0", "сто", "1_000"])(
    "a form's text that is not a decimal amount is refused: %s",
    (input) => {
      expect(problem(typed, input)).toEqual(["нет"]);
    },
  );
});

/**
 * Money is stored and computed as integer kopecks; roubles appear only at the API boundary
 * (the spec's fields such as base_price are roubles) and on screen.
 */
import { formatWholeNumber, groupThousands } from "./numbers.ts";

export type Kopecks = number;

export function kopecksToRoubles(kopecks: Kopecks): number {
  return kopecks / 100;
}

/** Exact for any amount with at most two decimals (rounds away binary noise such as 0.1 + 0.2). */
export function roublesToKopecks(roubles: number): Kopecks {
  return Math.round(roubles * 100);
}

/**
 * Why an amount typed in roubles is not money, in the order it is asked (issue 43 §4): not a
 * number; above the field's maximum; finer than a kopeck; below the field's minimum. The amount
 * is rounded to whole kopecks before the limits are compared, so what rounds to no kopeck fails a
 * positive minimum instead of passing it and reaching the database as 0; `1e-9` is nine decimals
 * and is refused as such, never rounded into another amount.
 */
export type MoneyProblem = "invalid" | "tooLarge" | "decimals" | "tooSmall";

/** A field's limits, in kopecks. */
export interface MoneyLimits {
  minKopecks: number;
  maxKopecks: number;
}

/**
 * Binary noise of a two-decimal amount (0.1 + 0.2 roubles is 30.000000000000004 kopecks) stays
 * far below this share of it (of a kopeck, for amounts under one; doubles carry 2e-16) and is
 * rounded away; `1e-9` roubles is not noise but nine decimals.
 */
const NOISE_SHARE = 1e-13;

/** Whole kopecks of an amount in roubles within the field's limits, or why not. */
export function moneyOf(
  roubles: number,
  limits: MoneyLimits,
): { kopecks: Kopecks; problem: null } | { kopecks: null; problem: MoneyProblem } {
  if (typeof roubles !== "number" || Number.isNaN(roubles))
    return { kopecks: null, problem: "invalid" };
  const exact = roubles * 100;
  // `+ 0` makes -0 plain 0: it is stored, shown and compared as nothing.
  const kopecks = Math.round(exact) + 0;
  if (kopecks > limits.maxKopecks) return { kopecks: null, problem: "tooLarge" };
  if (!Number.isFinite(kopecks)) return { kopecks: null, problem: "tooSmall" };
  if (Math.abs(exact - kopecks) > Math.max(1, Math.abs(exact)) * NOISE_SHARE) {
    return { kopecks: null, problem: "decimals" };
  }
  if (kopecks < limits.minKopecks) return { kopecks: null, problem: "tooSmall" };
  return { kopecks, problem: null };
}

/**
 * «1 500,50», without `Intl` (domain/numbers.ts says why). Amounts are whole kopecks (see
 * `moneyOf`); anything finer is rounded to kopecks first.
 */
function withKopecksText(roubles: number): string {
  const kopecks = Math.abs(roublesToKopecks(roubles));
  const sign = roubles < 0 && kopecks !== 0 ? "-" : "";
  const whole = groupThousands(String(Math.trunc(kopecks / 100)));
  return `${sign}${whole},${String(kopecks % 100).padStart(2, "0")}`;
}

/**
 * «12 000» — catalogue and tariff prices, mostly whole roubles; one set in the back office with
 * kopecks keeps them («12 000,50») instead of being rounded on the site.
 */
export function formatRoubles(roubles: number): string {
  return Number.isInteger(roubles) ? formatWholeNumber(roubles) : withKopecksText(roubles);
}

/** «12 000,00 ₽» — amounts in payments and earnings, always with two decimals. */
export function formatAmount(roubles: number): string {
  return `${withKopecksText(roubles)} ₽`;
}

/** «1 500,50 ₽» from kopecks (payments are stored in kopecks). */
export function formatKopecks(kopecks: Kopecks): string {
  return formatAmount(kopecksToRoubles(kopecks));
}

/** «1500.50»: an amount as payment APIs write it (a decimal string with two places). */
export function kopecksToDecimalString(kopecks: Kopecks): string {
  const whole = Math.trunc(kopecks / 100);
  const rest = Math.abs(kopecks % 100);
  return `${whole}.${String(rest).padStart(2, "0")}`;
}

/** The reverse, exactly (no float on the way): «1500.5» → 150050; null when it is not an amount. */
export function decimalStringToKopecks(value: string): Kopecks | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

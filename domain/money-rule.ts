/**
 * The rule every amount a request carries is held to (issue 43 §4), for the server's schema
 * (money-schemas.ts) and the cabinet's forms alike. Apart from money.ts, which every public page
 * loads for its price formats: the home page's script does not carry the rule.
 */
import type { Kopecks } from "./money.ts";

/**
 * Why an amount typed in roubles is not money, in the order it is asked (issue 43 §4): not a
 * number; above the field's maximum; below its minimum (the spec's «Пожалуйста, введите
 * корректную сумму» for an amount under 1 ₽); finer than a kopeck. The amount is rounded to whole
 * kopecks before the limits are compared, so what rounds to no kopeck fails a positive minimum
 * instead of reaching the database as 0; where 0 is allowed, `1e-9` is nine decimals and is
 * refused as such, never rounded into another amount.
 */
export type MoneyProblem = "invalid" | "tooLarge" | "decimals" | "tooSmall";

/** A field's limits, in kopecks. */
export interface MoneyLimits {
  minKopecks: number;
  maxKopecks: number;
}

/** An amount field of a form and a request: its limits in roubles and its texts. */
export interface MoneyField {
  /** In roubles, as the field's own texts say them. */
  min: number;
  max: number;
  /** The field's Russian text for each problem. */
  texts: Record<MoneyProblem, string>;
}

export const limitsOf = (field: MoneyField): MoneyLimits => ({
  minKopecks: Math.round(field.min * 100),
  maxKopecks: Math.round(field.max * 100),
});

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
  if (!Number.isFinite(kopecks) || kopecks < limits.minKopecks) {
    return { kopecks: null, problem: "tooSmall" };
  }
  if (Math.abs(exact - kopecks) > Math.max(1, Math.abs(exact)) * NOISE_SHARE) {
    return { kopecks: null, problem: "decimals" };
  }
  return { kopecks, problem: null };
}

/** The same for a field: whole kopecks, or the field's own text of what is wrong. */
export function moneyOfField(
  field: MoneyField,
  roubles: number,
): { kopecks: Kopecks; error: null } | { kopecks: null; error: string } {
  const money = moneyOf(roubles, limitsOf(field));
  return money.problem === null
    ? { kopecks: money.kopecks, error: null }
    : { kopecks: null, error: field.texts[money.problem] };
}

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
 * «1 500,50», without `Intl` (domain/numbers.ts says why). Amounts are whole kopecks (see
 * `moneyOf` in money-rule.ts); anything finer is rounded to kopecks first.
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

/** «1 500,50» from kopecks: the number alone, for a text that writes its own «руб.» after it. */
export function formatKopecksNumber(kopecks: Kopecks): string {
  return withKopecksText(kopecksToRoubles(kopecks));
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

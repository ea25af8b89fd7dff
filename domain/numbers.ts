/**
 * Numbers as Russian text, without `Intl.NumberFormat`: the first ru-RU formatter a page makes
 * loads the locale's data, which on a phone was the longest single step of hydrating a page of
 * prices (decision 044). The output equals ru-RU's Intl (domain/domain.test.ts).
 */

/** Russian digit grouping: a no-break space (U+00A0) between thousands. */
const GROUP_SEPARATOR = "\u00a0";

/** «12 000» from «12000». */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
}

/** «1 234», «-15»: a whole number (counts, limits), rounded as Intl rounds. */
export function formatWholeNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole !== 0 ? "-" : ""}${groupThousands(String(whole))}`;
}

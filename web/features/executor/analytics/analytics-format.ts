/** «2026-11-26» → «26.11»: the chart's and its table's day, short enough for 30 ticks. */
export const dayLabel = (dayKey: string): string => `${dayKey.slice(8, 10)}.${dayKey.slice(5, 7)}`;

/** «1 234»: figures with the Russian thousands separator. */
export { formatWholeNumber as formatCount } from "../../../../domain/numbers.ts";

/**
 * The top of the chart's axis: four even steps of 1, 2, 3 or 5 × 10ⁿ that reach `max` (14 → 20 in
 * steps of 5), so the ticks are round figures; at least 4, so an empty period is not a flat 0..0.
 */
export function chartAxisTop(max: number): number {
  if (!Number.isFinite(max)) return 4;
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const step of [1, 2, 3, 5]) {
      if (step * magnitude * 4 >= max) return step * magnitude * 4;
    }
  }
}

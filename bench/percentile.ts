/** The p-th percentile of ascending `sorted` (nearest rank); NaN for none. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** «12.3 мс». */
export const ms = (value: number) => `${value.toFixed(1)} мс`;

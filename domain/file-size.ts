/**
 * File sizes as a Russian reader writes them: «0 Б», «512 Б», «1,5 КБ», «10 МБ», «2 ГБ» (binary
 * steps of 1024, a comma for decimals). Every screen and every message that names a size uses it.
 */
import { lazy } from "./lazy.ts";

const SIZE_UNITS = ["Б", "КБ", "МБ", "ГБ"] as const;
const sizeFormat = lazy(
  () => new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 2, useGrouping: false }),
);

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${SIZE_UNITS[0]}`;
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  // A non-breaking space keeps the number and its unit on one line.
  return `${sizeFormat().format(bytes / 1024 ** power)}\u00a0${SIZE_UNITS[power]}`;
}

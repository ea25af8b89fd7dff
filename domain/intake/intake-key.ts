/**
 * A question's key made from its label (issue 44): «Дата рождения» → `data_rozhdeniya`, the name
 * a document template uses (`{intake.data_rozhdeniya}`), so the lawyer need not invent one.
 * Transliterated by a maintained library (Russian preset) rather than a table of our own.
 */
import CyrillicToTranslit from "cyrillic-to-translit-js";
import { INTAKE_KEY_PATTERN, INTAKE_LIMITS } from "./intake.ts";

const translit = CyrillicToTranslit({ preset: "ru" });

/**
 * The key for `label`: Latin lower case, digits and «_», from a letter, at most the key's length,
 * and none of `taken` (a repeat gets `_2`, `_3`…). Null when the label has nothing to make one of
 * (empty, or only signs).
 */
export function keyFromLabel(label: string, taken: Iterable<string> = []): string | null {
  const base = translit
    .transform(label.trim().toLowerCase(), "_")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^[^a-z]+/, "")
    .replace(/_+$/, "")
    .slice(0, INTAKE_LIMITS.keyLength)
    .replace(/_+$/, "");
  if (!INTAKE_KEY_PATTERN.test(base)) return null;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let number = 2; ; number++) {
    const suffix = `_${number}`;
    const key = `${base.slice(0, INTAKE_LIMITS.keyLength - suffix.length).replace(/_+$/, "")}${suffix}`;
    if (!used.has(key)) return key;
  }
}

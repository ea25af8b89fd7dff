/**
 * An ILIKE pattern for "contains": `%`, `_` and `\` typed by a person are letters, not wildcards
 * (a search for «100%» finds «100%», not everything starting with «100»).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The «/» of the message box: where the query under the caret starts and which replies it finds.
 * Pure functions, so the picker's rules are tested without a browser.
 */
import { CANNED_REPLY_TITLE_MAX } from "./canned-replies.ts";

/** The «/query» being typed: the slash's index, the caret's, and the text between them. */
export interface SlashQuery {
  start: number;
  end: number;
  query: string;
}

/**
 * The «/query» that ends at the caret, or null. The slash opens a query only at the start of the
 * text or after whitespace, so «1/2», «и/или» and addresses never open the list; a query never
 * spans lines, starts with a space («a / b» is prose) or runs longer than a title can be.
 */
export function slashQueryAt(text: string, caret: number): SlashQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf("/");
  if (start === -1) return null;
  if (start > 0 && !/\s/.test(before[start - 1] ?? "")) return null;
  const query = before.slice(start + 1);
  if (query.includes("\n") || /^\s/.test(query) || query.length > CANNED_REPLY_TITLE_MAX) {
    return null;
  }
  return { start, end: caret, query };
}

/** The text with the «/query» replaced by `insert`, and where the caret goes after it. */
export function replaceSlashQuery(
  text: string,
  slash: SlashQuery,
  insert: string,
): { text: string; caret: number } {
  return {
    text: text.slice(0, slash.start) + insert + text.slice(slash.end),
    caret: slash.start + insert.length,
  };
}

const normalize = (value: string) => value.toLocaleLowerCase("ru").replaceAll("ё", "е");

/**
 * The replies a query finds, best first: titles that start with it, titles that contain it, then
 * texts that contain it (each group in the list's own order). Case and «ё» do not matter.
 */
export function matchCannedReplies<T extends { title: string; content: string }>(
  replies: readonly T[],
  query: string,
): T[] {
  const wanted = normalize(query.trim());
  if (wanted === "") return [...replies];
  const titleStarts: T[] = [];
  const titleHas: T[] = [];
  const contentHas: T[] = [];
  for (const reply of replies) {
    const title = normalize(reply.title);
    if (title.startsWith(wanted)) titleStarts.push(reply);
    else if (title.includes(wanted)) titleHas.push(reply);
    else if (normalize(reply.content).includes(wanted)) contentHas.push(reply);
  }
  return [...titleStarts, ...titleHas, ...contentHas];
}

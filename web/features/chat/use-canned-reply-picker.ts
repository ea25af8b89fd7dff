import { useMemo, useRef, useState } from "react";
import {
  matchCannedReplies,
  replaceSlashQuery,
  type SlashQuery,
  slashQueryAt,
} from "../../../domain/canned-replies/canned-reply-search.ts";
import type { CannedReply } from "../../api/canned-replies.ts";
import { useCannedReplies } from "./use-canned-replies.ts";

/**
 * The «/» list's state: the query under the caret, the replies it finds, the highlighted one, and
 * a list closed with Escape staying closed for that «/». The caret is kept here because the text
 * alone cannot tell where the writer is typing.
 */
export function useCannedReplyPicker(text: string, onTextChange: (text: string) => void) {
  /** Where the caret is while the text box has the focus; null when it has not. */
  const [caret, setCaret] = useState<number | null>(null);
  /** The «/» (its index) whose list Escape closed. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  /** Where the caret goes once an inserted reply is on screen. */
  const caretAfterInsert = useRef<number | null>(null);

  const slash: SlashQuery | null = caret === null ? null : slashQueryAt(text, caret);
  const query = slash?.query ?? null;
  const replies = useCannedReplies(slash !== null);
  const matches = useMemo(
    () => (query !== null && replies.data ? matchCannedReplies(replies.data, query) : []),
    [query, replies.data],
  );

  // A new query starts from its best match.
  const [activeQuery, setActiveQuery] = useState<string | null>(null);
  if (query !== activeQuery) {
    setActiveQuery(query);
    setActive(0);
  }
  if (slash === null && dismissed !== null) setDismissed(null);

  // A query with a space that finds nothing is prose after a slash, not a search.
  const prose =
    slash !== null && /\s/.test(slash.query) && replies.isSuccess && matches.length === 0;
  const opened = slash !== null && slash.start !== dismissed && !prose;
  const highlighted = opened ? (matches[active] ?? null) : null;

  const insert = (reply: CannedReply) => {
    if (!slash) return;
    const next = replaceSlashQuery(text, slash, reply.content);
    // The reply's own last line must not open a list of its own.
    setDismissed(slashQueryAt(next.text, next.caret)?.start ?? null);
    caretAfterInsert.current = next.caret;
    setCaret(next.caret);
    onTextChange(next.text);
  };

  const step = (by: 1 | -1) => {
    if (matches.length === 0) return;
    setActive((current) => (current + by + matches.length) % matches.length);
  };

  return {
    opened,
    slash,
    replies,
    matches,
    active,
    highlighted,
    setActive,
    setCaret,
    caretAfterInsert,
    insert,
    step,
    dismiss: () => {
      if (slash) setDismissed(slash.start);
    },
  };
}

export type CannedReplyPickerState = ReturnType<typeof useCannedReplyPicker>;

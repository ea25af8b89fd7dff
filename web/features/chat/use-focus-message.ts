import { useQuery } from "@tanstack/react-query";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { type ChatMessage, chatApi } from "../../api/chat.ts";

/** The message a link points at (`?message=123`, from a search hit), or null. */
function useFocusMessageId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get("message"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Pages older than the newest one, fetched back from `before` until the message is among them
 * (or the chat has no older messages). Keyed by where it starts: when new messages push the
 * newest page forward, the pages between are fetched again, so no message falls in a gap.
 */
function useOlderPages(
  sessionId: string,
  focusId: number | null,
  newest: ChatMessage[] | undefined,
) {
  const firstId = newest?.[0]?.id;
  const needed =
    focusId !== null && firstId !== undefined && focusId < firstId && newest !== undefined;
  return useQuery({
    // Not under "chat": every send invalidates that prefix, and these pages do not change.
    queryKey: ["chat-history", sessionId, firstId, focusId],
    queryFn: async () => {
      let older: ChatMessage[] = [];
      let before = firstId as number;
      while (!older.some((message) => message.id === focusId)) {
        const page = await chatApi.messages(sessionId, before);
        const oldest = page[0];
        if (!oldest) break;
        older = [...page, ...older];
        before = oldest.id;
      }
      return older;
    },
    enabled: needed,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const FLASH: Keyframe[] = [
  {
    boxShadow: "0 0 0 3px var(--mantine-color-yellow-6)",
    backgroundColor: "var(--mantine-color-yellow-1)",
  },
  { boxShadow: "0 0 0 3px transparent" },
];

/**
 * A chat opened at one message (issue 14 §4: a search hit): the messages to show, with the older
 * pages loaded when that message is not in the newest one, and once it is drawn it is scrolled
 * into the middle of the list, lit for a moment and given the focus (a keyboard or screen-reader
 * user lands on it, not at the top of the page). `list` is the element that holds the messages.
 */
export function useFocusMessage(
  sessionId: string,
  newest: ChatMessage[] | undefined,
  list: RefObject<HTMLElement | null>,
): ChatMessage[] | undefined {
  const focusId = useFocusMessageId();
  const older = useOlderPages(sessionId, focusId, newest);
  const shown = useMemo(
    () => (newest && older.data?.length ? [...older.data, ...newest] : newest),
    [newest, older.data],
  );
  const focused = useRef<number | null>(null);

  useEffect(() => {
    if (focusId === null || focused.current === focusId || !shown) return;
    const element = list.current?.querySelector<HTMLElement>(`[data-message-id="${focusId}"]`);
    if (!element) return;
    focused.current = focusId;
    const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ block: "center", behavior: calm ? "auto" : "smooth" });
    element.setAttribute("tabindex", "-1");
    element.focus({ preventScroll: true });
    element.animate(FLASH, { duration: 2400, easing: "ease-out" });
  }, [focusId, shown, list]);

  return shown;
}

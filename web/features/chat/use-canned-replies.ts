import { useQuery } from "@tanstack/react-query";
import { cannedRepliesQuery } from "../../api/canned-replies.ts";

/** Saved replies change in the cabinet, which refreshes this cache itself; a chat keeps a copy. */
const PICKER_STALE_MS = 5 * 60_000;

/**
 * The executor's replies for the «/» list. Asked for only once a «/» is typed, so opening a chat
 * costs nothing; the cached list then serves every chat.
 */
export function useCannedReplies(wanted: boolean) {
  return useQuery({ ...cannedRepliesQuery, staleTime: PICKER_STALE_MS, enabled: wanted });
}

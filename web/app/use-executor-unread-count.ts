/**
 * Unread chat messages of the signed-in executor, for the header badge.
 *
 * Always 0 for now: the unread counter (GET on the executor dashboard summary, polled every 30 s,
 * spec 1 §4) arrives with the chat issue. Until then the badge stays hidden rather than showing a
 * number we do not know.
 */
export function useExecutorUnreadCount(): number {
  return 0;
}

import { Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { CHAT_VIEWER_HEARTBEAT_MS, STAFF_TEXTS } from "../../../domain/staff/staff.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { staffApi } from "../../api/staff.ts";

/**
 * «Сейчас смотрит» (issue 30 §2): while a member of staff has the chat open (and the tab is
 * visible) the cabinet tells the server every 15 seconds and shows the colleagues who have it open
 * too; an arrival or a departure elsewhere refetches at once (live-notices.ts). Closing the chat
 * says goodbye, so the others' line clears without waiting for the silence to count.
 */
export function ChatViewers({ sessionId }: { sessionId: string }) {
  const viewers = useQuery({
    queryKey: queryKeys.chatViewers(sessionId),
    queryFn: ({ signal }) => staffApi.viewing(sessionId, signal),
    refetchInterval: CHAT_VIEWER_HEARTBEAT_MS,
    staleTime: 0,
    // A failed heartbeat is not worth an error on screen: the next one tries again.
    retry: false,
  });
  useEffect(() => {
    const leave = () => void staffApi.left(sessionId).catch(() => {});
    // Closing the tab or leaving the app unmounts nothing: the page's own goodbye says it.
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [sessionId]);
  const names = viewers.data?.viewers.map((viewer) => viewer.full_name) ?? [];
  if (names.length === 0) return null;
  return (
    <Text
      size="sm"
      c="dimmed"
      role="status"
      data-testid="chat-viewers"
      style={{ display: "flex", alignItems: "center", gap: 6 }}
    >
      <IconEye size={16} aria-hidden />
      {STAFF_TEXTS.viewing(names.join(", "))}
    </Text>
  );
}

import { ChatView } from "../chat/chat-view.tsx";
import { useExecutorLocation } from "./executor-location.ts";

/**
 * A chat opened inside the cabinet (`?chat=` or `?session=`), for client and guest chats alike.
 * Its back button returns to the list with the filter it was opened from.
 */
export function ExecutorInlineChat({ sessionId }: { sessionId: string }) {
  const { closeChat } = useExecutorLocation();
  return <ChatView key={sessionId} sessionId={sessionId} onBack={closeChat} />;
}

import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { chatApi } from "../../api/chat.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** A catalogue id or one of the business ids; anything else is not sent to the server. */
const SERVICE_ID_PATTERN = /^[\w-]{1,100}$/;

/**
 * Opens the client's chat for `serviceId` (null: nothing to open): the server answers the chat
 * already open for that service, or a new one, and resolves business ids itself. One request per
 * id even under StrictMode's double effects; a failure shows the spec's text (spec 2 §8).
 * Returns true while the chat is being opened.
 */
export function useOpenServiceChat(
  serviceId: string | null,
  handlers: { onOpened(sessionId: string): void; onFailed(): void },
): boolean {
  const queryClient = useQueryClient();
  const requested = useRef<string | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (!serviceId || requested.current === serviceId) return;
    requested.current = serviceId;
    const fail = () => {
      notifications.show({ color: "red", message: CHAT_TEXTS.chatCreateFailed });
      latest.current.onFailed();
    };
    if (!SERVICE_ID_PATTERN.test(serviceId)) {
      fail();
      return;
    }
    setOpening(true);
    chatApi
      .create(serviceId)
      .then((session) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
        latest.current.onOpened(session.id);
      })
      .catch(fail)
      .finally(() => {
        requested.current = null;
        setOpening(false);
      });
  }, [serviceId, queryClient]);

  return opening;
}

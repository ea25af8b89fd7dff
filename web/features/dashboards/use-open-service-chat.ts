import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CHAT_TEXTS } from "../../../domain/chat.ts";
import { chatApi } from "../../api/chat.ts";
import { queryKeys } from "../../api/query-keys.ts";

const SERVICE_ID_PATTERN = /^[\w-]{1,100}$/;

/**
 * `?service={id}` (from «Написать в чат»): open the client's chat for that service, or create one,
 * then rewrite the address to `?chat={id}` in place, so «Назад» does not create it again. On a
 * failure the parameter is dropped and the client stays on the dashboard (spec 2 §2).
 * Returns true while the chat is being opened.
 */
export function useOpenServiceChat(): boolean {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const serviceId = params.get("service");
  // StrictMode runs effects twice; one request per service id is enough.
  const requested = useRef<string | null>(null);
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (!serviceId || requested.current === serviceId) return;
    requested.current = serviceId;
    const dropService = (chatId: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete("service");
          // The chat tab is the default one, so `?chat=` alone opens it.
          if (chatId) {
            next.delete("tab");
            next.set("chat", chatId);
          }
          return next;
        },
        { replace: true },
      );

    if (!SERVICE_ID_PATTERN.test(serviceId)) {
      notifications.show({ color: "red", message: CHAT_TEXTS.chatCreateFailed });
      dropService(null);
      return;
    }
    setOpening(true);
    chatApi
      .create(serviceId)
      .then((session) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
        dropService(session.id);
      })
      .catch(() => {
        notifications.show({ color: "red", message: CHAT_TEXTS.chatCreateFailed });
        dropService(null);
      })
      .finally(() => {
        requested.current = null;
        setOpening(false);
      });
  }, [serviceId, setParams, queryClient]);

  return opening || Boolean(serviceId);
}

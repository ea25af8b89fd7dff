import { useSearchParams } from "react-router";
import {
  type ServiceChatOpening,
  useOpenServiceChat as useOpenChat,
} from "../chat/use-open-service-chat.ts";

/**
 * `?service={id}` on the dashboard (from «Написать в чат»): open the client's chat for it, then
 * rewrite the address to `?chat={id}` in place, so «Назад» does not open it again. On a failure
 * the parameter is dropped and the client stays on the dashboard (spec 2 §2).
 * `opening` stays true until the address has no `?service=` (or the intake form is asked for).
 */
export function useOpenServiceChat(): ServiceChatOpening {
  const [params, setParams] = useSearchParams();
  const serviceId = params.get("service");
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
  const opening = useOpenChat(serviceId, {
    onOpened: (chatId) => dropService(chatId),
    onFailed: () => dropService(null),
  });
  return {
    ...opening,
    opening: opening.opening || (Boolean(serviceId) && opening.intakeServiceId === null),
  };
}

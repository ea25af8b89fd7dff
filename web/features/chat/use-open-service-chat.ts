import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { INTAKE_TEXTS } from "../../../domain/intake/intake.ts";
import { chatApi } from "../../api/chat.ts";
import { ApiError } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

/** A catalogue id or one of the business ids; anything else is not sent to the server. */
const SERVICE_ID_PATTERN = /^[\w-]{1,100}$/;

export interface ServiceChatOpening {
  /** True while the chat is being opened. */
  opening: boolean;
  /** A new chat of this service starts with its intake form (issue 31 §1): show the form. */
  intakeServiceId: string | null;
  /** The form started the chat (its id), or the client gave up (null). */
  onIntakeDone(sessionId: string | null): void;
}

/** The server's answer to a new chat without the answers its service's form asks for. */
const needsIntake = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.detail === INTAKE_TEXTS.formMissing;

/**
 * Opens the client's chat for `serviceId` (null: nothing to open): the server answers the chat
 * already open for that service, or a new one, and resolves business ids itself. A new chat of a
 * service with an intake form is refused until the form is filled: then `intakeServiceId` asks
 * for the form. One request per id even under StrictMode's double effects; a failure shows the
 * spec's text (spec 2 §8).
 */
export function useOpenServiceChat(
  serviceId: string | null,
  handlers: { onOpened(sessionId: string): void; onFailed(): void },
): ServiceChatOpening {
  const queryClient = useQueryClient();
  const requested = useRef<string | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const [opening, setOpening] = useState(false);
  const [intakeServiceId, setIntakeServiceId] = useState<string | null>(null);

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
      .catch((error: unknown) => (needsIntake(error) ? setIntakeServiceId(serviceId) : fail()))
      .finally(() => {
        requested.current = null;
        setOpening(false);
      });
  }, [serviceId, queryClient]);

  return {
    opening,
    intakeServiceId: serviceId !== null && intakeServiceId === serviceId ? serviceId : null,
    onIntakeDone(sessionId) {
      setIntakeServiceId(null);
      if (sessionId) latest.current.onOpened(sessionId);
      else latest.current.onFailed();
    },
  };
}

import { Alert, Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCircleCheck, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { CHAT_TEXTS } from "../../../domain/chat/chat.ts";
import { type ChatSession, chatApi } from "../../api/chat.ts";
import { errorText } from "../../api/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { useSessionUpdated } from "./chat-queries.ts";
import { CHAT_UI_TEXTS as T } from "./chat-texts.ts";
import { askForRatingAfterAccept } from "./client-rating.tsx";

type Decision = "accept" | "revision";

const DECISIONS = {
  accept: {
    title: CHAT_TEXTS.acceptConfirmTitle,
    text: CHAT_TEXTS.acceptConfirmText,
    call: chatApi.acceptOrder,
    success: CHAT_TEXTS.acceptSuccess,
    failed: CHAT_TEXTS.acceptFailed,
  },
  revision: {
    title: CHAT_TEXTS.revisionConfirmTitle,
    text: CHAT_TEXTS.revisionConfirmText,
    call: chatApi.requestRevision,
    success: CHAT_TEXTS.revisionSuccess,
    failed: CHAT_TEXTS.revisionFailed,
  },
} as const;

/**
 * Spec 2 §4: on documents_ready the client accepts the order or sends it back, each after a
 * confirmation; the notice says how it went and the session is reloaded.
 */
export function ClientReviewActions({ session }: { session: ChatSession }) {
  const [pending, setPending] = useState<Decision | null>(null);
  const [shown, setShown] = useState<Decision>("accept");
  const sessionUpdated = useSessionUpdated();

  const ask = (decision: Decision) => {
    setShown(decision);
    setPending(decision);
  };

  const decide = async () => {
    const decision = DECISIONS[shown];
    try {
      if (shown === "accept") askForRatingAfterAccept(session.id);
      sessionUpdated(await decision.call(session.id));
      notifications.show({ color: "teal", message: decision.success });
    } catch (error) {
      notifications.show({
        color: "red",
        message: decision.failed(errorText(error, CHAT_TEXTS.unknownError)),
      });
    }
  };

  return (
    <Alert
      color="orange"
      variant="light"
      title={T.reviewPrompt}
      data-testid="review-actions"
      role="note"
    >
      <Group gap="sm" mt="xs">
        <Button
          // White on teal.6 is 2.5:1 (axe serious); the darkest teal keeps the colour and reads.
          color="teal.9"
          leftSection={<IconCircleCheck size={18} />}
          onClick={() => ask("accept")}
        >
          {T.acceptOrder}
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} />}
          onClick={() => ask("revision")}
        >
          {T.requestRevision}
        </Button>
      </Group>
      <ConfirmDialog
        opened={pending !== null}
        title={DECISIONS[shown].title}
        text={DECISIONS[shown].text}
        onConfirm={decide}
        onClose={() => setPending(null)}
      />
    </Alert>
  );
}
